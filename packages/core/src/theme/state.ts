import type { ThemeVariables } from './variables'

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

export function initialThemeState(mode: ThemeMode = 'system', variables: ThemeVariables = {}): ThemeState {
  return { mode, variables: { ...DEFAULT_THEME_VARIABLES, ...variables } }
}
