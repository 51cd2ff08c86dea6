import { type Address, createPublicClient, type Hex, http, type PublicClient, verifyMessage } from 'viem'

/**
 * Checks a personal_sign (EIP-191) signature for an address. With an RPC for the chain, viem's
 * public client also accepts ERC-1271 (and ERC-6492) contract accounts; without one only EOAs pass.
 */
export class SignatureVerifier {
  private readonly clients = new Map<number, PublicClient>()

  constructor(private readonly rpcFor: (chainId: number) => string | undefined) {}

  async verify(input: {
    address: Address
    message: string
    signature: Hex
    chainId: number
  }): Promise<boolean> {
    const client = this.client(input.chainId)
    if (client) {
      try {
        return await client.verifyMessage(input)
      } catch {
        // The chain could not be asked (down, or the call reverted): an EOA signature can still
        // be checked offline below.
      }
    }
    try {
      return await verifyMessage(input)
    } catch {
      // Malformed signatures are simply not valid.
      return false
    }
  }

  private client(chainId: number): PublicClient | undefined {
    const existing = this.clients.get(chainId)
    if (existing) return existing
    const url = this.rpcFor(chainId)
    if (!url) return undefined
    const client = createPublicClient({ transport: http(url, { retryCount: 0, timeout: 10_000 }) })
    this.clients.set(chainId, client)
    return client
  }
}
