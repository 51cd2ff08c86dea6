// GET /v1/account/{address}/balance for Bitcoin addresses: BTC summed from the local regtest
// chain's UTXOs, priced from the configuration.
import { type BitcoinChain, bitcoinBalanceUpstream, startBitcoinChain } from '@latch/bitcoin-chain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { RunningServer } from '../src/server'
import { backends } from './helpers/backends'
import { call, start } from './helpers/fixture'

let chain: BitcoinChain
let server: RunningServer
const [pglite] = backends()

beforeAll(async () => {
  chain = await startBitcoinChain()
  server = await start(await (pglite as NonNullable<typeof pglite>).storage(), {
    bitcoin: [bitcoinBalanceUpstream(chain.manifest)],
  })
}, 60_000)
afterAll(async () => {
  await server?.stop()
  await chain?.stop()
})

const balanceOf = (address: string, chainId: string) =>
  call(
    server.url,
    `/v1/account/${encodeURIComponent(address)}/balance?currency=usd&chainId=${encodeURIComponent(chainId)}`,
  )

describe('bitcoin balances', () => {
  it('lists BTC from the UTXOs with its USD value', async () => {
    const { manifest } = chain
    const { status, body } = await balanceOf(manifest.accounts[1]?.payment as string, manifest.caipNetworkId)
    expect(status).toBe(200)
    expect(body.balances).toEqual([
      expect.objectContaining({
        name: 'Bitcoin',
        symbol: 'BTC',
        chainId: manifest.caipNetworkId,
        price: manifest.btcPriceUsd,
        value: 10 * manifest.btcPriceUsd,
        quantity: { decimals: '8', numeric: '10' },
      }),
    ])
    // The ordinals output is a balance too: 10 000 sats.
    const ordinals = await balanceOf(manifest.accounts[1]?.ordinals as string, manifest.caipNetworkId)
    expect(ordinals.body.balances).toEqual([
      expect.objectContaining({ quantity: { decimals: '8', numeric: '0.0001' } }),
    ])
  })

  it('shows nothing for an empty address and nothing for a network it was not configured with', async () => {
    const empty = 'bcrt1qw508d6qejxtdg4y5r3zarvary0c5xw7kygt080'
    expect((await balanceOf(empty, chain.manifest.caipNetworkId)).body.balances).toEqual([])
    const mainnet = 'bip122:000000000019d6689c085ae165831e93'
    expect((await balanceOf('bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4', mainnet)).body.balances).toEqual([])
  })

  it('refuses an address that is not one of the chain with 400', async () => {
    for (const address of ['bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4', '<b>x</b>', '0x'.padEnd(42, '1')]) {
      const { status } = await balanceOf(address, chain.manifest.caipNetworkId)
      expect(status).toBe(400)
    }
  })
})
