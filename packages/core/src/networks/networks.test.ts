import { describe, expect, test, vi } from 'vitest'
import type { CaipNetwork, ChainNamespace } from '../adapter/types'
import { createMemoryBackend, createStorage, STORAGE_KEYS } from '../storage/storage'
import { createStore } from '../store/store'
import { createNetworkActions } from './actions'
import { bitcoin, mainnet, solana, solanaDevnet } from './predefined'
import { initialNetworksState, readStoredNetworkId } from './state'

const sepolia: CaipNetwork = {
  ...mainnet,
  id: 11155111,
  caipNetworkId: 'eip155:11155111',
  name: 'Sepolia',
  testnet: true,
}

function setup(
  options: {
    requested?: CaipNetwork[]
    connected?: boolean
    adapters?: ChainNamespace[]
    allowUnsupportedChain?: boolean
    enableNetworkSwitch?: boolean
    switchFails?: boolean | string
  } = {},
) {
  const requested = options.requested ?? [mainnet, sepolia, solana]
  const storage = createStorage(createMemoryBackend())
  const store = createStore({
    networks: initialNetworksState({ requested, knownNamespaces: ['eip155', 'solana'] }),
  })
  const deps = {
    storage,
    options: () => ({
      allowUnsupportedChain: options.allowUnsupportedChain ?? false,
      enableNetworkSwitch: options.enableNetworkSwitch ?? true,
    }),
    hasAdapter: (namespace: ChainNamespace) => (options.adapters ?? ['eip155', 'solana']).includes(namespace),
    connectorFor: () => (options.connected ? 'test' : undefined),
    switchWalletNetwork: vi.fn(async () => {
      if (options.switchFails)
        throw new Error(typeof options.switchFails === 'string' ? options.switchFails : 'User rejected')
    }),
    showAlert: vi.fn(),
    showToast: vi.fn(),
    showUnsupportedChain: vi.fn(),
    resetSendForm: vi.fn(),
  }
  return { store, deps, storage, actions: createNetworkActions(store, deps) }
}

describe('networks', () => {
  test('default chain 1 when none stored', () => {
    const state = initialNetworksState({ requested: [sepolia, mainnet], knownNamespaces: ['eip155'] })
    expect(state.active.eip155?.caipNetworkId).toBe('eip155:1')
    expect(state.activeNamespace).toBe('eip155')
  })

  test('the default network option wins over chain 1, the first network when neither is requested', () => {
    expect(
      initialNetworksState({
        requested: [mainnet, sepolia],
        defaultNetwork: sepolia,
        knownNamespaces: ['eip155'],
      }).active.eip155?.id,
    ).toBe(11155111)
    expect(initialNetworksState({ requested: [solana], knownNamespaces: ['solana'] }).activeNamespace).toBe(
      'solana',
    )
  })

  test('the stored network is restored when it is requested', () => {
    const state = initialNetworksState({
      requested: [mainnet, solana],
      stored: solana.caipNetworkId,
      knownNamespaces: [],
    })
    expect(state.activeNamespace).toBe('solana')
    expect(state.active.solana).toBe(solana)
  })

  test('placeholder network when the stored network is of a known namespace but not in the list', () => {
    const state = initialNetworksState({
      requested: [mainnet],
      stored: 'eip155:10',
      knownNamespaces: ['eip155'],
    })
    expect(state.active.eip155).toMatchObject({ caipNetworkId: 'eip155:10', id: 10, name: 'Unknown Network' })
    expect(state.unsupported.eip155).toBe(true)
  })

  test('a stored network of an unknown namespace is ignored', () => {
    const state = initialNetworksState({
      requested: [mainnet],
      stored: 'cosmos:hub',
      knownNamespaces: ['eip155'],
    })
    expect(state.active.eip155).toBe(mainnet)
    expect(state.active.cosmos).toBeUndefined()
  })

  test('switching network changes the active namespace and resets the send form', async () => {
    const { store, actions, deps, storage } = setup()
    await actions.switchNetwork(solana.caipNetworkId)
    expect(store.getState().networks.activeNamespace).toBe('solana')
    expect(actions.getActiveNetwork()).toBe(solana)
    expect(deps.resetSendForm).toHaveBeenCalledTimes(1)
    expect(readStoredNetworkId(storage)).toBe(solana.caipNetworkId)
  })

  test('switching while connected goes through the wallet first', async () => {
    const { actions, deps } = setup({ connected: true })
    await actions.switchNetwork(sepolia)
    expect(deps.switchWalletNetwork).toHaveBeenCalledWith('eip155', 'test', sepolia)
  })

  test('a wallet refusing the switch leaves the state as it was', async () => {
    const { actions, store } = setup({ connected: true, switchFails: true })
    const before = store.getState().networks
    await expect(actions.switchNetwork(sepolia)).rejects.toThrow('User rejected')
    expect(store.getState().networks).toBe(before)
  })

  test("a wallet failing the switch says first that the switch to that network failed, the wallet's reason second; the visitor's own no is not repeated", async () => {
    const refused = setup({ connected: true, switchFails: 'The wallet offers no account for Sepolia' })
    await expect(refused.actions.switchNetwork(sepolia)).rejects.toThrow('no account')
    expect(refused.deps.showToast).toHaveBeenCalledWith(
      'Could not switch to Sepolia',
      'error',
      'The wallet offers no account for Sepolia',
    )
    const declined = setup({ connected: true, switchFails: true })
    await expect(declined.actions.switchNetwork(sepolia)).rejects.toThrow('User rejected')
    expect(declined.deps.showToast).not.toHaveBeenCalled()
  })

  test('switching to an id outside the list raises SWITCH_NETWORK_NOT_FOUND', async () => {
    const { actions, deps, store } = setup()
    const before = store.getState().networks
    await expect(actions.switchNetwork('eip155:999')).rejects.toThrow('Network Not Found')
    expect(deps.showAlert).toHaveBeenCalledWith('SWITCH_NETWORK_NOT_FOUND')
    expect(store.getState().networks).toBe(before)
  })

  test('a wallet reporting a requested chain makes it active', () => {
    const { actions } = setup()
    actions.handleWalletChain('eip155', 11155111)
    expect(actions.getActiveNetwork()).toBe(sepolia)
  })

  test('a wallet reporting a chain outside the list sets the unsupported state and shows UnsupportedChain', () => {
    const { actions, store, deps } = setup()
    actions.handleWalletChain('eip155', 10)
    expect(store.getState().networks.unsupported.eip155).toBe(true)
    expect(actions.getActiveNetwork()?.caipNetworkId).toBe('eip155:10')
    expect(deps.showUnsupportedChain).toHaveBeenCalledTimes(1)
  })

  test('UnsupportedChain is not shown when allowUnsupportedChain is set', () => {
    const { actions, store, deps } = setup({ allowUnsupportedChain: true })
    actions.handleWalletChain('eip155', 10)
    expect(store.getState().networks.unsupported.eip155).toBe(true)
    expect(deps.showUnsupportedChain).not.toHaveBeenCalled()
  })

  test('UnsupportedChain is not shown when network switching is disabled', () => {
    const { actions, deps } = setup({ enableNetworkSwitch: false })
    actions.handleWalletChain('eip155', 10)
    expect(deps.showUnsupportedChain).not.toHaveBeenCalled()
  })

  test('add network needs an adapter for the namespace', () => {
    const { actions, store } = setup({ adapters: ['eip155'] })
    expect(() => actions.addNetwork(bitcoin)).toThrow("Adapter for namespace bip122 doesn't exist")
    actions.addNetwork({ ...mainnet, id: 10, caipNetworkId: 'eip155:10' })
    expect(store.getState().networks.requested.map((n) => n.caipNetworkId)).toContain('eip155:10')
  })

  test('remove network needs an adapter for the namespace', () => {
    const { actions, store } = setup({
      adapters: ['eip155'],
      requested: [mainnet, sepolia, solana, solanaDevnet],
    })
    expect(() => actions.removeNetwork(solana.caipNetworkId)).toThrow(
      "Adapter for namespace solana doesn't exist",
    )
    actions.removeNetwork(mainnet.caipNetworkId)
    expect(store.getState().networks.requested).not.toContain(mainnet)
    // The active network of the namespace falls back to another requested one.
    expect(store.getState().networks.active.eip155).toBe(sepolia)
  })

  test("removing a network the app does not have says 'Network not found' and changes nothing", () => {
    const { actions, store } = setup({ adapters: ['eip155'], requested: [mainnet, sepolia] })
    expect(() => actions.removeNetwork('eip155:10')).toThrow('Network not found')
    expect(store.getState().networks.requested).toEqual([mainnet, sepolia])
  })

  test('a corrupt stored network id is dropped', () => {
    const backend = createMemoryBackend()
    backend.setItem(STORAGE_KEYS.activeCaipNetworkId, JSON.stringify('not a caip id'))
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    expect(readStoredNetworkId(createStorage(backend))).toBeUndefined()
    warn.mockRestore()
  })
})
