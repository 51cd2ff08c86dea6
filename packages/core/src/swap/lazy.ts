// The client's swap slice: the draft edits are synchronous (inputs stay controlled), everything
// else arrives with the swap views on first use, never with the page.
import { lazyActions } from '../client/lazy-actions'
import type { LatchState } from '../client/state'
import type { Store } from '../store/store'
import type { SwapActions, SwapDeps } from './actions'
import type { SwapState } from './state'

export interface SwapClient extends SwapActions {
  /** Updates the draft (from, to, amount); a quote for it follows after the debounce. */
  setSwapForm(patch: Partial<Pick<SwapState, 'from' | 'to' | 'amount'>>): void
  /** Swaps the from and to tokens, keeping the amount. */
  flipSwapTokens(): void
}

export function lazySwapActions(
  store: Store<Pick<LatchState, 'swap' | 'portfolio' | 'accounts' | 'connection' | 'networks' | 'options'>>,
  deps: SwapDeps,
): SwapClient {
  const actions = lazyActions<SwapActions>(
    () => import('./actions').then(({ createSwapActions }) => createSwapActions(store, deps)),
    ['open', 'close', 'draftChanged', 'refreshQuote', 'approve', 'confirmSwap'],
  )
  const setSwapForm: SwapClient['setSwapForm'] = (patch) => {
    store.setState((state) => ({ swap: { ...state.swap, ...patch } }))
    void actions.draftChanged()
  }
  return {
    ...actions,
    setSwapForm,
    flipSwapTokens() {
      const { from, to } = store.getState().swap
      setSwapForm({ from: to, to: from })
    },
  }
}
