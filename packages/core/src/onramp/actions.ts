// The Buy flow (spec sections 7 to 9): options and quote for the form, an order at the provider
// opened in its own window, then the order's status polled until the funds are sent, and the
// account refreshed. Loaded on first use (see onramp/lazy.ts): pages that never buy never load it.

import type { LatchState } from '../client/state'
import { getLocale } from '../locale/getters'
import { readLocaleDecimal } from '../numbers/locale-text'
import { activeAccount } from '../portfolio/active-account'
import type { View } from '../router/views'
import type { ServicesContext } from '../services/context'
import type { OnRampOrder } from '../services/onramp-calls'
import { DEFAULT_ONRAMP_OPTIONS } from '../services/onramp-defaults'
import type { Store } from '../store/store'
import { getOnRampState } from './getters'
import {
  buyAmountProblem,
  buyAmountText,
  isOrderSettled,
  ONRAMP_MESSAGES,
  ONRAMP_PROVIDER,
  ORDER_POLL_LIMIT_MS,
  ORDER_POLL_MS,
  paymentLimit,
  paymentMethodsOf,
} from './rules'
import type { BuyForm, OnRampState } from './state'

/** The window the provider's page opens in; opened blank by the click, so no pop-up blocker stops it. */
export interface ProviderWindow {
  location: { href: string }
  opener?: unknown
  closed?: boolean
  close(): void
}

export interface OnRampDeps {
  services?: ServicesContext | undefined
  pushView(view: View): void
  /** Balances and activity after the funds arrived (waits for the transaction first). */
  refreshAfterPurchase(transactionHash: string): Promise<void>
  pollMs?: number
  wait?: (ms: number) => Promise<void>
}

export interface OnRampActions {
  /** The payment currencies, methods and limits; the built-in USD/EUR list if the service fails. */
  loadOptions(): Promise<void>
  /** Changes the form, then asks for a quote of the new amount. */
  setBuyForm(patch: Partial<BuyForm>): Promise<void>
  /** A quote for the form as it stands; the local estimate (flagged) if the service fails. */
  fetchQuote(): Promise<void>
  /**
   * Creates the order, sends the provider window (opened blank in the click with
   * `openProviderWindow`) to its page and follows the order.
   */
  buy(providerWindow?: ProviderWindow | null): Promise<void>
  /** The account's past purchases (the `onramp` history filter). */
  fetchPurchases(): Promise<void>
  /** Stops following the order and clears it (the visitor starts again). */
  resetOrder(): Promise<void>
}

type OnRampStore = Store<Pick<LatchState, 'onramp' | 'accounts' | 'connection' | 'networks' | 'locale'>>

export function createOnRampActions(store: OnRampStore, deps: OnRampDeps): OnRampActions {
  const slice = () => getOnRampState(store.getState())
  const set = (patch: Partial<OnRampState> | ((slice: OnRampState) => Partial<OnRampState>)) =>
    store.setState((state) => {
      const current = getOnRampState(state)
      return { onramp: { ...current, ...(typeof patch === 'function' ? patch(current) : patch) } }
    })
  const wait = deps.wait ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)))
  // Only the newest quote may write its answer; only the newest order is followed.
  let quotes = 0
  let follows = 0

  async function blockchain() {
    if (!deps.services) throw new Error('No services server is configured')
    return deps.services.blockchain()
  }

  // The amount as typed in the modal's locale, in the plain form the rules and the provider read:
  // read as Send reads its amount ('25,5' in German is 25.5, Persian digits are digits).
  const amountOf = ({ form }: OnRampState) =>
    readLocaleDecimal(form.amount.trim(), getLocale(store.getState()))

  const problemOf = (state: OnRampState) => {
    const { options, form } = state
    return buyAmountProblem(
      amountOf(state),
      paymentLimit(options.value, form.paymentCurrency, form.paymentMethod),
      form.paymentCurrency,
    )
  }

  async function follow(orderId: string) {
    const mine = ++follows
    const began = Date.now()
    while (mine === follows && Date.now() - began < ORDER_POLL_LIMIT_MS) {
      await wait(deps.pollMs ?? ORDER_POLL_MS)
      if (mine !== follows) return
      let order: OnRampOrder
      try {
        order = await (await blockchain()).getOnRampOrder(orderId)
      } catch {
        continue // A missed poll is asked again at the next tick.
      }
      if (mine !== follows) return
      set((s) => (s.order ? { order: { ...order, url: s.order.url } } : {}))
      if (order.status === 'completed' && order.transactionHash) {
        await deps.refreshAfterPurchase(order.transactionHash).catch(() => {})
        await actions.fetchPurchases().catch(() => {})
      }
      if (isOrderSettled(order.status)) return
    }
  }

  const actions: OnRampActions = {
    async loadOptions() {
      if (slice().options.status === 'loading') return
      set((s) => ({ options: { ...s.options, status: 'loading' } }))
      const value = await (await blockchain()).getOnRampOptions()
      set((s) => {
        const currency = value.paymentCurrencies.some((c) => c.id === s.form.paymentCurrency)
          ? s.form.paymentCurrency
          : (value.paymentCurrencies[0]?.id ?? s.form.paymentCurrency)
        const methods = paymentMethodsOf(value, currency)
        const method = methods.includes(s.form.paymentMethod)
          ? s.form.paymentMethod
          : (methods[0] ?? s.form.paymentMethod)
        return {
          options: { status: 'ready', value, fallback: value === DEFAULT_ONRAMP_OPTIONS },
          form: { ...s.form, paymentCurrency: currency, paymentMethod: method },
        }
      })
    },

    async setBuyForm(patch) {
      set((s) => ({ form: { ...s.form, ...patch } }))
      await actions.fetchQuote()
    },

    async fetchQuote() {
      const mine = ++quotes
      const state = slice()
      const account = activeAccount(store.getState())
      const problem = problemOf(state)
      if (problem || !account) {
        set({ quote: { status: 'idle', ...(problem ? { problem } : {}) } })
        return
      }
      set((s) => ({ quote: { status: 'loading', ...(s.quote.value ? { value: s.quote.value } : {}) } }))
      const value = await (await blockchain()).getOnRampQuote({
        purchaseCurrency: account.network.nativeCurrency.symbol,
        paymentCurrency: state.form.paymentCurrency,
        paymentMethod: state.form.paymentMethod,
        amount: buyAmountText(amountOf(state)),
        network: account.network.caipNetworkId,
      })
      if (mine === quotes) set({ quote: { status: 'ready', value } })
    },

    async buy(providerWindow) {
      const state = slice()
      const account = activeAccount(store.getState())
      const problem = problemOf(state)
      if (problem || !account || state.starting) {
        if (problem) set({ quote: { ...state.quote, problem } })
        providerWindow?.close()
        return
      }
      set({ starting: true, error: undefined })
      try {
        const { url, orderId } = await (await blockchain()).createOnRampOrder({
          destinationWallets: [
            {
              address: account.address,
              blockchains: [account.network.caipNetworkId],
              assets: [account.network.nativeCurrency.symbol],
            },
          ],
          defaultNetwork: account.network.caipNetworkId,
          partnerUserId: account.address,
          presetFiatAmount: Number(buyAmountText(amountOf(state))),
          paymentCurrency: state.form.paymentCurrency,
          paymentMethod: state.form.paymentMethod,
        })
        if (!providerWindow) throw new Error(ONRAMP_MESSAGES.POPUP_BLOCKED)
        // The provider's page gets no handle on the modal's page.
        providerWindow.opener = null
        providerWindow.location.href = url
        const quote = state.quote.value
        set({
          starting: false,
          order: {
            orderId,
            url,
            status: 'created',
            network: account.network.caipNetworkId,
            address: account.address,
            purchaseAmount: quote?.purchaseAmount ?? {
              amount: '',
              currency: account.network.nativeCurrency.symbol,
            },
            paymentTotal: quote?.paymentTotal ?? {
              amount: buyAmountText(amountOf(state)),
              currency: state.form.paymentCurrency,
            },
          },
        })
        deps.pushView('OnRampProgress')
        void follow(orderId)
      } catch (error) {
        providerWindow?.close()
        const message =
          error instanceof Error && error.message === ONRAMP_MESSAGES.POPUP_BLOCKED
            ? ONRAMP_MESSAGES.POPUP_BLOCKED
            : ONRAMP_MESSAGES.ORDER_FAILED
        set({ starting: false, error: message })
      }
    },

    async fetchPurchases() {
      const account = activeAccount(store.getState())
      if (!account) return
      const page = await (await blockchain()).getActivity({
        account: account.address,
        caipNetworkId: account.network.caipNetworkId,
        onramp: ONRAMP_PROVIDER.id,
      })
      set({ purchases: page.data })
    },

    async resetOrder() {
      follows++
      set({ order: undefined, error: undefined, starting: false })
    },
  }
  return actions
}
