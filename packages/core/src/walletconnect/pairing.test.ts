// Pairing state through a real core client. The wallet side is a scripted adapter: it hands out
// `wc:` URIs the way the WalletConnect adapter does and connects when told the wallet approved.
import { afterEach, describe, expect, test, vi } from 'vitest'
import { createTestAdapter } from '../adapter/test-adapter'
import type { CaipNetwork, ChainAdapter, DisplayUriEvent } from '../adapter/types'
import { createLatch } from '../client/createLatch'
import { createMemoryBackend } from '../storage/storage'
import { PAIRING_EXPIRY_MARGIN_MS, PAIRING_LIFETIME_MS, PAIRING_REFRESH_GRACE_MS } from './rules'

const mainnet: CaipNetwork = {
  id: 1,
  caipNetworkId: 'eip155:1',
  chainNamespace: 'eip155',
  name: 'Ethereum',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:1'] } },
}

function pairingAdapter() {
  const base = createTestAdapter({
    accounts: ['0x1234567890abcdef1234567890abcdef1234abcd'],
    connectors: [{ id: 'walletConnect', name: 'WalletConnect', type: 'WALLET_CONNECT', chain: 'eip155' }],
  })
  const listeners = new Set<(event: DisplayUriEvent) => void>()
  let proposals = 0
  let approve: (() => void) | undefined
  let refuse: ((error: unknown) => void) | undefined
  const adapter: ChainAdapter & { approve(): void; refuse(error: unknown): void; proposals(): number } = {
    ...base,
    namespace: 'eip155',
    async connect(parameters) {
      proposals++
      const uri = `wc:topic${proposals}@2?symKey=k${proposals}`
      for (const listener of listeners)
        listener({ type: 'display_uri', uri, expiresAt: Date.now() + PAIRING_LIFETIME_MS })
      await new Promise<void>((resolve, reject) => {
        approve = resolve
        refuse = reject
      })
      return base.connect(parameters)
    },
    onDisplayUri(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    approve: () => approve?.(),
    refuse: (error) => refuse?.(error),
    proposals: () => proposals,
  }
  return adapter
}

afterEach(() => vi.useRealTimers())

async function setup() {
  const adapter = pairingAdapter()
  const client = createLatch({
    projectId: 'p',
    networks: [mainnet],
    adapters: [adapter],
    storage: createMemoryBackend(),
  })
  await client.start()
  // The pairing state is the runtime's, which a visitor's first act (or a connection) loads.
  await client.prepare()
  return { client, adapter }
}

describe('WalletConnect pairing state', () => {
  test('the URI shows in state with its 4-minute expiry, and a directory wallet becomes the recent one', async () => {
    const { client, adapter } = await setup()
    const done = client.walletConnect.connect({ id: 'listing-1', name: 'Example Wallet 1' })
    await vi.waitFor(() => expect(client.store.getState().walletConnect.uri).toBe('wc:topic1@2?symKey=k1'))
    const { expiresAt, status } = client.store.getState().walletConnect
    expect(status).toBe('pairing')
    expect((expiresAt as number) - Date.now()).toBeGreaterThan(PAIRING_LIFETIME_MS - 1000)
    adapter.approve()
    expect(await done).toBe(true)
    expect(client.store.getState().walletConnect.status).toBe('connected')
    expect(client.store.getState().connection.recentWallets.map((w) => w.id)).toEqual(['listing-1'])
  })

  test('a URI with under 10 s left counts as expired and a new one is asked for', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] })
    const { client, adapter } = await setup()
    void client.walletConnect.connect()
    await vi.advanceTimersByTimeAsync(0)
    const { uri, expiresAt } = client.store.getState().walletConnect
    expect(uri).toBe('wc:topic1@2?symKey=k1')
    vi.advanceTimersByTime((expiresAt as number) - PAIRING_EXPIRY_MARGIN_MS - Date.now() - 1)
    expect(client.store.getState().walletConnect.status).toBe('pairing')
    vi.advanceTimersByTime(1)
    expect(client.store.getState().walletConnect.status).toBe('expired')
    await vi.advanceTimersByTimeAsync(PAIRING_REFRESH_GRACE_MS)
    expect(client.store.getState().walletConnect.uri).toBe('wc:topic2@2?symKey=k2')
    expect(client.store.getState().walletConnect.status).toBe('pairing')
    expect(adapter.proposals()).toBe(2)
  })

  test('a refusal given as a plain { code, message } object shows its message, and hostile ones a generic line', async () => {
    const answers: [unknown, string][] = [
      [{ code: 5000, message: 'User rejected.' }, 'User rejected.'],
      [new Error('The wallet declined the connection'), 'The wallet declined the connection'],
      [{ code: 5000 }, 'The connection failed'],
      [null, 'The connection failed'],
      [{ message: 'x'.repeat(5000) }, 'x'.repeat(300)],
    ]
    const { client, adapter } = await setup()
    for (const [i, [answer, shown]] of answers.entries()) {
      const done = client.walletConnect.connect()
      await vi.waitFor(() => expect(adapter.proposals()).toBe(i + 1))
      adapter.refuse(answer)
      expect(await done).toBe(false)
      expect(client.store.getState().walletConnect).toMatchObject({ status: 'error', error: shown })
    }
  })

  test('after a refused proposal, retrying never shows the dead URI again, only a fresh one', async () => {
    const { client, adapter } = await setup()
    const first = client.walletConnect.connect()
    await vi.waitFor(() => expect(client.store.getState().walletConnect.uri).toBe('wc:topic1@2?symKey=k1'))
    adapter.refuse(new Error('The wallet declined the connection'))
    expect(await first).toBe(false)
    expect(client.store.getState().walletConnect.uri).toBeUndefined()

    const shown: (string | undefined)[] = []
    const stop = client.store.select(
      (state) => state.walletConnect.uri,
      (uri) => {
        shown.push(uri)
      },
    )
    const retry = client.walletConnect.connect()
    await vi.waitFor(() => expect(client.store.getState().walletConnect.uri).toBe('wc:topic2@2?symKey=k2'))
    stop()
    expect(shown).not.toContain('wc:topic1@2?symKey=k1')
    adapter.approve()
    expect(await retry).toBe(true)
  })

  test('URIs that are not wc: URIs are ignored', async () => {
    const { client } = await setup()
    const hostile = pairingAdapter()
    let emit: ((event: DisplayUriEvent) => void) | undefined
    const stop = client.walletConnect.watch([
      {
        ...hostile,
        onDisplayUri: (listener) => {
          emit = listener
          return () => {}
        },
      },
    ])
    emit?.({ type: 'display_uri', uri: 'javascript:alert(1)', expiresAt: Date.now() + PAIRING_LIFETIME_MS })
    stop()
    expect(emit).toBeDefined()
    expect(client.store.getState().walletConnect.uri).toBeUndefined()
  })
})
