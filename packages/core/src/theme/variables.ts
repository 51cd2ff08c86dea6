// The theme contract: every variable a host can set through `themeVariables`, each with the kind
// of value it takes. The TypeScript type below, the CSS mapping of @latch/react and the README's
// table all follow this one list.
export const THEME_VARIABLE_KINDS = {
  '--latch-font-family': 'string',
  '--latch-font-size-master': 'string',
  '--latch-border-radius-master': 'string',
  '--latch-z-index': 'number',
  '--latch-modal-width': 'string',
  '--latch-accent': 'string',
  '--latch-accent-text': 'string',
  '--latch-color-mix': 'string',
  '--latch-color-mix-strength': 'number',
} as const satisfies Record<`--latch-${string}`, 'string' | 'number'>

export type ThemeVariableKey = keyof typeof THEME_VARIABLE_KINDS

/** Every theme variable, in the README's order. */
export const THEME_VARIABLE_KEYS = Object.keys(THEME_VARIABLE_KINDS) as ThemeVariableKey[]

type ValueOf<Kind> = Kind extends 'number' ? number : string

// A type alias (not an interface) so it stays assignable to plain records of CSS variables.
export type ThemeVariables = {
  [Key in ThemeVariableKey]?: ValueOf<(typeof THEME_VARIABLE_KINDS)[Key]>
}

export function isThemeVariableKey(name: string): name is ThemeVariableKey {
  return Object.hasOwn(THEME_VARIABLE_KINDS, name)
}
