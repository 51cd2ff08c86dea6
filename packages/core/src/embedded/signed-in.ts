// The end every outside-identity login shares (a social provider's answer, a Farcaster client's):
// the frame's user becomes the connection, with the provider and user name kept for Account.
// A failure here raises 'A problem occurred while trying initialize authentication',
// disconnects and returns to Connect with the reason (spec section 8).
import type { EmbeddedWalletUser } from '../connection/accounts'
import { TOASTS } from '../errors/codes'
import { STORAGE_KEYS } from '../storage/storage'
import type { EmbeddedDeps, EmbeddedStore } from './actions'

const messageOf = (error: unknown) =>
  error instanceof Error && error.message ? error.message : String(error)

export function createSignedIn(store: EmbeddedStore, deps: EmbeddedDeps & { finishLogin(): Promise<void> }) {
  const { storage, namespace } = deps
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
      await deps.finishLogin()
      deps.connection.updateAccount(namespace, { user, socialProvider: provider })
      deps.toasts.hideToast()
      store.setState((state) => ({ embedded: { ...state.embedded, social: undefined } }))
    } catch (error) {
      deps.toasts.showToast(TOASTS.AUTH_INIT_FAILED, 'error')
      await deps.connection.disconnect({ namespace }).catch(() => {})
      store.setState((state) => ({
        embedded: { ...state.embedded, social: undefined, socialError: messageOf(error) },
      }))
      deps.router.reset('Connect')
    }
  }
}
