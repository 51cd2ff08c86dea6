// The host's preferred account type reaches the frame with the first read of a connection: a client
// (core as a page runs it) over the real adapter and messenger, with a frame that keeps the host's
// preference only in memory, as the wallet frame does. With `defaultAccountTypes: { eip155: 'eoa' }`
// the first address the host sees is the eoa, on a login and on the restore after a reload alike.
import { type CaipNetwork, createLatch, createMemoryBackend, type StorageBackend } from '@latch/core'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { createFakePage } from '../test/fake-page'
import { SMART_ADDRESS, scriptFrame, USER_ADDRESS } from '../test/scripted-frame'
import { createEmbeddedAdapter, EMBEDDED_CONNECTOR_ID } from './adapter'
import { createFrameMessenger } from './messenger'

const devnet: CaipNetwork = {
  id: 31337,
  caipNetworkId: 'eip155:31337',
  chainNamespace: 'eip155',
  name: 'Devnet',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:1'] } },
}

const destroys: (() => void)[] = []
afterEach(() => {
  for (const destroy of destroys.splice(0)) destroy()
})

/** A page load: a frame loaded afresh (no host preference in its memory) and a client over it. */
async function pageLoad(storage: StorageBackend, defaultAccountTypes?: { eip155: 'eoa' | 'smartAccount' }) {
  const page = createFakePage({ autoReady: true })
  scriptFrame(page, { signedIn: true, chainId: 31337, smart: true })
  const messenger = createFrameMessenger({
    frameUrl: 'https://frame.test/',
    projectId: 'p',
    chainId: 31337,
    document: page.document,
  })
  const client = createLatch({
    projectId: 'p',
    networks: [devnet],
    adapters: [createEmbeddedAdapter({ messenger, projectId: 'p' })],
    storage,
    ...(defaultAccountTypes ? { defaultAccountTypes } : {}),
  })
  destroys.push(() => client.destroy())
  // Every address the host's account state takes, in order (after a reload: the remembered one first).
  const remembered = client.store.getState().accounts.eip155?.address
  const addresses: string[] = remembered ? [remembered] : []
  client.store.select(
    (state) => state.accounts.eip155?.address,
    (address) => {
      if (address) addresses.push(address)
    },
  )
  // Every user the host's account state takes, in order.
  const users: { address: string; preferredAccountType?: string }[] = []
  client.store.select(
    (state) => state.accounts.eip155?.user,
    (user) => {
      if (user) users.push({ address: user.address, preferredAccountType: user.preferredAccountType })
    },
  )
  const userReads = () =>
    page.posted.filter(({ message }) => message.type === 'GET_USER').map(({ message }) => message.payload)
  // Core reads the user in again once connected (refreshUser): the flip, if any, comes then.
  const settled = () => vi.waitFor(() => expect(userReads().length).toBeGreaterThanOrEqual(2))
  return { client, addresses, users, userReads, settled }
}

describe("the host's preferred account type on connect and reconnect", () => {
  test('a login asks for the eoa from the first GET_USER, and the host only ever sees the eoa', async () => {
    const { client, addresses, userReads, settled } = await pageLoad(createMemoryBackend(), { eip155: 'eoa' })
    await client.start()
    await client.connect({ connectorId: EMBEDDED_CONNECTOR_ID })
    await settled()
    expect(userReads()[0]).toEqual({ chainId: 31337, preferredAccountType: 'eoa' })
    expect(
      userReads().every(
        (payload) => (payload as { preferredAccountType?: string }).preferredAccountType === 'eoa',
      ),
    ).toBe(true)
    expect(addresses).toEqual([USER_ADDRESS])
  })

  test('the restore after a reload (the frame forgot the preference) asks for the eoa first too', async () => {
    const storage = createMemoryBackend()
    const first = await pageLoad(storage, { eip155: 'eoa' })
    await first.client.start()
    await first.client.connect({ connectorId: EMBEDDED_CONNECTOR_ID })
    await first.settled()
    first.client.destroy()

    const reloaded = await pageLoad(storage, { eip155: 'eoa' })
    await reloaded.client.start()
    await reloaded.settled()
    expect(reloaded.client.store.getState().connection.connections.eip155?.connectorId).toBe(
      EMBEDDED_CONNECTOR_ID,
    )
    expect(reloaded.userReads()[0]).toEqual({ chainId: 31337, preferredAccountType: 'eoa' })
    expect(reloaded.addresses).toEqual([USER_ADDRESS])
  })

  test('a Farcaster login on a frame that never heard the preference: the first user the host sees is the eoa', async () => {
    const { client, addresses, users, settled } = await pageLoad(createMemoryBackend(), { eip155: 'eoa' })
    await client.start()
    client.open()
    await client.embedded.connectFarcaster()
    await settled()
    await vi.waitFor(() => expect(users.length).toBeGreaterThan(0))
    expect(client.store.getState().accounts.eip155?.socialProvider).toBe('farcaster')
    expect(users[0]).toEqual({ address: USER_ADDRESS, preferredAccountType: 'eoa' })
    expect(users.every((user) => user.address === USER_ADDRESS)).toBe(true)
    expect(addresses).toEqual([USER_ADDRESS])
  })

  test('a social login redeemed on the page it came back to (a fresh frame): the first user the host sees is the eoa', async () => {
    const answer = 'https://frame.test/embedded/v1/social/callback?code=c&state=s'
    vi.stubGlobal('location', { href: `https://app.test/?result_uri=${encodeURIComponent(answer)}` })
    vi.stubGlobal('history', { state: null, replaceState: () => {} })
    try {
      const { client, addresses, users, settled } = await pageLoad(createMemoryBackend(), { eip155: 'eoa' })
      await client.start()
      await vi.waitFor(() => expect(client.isConnected('eip155')).toBe(true))
      await settled()
      await vi.waitFor(() => expect(users.length).toBeGreaterThan(0))
      expect(users[0]).toEqual({ address: USER_ADDRESS, preferredAccountType: 'eoa' })
      expect(users.every((user) => user.address === USER_ADDRESS)).toBe(true)
      expect(addresses).toEqual([USER_ADDRESS])
    } finally {
      vi.unstubAllGlobals()
    }
  })

  test("without a host preference spec section 3's default is asked: the smart account, from the first read", async () => {
    const { client, addresses, userReads, settled } = await pageLoad(createMemoryBackend())
    await client.start()
    await client.connect({ connectorId: EMBEDDED_CONNECTOR_ID })
    await settled()
    expect(userReads()[0]).toEqual({ chainId: 31337, preferredAccountType: 'smartAccount' })
    expect(addresses).toEqual([SMART_ADDRESS])
  })
})
