// solana over WalletConnect: solana_signMessage ({message, pubkey} in base58 -> {signature}),
// solana_signTransaction ({transaction} in base64 -> {signature, transaction?}). Wallets sign for
// any cluster the session grants, so switching needs no request.

import { FEATURE_ERRORS, formatUnits, isSolanaAddress } from '@latch/core'
import { decodeBase58, encodeBase58 } from '@latch/core/internal'
import { WalletConnectAdapterError } from '../errors'
import { BASE64, field, type NamespaceModule, referenceOf } from './module'
import { networkCall } from './rpc'

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

export const solana: NamespaceModule = {
  namespace: 'solana',
  methods: ['solana_signMessage', 'solana_signTransaction', 'solana_signAndSendTransaction'],
  events: [],
  chainIdOf(network) {
    const reference = referenceOf(network, 'solana')
    if (!reference) throw new WalletConnectAdapterError(`${network.name} is not a solana network`)
    return reference
  },
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

  async getBalance(address, network) {
    if (!isSolanaAddress(address)) throw new WalletConnectAdapterError(`Invalid Solana address: ${address}`)
    const lamports = field(await networkCall(network, 'getBalance', [address]), 'value')
    if (typeof lamports !== 'number' || !Number.isSafeInteger(lamports) || lamports < 0) {
      throw new WalletConnectAdapterError(FEATURE_ERRORS.BALANCE_UNREADABLE(network.name))
    }
    return {
      balance: formatUnits(BigInt(lamports), network.nativeCurrency.decimals),
      symbol: network.nativeCurrency.symbol,
    }
  },
}
