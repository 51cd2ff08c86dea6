export { solanaAdapter } from './adapter'
export { rpcUrlOf, walletChainOf } from './clusters'
export { SOLANA_ADAPTER } from './errors'
