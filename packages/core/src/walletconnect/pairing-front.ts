// The client's `walletConnect` actions without the pairing code: that loads with the first pairing,
// or at start when an adapter pairs, so a page with extension wallets only never fetches it.
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
    watch(adapters) {
      if (loaded) return loaded.watch(adapters)
      let stop: (() => void) | undefined
      let stopped = false
      void load().then((real) => {
        if (!stopped) stop = real.watch(adapters)
      })
      return () => {
        stopped = true
        stop?.()
      }
    },
  }
  return { actions, load }
}
