import type { ThemeVariables } from '@latch/core'
import { isThemeVariableKey } from '@latch/core/internal'

// Host theme variables become one CSS rule in the injected stylesheet. Keys are core's theme
// contract (`THEME_VARIABLE_KEYS`), each the custom property of the same name; anything else, and
// any value that could leave its declaration, is dropped.
const SAFE_VALUE = /^[^{};<>\\]*$/

function safeValue(raw: unknown): string | undefined {
  if (typeof raw !== 'string' && typeof raw !== 'number') return undefined
  const value = String(raw).trim()
  if (!value || value.length > 200 || !SAFE_VALUE.test(value) || value.includes('/*')) return undefined
  return value
}

export function themeVariablesCss(input: ThemeVariables | undefined): string {
  if (!input) return ''
  const variables: Readonly<Record<string, unknown>> = input
  const declarations: string[] = []
  for (const [name, raw] of Object.entries(variables)) {
    const value = safeValue(raw)
    if (isThemeVariableKey(name) && value !== undefined) declarations.push(`${name}:${value}`)
  }
  const mix = safeValue(variables['--latch-color-mix'])
  const rules = declarations.length ? [`.latch-root,.latch-button{${declarations.join(';')}}`] : []
  if (mix) {
    // Tint the surfaces with the host's colour; the strength is a percentage (default 10).
    const strength = Number(variables['--latch-color-mix-strength'] ?? 10)
    const percent = Number.isFinite(strength) ? Math.min(100, Math.max(0, strength)) : 10
    const tint = (token: string) =>
      `--latch-${token}:color-mix(in srgb,var(--latch-color-mix) ${percent}%,var(--latch-${token}-base))`
    rules.push(
      `.latch-root[data-latch-theme],.latch-button[data-latch-theme]{${['bg', 'surface', 'surface-hover'].map(tint).join(';')}}`,
    )
  }
  return rules.join('\n')
}
