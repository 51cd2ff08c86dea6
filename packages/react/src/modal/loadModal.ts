// The modal shell and its styles are one chunk, fetched on the first open or earlier when the
// visitor points at, presses or focuses a Latch button.
import type { View } from '@latch/core'
import { chunk } from './chunk'
import { VIEW_CHUNKS } from './viewChunks'

export const modalChunk = chunk(() => import('./Modal').then((module) => module.Modal))

/** Starts loading the modal and the view it is about to open on; safe to call often. */
export function prefetchModal(view: View): void {
  void modalChunk.load().catch(() => {})
  void VIEW_CHUNKS[view]?.load().catch(() => {})
}
