// solana over WalletConnect: solana_signMessage ({message, pubkey} in base58 -> {signature}),
// solana_signTransaction ({transaction} in base64 -> {signature, transaction?}), and a send as
// solana_signAndSendTransaction ({transaction} in base64 -> {signature}). Wallets sign for any
// cluster the session grants, so switching needs no request.

import {
  type AdapterSetupContext,
  type CaipNetwork,
  FEATURE_ERRORS,
  formatUnits,
  isSolanaAddress,
  type SendTransactionParameters,
} from '@latch/core'
import { decodeBase58, encodeBase58, networkReadTransport } from '@latch/core/internal'
import { WalletConnectAdapterError } from '../errors'
import { BASE64, field, type NamespaceModule, referenceOf } from './module'

/** A base58 ed25519 signature: 64 bytes. */
function isSignature(value: unknown): value is string {
  if (typeof value !== 'string' || !/^[1-9A-HJ-NP-Za-km-z]{64,90}$/.test(value)) return false
  try {
    return decodeBase58(value).length === 64
  } catch {
    return false
  }
}

function signatureOf(answer: unknown): string {
  const signature = field(answer, 'signature')
  if (!isSignature(signature)) throw new WalletConnectAdapterError('The wallet returned no valid signature')
  return signature
}

function clusterOf(network: CaipNetwork): string {
  const reference = referenceOf(network, 'solana')
  if (!reference) throw new WalletConnectAdapterError(`${network.name} is not a solana network`)
  return reference
}

/**
 * The send's transfer as the Solana adapter builds it, on the cluster's latest blockhash, read
 * the way balances are. That code, with @solana/kit, loads with the first send or fee quote, never
 * with the session.
 */
async function transferOf(parameters: SendTransactionParameters, services: AdapterSetupContext['services']) {
  const cluster = clusterOf(parameters.network)
  for (const address of [parameters.from, parameters.to]) {
    if (!isSolanaAddress(address)) throw new WalletConnectAdapterError(`Invalid Solana address: ${address}`)
  }
  const [transfer, transport] = await Promise.all([
    import('@latch/solana/transfer'),
    networkReadTransport(services, parameters.network),
  ])
  const rpc = transfer.solanaRpcOver(transport)
  return { cluster, transfer, rpc, transaction: await transfer.latestTransfer(rpc, parameters) }
}

export const solana: NamespaceModule = {
  namespace: 'solana',
  methods: ['solana_signMessage', 'solana_signTransaction', 'solana_signAndSendTransaction'],
  events: [],
  chainIdOf: clusterOf,
  parseChainId: (value) =>
    typeof value === 'string' && /^[1-9A-HJ-NP-Za-km-z]{32}$/.test(value) ? value : undefined,
  isAddress: isSolanaAddress,

  signRequest(address, message) {
    if (!isSolanaAddress(address)) throw new WalletConnectAdapterError(`Invalid Solana address: ${address}`)
    return {
      method: 'solana_signMessage',
      params: { message: encodeBase58(new TextEncoder().encode(message)), pubkey: address },
    }
  },

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
    const { cluster, transfer, transaction } = await transferOf(parameters, services)
    const answer = await request<unknown>(
      {
        method: 'solana_signAndSendTransaction',
        params: { transaction: transfer.wireTransaction(transaction) },
      },
      cluster,
    )
    return signatureOf(answer)
  },

  async estimateFee(parameters, services) {
    const { transfer, rpc, transaction } = await transferOf(parameters, services)
    return transfer.transferFee(rpc, transaction)
  },

  // Read as the Solana adapter reads: the hosted RPC, then the network's own URLs in turn.
  async getBalance(address, network, services) {
    if (!isSolanaAddress(address)) throw new WalletConnectAdapterError(`Invalid Solana address: ${address}`)
    const answer = await networkReadTransport(services, network)
      .then((transport) => transport.request({ method: 'getBalance', params: [address] }))
      .catch((cause: unknown) => {
        const reason = cause instanceof Error ? cause.message : String(cause)
        throw new WalletConnectAdapterError(`Balance request to ${network.name} failed: ${reason}`, { cause })
      })
    const lamports = field(answer, 'value')
    if (typeof lamports !== 'number' || !Number.isSafeInteger(lamports) || lamports < 0) {
      throw new WalletConnectAdapterError(FEATURE_ERRORS.BALANCE_UNREADABLE(network.name))
    }
    return {
      balance: formatUnits(BigInt(lamports), network.nativeCurrency.decimals),
      symbol: network.nativeCurrency.symbol,
    }
  },
}
