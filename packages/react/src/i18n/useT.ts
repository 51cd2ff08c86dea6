import type { LatchState, Locale } from '@latch/core'
import { useLatchRuntime } from '../context'
import { useLatchState } from '../hooks/useLatchState'
import { useChunk } from '../modal/useChunk'
import { fill, type MessageValues } from './fill'
import type { MessageKey } from './messages'

export interface Translate {
  /** The message in the active locale, its `{name}` placeholders filled from `values`. */
  (key: MessageKey, values?: MessageValues): string
  /** A text core produced (an alert, a toast, an error): translated when the catalogue has it. */
  text(english: string): string
  locale: Locale
  /** Right to left (ar, fa): the modal mirrors its layout. */
  rtl?: boolean
}

/** English, numbers written for `locale`: every key is its own message, nothing is fetched. */
export const english = (locale: Locale, rtl?: boolean): Translate =>
  Object.assign((key: MessageKey, values?: MessageValues) => fill(key, values, locale), {
    text: (text: string) => text,
    locale,
    rtl,
  })

export const ENGLISH = english('en')

/**
 * The modal's messages in the locale core's state asks for. English shows until they arrive, and
 * stays when they cannot be fetched (offline) rather than leaving nothing on screen.
 */
export function useT(): Translate {
  const asked = useLatchState(selectTranslated)
  const { translations } = useLatchRuntime()
  return useChunk(asked && translations(asked)).value ?? ENGLISH
}

/**
 * The locale list when it asks for another language than English, else undefined: the browser's
 * English locales, filled in at the start, change nothing on screen and render nothing again.
 */
const selectTranslated = (state: LatchState) =>
  /^en\b/i.test(state.locale[0] ?? 'en') ? undefined : state.locale
