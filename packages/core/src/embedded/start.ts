// What a client with an embedded wallet follows from its start, besides the frame's events: the
// connection (a user read in on each network), the theme (the frame's screens follow it) and a
// redirect social login coming back. Loaded by ./lazy.ts at the start, only with an embedded wallet.
import type { ChainNamespace, EmbeddedWalletPort } from '../adapter/types'
import { resolveThemeMode, systemPrefersDark } from '../theme/rules'
import type { ThemeState } from '../theme/state'
import type { EmbeddedActions, EmbeddedStore } from './actions'
import { embeddedNamespaces } from './namespaces'

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

/** Starts listening; returns the function that stops it. */
export function startEmbedded(
  store: EmbeddedStore,
  wallet: { namespace: ChainNamespace; port: EmbeddedWalletPort },
  actions: Pick<EmbeddedActions, 'finishSocialResult' | 'refreshUser'>,
  fail: (error: unknown) => void,
): () => void {
  const syncTheme = (theme: ThemeState) =>
    wallet.port.syncTheme({
      themeMode: resolveThemeMode(theme.mode, systemPrefersDark()),
      themeVariables: { ...theme.variables },
    })
  syncTheme(store.getState().theme)
  // A redirect social login came back with its answer: taken off the address, then redeemed.
  const result = takeResultUri()
  if (result) void actions.finishSocialResult(result).catch(fail)
  // A connection through the embedded wallet, new or restored, on any namespace it serves, gets its
  // user read in, and again on each network (the acting account and its deployment differ per
  // network); one restored while this code loaded is read in now. A namespace leaving (a
  // disconnect under way) reads nothing: the frame may be signed out already.
  const embeddedChains = (state: ReturnType<EmbeddedStore['getState']>) => {
    const { connections } = state.connection
    return embeddedNamespaces(connections, wallet.port.connectorId)
      .map((namespace) => `${namespace}:${connections[namespace]?.chainId}`)
      .join(' ')
  }
  let read: string[] = []
  const readUser = (chains: string) => {
    const now = chains ? chains.split(' ') : []
    const joined = now.some((chain) => !read.includes(chain))
    read = now
    if (joined) void actions.refreshUser().catch(fail)
  }
  readUser(embeddedChains(store.getState()))
  const stops = [store.select(embeddedChains, readUser), store.select((state) => state.theme, syncTheme)]
  return () => {
    for (const stop of stops) stop()
  }
}
