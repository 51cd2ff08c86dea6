// `@latch/bitcoin/payment`: the adapter's own PSBT building, for pages that want a PSBT to hand a
// wallet's signPsbt (the demo does): the payer's UTXOs and the fee from the network's API.
export { esploraClient } from './esplora'
export { addressParamsOf, apiUrlOf } from './networks'
export { buildPayment, DUST_SATS } from './payment'
