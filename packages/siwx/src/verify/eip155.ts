// Verifies eip155 sessions: EIP-4361 text checks, then the signature. With an RPC for the chain,
// viem's public `verifyMessage` covers both EOAs (EIP-191) and contract accounts (ERC-1271,
// ERC-6492); without one only EOA signatures can be recovered offline.
import type { CaipNetworkId } from '@latch/core'
import {
  createPublicClient,
  type Hex,
  http,
  isAddressEqual,
  isHex,
  type PublicClient,
  verifyMessage,
} from 'viem'
import { parseSiweMessage } from 'viem/siwe'
import type { SIWXSession, SIWXVerifier, VerifyContext } from '../types'
import { checkSessionMessage, DEFAULT_CLOCK_SKEW_SECONDS } from './checks'
import { SIWXVerificationError } from './errors'

export interface Eip155VerifierOptions {
  /** RPC URL per CAIP-2 chain id (`{ 'eip155:1': 'https://...' }`); needed for contract accounts. */
  rpcUrls?: Record<string, string>
  /** Or a client per chain; takes precedence over `rpcUrls`. */
  getClient?: (chainId: CaipNetworkId) => PublicClient | undefined
  /** Allowed clock difference for issued-at and not-before, in seconds. Default 60. */
  clockSkewSeconds?: number
}

export function createEip155Verifier(options: Eip155VerifierOptions = {}): SIWXVerifier {
  const clients = new Map<string, PublicClient>()
  const clientFor = (chainId: CaipNetworkId): PublicClient | undefined => {
    const given = options.getClient?.(chainId)
    if (given) return given
    const url = options.rpcUrls?.[chainId]
    if (!url) return undefined
    let client = clients.get(chainId)
    if (!client) {
      client = createPublicClient({ transport: http(url) })
      clients.set(chainId, client)
    }
    return client
  }

  return {
    async verify(session: SIWXSession, context: VerifyContext) {
      const data = await checkSessionMessage(
        session,
        context,
        options.clockSkewSeconds ?? DEFAULT_CLOCK_SKEW_SECONDS,
      )
      // An independent EIP-4361 parse must agree on who signs and on which chain.
      const parsed = parseSiweMessage(session.message)
      if (
        !parsed.address ||
        !isAddressEqual(parsed.address, data.accountAddress as Hex) ||
        `eip155:${parsed.chainId}` !== data.chainId
      )
        throw new SIWXVerificationError(
          'MESSAGE_MISMATCH',
          'the message does not parse to the session account',
        )
      const signature = session.signature
      if (!isHex(signature, { strict: true }) || signature.length < 4)
        throw new SIWXVerificationError('INVALID_SIGNATURE', 'the signature is not hex')
      const address = parsed.address
      const client = clientFor(data.chainId)
      let valid: boolean
      try {
        valid = client
          ? await client.verifyMessage({ address, message: session.message, signature })
          : await verifyMessage({ address, message: session.message, signature })
      } catch {
        // A malformed signature makes recovery throw: that is a refusal like any other.
        valid = false
      }
      // viem answers false (not an error) when the RPC is down; a contract account then only looks
      // refused. Asking the node once more tells an unreachable RPC from a wrong signature.
      if (!valid && client) await assertReachable(client, data.chainId)
      if (!valid)
        throw new SIWXVerificationError(
          'INVALID_SIGNATURE',
          `the signature is not from ${address}${client ? '' : ' (no RPC for this chain: only EOA signatures are checked)'}`,
        )
    },
  }
}

async function assertReachable(client: PublicClient, chainId: string): Promise<void> {
  try {
    await client.getChainId()
  } catch (error) {
    throw new Error(`SIWX: cannot reach the RPC for ${chainId} to check the signature`, { cause: error })
  }
}
