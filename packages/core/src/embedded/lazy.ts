// The embedded slice as the client holds it: whether email login is offered, showing the frame,
// and the actions, whose code loads with their first use (an email typed, a frame event, an
// embedded connection restored), never with the page; what it listens to loads at the start
// (./start). Without an embedded wallet: nothing to do.
import type { ChainNamespace, EmbeddedWalletPort, FrameAnchor } from '../adapter/types'
import { lazyActions } from '../client/lazy-actions'
import type { EmbeddedActions, EmbeddedDeps, EmbeddedStore } from './actions'
import { startSocialLogin } from './social-start'

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

type Slices = Omit<EmbeddedDeps, 'port' | 'namespace'>

export function lazyEmbeddedActions(
  store: EmbeddedStore,
  wallet: { namespace: ChainNamespace; port: EmbeddedWalletPort } | undefined,
  enabled: boolean,
  slices: Slices,
): { client: EmbeddedClient; actions: EmbeddedActions } {
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
  const client: EmbeddedClient = {
    ...actions,
    connectSocial: (provider) => startSocialLogin(provider, actions),
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
  return { client, actions }
}
