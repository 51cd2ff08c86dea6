import { getLocale, type LatchState } from '@latch/core'
import { useEffect, useRef } from 'react'
import { useLatchState } from './useLatchState'

const selectLocale = (state: LatchState) => getLocale(state)

/**
 * Runs `onChange` when the modal's locale changes while the view is shown (not when it first
 * shows). An amount typed before reads differently after ('1,5' is no number in English and 1.5
 * in German), so a form asks again for what it fetched for the amount: its quote.
 */
export function useLocaleChanged(onChange: () => void): void {
  const locale = useLatchState(selectLocale)
  const seen = useRef(locale)
  // Only a new locale runs it, not a new onChange.
  // biome-ignore lint/correctness/useExhaustiveDependencies: onChange is read when the locale changes
  useEffect(() => {
    if (seen.current === locale) return
    seen.current = locale
    onChange()
  }, [locale])
}
