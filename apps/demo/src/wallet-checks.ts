// viem's signature and receipt helpers are loaded only when a visitor uses them, so they stay out
// of the first load.

/** Checks an EIP-191 signature against the address that was asked to sign. */
export async function verifySignature(address: string, message: string, signature: string): Promise<boolean> {
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
