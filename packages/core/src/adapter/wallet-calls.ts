// The ChainAdapter methods that talk to a wallet. Adapters keep discovery and listeners up front
// and load these on first use (with lazyActions), so a page pays for them only when a visitor
// connects or a stored connection is restored.
import type { ChainAdapter } from './types'

export const WALLET_CALLS = [
  'connect',
  'reconnect',
  'disconnect',
  'switchNetwork',
  'signMessage',
  'sendTransaction',
  'getBalance',
  'request',
] as const satisfies readonly (keyof ChainAdapter)[]

export type WalletCalls = Pick<ChainAdapter, (typeof WALLET_CALLS)[number]>
