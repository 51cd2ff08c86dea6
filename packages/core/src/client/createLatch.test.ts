import { describe, expect, test, vi } from 'vitest'
import { createTestAdapter } from '../adapter/test-adapter'
import type { LatchEvent } from '../connection/events'
import { mainnet, solana } from '../networks/predefined'
import type { SiwxConfig, SiwxSession } from '../siwx/state'
import { createMemoryBackend, type StorageBackend } from '../storage/storage'
import { createLatch } from './createLatch'

const sepolia = { ...mainnet, id: 11155111, caipNetworkId: 'eip155:11155111' as const, name: 'Sepolia' }

function makeClient(
  parameters: {
    backend?: StorageBackend
    adapter?: ReturnType<typeof createTestAdapter>
    siwx?: SiwxConfig
    mobile?: boolean
  } = {},
) {
  const adapter = parameters.adapter ?? createTestAdapter()
  const client = createLatch({
    projectId: 'test-project',
    networks: [mainnet, sepolia, solana],
    adapters: [adapter],
    storage: parameters.backend ?? createMemoryBackend(),
    isMobile: () => parameters.mobile ?? false,
    siwx: parameters.siwx,
  })
  const events: LatchEvent[] = []
  client.subscribeEvents((event) => events.push(event))
  return { client, adapter, events }
}

describe('createLatch', () => {
  test('creating a client touches no browser API (SSR-safe)', () => {
    const client = createLatch({ projectId: 'p', networks: [mainnet] })
    expect(client.store.getState().networks.active.eip155).toBe(mainnet)
    expect(client.store.getState().theme.mode).toBe('system')
  })

  test('the server state knows nothing stored: no remembered account, network or theme', async () => {
    const backend = createMemoryBackend()
    const adapter = createTestAdapter()
    const earlier = makeClient({ backend, adapter }).client
    await earlier.start()
    await earlier.connect({ connectorId: 'test-eip155' })
    await earlier.switchNetwork('eip155:11155111')
    earlier.setThemeMode('light')

    const { client } = makeClient({ backend, adapter })
    expect(client.store.getState().accounts.eip155?.address).toBeDefined()
    expect(client.store.getState().networks.active.eip155?.name).toBe('Sepolia')
    expect(client.serverState.accounts.eip155?.address).toBeUndefined()
    expect(client.serverState.accounts.eip155?.status).toBe('disconnected')
    expect(client.serverState.connection.status.eip155).not.toBe('connecting')
    expect(client.serverState.networks.active.eip155?.name).toBe('Ethereum')
    expect(client.serverState.theme.mode).toBe('system')
  })

  test('a missing project id shows the PROJECT_ID_NOT_CONFIGURED alert once the client starts, without waiting for the visitor', async () => {
    const client = createLatch({ networks: [mainnet], storage: createMemoryBackend() })
    void client.start()
    await vi.waitFor(() =>
      expect(client.store.getState().alert).toMatchObject({
        open: true,
        code: 'PROJECT_ID_NOT_CONFIGURED',
        message: 'Project ID Not Configured',
        longMessage: 'A project id is required. Pass projectId in the options.',
      }),
    )
    client.destroy()
  })

  test('an alert the host shows before the runtime has loaded shows once it has; after, at once', async () => {
    const { client } = makeClient()
    client.showAlert('SWITCH_NETWORK_NOT_FOUND', 'warning')
    expect(client.store.getState().alert.open).toBe(false)
    await vi.waitFor(() =>
      expect(client.store.getState().alert).toMatchObject({
        open: true,
        code: 'SWITCH_NETWORK_NOT_FOUND',
        variant: 'warning',
      }),
    )
    client.hideAlert()
    client.showAlert('RPC_METHOD_NOT_ALLOWED')
    expect(client.store.getState().alert).toMatchObject({
      open: true,
      message: 'Requested RPC call is not allowed',
    })
  })

  test('the store binds with useSyncExternalStore: a stable snapshot until something changes', () => {
    const { client } = makeClient()
    const listener = vi.fn()
    client.store.subscribe(listener)
    const snapshot = client.store.getState()
    expect(client.store.getState()).toBe(snapshot)
    client.open()
    expect(listener).toHaveBeenCalled()
    expect(client.store.getState()).not.toBe(snapshot)
  })

  test('with no adapters and nobody connected the modal opens on ConnectingWalletConnectBasic, AllWallets on mobile', () => {
    const desktop = createLatch({
      projectId: 'p',
      networks: [mainnet],
      storage: createMemoryBackend(),
      isMobile: () => false,
    })
    desktop.open({ view: 'Account' })
    expect(desktop.store.getState().router.view).toBe('ConnectingWalletConnectBasic')
    const mobile = createLatch({
      projectId: 'p',
      networks: [mainnet],
      storage: createMemoryBackend(),
      isMobile: () => true,
    })
    mobile.open()
    expect(mobile.store.getState().router.view).toBe('AllWallets')
  })

  test('the modal opens on Connect, then on Account once connected', async () => {
    const { client, events } = makeClient()
    await client.start()
    client.open()
    expect(client.store.getState().router.view).toBe('Connect')
    client.close()
    await client.connect({ connectorId: 'test-eip155' })
    client.open()
    expect(client.store.getState().router.view).toBe('Account')
    expect(events.map((e) => e.type)).toEqual(['MODAL_OPEN', 'MODAL_CLOSE', 'CONNECT_SUCCESS', 'MODAL_OPEN'])
  })

  test('after a switch to a namespace not connected yet the modal opens on Connect, and on Account back', async () => {
    const client = createLatch({
      projectId: 'p',
      networks: [mainnet, solana],
      adapters: [createTestAdapter(), createTestAdapter({ namespace: 'solana' })],
      storage: createMemoryBackend(),
      isMobile: () => false,
    })
    await client.start()
    await client.connect({ connectorId: 'test-eip155' })
    await client.switchNetwork(solana.caipNetworkId)
    client.open()
    expect(client.store.getState().router.view).toBe('Connect')
    client.close()
    await client.switchNetwork(mainnet.caipNetworkId)
    client.open()
    expect(client.store.getState().router.view).toBe('Account')
  })

  test('wallet comes first in the connect methods when an injected wallet is usable', async () => {
    const { client } = makeClient()
    expect(client.connectMethods()).toEqual(['email', 'social', 'wallet'])
    await client.start()
    expect(client.connectMethods()).toEqual(['wallet', 'email', 'social'])
    expect(client.walletFeatures()).toEqual(['onramp', 'swaps', 'receive', 'send'])
    expect(client.connectorGroups()[0]).toBe('walletConnect')
  })

  test('a reload starts connecting from the stored status and reconnects without a prompt', async () => {
    const backend = createMemoryBackend()
    const first = makeClient({ backend })
    await first.client.start()
    await first.client.connect({ connectorId: 'test-eip155' })
    const prompts = first.adapter.prompts
    const second = makeClient({ backend, adapter: first.adapter })
    expect(second.client.store.getState().connection.status.eip155).toBe('connecting')
    await second.client.start()
    expect(second.client.store.getState().connection.status.eip155).toBe('connected')
    expect(second.client.isConnected()).toBe(true)
    expect(first.adapter.prompts).toBe(prompts)
  })

  test('switching network emits an event and follows the wallet', async () => {
    const { client, events, adapter } = makeClient()
    await client.start()
    await client.connect({ connectorId: 'test-eip155' })
    await client.switchNetwork(sepolia)
    expect(client.getActiveNetwork()).toBe(sepolia)
    expect(client.store.getState().accounts.eip155?.caipAddress).toMatch(/^eip155:11155111:/)
    expect(events.at(-1)).toMatchObject({ type: 'SWITCH_NETWORK', caipNetworkId: 'eip155:11155111' })
    expect((await adapter.request('test-eip155', { method: 'eth_chainId' })) as string).toBe('0xaa36a7')
  })

  test('a wallet moving to a chain outside the list shows UnsupportedChain and back closes', async () => {
    const { client, adapter } = makeClient()
    await client.start()
    await client.connect({ connectorId: 'test-eip155' })
    adapter.emit({ type: 'chainChanged', connectorId: 'test-eip155', chainId: 10 })
    expect(client.store.getState().modal.open).toBe(true)
    expect(client.store.getState().router.view).toBe('UnsupportedChain')
    client.router.push('AllWallets')
    client.router.back()
    expect(client.store.getState().modal.open).toBe(false)
  })

  test('adapters receive the project id, the app metadata, the auth logger switch and their own networks at setup', async () => {
    const adapter = createTestAdapter()
    const setup = vi.spyOn(adapter, 'setup')
    const metadata = { name: 'App', description: 'An app', url: 'https://app.example', icons: [] }
    const client = createLatch({
      projectId: 'p1',
      metadata,
      networks: [mainnet, solana],
      adapters: [adapter],
      storage: createMemoryBackend(),
    })
    await client.start()
    expect(setup).toHaveBeenCalledWith({
      networks: [mainnet],
      projectId: 'p1',
      metadata,
      enableAuthLogger: true,
    })
  })

  test('enableWallets, enableWalletConnect and enableEIP6963 set to false leave those connectors out', async () => {
    const connectors = [
      {
        id: 'walletConnect',
        name: 'WalletConnect',
        type: 'WALLET_CONNECT' as const,
        chain: 'eip155' as const,
      },
      { id: 'org.example.w', name: 'Announced', type: 'ANNOUNCED' as const, chain: 'eip155' as const },
      { id: 'injected', name: 'Browser Wallet', type: 'INJECTED' as const, chain: 'eip155' as const },
      { id: 'auth', name: 'Email', type: 'AUTH' as const, chain: 'eip155' as const },
    ]
    const offered = async (flags: Record<string, boolean>) => {
      const client = createLatch({
        projectId: 'p',
        networks: [mainnet],
        adapters: [createTestAdapter({ connectors })],
        storage: createMemoryBackend(),
        ...flags,
      })
      await client.start()
      return client.store.getState().connection.connectors.map((c) => c.id)
    }
    expect(await offered({})).toEqual(['walletConnect', 'org.example.w', 'injected', 'auth'])
    expect(await offered({ enableWalletConnect: false })).toEqual(['org.example.w', 'injected', 'auth'])
    expect(await offered({ enableEIP6963: false })).toEqual(['walletConnect', 'injected', 'auth'])
    expect(await offered({ enableWallets: false })).toEqual(['auth'])
  })

  test('an unsafe request opens ApproveTransaction, then closes and refreshes the balance', async () => {
    const { client } = makeClient()
    await client.start()
    await client.connect({ connectorId: 'test-eip155' })
    // A plain close is tried the moment ApproveTransaction shows, while the wallet is still asked.
    const closedWhileApproving = new Promise<boolean>((resolve) => {
      const stop = client.store.subscribe(() => {
        if (client.store.getState().router.view !== 'ApproveTransaction') return
        stop()
        resolve(client.close())
      })
    })
    const pending = client.request({ method: 'personal_sign', params: ['0x68', '0x1'] })
    expect(await closedWhileApproving).toBe(false)
    await expect(pending).resolves.toMatchObject({ method: 'personal_sign' })
    expect(client.store.getState().modal.open).toBe(false)
    await vi.waitFor(() => expect(client.store.getState().accounts.eip155?.balance).toBe('1.5'))
  })

  test('signMessage and sendTransaction go through the connected wallet', async () => {
    const { client } = makeClient()
    await expect(client.signMessage('hi')).rejects.toThrow('Connector not connected')
    await client.start()
    await client.connect({ connectorId: 'test-eip155' })
    expect(await client.signMessage('hi')).toMatch(/^0x[0-9a-f]{130}$/)
    expect(await client.sendTransaction({ to: '0x2', value: 1n })).toMatch(/^0x[0-9a-f]{64}$/)
  })

  test('a malformed signature from the wallet is refused before anyone uses it', async () => {
    const { client, adapter } = makeClient()
    await client.start()
    await client.connect({ connectorId: 'test-eip155' })
    for (const bad of ['0x1234', 'signed', `0x${'zz'.repeat(40)}`, '']) {
      adapter.signMessage = async () => bad
      await expect(client.signMessage('hi')).rejects.toMatchObject({
        code: 'WALLET_INVALID_SIGNATURE',
        message: 'The wallet returned an invalid signature',
      })
    }
    // The shortest the spec allows (0x and 62 hex digits) passes.
    adapter.signMessage = async () => `0x${'ab'.repeat(31)}`
    expect(await client.signMessage('hi')).toBe(`0x${'ab'.repeat(31)}`)
  })

  test('sign-in with a wallet: required sign-in opens on connect, refuses close, and success closes', async () => {
    const sessions: SiwxSession[] = []
    const siwx: SiwxConfig = {
      createMessage: async (input) => ({ data: input, message: `Sign in ${input.accountAddress}` }),
      addSession: async (session) => {
        sessions.push(session)
      },
      getSessions: async () => sessions,
      revokeSession: async () => {
        sessions.length = 0
      },
      getRequired: () => true,
    }
    const { client } = makeClient({ siwx })
    await client.start()
    await client.connect({ connectorId: 'test-eip155' })
    expect(client.store.getState().router.view).toBe('SIWXSignMessage')
    expect(client.close()).toBe(false)
    await client.siwx.signIn()
    expect(sessions).toHaveLength(1)
    expect(client.store.getState().modal.open).toBe(false)
    await client.disconnect()
    expect(sessions).toHaveLength(0)
  })

  test("the transaction stack is the runtime's: a push before it has loaded lands once it has, then at once", async () => {
    const { client } = makeClient()
    client.rpcGate.pushTransaction({ view: 'Account' })
    expect(client.store.getState().transactions.stack).toEqual([])
    await vi.waitFor(() => expect(client.store.getState().transactions.stack).toEqual([{ view: 'Account' }]))
    client.rpcGate.pushTransaction({ goBack: true })
    expect(client.store.getState().transactions.stack).toHaveLength(2)
    client.rpcGate.clearTransactions()
    expect(client.store.getState().transactions.stack).toEqual([])
  })

  test('disconnect resets the client and reports success to host apps', async () => {
    const { client, events } = makeClient()
    await client.start()
    await client.connect({ connectorId: 'test-eip155' })
    client.rpcGate.pushTransaction({ goBack: true })
    await client.disconnect()
    expect(client.isConnected()).toBe(false)
    expect(client.store.getState().transactions.stack).toEqual([])
    expect(events.at(-1)?.type).toBe('DISCONNECT_SUCCESS')
  })
})
