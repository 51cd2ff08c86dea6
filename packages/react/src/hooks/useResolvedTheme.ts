import { resolveThemeMode, type ThemeMode } from '@latch/core'
import { useMediaQuery } from './useMediaQuery'

/** The theme to paint: explicit light/dark, else the system preference, dark when it is unknown. */
export function useResolvedTheme(mode: ThemeMode | undefined): 'light' | 'dark' {
  const dark = useMediaQuery('(prefers-color-scheme: dark)')
  const light = useMediaQuery('(prefers-color-scheme: light)')
  // Neither query matching (no matchMedia, SSR, no preference) is "unknown".
  return resolveThemeMode(mode ?? 'system', dark ? true : light ? false : undefined)
}
