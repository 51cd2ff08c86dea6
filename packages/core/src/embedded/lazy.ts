// The embedded slice as the client holds it: whether email login is offered, showing the frame,
// and the actions, whose code loads with their first use (an email typed, a frame event, an
// embedded connection restored), never with the page. Without an embedded wallet: nothing to do.
import type { ChainNamespace, EmbeddedWalletPort, FrameAnchor, SocialPopup } from '../adapter/types'
import { lazyActions } from '../client/lazy-actions'
import { detectMobile } from '../router/opening'
import { resolveThemeMode, systemPrefersDark } from '../theme/rules'
import type { ThemeState } from '../theme/state'
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
  /** At the client's start: listens to the frame's events, reads in the user of a connection. */
  start(): void
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

/** The `result_uri` a redirect social login came back with, removed from the page's address. */
function takeResultUri(): string | undefined {
  const { location, history } = globalThis as { location?: Location; history?: History }
  if (!location?.href) return undefined
  const url = new URL(location.href)
  const uri = url.searchParams.get('result_uri')
  if (!uri) return undefined
  url.searchParams.delete('result_uri')
  history?.replaceState(history.state, '', url.toString())
  return uri
}

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
      const syncTheme = (theme: ThemeState) =>
        wallet.port.syncTheme({
          themeMode: resolveThemeMode(theme.mode, systemPrefersDark()),
          themeVariables: { ...theme.variables },
        })
      syncTheme(store.getState().theme)
      // A redirect social login came back with its answer: taken off the address, then redeemed.
      const result = takeResultUri()
      if (result) void actions.finishSocialResult(result).catch(fail)
      stops.push(
        wallet.port.onEvent((event) => void actions.handleEvent(event).catch(fail)),
        // A connection through the embedded wallet, new or restored, gets its user read in, and
        // again on each network (the acting account and its deployment differ per network).
        store.select(
          (state) => {
            const connection = state.connection.connections[wallet.namespace]
            return connection?.connectorId === wallet.port.connectorId
              ? String(connection.chainId)
              : undefined
          },
          (chain) => chain !== undefined && void actions.refreshUser().catch(fail),
        ),
        // The frame's screens (approval, recovery key) follow the modal's theme.
        store.select((state) => state.theme, syncTheme),
      )
    },
    destroy() {
      for (const stop of stops.splice(0)) stop()
    },
  }
}
