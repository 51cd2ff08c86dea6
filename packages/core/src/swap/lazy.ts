// The client's swap slice: its code arrives with the swap views on first use, never with the page.
// The draft edits the views make synchronously are in ./draft.ts, which loads with them.
import { lazyActions } from '../client/lazy-actions'
import type { LatchState } from '../client/state'
import type { Store } from '../store/store'
import type { SwapActions, SwapDeps } from './actions'

export function lazySwapActions(
  store: Store<
    Pick<LatchState, 'swap' | 'portfolio' | 'accounts' | 'connection' | 'networks' | 'options' | 'locale'>
  >,
  deps: SwapDeps,
): SwapActions {
  return lazyActions<SwapActions>(
    () => import('./actions').then(({ createSwapActions }) => createSwapActions(store, deps)),
    ['open', 'close', 'draftChanged', 'refreshQuote', 'approve', 'confirmSwap'],
  )
}
