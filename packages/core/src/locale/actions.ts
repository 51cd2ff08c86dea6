import type { Store } from '../store/store'

export interface LocaleActions {
  /**
   * Switches the modal's language at runtime: a BCP 47 tag ('ja', 'pt-BR') or a list in order of
   * preference (like navigator.languages). The best supported match is used (`getLocale`),
   * English when none matches.
   */
  setLocale(requested: string | readonly string[]): void
}

/** The languages asked for, as core keeps them: a list, most wanted first. */
export function localePreference(requested: unknown): readonly string[] {
  const list = [requested].flat()
  if (list.some((tag) => typeof tag !== 'string')) throw new TypeError(`Unknown locale: ${String(requested)}`)
  return list as string[]
}

export function createLocaleActions(store: Store<{ locale: readonly string[] }>): LocaleActions {
  return {
    setLocale: (requested) => store.setState({ locale: localePreference(requested) }),
  }
}

/**
 * Without a configured locale the browser's languages decide, read at start (in the browser,
 * after hydration), so a server-rendered page and its first client render agree on English.
 */
export const followBrowserLocale = (actions: LocaleActions, configured: string | undefined) => ({
  start() {
    const languages = (globalThis as { navigator?: { languages?: readonly string[] } }).navigator?.languages
    if (configured === undefined && languages) actions.setLocale(languages)
  },
  destroy() {},
})
