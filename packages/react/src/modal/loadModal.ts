// The modal shell, its styles, the Connect view and the registry of the other views are one chunk,
// fetched on the first open or earlier when the visitor points at, presses or focuses a Latch
// button. Another first view follows as soon as the modal chunk has told where it is.
import type { View } from '@latch/core'
import { chunk } from './chunk'

export const modalChunk = chunk(() => import('./Modal'))

/** Starts loading the modal and the view it is about to open on; safe to call often. */
export function prefetchModal(view: View): void {
  modalChunk
    .load()
    .then(({ VIEW_CHUNKS }) => VIEW_CHUNKS[view]?.load())
    .catch(() => {})
}
