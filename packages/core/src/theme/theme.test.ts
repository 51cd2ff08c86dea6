import { describe, expect, test } from 'vitest'
import { createStore } from '../store/store'
import { createThemeActions } from './actions'
import { resolveThemeMode, systemPrefersDark } from './rules'
import { initialThemeState } from './state'

describe('theme', () => {
  test('theme defaults to the system preference', () => {
    expect(initialThemeState().mode).toBe('system')
    expect(resolveThemeMode('system', false)).toBe('light')
    expect(resolveThemeMode('system', true)).toBe('dark')
  })

  test('theme is dark when the system preference is unknown', () => {
    expect(resolveThemeMode('system', undefined)).toBe('dark')
    // Node has no matchMedia: the preference is unknown, never a crash.
    expect(systemPrefersDark()).toBeUndefined()
  })

  test('an explicit light or dark mode wins over the system preference', () => {
    expect(resolveThemeMode('light', true)).toBe('light')
    expect(resolveThemeMode('dark', false)).toBe('dark')
  })

  test('theme variables default to width 360px, font-size master 10px, border-radius master 4px, z-index 999', () => {
    expect(initialThemeState().variables).toEqual({
      '--latch-modal-width': '360px',
      '--latch-font-size-master': '10px',
      '--latch-border-radius-master': '4px',
      '--latch-z-index': 999,
    })
  })

  test('setThemeMode and setThemeVariables update the theme slice', () => {
    const store = createStore({ theme: initialThemeState() })
    const actions = createThemeActions(store, { prefersDark: () => undefined })
    actions.setThemeMode('light')
    actions.setThemeVariables({ '--latch-accent': '#00f' })
    expect(store.getState().theme.mode).toBe('light')
    expect(store.getState().theme.variables['--latch-accent']).toBe('#00f')
    expect(store.getState().theme.variables['--latch-z-index']).toBe(999)
    expect(actions.resolvedThemeMode()).toBe('light')
    expect(() => actions.setThemeMode('blue' as never)).toThrow('Unknown theme mode: blue')
  })
})
