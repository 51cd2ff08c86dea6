const STORAGE_KEY = 'latch-demo:locale'

/** The language picked in the playground, or undefined: the browser's languages then decide. */
export function loadLocale(): string | undefined {
  try {
    return localStorage.getItem(STORAGE_KEY) ?? undefined
  } catch {
    return undefined
  }
}

export function saveLocale(locale: string | undefined): void {
  try {
    if (locale) localStorage.setItem(STORAGE_KEY, locale)
    else localStorage.removeItem(STORAGE_KEY)
  } catch {
    // Storage can be unavailable (private mode); the choice then lasts for this page only.
  }
}
