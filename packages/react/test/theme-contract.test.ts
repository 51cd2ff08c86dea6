// The theme contract: core's one list of theme variables is what TypeScript accepts, what the
// provider writes as CSS custom properties, what the stylesheets read, and what the README documents.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { THEME_VARIABLE_KEYS, type ThemeVariableKey, type ThemeVariables } from '@latch/core'
import { describe, expect, expectTypeOf, test } from 'vitest'
import { themeVariablesCss } from '../src/utils/theme'
import { stylesheet } from './stylesheets'

const root = join(import.meta.dirname, '..')

// Every variable set at once: a key missing from the type, or one the type has beyond the list,
// fails type checking here.
const everyVariable = {
  '--latch-font-family': 'Inter, sans-serif',
  '--latch-font-size-master': '12px',
  '--latch-border-radius-master': '6px',
  '--latch-z-index': 1000,
  '--latch-modal-width': '400px',
  '--latch-accent': '#ff0066',
  '--latch-accent-text': '#000000',
  '--latch-color-mix': '#00ff00',
  '--latch-color-mix-strength': 30,
} satisfies Required<ThemeVariables>

/** The property names in the first column of the README's "Theme variables" table. */
function documentedVariables(): string[] {
  const readme = readFileSync(join(root, 'README.md'), 'utf8')
  const section = readme.split(/^## /m).find((part) => part.startsWith('Theme variables'))
  if (!section) throw new Error('README has no "Theme variables" section')
  return [...section.matchAll(/^\|\s*`(--latch-[a-z-]+)`\s*\|/gm)].map((match) => match[1] as string)
}

describe('theme contract', () => {
  test('every key of the list is settable from TypeScript, and nothing else is', () => {
    expectTypeOf<keyof ThemeVariables>().toEqualTypeOf<ThemeVariableKey>()
    expect(Object.keys(everyVariable).sort()).toEqual([...THEME_VARIABLE_KEYS].sort())
  })

  test.each(THEME_VARIABLE_KEYS)('%s becomes the CSS custom property of that name', (key) => {
    const value = everyVariable[key]
    expect(themeVariablesCss({ [key]: value })).toContain(`${key}:${value}`)
  })

  test.each(THEME_VARIABLE_KEYS)('%s changes what the modal or the buttons paint', (key) => {
    const painted = [
      stylesheet('modal/modal.css'),
      stylesheet('styles/base.css'),
      themeVariablesCss(everyVariable),
    ].join('\n')
    if (key === '--latch-color-mix-strength') expect(painted).toContain('var(--latch-color-mix) 30%')
    else expect(painted).toMatch(new RegExp(`var\\(${key}[,)]`))
  })

  test('the README documents exactly the variables of the list', () => {
    expect(documentedVariables().sort()).toEqual([...THEME_VARIABLE_KEYS].sort())
  })
})
