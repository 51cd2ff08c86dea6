// The embedded slice as the client holds it: whether email login is offered, showing the frame,
// and the actions, whose code loads with their first use (an email typed, a frame event, an
// embedded connection restored), never with the page; what it listens to loads at the start
// (./start). Without an embedded wallet: nothing to do.
import type { ChainNamespace, EmbeddedWalletPort, FrameAnchor, SocialPopup } from '../adapter/types'
import { lazyActions } from '../client/lazy-actions'
import { detectMobile } from '../router/opening'
import type { EmbeddedActions, EmbeddedDeps, EmbeddedStore } from './actions'

export interface EmbeddedClient
  extends Pick<
    EmbeddedActions,
    | 'connectEmail'
    | 'resendCode'
    | 'verifyOtp'
    | 'updateEmail'
    | 'verifyUpdateOtp'
    | 'loadSocialProviders'
    | 'cancelSocial'
    | 'connectFarcaster'
    | 'cancelFarcaster'
    | 'setPreferredAccountType'
    | 'refreshUser'
    | 'loadSessions'
    | 'revokeSession'
  > {
  /**
   * Signs in with a social account in a popup. Call it in the click: the popup opens at once
   * (browsers allow popups only there); the provider's address follows.
   */
  connectSocial(provider: string): Promise<void>
  /** Email login is offered: the email feature is on and an adapter brings the embedded wallet. */
  available(): boolean
  /** Shows the wallet frame over the anchor (ApproveTransaction); returns the hide function. */
  showFrame(anchor: FrameAnchor): () => void
  /** At the client's start: listens to the frame's events, reads in the user of a connection (./start). */
  start(): void | Promise<unknown>
  destroy(): void
}

const METHODS = [
  'connectEmail',
  'resendCode',
  'verifyOtp',
  'updateEmail',
  'verifyUpdateOtp',
  'refreshUser',
  'setPreferredAccountType',
  'loadSessions',
  'revokeSession',
  'handleEvent',
  'loadSocialProviders',
  'connectSocial',
  'redirectSocial',
  'finishSocialResult',
  'cancelSocial',
  'connectFarcaster',
  'cancelFarcaster',
] as const

const POPUP_FEATURES = 'popup,width=480,height=640'

/** A blank popup for a social login, opened in the caller's click; undefined when blocked or not in a browser. */
function openPopup(): SocialPopup | undefined {
  const open = (
    globalThis as { open?: (url: string, target: string, features: string) => SocialPopup | null }
  ).open
  return open?.('about:blank', 'latch-social', POPUP_FEATURES) ?? undefined
}

type Slices = Omit<EmbeddedDeps, 'port' | 'namespace'>

export function lazyEmbeddedActions(
  store: EmbeddedStore,
  wallet: { namespace: ChainNamespace; port: EmbeddedWalletPort } | undefined,
  enabled: boolean,
  slices: Slices,
): EmbeddedClient {
  // Nothing here runs without an embedded wallet; with one, the actions load on their first call.
  const actions = lazyActions<EmbeddedActions>(
    () =>
      import('./actions').then(({ createEmbeddedActions }) =>
        createEmbeddedActions(store, { ...slices, ...(wallet as NonNullable<typeof wallet>) }),
      ),
    METHODS,
  )
  const stops: (() => void)[] = []
  const fail = (error: unknown) => console.warn('[latch] embedded wallet', error)
  return {
    ...actions,
    // On a phone, and without a popup (blocked, an in-app browser), the page itself goes to the
    // provider and comes back: a popup there is a second tab the visitor must find their way back from.
    connectSocial(provider) {
      const here = globalThis.location?.href
      if (here && detectMobile()) return actions.redirectSocial(provider, here)
      const popup = openPopup()
      return popup || !here ? actions.connectSocial(provider, popup) : actions.redirectSocial(provider, here)
    },
    available: () => enabled && !!wallet,
    showFrame: (anchor) => wallet?.port.showFrame(anchor) ?? (() => {}),
    start() {
      if (!wallet || stops.length) return
      // The frame's events are heard from the first moment (a restore may raise one); the rest of
      // what the client listens to loads now, and is not started after a destroy.
      stops.push(wallet.port.onEvent((event) => void actions.handleEvent(event).catch(fail)))
      return import('./start').then(({ startEmbedded }) => {
        if (stops.length) stops.push(startEmbedded(store, wallet, actions, fail))
      })
    },
    destroy() {
      for (const stop of stops.splice(0)) stop()
    },
  }
}
