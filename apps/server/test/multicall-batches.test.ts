// The portfolio reads contracts through Multicall3 in batches of at most 1024 bytes of calldata
// (spec section 9). The chain reader talks to the devnet through a real recording proxy, which
// counts the calls inside each Multicall3 request.
import { createServer, type Server } from 'node:http'
import { decodeFunctionData, getAddress, multicall3Abi } from 'viem'
import { generatePrivateKey, privateKeyToAddress } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { NATIVE_TOKEN } from '../src/portfolio/catalog'
import { ChainReader } from '../src/portfolio/chain-reader'
import { useDevnet } from './helpers/fixture'

const devnet = useDevnet()
let proxy: Server
let proxyUrl: string
/** The number of calls in each Multicall3 request the proxy forwarded, in order. */
let batches: number[] = []

type RpcCall = { method: string; params?: [{ to?: string; data?: `0x${string}` }] }

beforeAll(async () => {
  const upstream = devnet.manifest.chains[0]?.rpcUrl as string
  proxy = createServer(async (req, res) => {
    let body = ''
    for await (const chunk of req) body += chunk
    const parsed = JSON.parse(body) as RpcCall | RpcCall[]
    for (const call of Array.isArray(parsed) ? parsed : [parsed]) {
      const data = call.method === 'eth_call' ? call.params?.[0]?.data : undefined
      if (data) batches.push((decodeFunctionData({ abi: multicall3Abi, data }).args[0] as unknown[]).length)
    }
    const answer = await fetch(upstream, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    })
    res.writeHead(answer.status, { 'content-type': 'application/json' }).end(await answer.text())
  })
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve))
  proxyUrl = `http://127.0.0.1:${(proxy.address() as { port: number }).port}`
})
afterAll(() => new Promise((resolve) => proxy?.close(resolve)))

function reader(): ChainReader {
  const chain = devnet.manifest.chains[0] as (typeof devnet.manifest.chains)[number]
  return new ChainReader({
    chain: `eip155:${chain.id}`,
    chainId: chain.id,
    rpcUrls: [proxyUrl],
    multicall3: getAddress(chain.contracts.multicall3),
    native: { address: NATIVE_TOKEN, name: 'Ether', symbol: 'ETH', decimals: 18 },
    tokens: [],
    nftCollections: [],
    local: true,
  })
}

const randomAddresses = (count: number) =>
  Array.from({ length: count }, () => privateKeyToAddress(generatePrivateKey()).toLowerCase())

describe('multicall batches', () => {
  it('puts 28 balance reads of 36 bytes in a batch: 1008 bytes fit in 1024, 1044 do not', async () => {
    batches = []
    const tokens = randomAddresses(56).map((address) => ({ address, name: 'T', symbol: 'T', decimals: 18 }))
    // The native balance and 56 token balances: 57 calls of 36 bytes each.
    const balances = await reader().balances(privateKeyToAddress(generatePrivateKey()), tokens)
    expect(balances).toHaveLength(57)
    expect(batches).toEqual([28, 28, 1])
  })

  it('puts 256 token-info reads of 4 bytes in a batch: exactly 1024 bytes fit', async () => {
    batches = []
    // name(), symbol() and decimals() of 86 addresses: 258 calls of 4 bytes each.
    await reader().tokens(randomAddresses(86))
    expect(batches).toEqual([256, 2])
  })
})
