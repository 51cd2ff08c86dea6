// @vitest-environment happy-dom
// The Buy form against the real services server and its sandbox provider on devnet.
import { cleanup, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { openConnected, startPortfolioWorld } from '../../../test/fixtures/portfolio'

const world = startPortfolioWorld()
beforeEach(() => localStorage.clear())
afterEach(cleanup)

async function openBuy() {
  const user = userEvent.setup()
  const rendered = await openConnected(world)
  await user.click(screen.getByRole('button', { name: 'Buy' }))
  await screen.findByRole('dialog', { name: 'Buy' })
  // The default amount is quoted once the options are in.
  await screen.findByText('Total', { selector: 'dt' }, { timeout: 5000 })
  return { ...rendered, user }
}

/** The value beside a quote row's label. */
const quoted = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent

describe('Buy', () => {
  it("in a decimal-comma locale 25,5 in Buy's amount is quoted as 25.5", async () => {
    const { user, client } = await openBuy()
    client.setLocale('de')
    const amount = (await screen.findByLabelText('Betrag')) as HTMLInputElement
    await user.clear(amount)
    await user.type(amount, '25,5')
    // The total the provider quotes, written the German way.
    await waitFor(() => expect(quoted('Gesamt')).toMatch(/^25,50\s\$$/))
    expect(screen.queryByRole('alert')).toBeNull()
    expect(amount.value).toBe('25,5')
  })
})
