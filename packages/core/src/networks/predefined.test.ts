import { describe, expect, test } from 'vitest'
import { resolveOptions } from '../options/options'
import { isCaipNetworkId, parseCaipNetworkId } from '../validation/caip'
import * as predefined from './predefined'
import {
  bitcoin,
  bitcoinTestnet,
  cosmosHub,
  mainnet,
  polkadot,
  polkadotWestend,
  solana,
  solanaDevnet,
  solanaTestnet,
} from './predefined'

describe('predefined networks', () => {
  test('Solana mainnet, devnet and testnet and Bitcoin mainnet and testnet carry their real CAIP ids', () => {
    expect(solana.caipNetworkId).toBe('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')
    expect(solanaDevnet.caipNetworkId).toBe('solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1')
    expect(solanaTestnet.caipNetworkId).toBe('solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z')
    expect(bitcoin.caipNetworkId).toBe('bip122:000000000019d6689c085ae165831e93')
    expect(bitcoinTestnet.caipNetworkId).toBe('bip122:000000000933ea01ad0ee984209779ba')
    expect(polkadot.caipNetworkId).toBe('polkadot:91b171bb158e2d3848fa23a9f1c25182')
    expect(cosmosHub.caipNetworkId).toBe('cosmos:cosmoshub-4')
  })

  test('each predefined network id is consistent with its namespace and reference', () => {
    for (const network of [
      mainnet,
      solana,
      solanaDevnet,
      solanaTestnet,
      bitcoin,
      bitcoinTestnet,
      polkadot,
      cosmosHub,
    ]) {
      expect(isCaipNetworkId(network.caipNetworkId)).toBe(true)
      const { namespace, reference } = parseCaipNetworkId(network.caipNetworkId)
      expect(namespace).toBe(network.chainNamespace)
      expect(reference).toBe(String(network.id))
    }
  })
})

describe('predefined Polkadot and Cosmos networks', () => {
  test('Polkadot, Westend and the Cosmos Hub carry their real CAIP ids', () => {
    expect(polkadot.caipNetworkId).toBe('polkadot:91b171bb158e2d3848fa23a9f1c25182')
    expect(polkadotWestend.caipNetworkId).toBe('polkadot:e143f23803ac50e8f6f8e62695d1ce9e')
    expect(cosmosHub.caipNetworkId).toBe('cosmos:cosmoshub-4')
    for (const network of [polkadot, polkadotWestend, cosmosHub]) {
      const { namespace, reference } = parseCaipNetworkId(network.caipNetworkId)
      expect(namespace).toBe(network.chainNamespace)
      expect(reference).toBe(String(network.id))
    }
  })
})

describe('predefined network marks', () => {
  const networks = Object.values(predefined)

  test('every predefined network names its mark on the network itself', () => {
    expect(networks.length).toBeGreaterThanOrEqual(9)
    for (const network of networks) {
      expect(network.assets?.imageId, network.name).toMatch(/^[a-z]+$/)
    }
  })

  test('every native currency is exactly its name, symbol and decimals', () => {
    for (const network of networks) {
      expect(Object.keys(network.nativeCurrency).sort(), network.name).toEqual(['decimals', 'name', 'symbol'])
    }
  })

  test('with a services server, Solana and Bitcoin mainnet show the server mark', () => {
    const { options } = resolveOptions({
      networks: [solana, bitcoin],
      projectId: 'p1',
      servicesUrl: 'https://services.example',
    })
    expect(options.networks.map((network) => network.assets?.imageUrl)).toEqual([
      expect.stringContaining('/public/getAssetImage/solana?'),
      expect.stringContaining('/public/getAssetImage/bitcoin?'),
    ])
  })
})
