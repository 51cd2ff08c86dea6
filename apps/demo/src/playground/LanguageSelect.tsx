import { getLocale, type LatchState, LOCALES } from '@latch/core'
import { useLatchClient, useLatchState } from '@latch/react'
import { loadLocale, saveLocale } from './language-choice'

/** Each language named in itself (Intl.DisplayNames), so a visitor finds their own. */
const nameOf = (locale: string) => new Intl.DisplayNames([locale], { type: 'language' }).of(locale) ?? locale

/**
 * The modal's language, switched at runtime with `client.setLocale` (no restart, no reload);
 * "Browser" goes back to the browser's languages.
 */
export function LanguageSelect() {
  const client = useLatchClient()
  const locale = useLatchState(getLocale)
  const picked = useLatchState(selectAsked) && loadLocale()
  return (
    <select
      aria-label="Language"
      value={picked ? locale : ''}
      onChange={(event) => {
        const next = event.target.value
        saveLocale(next || undefined)
        client.setLocale(next || navigator.languages)
      }}
    >
      <option value="">Browser ({nameOf(getLocale({ locale: navigator.languages }))})</option>
      {LOCALES.map((option) => (
        <option key={option} value={option} lang={option}>
          {nameOf(option)}
        </option>
      ))}
    </select>
  )
}

const selectAsked = (state: LatchState) => state.locale.length > 0
