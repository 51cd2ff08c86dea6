// The end every outside-identity login shares (a social provider's answer, a Farcaster client's):
// the frame's user becomes the connection, with the provider and user name kept for Account.
// A failure here raises 'A problem occurred while trying initialize authentication',
// disconnects and returns to Connect with the reason (spec section 8).
import type { EmbeddedWalletUser } from '../connection/accounts'
import { withRecentSocial, writeRecentWallets } from '../connection/recent-wallet-updates'
import { TOASTS } from '../errors/codes'
import { STORAGE_KEYS } from '../storage/storage'
import type { EmbeddedDeps, EmbeddedStore, LoginSteps } from './actions'

const messageOf = (error: unknown) =>
  error instanceof Error && error.message ? error.message : String(error)

export function createSignedIn(store: EmbeddedStore, deps: EmbeddedDeps & LoginSteps) {
  const { storage } = deps
  /** Connect lists the embedded wallet's recent entry under the social login it was made with. */
  function rememberSocial(provider: string) {
    const recentWallets = withRecentSocial(
      store.getState().connection.recentWallets,
      deps.port.connectorId,
      provider,
    )
    store.setState((state) => ({ connection: { ...state.connection, recentWallets } }))
    writeRecentWallets(storage, recentWallets)
  }
  /** Signs in as the user `obtain` brings back from the frame. */
  return async function signedIn(provider: string, obtain: () => Promise<EmbeddedWalletUser>): Promise<void> {
    store.setState((state) => ({
      embedded: { ...state.embedded, social: { provider, phase: 'authenticating' } },
    }))
    deps.toasts.showToast(TOASTS.AUTHENTICATING, 'loading')
    try {
      const user = await obtain()
      storage.set(STORAGE_KEYS.socialProvider, provider)
      if (user.userName) storage.set(STORAGE_KEYS.socialUsername, user.userName)
      const namespace = await deps.finishLogin()
      // The user is read in by the watch on the connection (./start), with the account type asked,
      // as after an email login. The login's own answer is not: a frame that did not know that type
      // yet may have given it the smart account where the host prefers the eoa.
      deps.connection.updateAccount(namespace, { socialProvider: provider })
      rememberSocial(provider)
      deps.toasts.hideToast()
      store.setState((state) => ({ embedded: { ...state.embedded, social: undefined } }))
    } catch (error) {
      deps.toasts.showToast(TOASTS.AUTH_INIT_FAILED, 'error')
      await deps.connection.disconnect({ namespace: deps.loginOn() }).catch(() => {})
      store.setState((state) => ({
        embedded: { ...state.embedded, social: undefined, socialError: messageOf(error) },
      }))
      deps.router.reset('Connect')
    }
  }
}
