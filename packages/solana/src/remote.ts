// Solana for wallets that sign somewhere else and speak WalletConnect's Solana vocabulary (a
// WalletConnect session, the embedded wallet's frame): the requests that sign a message or sign
// and submit a send, the send's fee, the balance, and the signature in an answer. Exported on its
// own (`@latch/solana/remote`) so each of those adapters builds, prices and reads the same way;
// @solana/kit loads with the first send or fee quote, never with a balance read.
import {
  type AdapterSetupContext,
  type BalanceResult,
  type CaipNetwork,
  FEATURE_ERRORS,
  formatUnits,
  isSolanaAddress,
  type SendTransactionParameters,
} from '@latch/core'
import { decodeBase58, encodeBase58, networkReadTransport } from '@latch/core/internal'

/** How the adapter using these names its own errors. */
export type RemoteSolanaError = (message: string, options?: { cause?: unknown }) => Error

type Services = AdapterSetupContext['services']

/** An answer object's field, for answers that must be objects. */
const field = (answer: unknown, name: string): unknown =>
  typeof answer === 'object' && answer !== null ? (answer as Record<string, unknown>)[name] : undefined

/** A base58 ed25519 signature: 64 bytes. */
export function isSolanaSignature(value: unknown): value is string {
  if (typeof value !== 'string' || !/^[1-9A-HJ-NP-Za-km-z]{64,90}$/.test(value)) return false
  try {
    return decodeBase58(value).length === 64
  } catch {
    return false
  }
}

export function remoteSolana(fail: RemoteSolanaError) {
  function requireAddress(address: string): void {
    if (!isSolanaAddress(address)) throw fail(`Invalid Solana address: ${address}`)
  }

  /** The send's transfer on the cluster's latest blockhash, read the way balances are. */
  async function transferOf(parameters: SendTransactionParameters, services: Services) {
    requireAddress(parameters.from)
    requireAddress(parameters.to)
    const [transfer, transport] = await Promise.all([
      import('./transfer'),
      networkReadTransport(services, parameters.network),
    ])
    const rpc = transfer.solanaRpcOver(transport)
    return { transfer, rpc, transaction: await transfer.latestTransfer(rpc, parameters) }
  }

  return {
    /** solana_signMessage for `message` (UTF-8 text) signed by `address`: both in base58. */
    signMessageRequest(address: string, message: string) {
      requireAddress(address)
      return {
        method: 'solana_signMessage',
        params: { message: encodeBase58(new TextEncoder().encode(message)), pubkey: address },
      } as const
    },

    /** The `signature` of a wallet's answer (solana_signMessage, solana_signAndSendTransaction), checked. */
    signatureOf(answer: unknown): string {
      const signature = field(answer, 'signature')
      if (!isSolanaSignature(signature)) throw fail('The wallet returned no valid signature')
      return signature
    },

    /** solana_signAndSendTransaction for the send: the wallet signs as the fee payer and submits it. */
    async signAndSendRequest(parameters: SendTransactionParameters, services: Services) {
      const { transfer, transaction } = await transferOf(parameters, services)
      return {
        method: 'solana_signAndSendTransaction',
        params: { transaction: transfer.wireTransaction(transaction) },
      } as const
    },

    /** The lamports the cluster charges for the send. */
    async fee(parameters: SendTransactionParameters, services: Services): Promise<bigint> {
      const { transfer, rpc, transaction } = await transferOf(parameters, services)
      return transfer.transferFee(rpc, transaction)
    },

    /** The native balance, from the hosted RPC and then the network's own URLs in turn. */
    async balance(address: string, network: CaipNetwork, services: Services): Promise<BalanceResult> {
      requireAddress(address)
      const answer = await networkReadTransport(services, network)
        .then((transport) => transport.request({ method: 'getBalance', params: [address] }))
        .catch((cause: unknown) => {
          const reason = cause instanceof Error ? cause.message : String(cause)
          throw fail(`Balance request to ${network.name} failed: ${reason}`, { cause })
        })
      const lamports = field(answer, 'value')
      if (typeof lamports !== 'number' || !Number.isSafeInteger(lamports) || lamports < 0)
        throw fail(FEATURE_ERRORS.BALANCE_UNREADABLE(network.name))
      return {
        balance: formatUnits(BigInt(lamports), network.nativeCurrency.decimals),
        symbol: network.nativeCurrency.symbol,
      }
    },
  }
}
