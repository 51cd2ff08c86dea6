// Theme: light or dark, defaulting to the system preference, dark when the preference is unknown.
import type { Store } from '../store/store'
import type { ThemeVariables } from './variables'

export type { ThemeVariables }

export type ThemeMode = 'light' | 'dark' | 'system'

/** Constants of spec section 2. */
export const DEFAULT_THEME_VARIABLES = {
  '--latch-modal-width': '360px',
  '--latch-font-size-master': '10px',
  '--latch-border-radius-master': '4px',
  '--latch-z-index': 999,
} satisfies ThemeVariables

export interface ThemeState {
  mode: ThemeMode
  variables: ThemeVariables
}

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

export function initialThemeState(mode: ThemeMode = 'system', variables: ThemeVariables = {}): ThemeState {
  return { mode, variables: { ...DEFAULT_THEME_VARIABLES, ...variables } }
}

export interface ThemeActions {
  setThemeMode(mode: ThemeMode): void
  setThemeVariables(variables: ThemeVariables): void
  /** The mode to paint: explicit light/dark, else the system preference, dark when unknown. */
  resolvedThemeMode(): 'light' | 'dark'
}

export function createThemeActions(
  store: Store<{ theme: ThemeState }>,
  deps: { prefersDark?: () => boolean | undefined } = {},
): ThemeActions {
  const prefersDark = deps.prefersDark ?? systemPrefersDark
  return {
    setThemeMode(mode) {
      if (mode !== 'light' && mode !== 'dark' && mode !== 'system')
        throw new Error(`Unknown theme mode: ${mode}`)
      store.setState((state) => ({ theme: { ...state.theme, mode } }))
    },
    setThemeVariables(variables) {
      store.setState((state) => ({
        theme: { ...state.theme, variables: { ...state.theme.variables, ...variables } },
      }))
    },
    resolvedThemeMode: () => resolveThemeMode(store.getState().theme.mode, prefersDark()),
  }
}
