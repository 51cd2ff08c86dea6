// Kit's RPC client over core's read transport, against the local chain: kit's own call shapes and
// errors survive the change of road.
import { solanaDevnet } from '@latch/core'
import { networkReadTransport } from '@latch/core/internal'
import { type SolanaChain, startSolanaChain } from '@latch/solana-chain'
import { type Address, isSolanaError, SOLANA_ERROR__JSON_RPC__INVALID_PARAMS } from '@solana/kit'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { solanaRpcOver } from '../src/rpc'

let chain: SolanaChain

beforeAll(async () => {
  chain = await startSolanaChain()
}, 60_000)

afterAll(async () => {
  await chain?.stop()
})

async function rpc() {
  const devnet = { ...solanaDevnet, rpcUrls: { default: { http: [chain.manifest.rpcUrl] } } }
  return solanaRpcOver(await networkReadTransport(undefined, devnet))
}

describe('the Solana RPC client over the read transport', () => {
  test("kit's u64 params, bigints, reach the node as JSON numbers", async () => {
    const lamports = await (await rpc()).getMinimumBalanceForRentExemption(165n).send()
    expect(lamports).toBeGreaterThan(0n)
  })

  test("the node's JSON-RPC error comes back as kit's error, with the node's code", async () => {
    const failure = await (await rpc())
      .getBalance('not-an-address' as Address)
      .send()
      .catch((error: unknown) => error)
    expect(isSolanaError(failure, SOLANA_ERROR__JSON_RPC__INVALID_PARAMS)).toBe(true)
  })
})
