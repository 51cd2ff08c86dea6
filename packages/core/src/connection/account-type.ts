// The account type asked of a wallet (spec sections 3 and 6): read at every connect and restore.
// Apart from ./accounts so the account getters, which every page loads, do not pull in storage.
import type { ChainNamespace } from '../adapter/types'
import { type LatchStorage, STORAGE_KEYS } from '../storage/storage'
import { type AccountType, DEFAULT_ACCOUNT_TYPES } from './accounts'

/** The account type of spec section 3 on a namespace: bip122 payment, eip155 smartAccount, else eoa. */
export function defaultAccountType(namespace: ChainNamespace): AccountType {
  return DEFAULT_ACCOUNT_TYPES[namespace] ?? 'eoa'
}

/**
 * The account type asked of a wallet on a namespace: the visitor's stored choice, else the host's
 * preference (`defaultAccountTypes`), else the defaults of spec section 3 (eip155 smartAccount, ...).
 */
export function preferredAccountType(
  namespace: ChainNamespace,
  host: Partial<Record<ChainNamespace, AccountType>> | undefined,
  stored: Partial<Record<ChainNamespace, AccountType>> | undefined,
): AccountType {
  return stored?.[namespace] ?? host?.[namespace] ?? defaultAccountType(namespace)
}

/** That type, with the visitor's choice read from storage. */
export function askedAccountType(
  namespace: ChainNamespace,
  host: Partial<Record<ChainNamespace, AccountType>> | undefined,
  storage: LatchStorage,
): AccountType {
  return preferredAccountType(
    namespace,
    host,
    storage.get(STORAGE_KEYS.preferredAccountTypes, parsePreferredAccountTypes),
  )
}

const ACCOUNT_TYPES = new Set<unknown>(['eoa', 'smartAccount', 'payment'])

/** The stored preferred account types, with anything that is not a known type dropped. */
export function parsePreferredAccountTypes(
  raw: unknown,
): Partial<Record<ChainNamespace, AccountType>> | undefined {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return undefined
  const entries = Object.entries(raw).filter(
    ([namespace, type]) => /^[a-z0-9-]{3,8}$/.test(namespace) && ACCOUNT_TYPES.has(type),
  )
  return Object.fromEntries(entries) as Partial<Record<ChainNamespace, AccountType>>
}
