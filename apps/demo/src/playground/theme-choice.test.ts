// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest'
import { applyPageTheme, loadThemeMode, saveThemeMode } from './theme-choice'

afterEach(() => localStorage.clear())

describe('theme choice', () => {
  it('defaults to the system preference when nothing is stored', () => {
    expect(loadThemeMode()).toBe('system')
  })

  it('remembers light and dark, and forgets the key for system', () => {
    saveThemeMode('dark')
    expect(loadThemeMode()).toBe('dark')
    saveThemeMode('system')
    expect(localStorage.getItem('latch-demo:theme')).toBeNull()
    expect(loadThemeMode()).toBe('system')
  })

  it('ignores a stored value that is not a theme mode', () => {
    localStorage.setItem('latch-demo:theme', '"><script>')
    expect(loadThemeMode()).toBe('system')
  })

  it('marks the page root with the mode so the page CSS picks its colour scheme', () => {
    applyPageTheme('dark')
    expect(document.documentElement.dataset.theme).toBe('dark')
  })
})
