// @latch/relay: a local WalletConnect relay so the real protocol runs offline in tests and the demo.
export { type Relay, type RelayOptions, startRelay, TAGS } from './relay'
export { RELAY_ERRORS, RelayError } from './rpc'
