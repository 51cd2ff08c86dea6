export { type CosmosAdapterOptions, cosmosAdapter } from './adapter'
export { COSMOS_ADAPTER } from './errors'
export {
  type CosmosWalletInfo,
  type KeplrKey,
  type KeplrLike,
  KNOWN_COSMOS_WALLETS,
  type StdSignature,
} from './keplr'
