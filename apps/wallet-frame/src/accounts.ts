// Which of the wallet's two accounts acts on a network: the smart account (the default on eip155,
// spec section 3) or the key's own address (eoa). The visitor's choice is kept per network in the
// frame's storage; without one the host's preferred type decides; networks without a bundler
// always use the eoa.
import type { AccountType } from '@latch/embedded/protocol'
import type { Address } from 'viem'
import { isDeployed, smartAccountAddress, smartAccountNetworks } from './smart-account'
import { deviceShare, session, store } from './storage'

/** The host's preference for eip155 (GET_USER's preferredAccountType), until the visitor picks. */
let hostPreference: AccountType | undefined
export const setHostPreference = (type: AccountType | undefined) => {
  if (type) hostPreference = type
}

/** The key's own address on this device (the smart account's owner). */
export function ownerAddress(): Address {
  const current = session()
  const local = current && deviceShare(current.userId)
  if (!local) throw new Error('Not connected')
  return local.address
}

const storedKey = (id: number) => `accountType:${id}`

export async function smartAccountsEnabled(id: number): Promise<boolean> {
  return (await smartAccountNetworks().catch(() => new Map())).has(id)
}

export async function accountTypeOn(id: number): Promise<'eoa' | 'smartAccount'> {
  if (!(await smartAccountsEnabled(id))) return 'eoa'
  const stored = store.get<unknown>(storedKey(id))
  if (stored === 'eoa' || stored === 'smartAccount') return stored
  return hostPreference === 'eoa' ? 'eoa' : 'smartAccount'
}

export async function chooseAccountType(id: number, type: AccountType): Promise<void> {
  if (type !== 'eoa' && type !== 'smartAccount') throw new Error(`${type} accounts are not offered on eip155`)
  if (type === 'smartAccount' && !(await smartAccountsEnabled(id)))
    throw new Error('This application might not support Smart Accounts')
  store.set(storedKey(id), type)
}

export interface ActiveAccount {
  type: 'eoa' | 'smartAccount'
  /** The address that acts: the smart account's, or the owner's for eoa. */
  address: Address
  owner: Address
  /** The smart account's address, on networks that have one. */
  smartAccount?: Address
}

export async function activeAccount(id: number, owner: Address): Promise<ActiveAccount> {
  const type = await accountTypeOn(id)
  const smartAccount = (await smartAccountsEnabled(id)) ? await smartAccountAddress(id, owner) : undefined
  return {
    type,
    owner,
    ...(smartAccount ? { smartAccount } : {}),
    address: type === 'smartAccount' && smartAccount ? smartAccount : owner,
  }
}

/** The user's accounts on a network, the acting one first, and whether the smart account is deployed. */
export async function accountsOn(id: number, owner: Address) {
  const active = await activeAccount(id, owner)
  const list: Array<{ address: string; type: AccountType }> = [{ address: active.owner, type: 'eoa' }]
  if (active.smartAccount) list.push({ address: active.smartAccount, type: 'smartAccount' })
  if (active.type === 'smartAccount') list.reverse()
  const smartAccountDeployed = active.smartAccount ? await isDeployed(id, active.smartAccount) : false
  return { active, accounts: list, smartAccountDeployed }
}
