// The address a namespace was connected with, remembered so a returning visitor's first paint shows
// their account while the wallet is asked again (no "Connect Wallet" in between). It is shown as
// the account's address only: its caipAddress, balance and the rest arrive with the reconnect,
// and a reconnect that fails clears it with the rest of the namespace.
import type { ChainNamespace } from '../adapter/types'
import { isChainNamespace } from '../networks/namespaces'
import { type LatchStorage, STORAGE_KEYS } from '../storage/storage'
import { initialAccountState } from './accounts'
import { type ConnectionView, getAccount } from './getters'
import type { AccountsState, ConnectionState } from './state'

type Addresses = Partial<Record<ChainNamespace, string>>

/** Longest address kept (any namespace's address fits); anything else stored is dropped. */
const MAX_ADDRESS_LENGTH = 128

function parseAddresses(raw: unknown): Addresses | undefined {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return undefined
  const result: Addresses = {}
  for (const [namespace, address] of Object.entries(raw)) {
    if (!isChainNamespace(namespace) || typeof address !== 'string') return undefined
    if (!/^[0-9A-Za-z:._-]+$/.test(address) || address.length > MAX_ADDRESS_LENGTH) return undefined
    result[namespace] = address
  }
  return result
}

/** The address each namespace was connected with (./remember writes them). */
export function readStoredAddresses(storage: LatchStorage): Addresses {
  return storage.get(STORAGE_KEYS.connectedAddresses, parseAddresses) ?? {}
}

export function forgetAddresses(storage: LatchStorage, namespaces: readonly ChainNamespace[]): void {
  const stored = readStoredAddresses(storage)
  for (const namespace of namespaces) delete stored[namespace]
  storage.set(STORAGE_KEYS.connectedAddresses, Object.keys(stored).length ? stored : undefined)
}

/** Accounts at start: the remembered address of every namespace whose connection is being restored. */
export function restoredAccounts(storage: LatchStorage, connection: ConnectionState): AccountsState {
  const stored = readStoredAddresses(storage)
  const accounts: AccountsState = {}
  // Every namespace starts with its account state (the one a restore that finds nothing leaves), so
  // the first render already reads what the start settles on: no second commit at load.
  for (const [namespace, status] of Object.entries(connection.status) as [ChainNamespace, string][]) {
    const address = stored[namespace]
    accounts[namespace] =
      address && status === 'connecting'
        ? { ...initialAccountState(), address, status: 'reconnecting' }
        : initialAccountState()
  }
  return accounts
}

/**
 * A remembered account is on show while its connection is restored: the button shows it, so a
 * click opens on Account as for a connected visitor (the view fills in as the restore completes).
 */
export function isRestoringAccount(state: ConnectionView): boolean {
  const account = getAccount(state)
  return (
    account.address !== undefined && (account.status === 'connecting' || account.status === 'reconnecting')
  )
}
