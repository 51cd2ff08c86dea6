import { describe, expect, it, vi } from 'vitest'
import type { EmbeddedWalletPort } from '../adapter/types'
import { createStore } from '../store/store'
import { initialThemeState } from '../theme/state'
import type { EmbeddedStore } from './actions'
import { startEmbedded } from './start'

function setup(connected: boolean) {
  const port = { connectorId: 'embedded', syncTheme: vi.fn() } as unknown as EmbeddedWalletPort
  const connections = connected ? { eip155: { connectorId: 'embedded', accounts: ['0x1'], chainId: 1 } } : {}
  const store = createStore({
    connection: { status: {}, connectors: [], connections, recentWallets: [] },
    theme: initialThemeState(),
  }) as unknown as EmbeddedStore
  const actions = { finishSocialResult: vi.fn(async () => {}), refreshUser: vi.fn(async () => {}) }
  const stop = startEmbedded(store, { namespace: 'eip155', port }, actions, vi.fn())
  return { store, actions, stop }
}

describe('what an embedded wallet client follows from its start', () => {
  it('reads in the user of a connection restored while this code loaded', () => {
    expect(setup(true).actions.refreshUser).toHaveBeenCalledTimes(1)
    expect(setup(false).actions.refreshUser).not.toHaveBeenCalled()
  })

  it('reads the user in again on another network, and stops following once stopped', () => {
    const { store, actions, stop } = setup(true)
    const onChain = (chainId: number) =>
      store.setState((state) => ({
        connection: {
          ...state.connection,
          connections: { eip155: { connectorId: 'embedded', accounts: ['0x1'], chainId } },
        },
      }))
    onChain(10)
    expect(actions.refreshUser).toHaveBeenCalledTimes(2)
    stop()
    onChain(137)
    expect(actions.refreshUser).toHaveBeenCalledTimes(2)
  })
})
