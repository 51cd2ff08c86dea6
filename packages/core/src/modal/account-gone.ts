// An account view whose account went away: the wallet ended the connection itself (from its own
// window, or by locking), or the host called disconnect while the modal showed the account.
import type { LatchState } from '../client/state'
import type { View } from '../router/views'
import type { Store } from '../store/store'

/** Views that show or act for the connected account: with no account they have nothing to show. */
const ACCOUNT_VIEWS: readonly View[] = [
  'Account',
  'WalletSend',
  'WalletSendPreview',
  'WalletReceive',
  'RegisterAccountName',
  'RegisterAccountNameSuccess',
  'Swap',
  'SwapSelectToken',
  'SwapPreview',
  'UpdateEmail',
  'UpdateEmailOtp',
]

type Watched = Pick<LatchState, 'modal' | 'router' | 'networks' | 'accounts'>

const activeAddress = ({ accounts, networks }: Watched) =>
  networks.activeNamespace ? accounts[networks.activeNamespace]?.address : undefined

/**
 * Rule: when the active namespace's account goes away while the modal shows one of its views, the
 * modal closes, as it does after the visitor's own Disconnect. Only the change counts: a view the
 * host opened before any account (a Buy with no wallet yet) stays.
 */
export function closeWhenAccountGone(store: Store<Watched>, close: () => void): () => void {
  let previous = {
    namespace: store.getState().networks.activeNamespace,
    address: activeAddress(store.getState()),
  }
  return store.subscribe(() => {
    const state = store.getState()
    const now = { namespace: state.networks.activeNamespace, address: activeAddress(state) }
    const gone =
      previous.address !== undefined && now.address === undefined && now.namespace === previous.namespace
    previous = now
    if (gone && state.modal.open && ACCOUNT_VIEWS.includes(state.router.view)) close()
  })
}
