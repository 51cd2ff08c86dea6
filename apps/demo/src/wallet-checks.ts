// viem's signature and receipt helpers are loaded only when a visitor uses them, so they stay out
// of the first load.

/**
 * Checks a signature against the address that was asked to sign: EIP-191 on eip155 (with the
 * network's RPC the chain is asked too, so smart accounts verify: ERC-1271, and ERC-6492 before
 * deployment), ed25519 over the message's UTF-8 bytes (base58 signature and key) on solana, and
 * on polkadot and cosmos the same checks the server's sign-in makes (@latch/siwx's verifiers),
 * and BIP-322 simple on bip122 (native segwit addresses; the server checks every kind at sign-in).
 */
export async function verifySignature(
  namespace: string,
  address: string,
  message: string,
  signature: string,
  rpcUrl?: string,
  networkId: number | string = '',
): Promise<boolean> {
  if (namespace === 'polkadot' || namespace === 'cosmos') {
    const verify =
      namespace === 'polkadot'
        ? (await import('@latch/siwx/polkadot')).verifyPolkadotSignature
        : (await import('@latch/siwx/cosmos')).verifyCosmosSignature
    try {
      return verify(address, message, signature)
    } catch {
      return false
    }
  }
  if (namespace === 'bip122') {
    const { verifyBip322P2wpkh } = await import('@latch/bitcoin/bip322')
    return verifyBip322P2wpkh(address, message, signature, { id: networkId })
  }
  if (namespace === 'solana') {
    const [{ ed25519 }, { getBase58Encoder }] = await Promise.all([
      import('@noble/curves/ed25519'),
      import('@solana/kit'),
    ])
    const base58 = getBase58Encoder()
    try {
      return ed25519.verify(
        new Uint8Array(base58.encode(signature)),
        new TextEncoder().encode(message),
        new Uint8Array(base58.encode(address)),
      )
    } catch {
      return false
    }
  }
  const { createPublicClient, http, verifyMessage } = await import('viem')
  const input = { address: address as `0x${string}`, message, signature: signature as `0x${string}` }
  return rpcUrl ? createPublicClient({ transport: http(rpcUrl) }).verifyMessage(input) : verifyMessage(input)
}

/** Waits until the transaction is mined, reading the chain through the network's own RPC. */
export async function waitForReceipt(
  rpcUrl: string,
  hash: string,
): Promise<{ status: string; block: bigint }> {
  const { createPublicClient, http } = await import('viem')
  const client = createPublicClient({ transport: http(rpcUrl) })
  const receipt = await client.waitForTransactionReceipt({
    hash: hash as `0x${string}`,
    pollingInterval: 500,
  })
  return { status: receipt.status, block: receipt.blockNumber }
}

export interface CallsStatus {
  status: number
  atomic: boolean
  receipts?: Array<{ transactionHash: string; status: string }>
}

/** Polls wallet_getCallsStatus (EIP-5792) until the batch is no longer pending (status 100). */
export async function waitForCalls(
  request: (args: { method: string; params?: unknown }) => Promise<unknown>,
  id: string,
  timeoutMs = 60_000,
): Promise<CallsStatus> {
  const until = Date.now() + timeoutMs
  for (;;) {
    const status = (await request({ method: 'wallet_getCallsStatus', params: [id] })) as CallsStatus
    if (status.status !== 100) return status
    if (Date.now() > until) throw new Error(`The batch ${id} is still pending`)
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
}
