// Account state per namespace, with the fields of spec section 3.
import type { CaipAddress, ChainNamespace } from '../adapter/types'

export type AccountType = 'eoa' | 'smartAccount' | 'payment'

/** Defaults of spec section 3: bip122 payment, eip155 smartAccount, polkadot eoa, solana eoa. */
export const DEFAULT_ACCOUNT_TYPES: Partial<Record<ChainNamespace, AccountType>> = {
  bip122: 'payment',
  eip155: 'smartAccount',
  polkadot: 'eoa',
  solana: 'eoa',
}

export const ACCOUNT_TABS = ['Tokens', 'NFTs', 'Activity'] as const
export type AccountTab = (typeof ACCOUNT_TABS)[number]

export interface TokenBalance {
  name: string
  symbol: string
  chainId: string
  /** Absent for the native currency. */
  address?: string
  value: number
  price: number
  iconUrl: string
  quantity: { decimals: string; numeric: string }
}

export interface EmbeddedWalletUser {
  email?: string | null
  address: string
  chainId: number | string
  accounts?: { address: string; type: AccountType }[]
  userName?: string
  preferredAccountType?: AccountType
  smartAccountDeployed?: boolean
}

export interface AccountState {
  caipAddress?: CaipAddress
  address?: string
  /** Decimal string in whole units. */
  balance?: string
  balanceSymbol?: string
  profileName?: string | null
  profileImage?: string | null
  status: 'connected' | 'disconnected' | 'connecting' | 'reconnecting'
  user?: EmbeddedWalletUser
  tokenBalance?: TokenBalance[]
  smartAccountDeployed?: boolean
  currentTab: AccountTab
  allAccounts: { address: string; type: AccountType }[]
  preferredAccountTypes: Partial<Record<ChainNamespace, AccountType>>
  socialProvider?: string
  farcasterUrl?: string
}

export function initialAccountState(): AccountState {
  return {
    status: 'disconnected',
    currentTab: 'Tokens',
    allAccounts: [],
    preferredAccountTypes: { ...DEFAULT_ACCOUNT_TYPES },
  }
}
