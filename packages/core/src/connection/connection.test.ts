import { afterEach, describe, expect, test, vi } from 'vitest'
import { createTestAdapter, type TestAdapter } from '../adapter/test-adapter'
import type { ChainAdapter, ChainNamespace } from '../adapter/types'
import { createNetworkActions } from '../networks/actions'
import { mainnet, solana } from '../networks/predefined'
import { initialNetworksState } from '../networks/state'
import { createMemoryBackend, createStorage, STORAGE_KEYS, type StorageBackend } from '../storage/storage'
import { createStore } from '../store/store'
import { createConnectionActions } from './actions'
import { createEventEmitter, type LatchEvent } from './events'
import * as flowsModule from './flows'
import { readRecentWallets } from './recent-wallets'
import { rememberConnector } from './remember'
import { type AccountsState, initialConnectionState } from './state'
import { readStoredConnectors } from './status'

// The code that makes connections, watched: built once per client, and only when needed.
vi.mock('./flows', async (original) => {
  const actual = await original<typeof flowsModule>()
  return { ...actual, createConnectionFlows: vi.fn(actual.createConnectionFlows) }
})
const flowsBuilt = vi.mocked(flowsModule.createConnectionFlows)

const sepolia = { ...mainnet, id: 11155111, caipNetworkId: 'eip155:11155111' as const, name: 'Sepolia' }

function setup(parameters: { adapters?: TestAdapter[]; backend?: StorageBackend } = {}) {
  const adapterList = parameters.adapters ?? [
    createTestAdapter({
      connectors: [
        { id: 'alpha', name: 'Alpha', type: 'INJECTED', chain: 'eip155', imageUrl: 'https://x/a.png' },
        { id: 'beta', name: 'Beta', type: 'ANNOUNCED', chain: 'eip155' },
        { id: 'gamma', name: 'Gamma', type: 'ANNOUNCED', chain: 'eip155' },
      ],
    }),
  ]
  const adapters = new Map<ChainNamespace, ChainAdapter>(
    adapterList.map((adapter) => [adapter.namespace, adapter]),
  )
  const storage = createStorage(parameters.backend ?? createMemoryBackend())
  const requested = [mainnet, sepolia, solana]
  const store = createStore({
    networks: initialNetworksState({ requested, knownNamespaces: [...adapters.keys()] }),
    connection: initialConnectionState({
      storage,
      namespaces: [...adapters.keys()],
      recentWallets: readRecentWallets(storage),
    }),
    accounts: {} as AccountsState,
  })
  const showUnsupportedChain = vi.fn()
  const networks = createNetworkActions(store, {
    storage,
    options: () => ({ allowUnsupportedChain: false, enableNetworkSwitch: true }),
    hasAdapter: (namespace) => adapters.has(namespace),
    connectorFor: (namespace) => store.getState().connection.connections[namespace]?.connectorId,
    switchWalletNetwork: (namespace, connectorId, network) =>
      (adapters.get(namespace) as ChainAdapter).switchNetwork({ connectorId, network }),
    showAlert: vi.fn(),
    showToast: vi.fn(),
    showUnsupportedChain,
    resetSendForm: vi.fn(),
  })
  const events = createEventEmitter()
  const seen: LatchEvent[] = []
  events.subscribe((event) => seen.push(event))
  const deps = {
    adapters,
    storage,
    events,
    networks,
    setLoading: vi.fn(),
    onConnected: vi.fn(),
    clearSessions: vi.fn(),
    clearTransactions: vi.fn(),
  }
  const actions = createConnectionActions(store, deps)
  actions.syncConnectors()
  return {
    store,
    storage,
    actions,
    deps,
    seen,
    networks,
    adapter: adapterList[0] as TestAdapter,
    showUnsupportedChain,
  }
}

/**
 * A page load whose stored 'alpha' connection is being restored: the restore waits until
 * `release()` is called. `first` is the earlier page (its adapter is shared), `second` the new one.
 */
async function heldRestore() {
  const backend = createMemoryBackend()
  const first = setup({ backend })
  await first.actions.connect({ connectorId: 'alpha' })
  const second = setup({ backend, adapters: [first.adapter] })
  let released: () => void = () => {}
  const gate = new Promise<void>((resolve) => {
    released = resolve
  })
  const original = first.adapter.reconnect.bind(first.adapter)
  first.adapter.reconnect = async (parameters) => {
    await gate
    return original(parameters)
  }
  return { first, second, release: () => released() }
}

describe('connection lifecycle', () => {
  afterEach(() => {
    vi.useRealTimers()
    vi.restoreAllMocks()
  })

  test('connectors come from the adapters', () => {
    const { store } = setup()
    expect(store.getState().connection.connectors.map((c) => c.id)).toEqual(['alpha', 'beta', 'gamma'])
  })

  test('initial status is disconnected when nothing is stored', () => {
    const { store } = setup()
    expect(store.getState().connection.status.eip155).toBe('disconnected')
  })

  test('a stored connected status becomes connecting until synced', () => {
    const backend = createMemoryBackend()
    backend.setItem(STORAGE_KEYS.connectionStatus, JSON.stringify('connected'))
    backend.setItem(STORAGE_KEYS.connectedConnectorIds, JSON.stringify({ eip155: ['alpha'] }))
    const { store } = setup({ backend })
    expect(store.getState().connection.status.eip155).toBe('connecting')
  })

  test('connect goes through the adapter and fills the account of the namespace', async () => {
    const { store, actions, deps, seen } = setup()
    await actions.connect({ connectorId: 'alpha' })
    const { connection, accounts } = store.getState()
    expect(connection.status.eip155).toBe('connected')
    expect(accounts.eip155).toMatchObject({
      address: '0x0000000000000000000000000000000000000001',
      caipAddress: 'eip155:1:0x0000000000000000000000000000000000000001',
      status: 'connected',
      allAccounts: [{ address: '0x0000000000000000000000000000000000000001', type: 'smartAccount' }],
    })
    expect(deps.setLoading).toHaveBeenNthCalledWith(1, 'eip155', true)
    expect(deps.setLoading).toHaveBeenLastCalledWith('eip155', false)
    expect(deps.onConnected).toHaveBeenCalledWith('eip155')
    expect(seen).toContainEqual(expect.objectContaining({ type: 'CONNECT_SUCCESS', connectorId: 'alpha' }))
    expect(actions.isConnected()).toBe(true)
  })

  test('a rejected connect leaves the namespace disconnected and emits an error event', async () => {
    const { store, actions, adapter, seen } = setup()
    adapter.failNext('connect', new Error('User rejected the request.'))
    await expect(actions.connect({ connectorId: 'alpha' })).rejects.toThrow('User rejected the request.')
    expect(store.getState().connection.status.eip155).toBe('disconnected')
    expect(seen).toContainEqual(
      expect.objectContaining({ type: 'CONNECT_ERROR', message: 'User rejected the request.' }),
    )
  })

  test('connect to an unknown connector is refused', async () => {
    const { actions } = setup()
    await expect(actions.connect({ connectorId: 'nope' })).rejects.toThrow('Connector not found: nope')
  })

  test('a wallet answering without accounts is refused', async () => {
    const { actions, adapter } = setup()
    adapter.connect = async () => ({ connectorId: 'alpha', accounts: [], chainId: 1 })
    await expect(actions.connect({ connectorId: 'alpha' })).rejects.toThrow(
      'Account not found for connector alpha',
    )
  })

  test('recent wallets: newest first, max 2, persisted', async () => {
    const { store, actions, storage } = setup()
    await actions.connect({ connectorId: 'alpha' })
    await actions.connect({ connectorId: 'beta' })
    await actions.connect({ connectorId: 'gamma' })
    await actions.connect({ connectorId: 'beta' })
    expect(store.getState().connection.recentWallets.map((w) => w.id)).toEqual(['beta', 'gamma'])
    expect(readRecentWallets(storage).map((w) => w.id)).toEqual(['beta', 'gamma'])
  })

  test('a wallet connected on a chain outside the list sets the unsupported state', async () => {
    const adapter = createTestAdapter({ chainId: 10 })
    adapter.connect = async ({ connectorId }) => ({ connectorId, accounts: ['0x2'], chainId: 10 })
    const { store, actions, showUnsupportedChain } = setup({ adapters: [adapter] })
    await actions.connect({ connectorId: 'test-eip155' })
    expect(store.getState().networks.unsupported.eip155).toBe(true)
    expect(showUnsupportedChain).toHaveBeenCalled()
  })

  test('reconnect tries stored connectors recent-first, without a prompt', async () => {
    const backend = createMemoryBackend()
    const first = setup({ backend })
    // Both wallets would restore; the stored order (newest connection first) and the recent
    // wallets disagree, so only the recent-first rule puts beta first.
    await first.adapter.connect({ connectorId: 'alpha' })
    await first.adapter.connect({ connectorId: 'beta' })
    backend.setItem(STORAGE_KEYS.connectionStatus, JSON.stringify('connected'))
    backend.setItem(STORAGE_KEYS.connectedConnectorIds, JSON.stringify({ eip155: ['alpha', 'beta'] }))
    backend.setItem(STORAGE_KEYS.recentWallets, JSON.stringify([{ id: 'beta', name: 'Beta' }]))
    // A new page load with the same wallet and storage.
    const second = setup({ backend, adapters: [first.adapter] })
    const tried: string[] = []
    const original = first.adapter.reconnect.bind(first.adapter)
    first.adapter.reconnect = (parameters) => {
      tried.push(parameters.connectorId)
      return original(parameters)
    }
    const prompts = first.adapter.prompts
    expect(await second.actions.reconnect()).toBe(true)
    expect(tried).toEqual(['beta'])
    expect(first.adapter.prompts).toBe(prompts)
    expect(second.store.getState().connection.status.eip155).toBe('connected')
    expect(second.store.getState().connection.connections.eip155?.connectorId).toBe('beta')
  })

  test("connecting the namespace's current connector again is refused: 'Connector already connected'", async () => {
    const { actions, adapter } = setup()
    await actions.connect({ connectorId: 'alpha' })
    const prompts = adapter.prompts
    await expect(actions.connect({ connectorId: 'alpha' })).rejects.toMatchObject({
      code: 'CONNECTOR_ALREADY_CONNECTED',
      message: 'Connector already connected',
    })
    expect(adapter.prompts).toBe(prompts)
    // Another wallet of the namespace still connects in its place.
    await actions.connect({ connectorId: 'beta' })
  })

  test("a connector asked for while its restore runs: 'Connector unavailable while reconnecting'", async () => {
    const { first, second, release } = await heldRestore()
    const restoring = second.actions.reconnect()
    await expect(second.actions.connect({ connectorId: 'alpha' })).rejects.toMatchObject({
      code: 'CONNECTOR_UNAVAILABLE_RECONNECTING',
      message: 'Connector unavailable while reconnecting',
    })
    release()
    expect(await restoring).toBe(true)
    expect(second.store.getState().connection.connections.eip155?.connectorId).toBe('alpha')
  })

  test('a disconnect while the restore runs wins: the late session is closed, never applied', async () => {
    const { first, second, release } = await heldRestore()
    const closed: string[] = []
    const disconnect = first.adapter.disconnect.bind(first.adapter)
    first.adapter.disconnect = async (parameters) => {
      closed.push(parameters.connectorId)
      return disconnect(parameters)
    }
    const restoring = second.actions.reconnect()
    await second.actions.disconnect()
    release()
    expect(await restoring).toBe(false)
    expect(closed).toEqual(['alpha'])
    expect(second.actions.isConnected()).toBe(false)
    expect(second.store.getState().connection.status.eip155).toBe('disconnected')
    expect(readStoredConnectors(second.storage)).toEqual({})
  })

  test('reconnect ends connected if any reconnected', async () => {
    const backend = createMemoryBackend()
    const evm = createTestAdapter()
    const sol = createTestAdapter({ namespace: 'solana', accounts: ['So1'] })
    const first = setup({ backend, adapters: [evm, sol] })
    await first.actions.connect({ connectorId: 'test-eip155' })
    await first.actions.connect({ connectorId: 'test-solana' })
    sol.revoke('test-solana')
    const second = setup({ backend, adapters: [evm, sol] })
    expect(await second.actions.reconnect()).toBe(true)
    expect(second.store.getState().connection.status).toEqual({ eip155: 'connected', solana: 'disconnected' })
  })

  test('reconnect ends disconnected with no connections when none reconnected', async () => {
    const backend = createMemoryBackend()
    const first = setup({ backend })
    await first.actions.connect({ connectorId: 'alpha' })
    first.adapter.revoke('alpha')
    const second = setup({ backend, adapters: [first.adapter] })
    expect(await second.actions.reconnect()).toBe(false)
    expect(second.store.getState().connection.status.eip155).toBe('disconnected')
    expect(second.store.getState().connection.connections).toEqual({})
    expect(readStoredConnectors(second.storage)).toEqual({})
  })

  test('disconnect resets account and network state, clears sessions, transactions, deep link and the stored login, email, last chain and social name and provider', async () => {
    const backend = createMemoryBackend()
    const { store, actions, deps, seen } = setup({ backend })
    await actions.connect({ connectorId: 'alpha' })
    store.setState((state) => ({ connection: { ...state.connection, deepLink: 'wc://x' } }))
    for (const key of [
      STORAGE_KEYS.emailLoginUsed,
      STORAGE_KEYS.email,
      STORAGE_KEYS.socialUsername,
      STORAGE_KEYS.socialProvider,
    ]) {
      backend.setItem(key, JSON.stringify('x'))
    }
    await actions.disconnect()
    const state = store.getState()
    expect(state.accounts.eip155?.address).toBeUndefined()
    expect(state.connection.status.eip155).toBe('disconnected')
    expect(state.connection.deepLink).toBeUndefined()
    expect(state.networks.unsupported.eip155).toBe(false)
    expect(deps.clearSessions).toHaveBeenCalledTimes(1)
    expect(deps.clearTransactions).toHaveBeenCalledTimes(1)
    for (const key of [
      STORAGE_KEYS.emailLoginUsed,
      STORAGE_KEYS.email,
      STORAGE_KEYS.socialUsername,
      STORAGE_KEYS.socialProvider,
      STORAGE_KEYS.activeCaipNetworkId,
      STORAGE_KEYS.connectedConnectorIds,
    ]) {
      expect(backend.getItem(key)).toBeNull()
    }
    expect(seen.at(-1)).toMatchObject({ type: 'DISCONNECT_SUCCESS' })
  })

  test('disconnect waits for sign-out at most 3 s', async () => {
    vi.useFakeTimers()
    const { actions, adapter, seen } = setup()
    await actions.connect({ connectorId: 'alpha' })
    adapter.disconnect = () => new Promise(() => {})
    let done = false
    const pending = actions.disconnect().then(() => {
      done = true
    })
    await vi.advanceTimersByTimeAsync(2999)
    expect(done).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    await pending
    expect(done).toBe(true)
    expect(seen.at(-1)).toMatchObject({ type: 'DISCONNECT_SUCCESS' })
  })

  test("a failing disconnect still resets and emits an error event 'Failed to disconnect'", async () => {
    const { actions, adapter, seen, store } = setup()
    await actions.connect({ connectorId: 'alpha' })
    adapter.failNext('disconnect', new Error('boom'))
    await expect(actions.disconnect()).rejects.toThrow('Failed to disconnect')
    expect(store.getState().connection.status.eip155).toBe('disconnected')
    expect(seen.at(-1)).toMatchObject({ type: 'DISCONNECT_ERROR', message: 'Failed to disconnect' })
  })

  test("another address (an account switch) drops the old address's balance; the same address keeps it", async () => {
    const { actions, adapter, store } = setup()
    const stop = actions.watchAdapters()
    await actions.connect({ connectorId: 'alpha' })
    actions.updateAccount('eip155', { balance: '9.5', balanceSymbol: 'ETH' })
    const address = store.getState().accounts.eip155?.address as string
    adapter.emit({ type: 'accountsChanged', connectorId: 'alpha', accounts: [address] })
    expect(store.getState().accounts.eip155?.balance).toBe('9.5')
    adapter.emit({
      type: 'accountsChanged',
      connectorId: 'alpha',
      accounts: ['0x0000000000000000000000000000000000000009'],
    })
    expect(store.getState().accounts.eip155).toMatchObject({ balance: undefined, balanceSymbol: undefined })
    stop()
  })

  test('wallet events keep the account in sync and a wallet disconnect resets it', async () => {
    const { actions, adapter, store } = setup()
    const stop = actions.watchAdapters()
    await actions.connect({ connectorId: 'alpha' })
    adapter.emit({
      type: 'accountsChanged',
      connectorId: 'alpha',
      accounts: ['0x0000000000000000000000000000000000000009'],
    })
    expect(store.getState().accounts.eip155?.address).toBe('0x0000000000000000000000000000000000000009')
    adapter.emit({ type: 'chainChanged', connectorId: 'alpha', chainId: 11155111 })
    expect(store.getState().accounts.eip155?.caipAddress).toBe(
      'eip155:11155111:0x0000000000000000000000000000000000000009',
    )
    // Events of another connector are ignored.
    adapter.emit({ type: 'disconnect', connectorId: 'beta' })
    expect(actions.isConnected('eip155')).toBe(true)
    adapter.emit({ type: 'disconnect', connectorId: 'alpha' })
    expect(actions.isConnected('eip155')).toBe(false)
    stop()
  })

  test('a connection the wallet ends is forgotten: the next page neither shows its account nor restores it', async () => {
    const backend = createMemoryBackend()
    const { actions, adapter } = setup({ backend })
    const stop = actions.watchAdapters()
    await actions.connect({ connectorId: 'alpha' })
    const storage = createStorage(backend)
    expect(readStoredConnectors(storage).eip155).toEqual(['alpha'])
    adapter.emit({ type: 'disconnect', connectorId: 'alpha' })
    expect(readStoredConnectors(storage).eip155).toBeUndefined()
    expect(storage.get(STORAGE_KEYS.connectedAddresses, (value) => value)).toBeUndefined()
    expect(storage.get(STORAGE_KEYS.connectionStatus, (value) => value)).toBe('disconnected')
    stop()
  })

  test('refreshBalance stores the balance as a decimal string with its symbol', async () => {
    const { actions, store } = setup()
    await actions.connect({ connectorId: 'alpha' })
    await actions.refreshBalance('eip155')
    expect(store.getState().accounts.eip155).toMatchObject({ balance: '1.5', balanceSymbol: 'ETH' })
  })

  test('an event listener that throws does not break the others', () => {
    const events = createEventEmitter()
    const second = vi.fn()
    vi.spyOn(console, 'error').mockImplementation(() => {})
    events.subscribe(() => {
      throw new Error('host bug')
    })
    events.subscribe(second)
    events.emit({ type: 'MODAL_OPEN' })
    expect(second).toHaveBeenCalledWith(expect.objectContaining({ type: 'MODAL_OPEN' }))
  })
})

describe('switching to another namespace', () => {
  const shared = (namespace: ChainNamespace, accounts: string[]) =>
    createTestAdapter({
      namespace,
      accounts,
      connectors: [{ id: 'walletconnect', name: 'WalletConnect', type: 'WALLET_CONNECT', chain: namespace }],
    })

  test('one WalletConnect session connects every namespace it grants, with no prompt on the others', async () => {
    const evm = shared('eip155', ['0x1'])
    const sol = shared('solana', ['So1aNa'])
    // The session the wallet approved covers both namespaces.
    await sol.connect({ connectorId: 'walletconnect' })
    const prompts = sol.prompts
    const { actions, store } = setup({ adapters: [evm, sol] })
    await actions.connect({ connectorId: 'walletconnect', namespace: 'eip155' })
    expect(store.getState().connection.status).toMatchObject({ eip155: 'connected', solana: 'connected' })
    expect(store.getState().accounts.solana?.address).toBe('So1aNa')
    expect(sol.prompts).toBe(prompts)
    // The visitor connected on eip155: that stays the active namespace.
    expect(store.getState().networks.activeNamespace).toBe('eip155')
  })

  test('a restore of several namespaces keeps the active namespace the visitor was on', async () => {
    const evm = shared('eip155', ['0x1'])
    const sol = shared('solana', ['So1aNa'])
    await sol.connect({ connectorId: 'walletconnect' })
    const backend = createMemoryBackend()
    const first = setup({ adapters: [evm, sol], backend })
    await first.actions.connect({ connectorId: 'walletconnect', namespace: 'eip155' })
    expect(first.store.getState().networks.activeNamespace).toBe('eip155')
    // The page reloads: both namespaces come back, solana last, and eip155 stays active.
    const again = setup({ adapters: [evm, sol], backend })
    again.store.setState((state) => ({ networks: { ...state.networks, activeNamespace: 'eip155' } }))
    expect(await again.actions.reconnect()).toBe(true)
    expect(again.store.getState().connection.status).toMatchObject({
      eip155: 'connected',
      solana: 'connected',
    })
    expect(again.store.getState().networks.activeNamespace).toBe('eip155')
  })

  test('a namespace the WalletConnect session does not grant stays disconnected', async () => {
    const evm = shared('eip155', ['0x1'])
    const sol = shared('solana', ['So1aNa'])
    const { actions, store } = setup({ adapters: [evm, sol] })
    await actions.connect({ connectorId: 'walletconnect', namespace: 'eip155' })
    expect(store.getState().connection.status.eip155).toBe('connected')
    expect(store.getState().connection.connections.solana).toBeUndefined()
    expect(sol.prompts).toBe(0)
  })

  test('an injected wallet connected on one namespace does not join the others', async () => {
    const evm = createTestAdapter({ connectors: [{ id: 'x', name: 'X', type: 'INJECTED', chain: 'eip155' }] })
    const sol = createTestAdapter({
      namespace: 'solana',
      connectors: [{ id: 'x', name: 'X', type: 'INJECTED', chain: 'solana' }],
    })
    await sol.connect({ connectorId: 'x' })
    const { actions, store } = setup({ adapters: [evm, sol] })
    await actions.connect({ connectorId: 'x', namespace: 'eip155' })
    expect(store.getState().connection.connections.solana).toBeUndefined()
  })

  test('a WalletConnect provider resyncs the session accounts of the other namespace', async () => {
    const evm = shared('eip155', ['0x1'])
    const sol = shared('solana', ['So1aNa'])
    const { actions, store } = setup({ adapters: [evm, sol] })
    await actions.connect({ connectorId: 'walletconnect', namespace: 'eip155' })
    // The wallet grants solana later (a session update).
    await sol.connect({ connectorId: 'walletconnect' })
    const prompts = sol.prompts
    expect(await actions.followToNamespace('eip155', 'solana')).toBe(true)
    expect(store.getState().accounts.solana?.address).toBe('So1aNa')
    expect(sol.prompts).toBe(prompts)
  })

  test('the same wallet installed on the other namespace, already trusting the site, follows silently', async () => {
    const evm = createTestAdapter({
      connectors: [{ id: 'io.x', name: 'X Wallet', type: 'ANNOUNCED', chain: 'eip155' }],
    })
    const sol = createTestAdapter({
      namespace: 'solana',
      accounts: ['So1aNa'],
      connectors: [
        { id: 'Other', name: 'Other', type: 'ANNOUNCED', chain: 'solana' },
        { id: 'X Wallet', name: 'x wallet', type: 'ANNOUNCED', chain: 'solana' },
      ],
    })
    // The wallet granted the site its Solana side on an earlier visit.
    await sol.connect({ connectorId: 'X Wallet' })
    const prompts = sol.prompts
    const { actions, store } = setup({ adapters: [evm, sol] })
    await actions.connect({ connectorId: 'io.x', namespace: 'eip155' })
    expect(store.getState().connection.connections.solana).toBeUndefined()
    expect(await actions.followToNamespace('eip155', 'solana')).toBe(true)
    expect(store.getState().connection.connections.solana?.connectorId).toBe('X Wallet')
    expect(store.getState().accounts.solana?.address).toBe('So1aNa')
    expect(sol.prompts).toBe(prompts)
  })

  test('a same-brand wallet that can only reconnect by asking is tried on the other namespace only if this site had it there', async () => {
    const evm = createTestAdapter({
      connectors: [{ id: 'io.x', name: 'X Wallet', type: 'ANNOUNCED', chain: 'eip155' }],
    })
    const keplrLike = () =>
      Object.assign(
        createTestAdapter({
          namespace: 'cosmos',
          accounts: ['cosmos1x'],
          connectors: [{ id: 'x-keplr', name: 'X Wallet', type: 'ANNOUNCED', chain: 'cosmos' }],
        }),
        { reconnectNeedsHistory: true },
      )
    const never = keplrLike()
    await never.connect({ connectorId: 'x-keplr' })
    const first = setup({ adapters: [evm, never] })
    await first.actions.connect({ connectorId: 'io.x', namespace: 'eip155' })
    const reconnect = vi.spyOn(never, 'reconnect')
    expect(await first.actions.followToNamespace('eip155', 'cosmos')).toBe(false)
    expect(reconnect).not.toHaveBeenCalled()

    const before = keplrLike()
    await before.connect({ connectorId: 'x-keplr' })
    const backend = createMemoryBackend()
    rememberConnector(createStorage(backend), 'cosmos', 'x-keplr')
    const second = setup({ adapters: [evm, before], backend })
    await second.actions.connect({ connectorId: 'io.x', namespace: 'eip155' })
    expect(await second.actions.followToNamespace('eip155', 'cosmos')).toBe(true)
    expect(second.store.getState().accounts.cosmos?.address).toBe('cosmos1x')
  })

  test('an injected wallet not trusting the site on the other namespace does not follow there', async () => {
    const evm = createTestAdapter({ connectors: [{ id: 'x', name: 'X', type: 'INJECTED', chain: 'eip155' }] })
    const sol = createTestAdapter({
      namespace: 'solana',
      connectors: [{ id: 'x', name: 'X', type: 'INJECTED', chain: 'solana' }],
    })
    const { actions } = setup({ adapters: [evm, sol] })
    await actions.connect({ connectorId: 'x', namespace: 'eip155' })
    expect(await actions.followToNamespace('eip155', 'solana')).toBe(false)
  })

  test('an email wallet serving eip155 alone (no Solana side on the page) does not follow to Solana and prompts no wallet there', async () => {
    const email = createTestAdapter({
      accounts: ['0x1'],
      connectors: [{ id: 'auth', name: 'Email', type: 'AUTH', chain: 'eip155' }],
    })
    const sol = createTestAdapter({ namespace: 'solana', accounts: ['So1'] })
    const { actions, store } = setup({ adapters: [email, sol] })
    await actions.connect({ connectorId: 'auth', namespace: 'eip155' })
    expect(await actions.followToNamespace('eip155', 'solana')).toBe(false)
    expect(store.getState().connection.connections.solana).toBeUndefined()
    expect(sol.prompts).toBe(0)
    expect(actions.isConnected('eip155')).toBe(true)
  })

  // The embedded wallet with its Solana side is such a connector (see networks/switch.test.ts).
  test('a login connector on both namespaces signs in on the other one when it has no session there yet', async () => {
    const auth = (namespace: ChainNamespace, accounts: string[]) =>
      createTestAdapter({
        namespace,
        accounts,
        connectors: [{ id: 'auth', name: 'Email', type: 'AUTH', chain: namespace }],
      })
    const { actions, store } = setup({ adapters: [auth('eip155', ['0x1']), auth('solana', ['So1'])] })
    await actions.connect({ connectorId: 'auth', namespace: 'eip155' })
    expect(await actions.followToNamespace('eip155', 'solana')).toBe(true)
    expect(store.getState().connection.status.solana).toBe('connected')
  })
})

describe('the code that makes connections loads only when needed', () => {
  test('a first visit (nothing stored) settles its restore without it, and the connectors are listed', async () => {
    const { actions, store } = setup()
    flowsBuilt.mockClear()
    expect(await actions.reconnect()).toBe(false)
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(flowsBuilt).not.toHaveBeenCalled()
    expect(store.getState().connection.status.eip155).toBe('disconnected')
    expect(store.getState().connection.connectors.map((c) => c.id)).toEqual(['alpha', 'beta', 'gamma'])
    expect(actions.isConnected()).toBe(false)
  })

  test('prepare fetches it ahead of the first connect, which then reuses it', async () => {
    const { actions } = setup()
    flowsBuilt.mockClear()
    actions.prepare()
    actions.prepare()
    await vi.waitFor(() => expect(flowsBuilt).toHaveBeenCalledTimes(1))
    await actions.connect({ connectorId: 'alpha' })
    await actions.disconnect()
    expect(flowsBuilt).toHaveBeenCalledTimes(1)
  })

  test('a restore whose code does not load leaves the page disconnected and the stored connection for the next visit', async () => {
    const backend = createMemoryBackend()
    const first = setup({ backend })
    await first.actions.connect({ connectorId: 'alpha' })
    const second = setup({ backend, adapters: [first.adapter] })
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    flowsBuilt.mockImplementationOnce(() => {
      throw new Error('chunk failed to load')
    })
    expect(await second.actions.reconnect()).toBe(false)
    expect(second.store.getState().connection.status.eip155).toBe('disconnected')
    expect(readStoredConnectors(second.storage).eip155).toEqual(['alpha'])
    // Back online, the same page can still connect.
    await second.actions.connect({ connectorId: 'alpha' })
    expect(second.actions.isConnected('eip155')).toBe(true)
  })

  test('a stored connection loads it to restore, and the restore applies', async () => {
    const backend = createMemoryBackend()
    const first = setup({ backend })
    await first.actions.connect({ connectorId: 'alpha' })
    const second = setup({ backend, adapters: [first.adapter] })
    flowsBuilt.mockClear()
    expect(await second.actions.reconnect()).toBe(true)
    expect(flowsBuilt).toHaveBeenCalledTimes(1)
    expect(second.actions.isConnected('eip155')).toBe(true)
  })
})
