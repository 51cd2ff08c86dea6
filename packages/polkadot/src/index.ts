export { type PolkadotAdapterOptions, polkadotAdapter } from './adapter'
export { KNOWN_POLKADOT_WALLETS, type PolkadotWalletInfo } from './discovery'
export { POLKADOT_ADAPTER } from './errors'
export type { Injected, InjectedAccount, InjectedExtension, InjectedWeb3, SignerPayloadRaw } from './injected'
