import type { DevnetManifest } from '@latch/devnet'
import { describe, expect, it } from 'vitest'
import { demoNetworks, ETHEREUM_MAINNET } from './networks'

const chain = (id: number, name: string, port: number) => ({
  id,
  name,
  rpcUrl: `http://127.0.0.1:${port}`,
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
})

describe('demoNetworks', () => {
  it('lists the devnet chains from the manifest first, then Ethereum mainnet', () => {
    const manifest = {
      chains: [chain(31337, 'Latch Devnet', 8545), chain(31338, 'Latch Devnet L2', 8546)],
    } as unknown as DevnetManifest
    const networks = demoNetworks(manifest)
    expect(networks.map((n) => n.caipNetworkId)).toEqual(['eip155:31337', 'eip155:31338', 'eip155:1'])
    expect(networks[1]).toEqual({
      id: 31338,
      caipNetworkId: 'eip155:31338',
      chainNamespace: 'eip155',
      name: 'Latch Devnet L2',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: ['http://127.0.0.1:8546'] } },
      assets: { imageId: 'devnet' },
    })
  })

  it('lists devnet chains without a block explorer, since devnet has none', () => {
    const manifest = { chains: [chain(31337, 'Latch Devnet', 8545)] } as unknown as DevnetManifest
    expect(demoNetworks(manifest)[0]).not.toHaveProperty('blockExplorers')
  })

  it('adds the local Solana chain last when it runs', () => {
    const solana = {
      caipNetworkId: 'solana:LatchLoca1So1anaC1uster111111111',
      rpcUrl: 'http://127.0.0.1:8899',
    }
    const networks = demoNetworks(null, solana as never)
    expect(networks.map((n) => n.caipNetworkId)).toEqual([
      'eip155:1',
      'solana:LatchLoca1So1anaC1uster111111111',
    ])
    expect(networks[1]).toMatchObject({
      chainNamespace: 'solana',
      rpcUrls: { default: { http: ['http://127.0.0.1:8899'] } },
    })
  })

  it('adds Polkadot and the Cosmos Hub last when offered', () => {
    const networks = demoNetworks(null, null, { polkadot: true, cosmos: true })
    expect(networks.map((n) => n.caipNetworkId)).toEqual([
      'eip155:1',
      'polkadot:91b171bb158e2d3848fa23a9f1c25182',
      'cosmos:cosmoshub-4',
    ])
  })

  it('adds the local Bitcoin regtest chain after Solana when it runs, its API as the RPC', () => {
    const bitcoin = {
      caipNetworkId: 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328',
      apiUrl: 'http://127.0.0.1:3002',
    }
    const networks = demoNetworks(null, null, { bitcoin: bitcoin as never })
    expect(networks.map((n) => n.caipNetworkId)).toEqual([
      'eip155:1',
      'bip122:0f9188f13cb7b2c71f2a335e3a4fc328',
    ])
    expect(networks[1]).toMatchObject({
      chainNamespace: 'bip122',
      name: 'Bitcoin Regtest',
      nativeCurrency: { symbol: 'BTC', decimals: 8 },
      rpcUrls: { default: { http: ['http://127.0.0.1:3002'] } },
    })
  })

  it('still offers Ethereum mainnet when no devnet manifest was found', () => {
    expect(demoNetworks(null)).toEqual([ETHEREUM_MAINNET])
  })
})
