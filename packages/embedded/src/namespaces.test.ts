// One login, both namespaces: a client (core as a page runs it) over `embeddedWallet()` as a host
// adds it, next to a Solana wallet adapter, with the scripted frame signed in and serving Solana.
import {
  type CaipNetwork,
  createLatch,
  createMemoryBackend,
  type LatchClient,
  type StorageBackend,
  solanaDevnet,
} from '@latch/core'
import { offeredNetworks } from '@latch/core/internal'
import { createTestAdapter } from '@latch/core/testing'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { createFakePage, FRAME_URL } from '../test/fake-page'
import { type ScriptedSolana, scriptedSolanaKey, scriptFrame, USER_ADDRESS } from '../test/scripted-frame'
import { EMBEDDED_CONNECTOR_ID } from './connector'
import { type EmbeddedWalletOptions, embeddedWallet } from './embeddedWallet'

const devnet: CaipNetwork = {
  id: 31337,
  caipNetworkId: 'eip155:31337',
  chainNamespace: 'eip155',
  name: 'Devnet',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:1'] } },
}

const clients: LatchClient[] = []
afterEach(() => {
  for (const client of clients.splice(0)) client.destroy()
})

/** A page load: the frame (signed in unless said otherwise) and a client with email and a Solana wallet. */
function pageLoad(backend: StorageBackend = createMemoryBackend(), signedIn = true) {
  const page = createFakePage({ autoReady: true })
  const solana: ScriptedSolana = { clusters: { [solanaDevnet.caipNetworkId]: undefined }, asked: [] }
  const frame = scriptFrame(page, { signedIn, chainId: 31337, solana })
  const client = createLatch({
    projectId: 'p',
    networks: [devnet, solanaDevnet],
    adapters: [
      createTestAdapter({ namespace: 'solana' }),
      // The frame goes into the fake page (a messenger option the public type leaves out).
      embeddedWallet({ frameUrl: FRAME_URL, document: page.document } as EmbeddedWalletOptions),
    ],
    storage: backend,
  })
  clients.push(client)
  const asked = (type: string) =>
    page.posted.filter(({ message }) => message.type === type).map(({ message }) => message.payload)
  return { client, page, frame, solana, asked, backend }
}

const connectorOf = (client: LatchClient, namespace: 'eip155' | 'solana') =>
  client.store.getState().connection.connections[namespace]?.connectorId

describe('the embedded wallet on eip155 and solana', () => {
  test("offers its Email connector on solana when the host set Solana up, and the Networks view's Solana networks to an email user", async () => {
    const { client } = pageLoad()
    await client.start()
    const chains = client.store
      .getState()
      .connection.connectors.filter((connector) => connector.id === EMBEDDED_CONNECTOR_ID)
      .map((connector) => connector.chain)
    expect(chains.sort()).toEqual(['eip155', 'solana'])
    await client.connect({ connectorId: EMBEDDED_CONNECTOR_ID, namespace: 'eip155' })
    expect(offeredNetworks(client.store.getState())).toEqual([devnet, solanaDevnet])
  })

  test('an email login on eip155, then a switch to a Solana network connects the wallet there without a prompt and switches', async () => {
    const { client, asked, solana } = pageLoad(createMemoryBackend(), false)
    const { address } = await scriptedSolanaKey()
    await client.start()
    await client.embedded.connectEmail('ada@example.com')
    await client.embedded.verifyOtp('123456')
    expect(connectorOf(client, 'eip155')).toBe(EMBEDDED_CONNECTOR_ID)

    await client.switchNetwork(solanaDevnet)
    expect(connectorOf(client, 'solana')).toBe(EMBEDDED_CONNECTOR_ID)
    expect(client.store.getState().accounts.solana?.address).toBe(address)
    expect(client.store.getState().networks.active.solana?.caipNetworkId).toBe(solanaDevnet.caipNetworkId)
    // No second login: the signed-in frame is asked for its Solana user, then switched.
    expect(asked('CONNECT_OTP')).toHaveLength(1)
    expect(asked('GET_USER')).toContainEqual({ chainId: solanaDevnet.caipNetworkId })
    expect(asked('SWITCH_NETWORK')).toEqual([{ chainId: solanaDevnet.caipNetworkId }])
    expect(solana.chainId).toBe(solanaDevnet.caipNetworkId)
    await vi.waitFor(() =>
      expect(client.store.getState().accounts.solana?.user?.email).toBe('ada@example.com'),
    )

    // And back: the eip155 side was never left.
    await client.switchNetwork(devnet)
    expect(client.store.getState().accounts.eip155?.address).toBe(USER_ADDRESS)
  })

  test('a login while a Solana network is active connects on solana', async () => {
    const { client } = pageLoad(createMemoryBackend(), false)
    await client.start()
    await client.switchNetwork(solanaDevnet)
    await client.embedded.connectEmail('ada@example.com')
    await client.embedded.verifyOtp('123456')
    expect(connectorOf(client, 'solana')).toBe(EMBEDDED_CONNECTOR_ID)
    expect(connectorOf(client, 'eip155')).toBeUndefined()
  })

  test('disconnect signs the frame out once and leaves both namespaces disconnected', async () => {
    const { client, asked } = pageLoad()
    await client.start()
    await client.connect({ connectorId: EMBEDDED_CONNECTOR_ID, namespace: 'eip155' })
    await client.switchNetwork(solanaDevnet)
    await client.disconnect()
    expect(asked('SIGN_OUT')).toHaveLength(1)
    expect(client.isConnected('eip155')).toBe(false)
    expect(client.isConnected('solana')).toBe(false)
  })

  test("signing out through one namespace (a host's disconnect of eip155) ends the other namespace's connection too", async () => {
    const { client } = pageLoad()
    await client.start()
    await client.connect({ connectorId: EMBEDDED_CONNECTOR_ID, namespace: 'eip155' })
    await client.switchNetwork(solanaDevnet)
    await client.disconnect({ namespace: 'eip155' })
    await vi.waitFor(() => expect(connectorOf(client, 'solana')).toBeUndefined())
    expect(client.isConnected()).toBe(false)
  })

  test('a reload restores both namespaces as they were stored', async () => {
    const first = pageLoad()
    await first.client.start()
    await first.client.connect({ connectorId: EMBEDDED_CONNECTOR_ID, namespace: 'eip155' })
    await first.client.switchNetwork(solanaDevnet)
    first.client.destroy()

    const { client } = pageLoad(first.backend)
    const { address } = await scriptedSolanaKey()
    await client.start()
    await vi.waitFor(() => {
      expect(connectorOf(client, 'eip155')).toBe(EMBEDDED_CONNECTOR_ID)
      expect(connectorOf(client, 'solana')).toBe(EMBEDDED_CONNECTOR_ID)
    })
    expect(client.store.getState().accounts.solana?.address).toBe(address)
    expect(client.store.getState().accounts.eip155?.address).toBe(USER_ADDRESS)
  })
})
