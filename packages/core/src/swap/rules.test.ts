import { describe, expect, test } from 'vitest'
import type { TokenBalance } from '../connection/accounts'
import type { SwapToken } from '../services/types'
import {
  exchangeRate,
  isQuoteStale,
  isSwapAmountProblem,
  minimumReceived,
  NATIVE_TOKEN_ADDRESS,
  needsApproval,
  QUOTE_STALE_MS,
  quoteKey,
  quoteProblem,
  SWAP_ERRORS,
  searchSwapTokens,
  swapErrorMessage,
  swapProblem,
  swapTokenBalance,
} from './rules'

const token = (symbol: string, address: string, decimals: number): SwapToken => ({
  name: `${symbol} token`,
  symbol,
  address: `eip155:31337:${address}`,
  decimals,
  logoUri: '',
})
const eth = token('ETH', NATIVE_TOKEN_ADDRESS, 18)
const lusd = token('lUSD', '0x700b6A60ce7EaaEA56F065753d8dcB9653dbAD35', 6)
const latch = token('LATCH', '0xA15BB66138824a1c7167f5E85b957d04Dd34E468', 18)

describe('swap rules', () => {
  test('the form is filled in order: from, to, two different tokens, an amount, a valid amount', () => {
    expect(quoteProblem({})).toBe(SWAP_ERRORS.FROM_REQUIRED)
    expect(quoteProblem({ from: lusd })).toBe(SWAP_ERRORS.TO_REQUIRED)
    expect(quoteProblem({ from: lusd, to: { ...lusd } })).toBe(SWAP_ERRORS.SAME_TOKEN)
    expect(quoteProblem({ from: lusd, to: latch })).toBe('Required')
    expect(quoteProblem({ from: lusd, to: latch, amount: ' ' })).toBe('Required')
    for (const amount of ['abc', '<b>1</b>', '12,5x'])
      expect(quoteProblem({ from: lusd, to: latch, amount })).toBe('Invalid input')
    expect(quoteProblem({ from: lusd, to: latch, amount: '12.5' })).toBeUndefined()
  })

  test("Swap's amount says why it cannot be swapped, in the words of Send's amount", () => {
    const says = (amount: string) => quoteProblem({ from: lusd, to: latch, amount })
    for (const amount of ['0', '0.000', '-1', ' -0.5 '])
      expect(says(amount), amount).toBe('Enter an amount greater than 0')
    for (const amount of ['1e6', '1,000', '1,5', '1 000'])
      expect(says(amount), amount).toBe('Write the amount as a plain number, such as 0.5')
    // lUSD has 6 decimals; trailing zeros are no decimals at all.
    expect(says('0.0000001')).toBe('Too many decimals for lUSD (at most 6)')
    expect(says('0.1000000')).toBeUndefined()
    // Each is the amount field's own, and so is more than the balance; the tokens' are not.
    const draft = { from: lusd, to: latch, amount: '0.0000001', balance: '1' }
    expect(isSwapAmountProblem(swapProblem(draft), draft)).toBe(true)
    expect(isSwapAmountProblem(swapProblem({ ...draft, amount: '2' }), draft)).toBe(true)
    expect(isSwapAmountProblem(swapProblem({ ...draft, to: lusd }), draft)).toBe(false)
    expect(isSwapAmountProblem(swapProblem({ ...draft, amount: '1' }), draft)).toBe(false)
  })

  test('more than the balance can be quoted but not swapped', () => {
    const draft = { from: lusd, to: latch, amount: '100.000001', balance: '100' }
    expect(quoteProblem(draft)).toBeUndefined()
    expect(swapProblem(draft)).toBe(SWAP_ERRORS.INSUFFICIENT_BALANCE)
    expect(swapProblem({ ...draft, amount: '100' })).toBeUndefined()
    // While the balances load nothing is claimed about them.
    expect(swapProblem({ from: lusd, to: latch, amount: '100.000001' })).toBeUndefined()
  })

  test("an amount beyond any balance (2^256 base units) is not quoted: 'Insufficient balance'", () => {
    // lUSD has 6 decimals: 2^256 base units are 2^256 / 10^6 lUSD.
    const most = (2n ** 256n - 1n).toString()
    const below = `${most.slice(0, -6)}.${most.slice(-6)}`
    expect(quoteProblem({ from: lusd, to: latch, amount: below })).toBeUndefined()
    for (const amount of [`${most.slice(0, -6)}.${'9'.repeat(6)}`, '9'.repeat(500)])
      expect(quoteProblem({ from: lusd, to: latch, amount }), amount).toBe(SWAP_ERRORS.INSUFFICIENT_BALANCE)
  })

  test('a quote answers only the draft it was asked for', () => {
    expect(quoteKey(lusd.address, latch.address, 1n)).toBe(
      quoteKey(lusd.address.toUpperCase(), latch.address, 1n),
    )
    expect(quoteKey(lusd.address, latch.address, 1n)).not.toBe(quoteKey(latch.address, lusd.address, 1n))
    expect(quoteKey(lusd.address, latch.address, 1n)).not.toBe(quoteKey(lusd.address, latch.address, 10n))
  })

  test('a quote goes stale after its life', () => {
    expect(isQuoteStale(1000, 1000 + QUOTE_STALE_MS - 1)).toBe(false)
    expect(isQuoteStale(1000, 1000 + QUOTE_STALE_MS)).toBe(true)
  })

  test('the minimum received is the quote less the slippage tolerance, rounded down', () => {
    expect(minimumReceived(1000n, 1)).toBe(990n)
    expect(minimumReceived(999n, 1)).toBe(989n)
    expect(minimumReceived(1000n, 0.5)).toBe(995n)
  })

  test('an approval is needed when the allowance is below the amount, never for the native currency', () => {
    expect(needsApproval(lusd.address, 100n, '99')).toBe(true)
    expect(needsApproval(lusd.address, 100n, undefined)).toBe(true)
    expect(needsApproval(lusd.address, 100n, '100')).toBe(false)
    expect(needsApproval(eth.address, 100n, undefined)).toBe(false)
  })

  test('the rate is what one from-token buys, across decimals', () => {
    // 250 lUSD (6 decimals) for 124.5 LATCH (18 decimals): 0.498 LATCH per lUSD.
    expect(exchangeRate({ fromAmount: '250000000', toAmount: '124500000000000000000' }, lusd, latch)).toBe(
      '0.498',
    )
    expect(exchangeRate({ fromAmount: '10000000000000000000', toAmount: '29000000000' }, eth, lusd)).toBe(
      '2900',
    )
  })

  test('a rate below one keeps six significant digits, however small, instead of reading 0', () => {
    // 99,999,999,999,999 ETH for 299,999.999999 lUSD: about 0.000000003 lUSD per ETH.
    expect(
      exchangeRate({ fromAmount: `99999999999999${'0'.repeat(18)}`, toAmount: '299999999999' }, eth, lusd),
    ).toBe('0.00000000299999')
    // 1 wei of lUSD for a million lUSD still says something.
    expect(exchangeRate({ fromAmount: '1000000000000', toAmount: '1' }, lusd, lusd)).toBe('0.000000000001')
    expect(exchangeRate({ fromAmount: '3000000', toAmount: '1000000' }, lusd, lusd)).toBe('0.333333')
    expect(exchangeRate({ fromAmount: '1000000', toAmount: '1234567891234' }, lusd, lusd)).toBe(
      '1234567.891234',
    )
  })

  test('the token picker finds by symbol, name or address start', () => {
    const all = [eth, lusd, latch]
    expect(searchSwapTokens(all, '')).toEqual(all)
    expect(searchSwapTokens(all, 'lat')).toEqual([latch])
    expect(searchSwapTokens(all, 'USD TOKEN')).toEqual([lusd])
    expect(searchSwapTokens(all, '0x700b')).toEqual([lusd])
    expect(searchSwapTokens(all, '<script>')).toEqual([])
  })

  test('a balance is the portfolio quantity of the same token; the native one has no address', () => {
    const balances = [
      { chainId: 'eip155:31337', quantity: { decimals: '18', numeric: '9.5' } },
      {
        chainId: 'eip155:31337',
        address: lusd.address.toLowerCase(),
        quantity: { decimals: '6', numeric: '120' },
      },
    ] as TokenBalance[]
    expect(swapTokenBalance(eth, balances)).toBe('9.5')
    expect(swapTokenBalance(lusd, balances)).toBe('120')
    expect(swapTokenBalance(latch, balances)).toBe('0')
  })

  test("errors read as the server's message or a declined wallet, never as raw JSON", () => {
    const http = Object.assign(new Error('HTTP status code: 400'), {
      details: {
        body: JSON.stringify({ error: { code: 'no_route', message: 'No pool route between these tokens' } }),
      },
    })
    expect(swapErrorMessage(http)).toBe('No pool route between these tokens')
    expect(swapErrorMessage(Object.assign(new Error('User rejected'), { code: 4001 }))).toBe(
      'Transaction declined in the wallet',
    )
    expect(
      swapErrorMessage(Object.assign(new Error('HTTP status code: 502'), { details: { body: '<html>' } })),
    ).toBe('HTTP status code: 502')
  })
})
