// @vitest-environment happy-dom
// The Swap form against the real services server quoting devnet's pools.
import { getCurrentQuote } from '@latch/core'
import { cleanup, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { openConnected, startPortfolioWorld } from '../../../test/fixtures/portfolio'

const world = startPortfolioWorld()
beforeEach(() => localStorage.clear())
afterEach(cleanup)

async function openSwap() {
  const user = userEvent.setup()
  const rendered = await openConnected(world, { config: { swapChainIds: [Number(world.network.id)] } })
  await user.click(screen.getByRole('button', { name: 'Swap' }))
  await screen.findByRole('dialog', { name: 'Swap' })
  await screen.findByRole('button', { name: 'lUSD: change the token to receive' }, { timeout: 5000 })
  return { ...rendered, user }
}

const received = () => screen.getByRole('status', { name: 'You receive' })

describe('Swap', () => {
  it('shows no figure until one is quoted, a loading state while it comes, then the amount grouped and a rate that is not 0', async () => {
    const { user } = await openSwap()
    // Nothing typed: nothing is known, and no number pretends otherwise.
    expect(received().textContent).not.toMatch(/\d/)
    await user.type(screen.getByLabelText('You pay'), '99999999999999')
    // From the keystroke (the debounce included) until the answer: loading, no number.
    expect(received().getAttribute('aria-busy')).toBe('true')
    expect(received().textContent).toBe('Fetching quote…')
    await waitFor(() => expect(received().textContent).toMatch(/\d/), { timeout: 5000 })
    // Grouped like the figures under it (the pool holds far less than it is asked).
    expect(received().textContent).toMatch(/^\d{1,3}(,\d{3})+(\.\d+)?$/)
    const rate = screen.getByText('Rate').nextElementSibling?.textContent
    expect(rate).toMatch(/^1 ETH = 0\.0*[1-9]\d* lUSD$/)
  })

  it("in a decimal-comma locale 1,5 in Swap's amount is quoted as 1.5 and reviewed as 1,5", async () => {
    const { user, client } = await openSwap()
    client.setLocale('de')
    await user.type(await screen.findByLabelText('Du zahlst'), '1,5')
    const quoted = () => getCurrentQuote(client.store.getState())
    await waitFor(() => expect(quoted()?.status).toBe('ready'), { timeout: 5000 })
    const quote = quoted()
    expect(quote?.status === 'ready' && quote.quote.fromAmount).toBe('1500000000000000000')
    // What is typed stays as typed.
    expect((screen.getByLabelText('Du zahlst') as HTMLInputElement).value).toBe('1,5')
    await user.click(screen.getByRole('button', { name: 'Swap prüfen' }))
    expect(await screen.findByText('1,5 ETH')).toBeTruthy()
  })

  it("Swap's amount field says why an amount cannot be swapped, in the words of Send's amount", async () => {
    const { user } = await openSwap()
    const amount = screen.getByLabelText('You pay') as HTMLInputElement
    const cases: [string, string][] = [
      ['0', 'Enter an amount greater than 0'],
      ['-5', 'Enter an amount greater than 0'],
      ['1e3', 'Write the amount as a plain number, such as 0.5'],
      ['1,5', 'Write the amount as a plain number, such as 0.5'],
      ['0.1234567890123456789012345', 'Too many decimals for ETH (at most 18)'],
      ['12,5x', 'Invalid input'],
    ]
    for (const [typed, message] of cases) {
      await user.clear(amount)
      await user.type(amount, typed)
      expect(screen.getByRole('alert').textContent, typed).toBe(message)
      expect(amount.getAttribute('aria-invalid'), typed).toBe('true')
      expect(screen.getByRole('button', { name: 'Review swap' })).toHaveProperty('disabled', true)
      // Nothing typed is lost.
      expect(amount.value).toBe(typed)
    }
  })

  it('an amount typed before the locale changes is quoted as the new locale reads it', async () => {
    const { user, client } = await openSwap()
    await user.type(screen.getByLabelText('You pay'), '1,5')
    expect(screen.getByRole('alert').textContent).toBe('Write the amount as a plain number, such as 0.5')
    client.setLocale('de')
    const quoted = () => getCurrentQuote(client.store.getState())
    await waitFor(() => expect(quoted()?.status).toBe('ready'), { timeout: 5000 })
    const quote = quoted()
    expect(quote?.status === 'ready' && quote.quote.fromAmount).toBe('1500000000000000000')
    expect(screen.queryByRole('alert')).toBeNull()
    expect((screen.getByLabelText('Du zahlst') as HTMLInputElement).value).toBe('1,5')
  })

  it("a huge amount says 'Insufficient balance' at once and keeps every digit typed", async () => {
    const { user } = await openSwap()
    const amount = screen.getByLabelText('You pay') as HTMLInputElement
    await user.click(amount)
    await user.paste('9'.repeat(500))
    expect(screen.getByRole('alert').textContent).toBe('Insufficient balance')
    expect(amount.getAttribute('aria-invalid')).toBe('true')
    // No quote is asked, so none is awaited.
    expect(received().getAttribute('aria-busy')).toBeNull()
    expect(amount.value).toBe('9'.repeat(500))
  })
})
