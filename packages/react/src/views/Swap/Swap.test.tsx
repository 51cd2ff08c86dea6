// @vitest-environment happy-dom
// The Swap form against the real services server quoting devnet's pools.
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
})
