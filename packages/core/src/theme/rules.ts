import type { ThemeMode } from './state'

/** Reads the system preference when called; undefined where there is no window (SSR) or no matchMedia. */
export function systemPrefersDark(): boolean | undefined {
  const match = (globalThis as { matchMedia?: (query: string) => { matches: boolean } }).matchMedia
  if (typeof match !== 'function') return undefined
  try {
    return match('(prefers-color-scheme: dark)').matches
  } catch {
    return undefined
  }
}

export function resolveThemeMode(mode: ThemeMode, prefersDark: boolean | undefined): 'light' | 'dark' {
  if (mode !== 'system') return mode
  return prefersDark === false ? 'light' : 'dark'
}
