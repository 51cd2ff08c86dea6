import { describe, expect, it, vi } from 'vitest'
import { createAdapterRegistry } from '../adapter/registry'
import { initialNetworksState } from '../networks/state'
import { createTransactionStack } from '../rpc-gate/stack'
import { initialTransactionsState } from '../rpc-gate/state'
import { createStore } from '../store/store'
import { lazyWalletRequests } from './lazy-requests'
import * as requestsModule from './requests'
import type { ConnectionState } from './state'

// The module the lazy requests load, watched: it is built once, and only when needed.
vi.mock('./requests', async (original) => {
  const actual = await original<typeof requestsModule>()
  return { ...actual, createGatedRequests: vi.fn(actual.createGatedRequests) }
})

function setup() {
  const connection: ConnectionState = {
    status: {},
    connectors: [],
    connectorsSynced: true,
    connections: {},
    recentWallets: [],
  }
  const store = createStore({
    connection,
    networks: initialNetworksState({ requested: [], knownNamespaces: ['eip155'] }),
    transactions: initialTransactionsState(),
  })
  const gate = {
    isModalOpen: () => false,
    openModal: vi.fn(),
    closeModal: vi.fn(),
    pushView: vi.fn(),
    replaceView: vi.fn(),
    back: vi.fn(),
    showAlert: vi.fn(),
    isAlertShown: () => false,
    refreshNativeBalance: vi.fn(),
    onModalClose: vi.fn(() => () => {}),
  }
  const lazy = lazyWalletRequests(store, createTransactionStack(store, gate), {
    adapters: createAdapterRegistry([]),
    activeNetwork: () => undefined,
    smartSessions: () => false,
    gate,
  })
  const connect = () =>
    store.setState((state) => ({
      connection: {
        ...state.connection,
        connections: { eip155: { connectorId: 'w', accounts: ['0x1'], chainId: 1 } },
      },
    }))
  return { store, gate, connect, ...lazy }
}

const built = vi.mocked(requestsModule.createGatedRequests)

describe('wallet requests loaded on demand', () => {
  it('loads nothing for a page whose visitor never connects, and loads as soon as a wallet connects', async () => {
    built.mockClear()
    const { rpcGate, connect } = setup()
    rpcGate.start()
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(built).not.toHaveBeenCalled()
    // Before the gate has loaded there is nothing to reject or stop.
    rpcGate.rejectOpenRequests()
    rpcGate.destroy()
    rpcGate.start()
    connect()
    await vi.waitFor(() => expect(built).toHaveBeenCalledTimes(1))
  })

  it('a connection restored before the start loads it too, once, and the first request reuses it', async () => {
    built.mockClear()
    const { rpcGate, connect, requests } = setup()
    connect()
    rpcGate.start()
    await vi.waitFor(() => expect(built).toHaveBeenCalledTimes(1))
    await expect(requests.signMessage('hi', 'solana')).rejects.toThrow('Connector not connected')
    expect(built).toHaveBeenCalledTimes(1)
  })

  it('a gate that arrives after the client was destroyed stops listening to the modal at once', async () => {
    built.mockClear()
    const { rpcGate, connect, gate } = setup()
    const stopListening = vi.fn()
    gate.onModalClose.mockReturnValue(stopListening)
    rpcGate.start()
    connect()
    rpcGate.destroy()
    await vi.waitFor(() => expect(built).toHaveBeenCalledTimes(1))
    expect(stopListening).toHaveBeenCalled()
  })

  it('keeps the transaction stack synchronous, without loading the gate', () => {
    built.mockClear()
    const { rpcGate, store, gate } = setup()
    const onSuccess = vi.fn()
    rpcGate.pushTransaction({ view: 'Account', onSuccess })
    expect(store.getState().transactions.stack).toHaveLength(1)
    rpcGate.popTransaction()
    expect(onSuccess).toHaveBeenCalled()
    expect(gate.replaceView).toHaveBeenCalledWith('Account')
    rpcGate.pushTransaction({ goBack: true })
    rpcGate.clearTransactions()
    expect(store.getState().transactions.stack).toEqual([])
    expect(built).not.toHaveBeenCalled()
  })
})
