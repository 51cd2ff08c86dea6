import type { ThemeMode } from '@latch/core'
import { THEME_MODES } from './theme-choice'

const LABELS: Record<ThemeMode, string> = { light: 'Light', dark: 'Dark', system: 'System' }

/** Light, dark or the system preference, as a group of radio buttons (arrow keys move between them). */
export function ThemeSwitch({ mode, onChange }: { mode: ThemeMode; onChange(mode: ThemeMode): void }) {
  return (
    <fieldset className="segmented">
      <legend className="visually-hidden">Theme</legend>
      {THEME_MODES.map((option) => (
        <label key={option} data-checked={option === mode}>
          <input
            type="radio"
            name="latch-demo-theme"
            value={option}
            checked={option === mode}
            onChange={() => onChange(option)}
          />
          {LABELS[option]}
        </label>
      ))}
    </fieldset>
  )
}
