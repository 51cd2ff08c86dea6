// Social login through the embedded wallet (spec sections 4, 7, 8): the providers the services
// server can complete, the popup sent to the provider and back, then the frame's sign-in with the
// answer. A closed popup or a refused consent returns to Connect with the reason; a failure once
// the provider has answered raises 'A problem occurred while trying initialize authentication',
// disconnects and returns to Connect.
import type { SocialPopup } from '../adapter/types'
import { STORAGE_KEYS } from '../storage/storage'
import type { EmbeddedDeps, EmbeddedStore, LoginSteps } from './actions'
import { createSignedIn } from './signed-in'
import type { EmbeddedState } from './state'

export interface SocialActions {
  /** Reads which of the app's socials the services server can complete (once; kept in state). */
  loadSocialProviders(): Promise<void>
  /** Runs a social login in `popup`, opened by the caller in the click (undefined: blocked). */
  connectSocial(provider: string, popup: SocialPopup | undefined): Promise<void>
  /**
   * A social login without a popup (blocked, or an in-app browser): the page goes to the
   * provider and comes back to `returnUrl` with the answer as `result_uri`.
   */
  redirectSocial(provider: string, returnUrl: string): Promise<void>
  /** The answer a redirect login came back with (`result_uri`, spec section 7): redeems it. */
  finishSocialResult(uri: string): Promise<void>
  /** The visitor gives up: the popup closes and Connect comes back. */
  cancelSocial(): Promise<void>
}

const messageOf = (error: unknown) =>
  error instanceof Error && error.message ? error.message : String(error)

export function createSocialActions(store: EmbeddedStore, deps: EmbeddedDeps & LoginSteps): SocialActions {
  const navigate = deps.navigate ?? ((url: string) => globalThis.location?.assign(url))
  const { port, storage } = deps
  const set = (patch: Partial<EmbeddedState>) =>
    store.setState((state) => ({ embedded: { ...state.embedded, ...patch } }))
  let popup: SocialPopup | undefined
  let loading: Promise<void> | undefined

  /** Back to Connect with the reason under the social buttons. */
  function backToConnect(error: string) {
    popup?.close()
    popup = undefined
    set({ social: undefined, socialError: error })
    deps.router.reset('Connect')
  }

  const signedIn = createSignedIn(store, deps)
  /** The provider's answer, redeemed by the frame. */
  const redeem = (provider: string, uri: string) => signedIn(provider, () => port.connectSocial(uri))

  return {
    loadSocialProviders() {
      loading ??= (async () => {
        const services = deps.services
        const offered = services ? await (await services.wallet()).getSocialProviders() : []
        set({ offeredSocials: offered })
      })().catch((error: unknown) => {
        loading = undefined
        set({ offeredSocials: [] })
        throw error
      })
      return loading
    },

    async connectSocial(provider, opened) {
      if (!opened) return backToConnect('Allow pop-ups for this site to sign in with a social account.')
      popup = opened
      set({ social: { provider, phase: 'popup' }, socialError: undefined })
      deps.router.push('ConnectingSocial')
      let uri: string
      try {
        await deps.requireAllowedOrigin()
        uri = await port.socialRedirect(provider, opened)
      } catch (error) {
        // Only this login's own end counts: a newer one may have started meanwhile.
        if (popup === opened) backToConnect(messageOf(error))
        return
      }
      if (popup !== opened) return
      popup = undefined
      await redeem(provider, uri)
    },

    async redirectSocial(provider, returnUrl) {
      set({ social: { provider, phase: 'popup' }, socialError: undefined })
      try {
        await deps.requireAllowedOrigin()
        const uri = await port.socialRedirectUri(provider, returnUrl)
        // Kept for the page that comes back: it knows the provider by this.
        storage.set(STORAGE_KEYS.socialProvider, provider)
        navigate(uri)
      } catch (error) {
        backToConnect(messageOf(error))
      }
    },

    async finishSocialResult(uri) {
      const provider = storage.get(STORAGE_KEYS.socialProvider, (raw) =>
        typeof raw === 'string' ? raw : undefined,
      )
      await redeem(provider ?? 'social', uri)
    },

    async cancelSocial() {
      if (popup) backToConnect('The sign-in window was closed.')
    },
  }
}
