import { describe, expect, test } from 'vitest'
import { createTestAdapter } from '../adapter/test-adapter'
import type { CaipNetwork, Connector } from '../adapter/types'
import { createLatch } from '../client/createLatch'
import { bitcoin, mainnet, solana, solanaDevnet, solanaTestnet } from '../networks/predefined'
import { EMBEDDED_CHAIN_IDS, isEmbeddedChain, offeredNetworks } from './chains'

const evm = (id: number) => ({ caipNetworkId: `eip155:${id}` as const })
const fantom: CaipNetwork = { ...mainnet, id: 250, caipNetworkId: 'eip155:250', name: 'Fantom' }
const base: CaipNetwork = { ...mainnet, id: 8453, caipNetworkId: 'eip155:8453', name: 'Base' }

describe("the embedded wallet's networks", () => {
  test("lists the spec's twelve mainnets, their testnets and the three Solana networks", () => {
    for (const id of [
      1, 10, 42161, 137, 42220, 1313161554, 56, 43114, 324, 100, 8453, 7777777, 11155111, 84532,
    ])
      expect(isEmbeddedChain(evm(id))).toBe(true)
    for (const network of [solana, solanaDevnet, solanaTestnet]) expect(isEmbeddedChain(network)).toBe(true)
    expect(EMBEDDED_CHAIN_IDS).toHaveLength(12 + 12 + 3 + 3 + 1)
  })

  test('lists local development chains, not other chains or namespaces', () => {
    expect(isEmbeddedChain(evm(31337))).toBe(true)
    expect(isEmbeddedChain({ caipNetworkId: 'solana:LatchLoca1So1anaC1uster111111111' })).toBe(true)
    expect(isEmbeddedChain(evm(250))).toBe(false)
    expect(isEmbeddedChain(bitcoin)).toBe(false)
  })
})

describe('the networks the modal offers', () => {
  const networks = [fantom, solana, base, mainnet, solanaDevnet, bitcoin]

  /** A page with the email wallet, on eip155 alone unless it has its Solana side, and a Solana wallet. */
  async function connectedWith(connectorId: string, onSolana = false) {
    const email: Connector = { id: 'latch-embedded', name: 'Email', type: 'AUTH', chain: 'eip155' }
    const injected: Connector = { id: 'x', name: 'X', type: 'INJECTED', chain: 'eip155' }
    const client = createLatch({
      projectId: 'p',
      networks,
      adapters: [
        createTestAdapter({ connectors: [email, injected] }),
        createTestAdapter({ namespace: 'solana', accounts: ['So1'] }),
        ...(onSolana
          ? [createTestAdapter({ namespace: 'solana', connectors: [{ ...email, chain: 'solana' as const }] })]
          : []),
      ],
    })
    await client.start()
    await client.connect({ connectorId, namespace: 'eip155' })
    return client.store.getState()
  }

  test("an email user is offered the host's networks the email wallet serves, without Solana when it has no Solana side", async () => {
    const offered = offeredNetworks(await connectedWith('latch-embedded'))
    expect(offered.map((network) => network.name)).toEqual(['Base', 'Ethereum'])
  })

  test("an email user whose wallet has its Solana side is offered the host's Solana networks it serves too", async () => {
    const offered = offeredNetworks(await connectedWith('latch-embedded', true))
    expect(offered).toEqual([solana, base, mainnet, solanaDevnet])
  })

  test('a user of another wallet is offered every network', async () => {
    expect(offeredNetworks(await connectedWith('x'))).toEqual(networks)
  })
})
