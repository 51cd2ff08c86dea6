// @vitest-environment happy-dom
import type { SwapQuote, SwapToken } from '@latch/core'
import { cleanup, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { renderView } from '../../test/harness'
import { usdText } from '../i18n/money'
import { AccountView } from '../views/Account/AccountView'
import { SIWXSignMessageView } from '../views/SIWXSignMessage/SIWXSignMessageView'
import { withLtr } from './Ltr'
import { SwapDetails } from './SwapDetails'

afterEach(cleanup)

/** The direction of the isolating element around `text`, or undefined when nothing isolates it. */
const isolatedAs = (text: string) => screen.getByText(text).closest('bdi')?.getAttribute('dir') ?? undefined

describe('left-to-right runs in a right-to-left locale', () => {
  it('a message keeps its words and isolates each value, kept whole on one line; values side by side make one run', () => {
    renderView(
      <p>
        {withLtr('تم دفع {amount} {symbol} إلى {email}', {
          amount: '-1.5',
          symbol: 'ETH',
          email: 'a-1@x.io',
        })}
      </p>,
    )
    expect(isolatedAs('-1.5 ETH')).toBe('ltr')
    expect(isolatedAs('a-1@x.io')).toBe('ltr')
    expect(screen.getByText(/تم دفع/).tagName).toBe('P')
    // Moved to the next line whole rather than broken at its hyphen.
    expect(getComputedStyle(screen.getByText('a-1@x.io')).display).toBe('inline-block')
  })

  it('Swap details: the rate, the network cost and the least received are isolated; dollars in the locale form', async () => {
    const token = (symbol: string, decimals: number): SwapToken => ({
      name: symbol,
      symbol,
      decimals,
      address: `eip155:1:0x${symbol}`,
      logoUri: '',
    })
    const quote: SwapQuote = {
      fromAmount: '250000000',
      toAmount: '124469879000000000000',
      priceImpact: 0.12,
    }
    renderView(
      <SwapDetails
        quote={quote}
        from={token('lUSD', 6)}
        to={token('LATCH', 18)}
        networkCost={150_000_000_000_000n}
        native={{ symbol: 'ETH', decimals: 18, price: 3000 }}
      />,
      { locale: 'ar' },
    )
    await screen.findByText('السعر')
    expect(isolatedAs('1 lUSD = 0.497879 LATCH')).toBe('ltr')
    expect(isolatedAs('123.22518 LATCH')).toBe('ltr')
    const cost = screen.getByText('0.00015 ETH')
    expect(cost.closest('bdi')?.getAttribute('dir')).toBe('ltr')
    expect(cost.closest('dd')?.textContent).toBe(`0.00015 ETH (~${usdText(0.45, 'ar')})`)
  })

  it('Account: the balance with its symbol and the address are isolated', async () => {
    renderView(
      <AccountView
        address="0x1234567890abcdef1234567890abcdef1234abcd"
        balance="98,765.432"
        symbol="LATCH"
        onCopy={() => {}}
        onDisconnect={() => {}}
      />,
      { locale: 'ar' },
    )
    await screen.findByRole('tab', { name: 'الرموز' })
    expect(isolatedAs('98,765.432 LATCH')).toBe('ltr')
    expect(isolatedAs('0x1234…abcd')).toBe('ltr')
  })

  it("Sign-in: the app's statement takes its own direction; the domain and account read left to right", async () => {
    renderView(
      <SIWXSignMessageView
        appName="Latch demo"
        badge={{ name: 'Latch' }}
        domain="demo.latch.test"
        statement="Sign in to the Latch demo."
        account="0x1234…abcd"
        signing={false}
        onSign={() => {}}
        onCancel={() => {}}
      />,
      { locale: 'ar' },
    )
    await screen.findByRole('button', { name: 'إلغاء' })
    expect(isolatedAs('Sign in to the Latch demo.')).toBe('auto')
    expect(isolatedAs('demo.latch.test')).toBe('ltr')
    expect(isolatedAs('0x1234…abcd')).toBe('ltr')
  })
})
