import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import type { LatchState } from '../client/state'
import { initialPortfolioState } from '../portfolio/state'
import { createServicesContext } from '../services/context'
import { createStore } from '../store/store'
import { createSwapActions } from './actions'
import { getCurrentQuote, getDraftQuoteKey, getSwapState, isQuotePending } from './getters'
import { QUOTE_DEBOUNCE_MS, QUOTE_STALE_MS } from './rules'
import { initialSwapState } from './state'

// The swap actions against a stand-in services server: what is asked, when, and which answer wins.

const CHAIN = 'eip155:31337'
const ETH = `${CHAIN}:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee`
const LUSD = `${CHAIN}:0x700b6A60ce7EaaEA56F065753d8dcB9653dbAD35`
const tokens = [
  { name: 'Ether', symbol: 'ETH', address: ETH, decimals: 18, logoUri: '' },
  { name: 'Latch USD', symbol: 'lUSD', address: LUSD, decimals: 6, logoUri: '' },
]

function setup(
  options: { swapChainIds?: number[]; networkIcon?: string; locale?: string[] } = { swapChainIds: [31337] },
) {
  const asked: string[] = []
  const held: Array<() => void> = []
  let holdNext = false
  const fetch = vi.fn(async (input: string | URL | Request) => {
    const url = new URL(String(input))
    asked.push(
      `${url.pathname}${url.pathname.endsWith('quotes') ? `:${url.searchParams.get('amount')}` : ''}`,
    )
    const body = url.pathname.endsWith('/tokens')
      ? { tokens }
      : url.pathname.endsWith('/gas-price')
        ? { standard: '1000000000', fast: '1500000000', instant: '2000000000' }
        : {
            quotes: [
              { fromAmount: url.searchParams.get('amount'), toAmount: `${url.searchParams.get('amount')}0` },
            ],
          }
    if (holdNext) {
      holdNext = false
      await new Promise<void>((resolve) => held.push(resolve))
    }
    return new Response(JSON.stringify(body), { status: 200 })
  })
  const services = createServicesContext({
    baseUrl: 'http://services.test',
    projectId: 'p',
    fetch: fetch as typeof globalThis.fetch,
    ...options,
  })
  const network = {
    caipNetworkId: CHAIN,
    chainNamespace: 'eip155',
    id: 31337,
    ...(options.networkIcon ? { assets: { imageUrl: options.networkIcon } } : {}),
  }
  const store = createStore({
    swap: initialSwapState(),
    portfolio: initialPortfolioState(),
    accounts: {},
    connection: { connections: {}, status: 'disconnected' },
    networks: { active: { eip155: network }, activeNamespace: 'eip155', requested: [network] },
    options: { swapChainIds: options.swapChainIds },
    locale: options.locale ?? ['en'],
  } as unknown as LatchState)
  const actions = createSwapActions(store, {
    services,
    sendTransaction: vi.fn(),
    afterSend: vi.fn(),
    showToast: vi.fn(),
  })
  const type = async (amount: string) => {
    store.setState((s) => ({ swap: { ...getSwapState(s), amount } }))
    await actions.draftChanged()
  }
  return { store, actions, asked, type, hold: () => (holdNext = true), release: () => held.shift()?.() }
}

describe('swap actions', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  test('opening loads the tokens and drafts the native currency into the first other token', async () => {
    const { store, actions } = setup()
    await actions.open()
    expect(getSwapState(store.getState())).toMatchObject({
      network: CHAIN,
      from: ETH,
      to: LUSD,
      tokens: { status: 'ready' },
    })
  })

  test("the native currency is drawn with its network's icon; other tokens keep their own", async () => {
    const { store, actions } = setup({ swapChainIds: [31337], networkIcon: 'https://i.test/network.svg' })
    await actions.open()
    const { tokens } = getSwapState(store.getState())
    expect(tokens.items.find((token) => token.address === ETH)?.logoUri).toBe('https://i.test/network.svg')
    expect(tokens.items.find((token) => token.address === LUSD)?.logoUri).toBe('')
  })

  test('a network off the swap list loads nothing', async () => {
    const { store, actions, asked } = setup({ swapChainIds: [1] })
    await actions.open()
    expect(asked).toEqual([])
    expect(getSwapState(store.getState()).tokens.status).toBe('idle')
  })

  test('typing asks for one quote once the amount stays unchanged for the debounce', async () => {
    const { actions, asked, type } = setup()
    await actions.open()
    await type('1')
    await type('12')
    await type('12.5')
    expect(asked.filter((a) => a.includes('quotes'))).toEqual([])
    await vi.advanceTimersByTimeAsync(QUOTE_DEBOUNCE_MS)
    expect(asked.filter((a) => a.includes('quotes'))).toEqual(['/v1/convert/quotes:12500000000000000000'])
  })

  test('a slow answer for an older amount never replaces the newer one', async () => {
    const { store, actions, type, hold, release } = setup()
    await actions.open()
    hold()
    await type('1')
    await vi.advanceTimersByTimeAsync(QUOTE_DEBOUNCE_MS)
    await type('2')
    await vi.advanceTimersByTimeAsync(QUOTE_DEBOUNCE_MS)
    release()
    await vi.advanceTimersByTimeAsync(0)
    const quote = getCurrentQuote(store.getState())
    expect(quote?.status === 'ready' && quote.quote.fromAmount).toBe('2000000000000000000')
  })

  test('a quote still shown is asked for again once stale, and no more after the views close', async () => {
    const { actions, asked, type } = setup()
    await actions.open()
    await type('1')
    await vi.advanceTimersByTimeAsync(QUOTE_DEBOUNCE_MS)
    const count = () => asked.filter((a) => a.includes('quotes')).length
    expect(count()).toBe(1)
    await vi.advanceTimersByTimeAsync(QUOTE_STALE_MS)
    expect(count()).toBe(2)
    await actions.close()
    await vi.advanceTimersByTimeAsync(QUOTE_STALE_MS * 2)
    expect(count()).toBe(2)
  })

  test('the quote is pending from the keystroke until its answer, through the debounce; a failed one is not', async () => {
    const { store, actions, type, hold, release } = setup()
    await actions.open()
    await vi.advanceTimersByTimeAsync(0)
    // Nothing to quote: nothing pending, nothing known.
    expect(isQuotePending(store.getState())).toBe(false)
    hold()
    await type('1')
    expect(isQuotePending(store.getState())).toBe(true)
    await vi.advanceTimersByTimeAsync(QUOTE_DEBOUNCE_MS)
    expect(isQuotePending(store.getState())).toBe(true)
    release()
    await vi.advanceTimersByTimeAsync(0)
    expect(getCurrentQuote(store.getState())?.status).toBe('ready')
    expect(isQuotePending(store.getState())).toBe(false)
    const key = getDraftQuoteKey(store.getState()) as string
    store.setState((s) => ({
      swap: { ...getSwapState(s), quote: { status: 'error', key, error: 'x', retryable: true } },
    }))
    expect(isQuotePending(store.getState())).toBe(false)
  })

  test('an amount typed just before the views closed is quoted when they open again', async () => {
    const { store, actions, type } = setup()
    await actions.open()
    await type('1')
    await actions.close()
    await vi.advanceTimersByTimeAsync(QUOTE_DEBOUNCE_MS)
    await actions.open()
    await vi.advanceTimersByTimeAsync(0)
    expect(getCurrentQuote(store.getState())?.status).toBe('ready')
    expect(isQuotePending(store.getState())).toBe(false)
  })

  test("in a decimal-comma locale 1,5 in Swap's amount is quoted as 1.5", async () => {
    const quoted = async (locale: string, amount: string) => {
      const { actions, asked, type } = setup({ swapChainIds: [31337], locale: [locale] })
      await actions.open()
      await type(amount)
      await vi.advanceTimersByTimeAsync(QUOTE_DEBOUNCE_MS)
      return asked.filter((a) => a.includes('quotes'))
    }
    const oneAndAHalf = ['/v1/convert/quotes:1500000000000000000']
    expect(await quoted('de', '1,5')).toEqual(oneAndAHalf)
    expect(await quoted('fr-CA', ' 1,5 ')).toEqual(oneAndAHalf)
    // Persian: its own digits and decimal sign.
    expect(await quoted('fa', '۱٫۵')).toEqual(oneAndAHalf)
    // The plain form is read in every locale; grouping never is.
    expect(await quoted('de', '1.5')).toEqual(oneAndAHalf)
    expect(await quoted('de', '1.000,5')).toEqual([])
    // Where the decimal sign is '.', '1,5' is no amount: nothing is asked.
    expect(await quoted('en', '1,5')).toEqual([])
  })

  test('an amount no balance can reach asks for no quote and waits for none', async () => {
    const { store, actions, asked, type } = setup()
    await actions.open()
    await type('9'.repeat(500))
    expect(isQuotePending(store.getState())).toBe(false)
    await vi.advanceTimersByTimeAsync(QUOTE_DEBOUNCE_MS)
    expect(asked.filter((a) => a.includes('quotes'))).toEqual([])
    expect(getSwapState(store.getState()).amount).toBe('9'.repeat(500))
  })

  test('clearing the amount drops the quote', async () => {
    const { store, actions, type } = setup()
    await actions.open()
    await type('1')
    await vi.advanceTimersByTimeAsync(QUOTE_DEBOUNCE_MS)
    await type('')
    expect(getSwapState(store.getState()).quote).toEqual({ status: 'idle' })
  })
})
