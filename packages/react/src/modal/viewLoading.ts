// How a view other than Connect is fetched: through the registry of view chunks (./lazyViews), a
// chunk of its own. The registry names every view's file and the files each depends on, which is
// most of what it weighs, so the page does not carry it before the modal opens: it arrives with the
// first view reached, or once the browser is idle after opening.
import type { ComponentType } from 'react'
import { type Chunk, chunk } from './chunk'
import type { LazyView } from './lazyViews'

export const viewRegistry = chunk(() => import('./lazyViews'))

/**
 * The other views' titles and shared styles arrive beside the first of them (a small chunk
 * fetched in parallel), so the modal chunk carries Connect's alone.
 */
export const viewExtras = chunk(() => import('./viewExtras'))

const chunks = new Map<LazyView, Chunk<ComponentType>>()

/** The view's chunk: loads the registry, then the view and the views' extras. */
export function lazyView(view: LazyView): Chunk<ComponentType> {
  let found = chunks.get(view)
  if (!found) {
    found = chunk(() =>
      viewRegistry
        .load()
        .then(({ LAZY_VIEWS }) => Promise.all([LAZY_VIEWS[view](), viewExtras.load()]))
        .then(([m]) => m.default),
    )
    chunks.set(view, found)
  }
  return found
}
