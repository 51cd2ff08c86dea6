import { describe, expect, test } from 'vitest'
import { bitcoin, mainnet, solana, solanaDevnet, solanaTestnet } from '../networks/predefined'
import { EMBEDDED_CHAIN_IDS, embeddedNetworks, isEmbeddedChain } from './chains'

const evm = (id: number) => ({ caipNetworkId: `eip155:${id}` as const })

describe("the embedded wallet's networks", () => {
  test("serves the spec's twelve mainnets, their testnets and the three Solana networks", () => {
    for (const id of [
      1, 10, 42161, 137, 42220, 1313161554, 56, 43114, 324, 100, 8453, 7777777, 11155111, 84532,
    ])
      expect(isEmbeddedChain(evm(id))).toBe(true)
    for (const network of [solana, solanaDevnet, solanaTestnet]) expect(isEmbeddedChain(network)).toBe(true)
    expect(EMBEDDED_CHAIN_IDS).toHaveLength(12 + 12 + 3 + 3)
  })

  test('serves local development chains, not other chains or namespaces', () => {
    expect(isEmbeddedChain(evm(31337))).toBe(true)
    expect(isEmbeddedChain(evm(250))).toBe(false)
    expect(isEmbeddedChain(bitcoin)).toBe(false)
  })

  test("keeps the host's networks it serves, in the host's order", () => {
    expect(embeddedNetworks([evm(250), evm(8453), mainnet, bitcoin]).map((n) => n.caipNetworkId)).toEqual([
      'eip155:8453',
      'eip155:1',
    ])
  })
})
