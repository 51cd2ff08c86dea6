// GET /v1/account/{address}/balance for Solana accounts: SOL and SPL read from the local Solana
// chain's RPC, priced from the configured list.
import { balanceUpstream, type SolanaChain, startSolanaChain } from '@latch/solana-chain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { RunningServer } from '../src/server'
import { backends } from './helpers/backends'
import { call, start } from './helpers/fixture'

let chain: SolanaChain
let server: RunningServer
const [pglite] = backends()

beforeAll(async () => {
  chain = await startSolanaChain()
  server = await start(await (pglite as NonNullable<typeof pglite>).storage(), {
    solana: [balanceUpstream(chain.manifest)],
  })
})
afterAll(async () => {
  await server?.stop()
  await chain?.stop()
})

const balanceOf = (address: string, chainId: string) =>
  call(
    server.url,
    `/v1/account/${encodeURIComponent(address)}/balance?currency=usd&chainId=${encodeURIComponent(chainId)}`,
  )

describe('solana balances', () => {
  it('lists SOL and the SPL token with USD values and the mint as the token address', async () => {
    const { manifest } = chain
    const { status, body } = await balanceOf(manifest.accounts[2] as string, manifest.caipNetworkId)
    expect(status).toBe(200)
    expect(body.balances).toEqual([
      expect.objectContaining({
        symbol: 'SOL',
        chainId: manifest.caipNetworkId,
        price: 150,
        value: 150_000,
        quantity: { decimals: '9', numeric: '1000' },
      }),
      expect.objectContaining({
        symbol: manifest.token.symbol,
        address: `${manifest.caipNetworkId}:${manifest.token.mint}`,
        price: 1,
        value: 1000,
        quantity: { decimals: '6', numeric: '1000' },
      }),
    ])
    expect(body.balances).not.toContainEqual(
      expect.objectContaining({ address: undefined, symbol: 'lSOLUSD' }),
    )
  })

  it('shows nothing for an empty account and nothing for a cluster it was not configured with', async () => {
    const empty = 'Fq1x1T1fH5mGVsHpMoKy3AJJCxwSMcXR9BBfmJk1Kdkk'
    expect((await balanceOf(empty, chain.manifest.caipNetworkId)).body.balances).toEqual([])
    expect(
      (await balanceOf(chain.manifest.accounts[0] as string, 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1')).body
        .balances,
    ).toEqual([])
  })

  it('refuses an address that is not a Solana address with a 400 naming the rule', async () => {
    for (const bad of [
      '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
      '<img src=x>',
      'O0Il'.repeat(10),
      '1'.repeat(45),
    ]) {
      const { status, body } = await balanceOf(bad, chain.manifest.caipNetworkId)
      expect(status).toBe(400)
      expect(body.error?.message).toContain('must be a Solana address')
    }
  })

  it('answers 502 when the cluster cannot be read', async () => {
    const down = await start(await (pglite as NonNullable<typeof pglite>).storage(), {
      solana: [{ ...balanceUpstream(chain.manifest), rpcUrl: 'http://127.0.0.1:9' }],
    })
    try {
      const { status } = await call(
        down.url,
        `/v1/account/${chain.manifest.accounts[0]}/balance?chainId=${encodeURIComponent(chain.manifest.caipNetworkId)}`,
      )
      expect(status).toBe(502)
    } finally {
      await down.stop()
    }
  })
})
