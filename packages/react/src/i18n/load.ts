import { type Chunk, chunk } from '../modal/chunk'
import type { Translate } from './useT'

// Choosing a locale and fetching its catalogue happen in a chunk of their own, fetched only for a
// visitor who asks for a language other than English: an English page carries none of it. The
// provider hands this to useT through the runtime context, so the views that read messages do
// not import the fetching code itself.
const translations = new Map<string, Chunk<Translate>>()

/** The messages for the languages asked for (the same chunk for the same list). */
export function translationFor(asked: readonly string[]): Chunk<Translate> {
  const key = asked.join()
  const found = translations.get(key) ?? chunk(() => import('./catalogues').then((m) => m.translate(asked)))
  translations.set(key, found)
  return found
}
