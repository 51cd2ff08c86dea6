import type { WalletDirectoryActions, WalletDirectoryDeps } from './actions'
import { type DirectoryStore, directoryTotal } from './state'

/**
 * The wallet directory, whose code arrives with its first use (Connect or All Wallets asking for
 * it), not with the page. The size of the directory is read from the state, loaded or not.
 */
export function lazyWalletDirectoryActions(
  store: DirectoryStore,
  deps: WalletDirectoryDeps,
): WalletDirectoryActions {
  let real: Promise<WalletDirectoryActions> | undefined
  let destroyed = false
  const actions = () => {
    real ??= import('./actions')
      .then(({ createWalletDirectoryActions }) => createWalletDirectoryActions(store, deps))
      .catch((error: unknown) => {
        real = undefined
        throw error
      })
    return real
  }
  return {
    load: async (parameters) => (await actions()).load(parameters),
    loadMore: async () => (await actions()).loadMore(),
    find: async (id) => (await actions()).find(id),
    setSearch: (query) => {
      void actions().then((loaded) => {
        if (!destroyed) loaded.setSearch(query)
      })
    },
    total: () => directoryTotal(store.getState().wallets),
    destroy: () => {
      destroyed = true
      void real?.then((loaded) => loaded.destroy())
    },
  }
}
