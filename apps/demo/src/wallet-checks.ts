// viem's signature and receipt helpers are loaded only when a visitor uses them, so they stay out
// of the first load.

/**
 * Checks a signature against the address that was asked to sign: EIP-191 on eip155, ed25519 over
 * the message's UTF-8 bytes (base58 signature and key) on solana.
 */
export async function verifySignature(
  namespace: string,
  address: string,
  message: string,
  signature: string,
): Promise<boolean> {
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
  const { verifyMessage } = await import('viem')
  return verifyMessage({
    address: address as `0x${string}`,
    message,
    signature: signature as `0x${string}`,
  })
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
