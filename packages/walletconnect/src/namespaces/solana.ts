// solana over WalletConnect: solana_signMessage ({message, pubkey} in base58 -> {signature}),
// solana_signTransaction ({transaction} in base64 -> {signature, transaction?}), and a send as
// solana_signAndSendTransaction ({transaction} in base64 -> {signature}). Wallets sign for any
// cluster the session grants, so switching needs no request.

import { type CaipNetwork, isSolanaAddress } from '@latch/core'
import { remoteSolana } from '@latch/solana/remote'
import { WalletConnectAdapterError } from '../errors'
import { BASE64, field, type NamespaceModule, referenceOf } from './module'

// Signing, sends, fees and balances as every wallet speaking this vocabulary has them (a send's transfer,
// with @solana/kit, loads with the first send or fee quote, never with the session).
const remote = remoteSolana((message, options) => new WalletConnectAdapterError(message, options))
const signatureOf = remote.signatureOf

function clusterOf(network: CaipNetwork): string {
  const reference = referenceOf(network, 'solana')
  if (!reference) throw new WalletConnectAdapterError(`${network.name} is not a solana network`)
  return reference
}

export const solana: NamespaceModule = {
  namespace: 'solana',
  methods: ['solana_signMessage', 'solana_signTransaction', 'solana_signAndSendTransaction'],
  events: [],
  chainIdOf: clusterOf,
  parseChainId: (value) =>
    typeof value === 'string' && /^[1-9A-HJ-NP-Za-km-z]{32}$/.test(value) ? value : undefined,
  isAddress: isSolanaAddress,

  signRequest: remote.signMessageRequest,

  readSignature: signatureOf,

  readAnswer(method, answer) {
    if (method === 'solana_signTransaction') {
      const signature = signatureOf(answer)
      const transaction = field(answer, 'transaction')
      if (transaction !== undefined && (typeof transaction !== 'string' || !BASE64.test(transaction))) {
        throw new WalletConnectAdapterError('The wallet returned a signed transaction that is not base64')
      }
      return transaction === undefined ? { signature } : { signature, transaction }
    }
    if (method === 'solana_signMessage' || method === 'solana_signAndSendTransaction') {
      return { signature: signatureOf(answer) }
    }
    return answer
  },

  // The wallet signs as the fee payer and submits to the cluster the request names.
  async sendTransaction(request, parameters, services) {
    const cluster = clusterOf(parameters.network)
    return signatureOf(await request<unknown>(await remote.signAndSendRequest(parameters, services), cluster))
  },

  async estimateFee(parameters, services) {
    clusterOf(parameters.network)
    return remote.fee(parameters, services)
  },

  // Read as the Solana adapter reads: the hosted RPC, then the network's own URLs in turn.
  getBalance: remote.balance,
}
