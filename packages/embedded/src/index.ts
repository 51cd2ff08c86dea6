// Public API of @latch/embedded: the modal's side of the embedded (email) wallet. The host adds
// `embeddedWallet({ frameUrl })` to `adapters`; the messenger and the adapter behind it
// load on first use. The message protocol shared with the wallet frame is here too.

export { EMBEDDED_CONNECTOR_ID } from './connector'
export type { EmbeddedWalletOptions } from './embeddedWallet'
export { embeddedWallet } from './embeddedWallet'
export * from './protocol'
