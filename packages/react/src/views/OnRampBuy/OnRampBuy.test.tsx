// @vitest-environment happy-dom
// The Buy form against the real services server and its sandbox provider on devnet.
import { cleanup, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { openConnected, startPortfolioWorld } from '../../../test/fixtures/portfolio'

const world = startPortfolioWorld()
beforeEach(() => localStorage.clear())
afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

async function openBuy() {
  const user = userEvent.setup()
  const rendered = await openConnected(world)
  await user.click(screen.getByRole('button', { name: 'Buy' }))
  await screen.findByRole('dialog', { name: 'Buy' })
  // The default amount is quoted once the options are in.
  await screen.findByText('Total', { selector: 'dt' }, { timeout: 5000 })
  return { ...rendered, user }
}

/**
 * The amounts Buy asks quotes for, as sent. The requests go on as they are (under happy-dom the
 * in-process server cannot read the page's POST bodies, so Buy shows its flagged estimate of the
 * same amount).
 */
function quotedAmounts(): string[] {
  const asked: string[] = []
  const real = globalThis.fetch
  vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    if (String(input instanceof Request ? input.url : input).includes('/v1/onramp/quote'))
      asked.push((JSON.parse(String(init?.body)) as { amount: string }).amount)
    return real(input, init)
  })
  return asked
}

/** The value beside a quote row's label. */
const quoted = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent

describe('Buy', () => {
  it("in a decimal-comma locale 25,5 in Buy's amount is quoted as 25.5", async () => {
    const { user, client } = await openBuy()
    const asked = quotedAmounts()
    client.setLocale('de')
    const amount = (await screen.findByLabelText('Betrag')) as HTMLInputElement
    await user.clear(amount)
    await user.type(amount, '25,5')
    await waitFor(() => expect(asked.at(-1)).toBe('25.5'))
    // Each keystroke's amount within the limits, as the provider reads it: '25,' is 25. (The
    // default amount may be asked for once more before, as the locale changes.)
    expect(asked.slice(-3)).toEqual(['25', '25', '25.5'])
    // The total, written the German way.
    await waitFor(() => expect(quoted('Gesamt')).toMatch(/^25,50\s\$$/))
    expect(screen.queryByRole('alert')).toBeNull()
    expect(amount.value).toBe('25,5')
  })

  it("Buy's amount field says why an amount cannot be bought, in the words of Send's amount", async () => {
    const { user } = await openBuy()
    const amount = screen.getByLabelText('Amount') as HTMLInputElement
    const cases: [string, string][] = [
      ['0', 'Enter an amount greater than 0'],
      ['-5', 'Enter an amount greater than 0'],
      ['1e3', 'Write the amount as a plain number, such as 0.5'],
      ['10,5', 'Write the amount as a plain number, such as 0.5'],
      ['10.001', 'Too many decimals for USD (at most 2)'],
      ['9'.repeat(300), 'Amount must be between 10 and 7500 USD'],
      ['<b>10</b>', 'Invalid input'],
    ]
    for (const [typed, message] of cases) {
      await user.clear(amount)
      await user.type(amount, typed)
      await waitFor(() => expect(screen.getByRole('alert').textContent, typed).toBe(message))
      expect(amount.getAttribute('aria-invalid'), typed).toBe('true')
      expect(screen.getByRole('button', { name: /^Buy with / })).toHaveProperty('disabled', true)
      // Nothing typed is lost.
      expect(amount.value).toBe(typed)
    }
  })

  it('an amount typed before the locale changes is judged and quoted as the new locale reads it', async () => {
    const { user, client } = await openBuy()
    const asked = quotedAmounts()
    const amount = screen.getByLabelText('Amount') as HTMLInputElement
    await user.clear(amount)
    await user.type(amount, '25,5')
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('Write the amount as a plain number, such as 0.5'),
    )
    client.setLocale('de')
    await waitFor(() => expect(asked.at(-1)).toBe('25.5'))
    await waitFor(() => expect(quoted('Gesamt')).toMatch(/^25,50\s\$$/))
    expect(screen.queryByRole('alert')).toBeNull()
    expect(amount.value).toBe('25,5')
  })
})
