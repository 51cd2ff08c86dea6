// A view's code is fetched when the visitor is about to reach it: when they point at or focus the
// control that leads there (the press follows within a few hundred milliseconds, about what a
// chunk takes), or else when the modal shows it. Opening the modal fetches nothing ahead.
import type { LazyView } from './lazyViews'
import { lazyView } from './viewLoading'

export interface ReachHandlers {
  onPointerEnter?: () => void
  onFocus?: () => void
}

/**
 * Handlers for a control that leads to `view`, spread on it: `<button {...reach('WalletSend')}>`.
 * A chunk loads once however often they fire; a failed fetch (offline, a deploy in between) is
 * tried again when the view is shown.
 */
export function reach(view: LazyView): ReachHandlers {
  const start = () =>
    void lazyView(view)
      .load()
      .catch(() => {})
  return { onPointerEnter: start, onFocus: start }
}
