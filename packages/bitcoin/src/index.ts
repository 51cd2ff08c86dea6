export { bitcoinAdapter } from './adapter'
export { BITCOIN_ADAPTER } from './errors'
export { addressParamsOf, apiUrlOf, walletChainOf } from './networks'
export type {
  BitcoinAccountAddress,
  BitcoinPurpose,
  InjectedBitcoinProvider,
  InjectedProviderInfo,
  MessageProtocol,
} from './wallet-interfaces'
