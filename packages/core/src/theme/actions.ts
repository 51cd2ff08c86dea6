import type { Store } from '../store/store'
import { resolveThemeMode, systemPrefersDark } from './rules'
import type { ThemeMode, ThemeState } from './state'
import type { ThemeVariables } from './variables'

export type { ThemeVariables }

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
