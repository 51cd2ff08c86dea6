import type { ThemeMode } from '@latch/core'

const STORAGE_KEY = 'latch-demo:theme'
export const THEME_MODES: readonly ThemeMode[] = ['light', 'dark', 'system']

export function loadThemeMode(): ThemeMode {
  try {
    const stored = localStorage.getItem(STORAGE_KEY)
    return THEME_MODES.find((mode) => mode === stored) ?? 'system'
  } catch {
    return 'system'
  }
}

export function saveThemeMode(mode: ThemeMode): void {
  try {
    if (mode === 'system') localStorage.removeItem(STORAGE_KEY)
    else localStorage.setItem(STORAGE_KEY, mode)
  } catch {
    // Storage can be unavailable (private mode); the choice then lasts for this page only.
  }
}

/** Paints the demo page itself in the chosen scheme; the modal follows the same mode through Latch. */
export function applyPageTheme(mode: ThemeMode): void {
  document.documentElement.dataset.theme = mode
}
