import type { en } from './locales/en'

/**
 * A message of the modal, named by its English text: English needs no lookup (the text is its
 * own message), so the page ships no second copy of it.
 */
export type MessageKey = keyof typeof en

/**
 * A translation: every English message, translated. A missing or misspelt key is a type error,
 * and so is a key English no longer has.
 */
export type Messages = { readonly [Key in MessageKey]: string }
