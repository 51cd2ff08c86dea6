// The client's `walletConnect` actions without the pairing code: that loads with the first pairing
// or the first URI an adapter reports, so no page fetches it before a visitor pairs.
import type { LatchState } from '../client/state'
import type { Store } from '../store/store'
import type { WalletConnectActions } from './actions'

export interface PairingFront {
  actions: WalletConnectActions
  /** Loads the pairing code (once); resolves when the actions behind the front are real. */
  load(): Promise<WalletConnectActions>
}

export function createPairingFront(
  store: Store<Pick<LatchState, 'walletConnect' | 'connection'>>,
  create: () => Promise<WalletConnectActions>,
): PairingFront {
  let loading: Promise<WalletConnectActions> | undefined
  let loaded: WalletConnectActions | undefined
  const load = () => {
    loading ??= create().then((real) => {
      loaded = real
      return real
    })
    return loading
  }
  const actions: WalletConnectActions = {
    connector: () => store.getState().connection.connectors.find((c) => c.type === 'WALLET_CONNECT'),
    connect: async (wallet) => (await load()).connect(wallet),
    refresh: async () => (await load()).refresh(),
    // Nothing can be pending before the pairing code has loaded.
    abandon() {
      if (loaded) loaded.abandon()
      else if (loading) void loading.then((real) => real.abandon())
    },
    // Listening costs no code: the first URI an adapter reports loads the pairing code, and each
    // is shown once it is there, in order.
    watch(adapters) {
      const stops: (() => void)[] = []
      let stopped = false
      for (const adapter of adapters) {
        if (typeof adapter.onDisplayUri !== 'function') continue
        stops.push(
          adapter.onDisplayUri((event) => {
            void load().then((real) => {
              if (!stopped) real.show(event)
            })
          }),
        )
      }
      return () => {
        stopped = true
        for (const stop of stops) stop()
        loaded?.abandon()
      }
    },
    show: (event) => void load().then((real) => real.show(event)),
  }
  return { actions, load }
}
