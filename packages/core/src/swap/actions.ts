// The swap slice's actions, loaded with the swap views: the tokens of the active network, quotes
// (debounced while the amount is typed, asked again once stale, newest answer only, each asked
// with the network's gas price its cost is shown at), the approval and the swap through the
// connected wallet. A failed or refused step leaves the draft as it was.

import type { LatchState } from '../client/state'
import { FEATURE_ERRORS } from '../errors/codes'
import { LatchError } from '../errors/latch-error'
import { activeAccount } from '../portfolio/active-account'
import { nativeIconOf } from '../portfolio/native-icon'
import { clientTransport, waitForReceipt } from '../send/network-rpc'
import type { ServicesContext } from '../services/context'
import { SWAP_SLIPPAGE_TOLERANCE } from '../services/support'
import type { SwapQuoteParameters } from '../services/swap-calls'
import type { SwapTransaction } from '../services/types'
import type { Store } from '../store/store'
import type { ToastVariant } from '../toasts/state'
import {
  getCurrentQuote,
  getDraftQuoteKey,
  getSwapDraft,
  getSwapNetwork,
  getSwapProblem,
  getSwapState,
} from './getters'
import { gasPriceNetwork, quoteGasPrice, quoteRequest } from './network-cost'
import {
  isNativeSwapToken,
  isQuoteRetryable,
  isQuoteStale,
  QUOTE_DEBOUNCE_MS,
  QUOTE_STALE_MS,
  SWAP_ERRORS,
  swapAmountUnits,
  swapErrorMessage,
} from './rules'
import { initialSwapState, type SwapState } from './state'

export interface SwapActions {
  /** The Swap view is shown: tokens of the active network (afresh after a switch), quotes kept fresh. */
  open(): Promise<void>
  /** The swap views are gone: no more quote refreshes. */
  close(): Promise<void>
  /** The draft changed: a quote for it after the debounce, or none when it cannot be quoted. */
  draftChanged(): Promise<void>
  /** Asks for the draft's quote now (Try again, a stale quote). */
  refreshQuote(): Promise<void>
  /** Sends the router's approval for the amount, then waits for it to be mined. */
  approve(): Promise<string>
  /** Builds the swap for the current quote, sends it, and refreshes balances and activity. */
  confirmSwap(): Promise<string>
}

export interface SwapDeps {
  services: ServicesContext | undefined
  sendTransaction(transaction: { to: string; value?: bigint; data?: string }): Promise<string>
  /** Runs once the wallet has the swap: waits for it to be mined and refreshes the portfolio. */
  afterSend(transactionHash: string): Promise<void>
  showToast(message: string, variant?: ToastVariant): void
  fetch?: typeof fetch
}

type SwapStore = Store<
  Pick<LatchState, 'swap' | 'portfolio' | 'accounts' | 'connection' | 'networks' | 'options' | 'locale'>
>

export function createSwapActions(store: SwapStore, deps: SwapDeps): SwapActions {
  const patch = (next: Partial<SwapState>) =>
    store.setState((state) => ({ swap: { ...getSwapState(state), ...next } }))
  const swapState = () => getSwapState(store.getState())
  let debounce: ReturnType<typeof setTimeout> | undefined
  let staleTimer: ReturnType<typeof setTimeout> | undefined
  let watching = false
  // Only the newest request writes its answer: a slow quote for "1" must not follow one for "10".
  let turns = 0

  async function service() {
    if (!deps.services)
      throw new LatchError('SWAP_NETWORK_UNSUPPORTED', FEATURE_ERRORS.SWAPS_NETWORK_UNSUPPORTED)
    return deps.services.blockchain()
  }

  function account() {
    const found = activeAccount(store.getState())
    if (!found) throw new LatchError('CONNECTOR_NOT_CONNECTED', FEATURE_ERRORS.CONNECTOR_NOT_CONNECTED)
    return found
  }

  function clearTimers() {
    if (debounce !== undefined) clearTimeout(debounce)
    if (staleTimer !== undefined) clearTimeout(staleTimer)
    debounce = staleTimer = undefined
  }

  async function fetchQuote(): Promise<void> {
    clearTimers()
    const turn = ++turns
    const state = store.getState()
    const draft = getSwapDraft(state)
    const key = getDraftQuoteKey(state)
    const network = gasPriceNetwork(draft)
    if (!key || !network || !draft.from) {
      patch({ quote: { status: 'idle' } })
      return
    }
    patch({ quote: { status: 'loading', key } })
    try {
      const api = await service()
      const user = activeAccount(state)?.address
      const from = draft.from.address
      // The allowance is asked alongside; the gas price's answer (a refused network) is read first.
      const allowance =
        user && !isNativeSwapToken(from)
          ? api.getSwapAllowance({ tokenAddress: from, userAddress: user })
          : Promise.resolve(undefined)
      allowance.catch(() => {})
      // The quote is asked with the gas price its network cost is shown at: one price end to end.
      const gasPrice = quoteGasPrice(await api.getGasPrice(network))
      if (turn !== turns) return
      const request = quoteRequest(draft, gasPrice, user) as SwapQuoteParameters
      const [{ quotes }, allowed] = await Promise.all([api.getSwapQuote(request), allowance])
      const [quote] = quotes
      if (turn !== turns) return
      if (!quote) throw new LatchError('SWAP_NO_QUOTE', SWAP_ERRORS.NO_QUOTE)
      patch({
        quote: {
          status: 'ready',
          key,
          quote,
          gasPrice,
          at: Date.now(),
          ...(allowed ? { allowance: allowed.allowance } : {}),
        },
      })
      // Prices move with every block: a quote still shown when it goes stale is asked for again.
      if (watching) staleTimer = setTimeout(() => void fetchQuote(), QUOTE_STALE_MS)
    } catch (error) {
      if (turn === turns)
        patch({
          quote: { status: 'error', key, error: swapErrorMessage(error), retryable: isQuoteRetryable(error) },
        })
    }
  }

  async function send(tx: SwapTransaction): Promise<string> {
    return deps.sendTransaction({
      to: tx.to,
      value: BigInt(tx.value || '0'),
      ...(tx.data && tx.data !== '0x' ? { data: tx.data } : {}),
    })
  }

  /** The draft as the wallet steps need it: checked, quoted now, with the connected account. */
  function checkedDraft() {
    const state = store.getState()
    const problem = getSwapProblem(state)
    if (problem) throw new LatchError('SWAP_INVALID', problem)
    const quote = getCurrentQuote(state)
    if (quote?.status !== 'ready') throw new LatchError('SWAP_NO_QUOTE', SWAP_ERRORS.NO_QUOTE)
    const draft = getSwapDraft(state)
    const from = draft.from as NonNullable<typeof draft.from>
    const to = draft.to as NonNullable<typeof draft.to>
    return { from, to, units: swapAmountUnits(draft.amount, from) as bigint, user: account() }
  }

  return {
    async open() {
      watching = true
      const network = getSwapNetwork(store.getState())
      if (!network) return
      const current = swapState()
      if (current.network !== network) store.setState({ swap: { ...initialSwapState(), network } })
      const { tokens } = swapState()
      if (tokens.status === 'ready' || tokens.status === 'loading') {
        // An amount typed as the views closed (its debounce cleared with them) is quoted now, so
        // the form never waits for a quote nobody asked for.
        const state = store.getState()
        if (tokens.status === 'ready' && getDraftQuoteKey(state) && !getCurrentQuote(state)) {
          void fetchQuote()
          return
        }
        // Back on a swap view: the quote shown is asked for again when its life ends.
        const quote = swapState().quote
        if (quote.status !== 'ready') return
        if (staleTimer !== undefined) clearTimeout(staleTimer)
        const left = quote.at + QUOTE_STALE_MS - Date.now()
        if (isQuoteStale(quote.at, Date.now())) void fetchQuote()
        else staleTimer = setTimeout(() => void fetchQuote(), left)
        return
      }
      patch({ tokens: { ...tokens, status: 'loading' } })
      try {
        const icon = nativeIconOf(store.getState().networks.active.eip155)
        const items = (await (await service()).getSwapTokens(network)).map((token) =>
          icon && isNativeSwapToken(token.address) ? { ...token, logoUri: icon } : token,
        )
        if (swapState().network !== network) return
        // The native currency and the first other token make a ready first draft.
        const [first, second] = items
        const { from, to } = swapState()
        patch({
          tokens: { status: 'ready', items },
          ...(from ? {} : first ? { from: first.address } : {}),
          ...(to ? {} : second ? { to: second.address } : {}),
        })
        void fetchQuote()
      } catch (error) {
        if (swapState().network === network)
          patch({ tokens: { status: 'error', items: [], error: swapErrorMessage(error) } })
      }
    },

    async close() {
      watching = false
      clearTimers()
    },

    async draftChanged() {
      if (debounce !== undefined) clearTimeout(debounce)
      const state = store.getState()
      const key = getDraftQuoteKey(state)
      const quote = getSwapState(state).quote
      if (quote.status !== 'idle' && quote.key === key) return
      if (!key) {
        ++turns
        clearTimers()
        patch({ quote: { status: 'idle' } })
        return
      }
      debounce = setTimeout(() => void fetchQuote(), QUOTE_DEBOUNCE_MS)
    },

    refreshQuote: fetchQuote,

    async approve() {
      const { from, to, units, user } = checkedDraft()
      const api = await service()
      const { tx } = await api.buildApproveTransaction({
        amount: units.toString(),
        userAddress: user.address,
        from: from.address,
        to: to.address,
      })
      deps.showToast(`Approve ${from.symbol} in your wallet`, 'loading')
      const hash = await send(tx)
      deps.showToast(`Approving ${from.symbol}…`, 'loading')
      await waitForReceipt(user.network, hash, {
        ...(deps.fetch ? { fetch: deps.fetch } : {}),
        transport: await clientTransport(deps.services, user.network),
      })
      deps.showToast(`${from.symbol} approved`, 'success')
      await fetchQuote()
      return hash
    },

    async confirmSwap() {
      const { from, to, units, user } = checkedDraft()
      const api = await service()
      const built = await api.buildSwapTransaction({
        amount: units.toString(),
        userAddress: user.address,
        from: from.address,
        to: to.address,
      })
      deps.showToast(`Confirm the swap in your wallet (slippage ${SWAP_SLIPPAGE_TOLERANCE}%)`, 'loading')
      const hash = await send(built.tx)
      deps.showToast(`Swapping ${from.symbol} for ${to.symbol}…`, 'loading')
      clearTimers()
      patch({ amount: '', quote: { status: 'idle' } })
      void deps.afterSend(hash).then(
        () => deps.showToast(`Swapped ${from.symbol} for ${to.symbol}`, 'success'),
        () => {},
      )
      return hash
    },
  }
}
