// @vitest-environment happy-dom
import { createMemoryBackend, getTokenBalance } from '@latch/core'
import { cleanup, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { openConnected, startPortfolioWorld } from '../../../test/fixtures/portfolio'
import { holdRestore, renderWithLatch } from '../../../test/harness'

const world = startPortfolioWorld()
beforeEach(() => localStorage.clear())
afterEach(cleanup)

describe('Tokens tab', () => {
  it('lists the account tokens sorted by USD value, quantities rounded down to 3 decimals, USD in en-US', async () => {
    const { client } = await openConnected(world)
    const list = await screen.findByRole('list', { name: 'Tokens' })
    const rows = within(list).getAllByRole('listitem')
    const served = getTokenBalance(client.store.getState())
    expect(rows).toHaveLength(served.length)
    const usd = rows.map((row) => row.querySelector('.latch-token-value')?.textContent ?? '')
    for (const text of usd) expect(text).toMatch(/^\$\d{1,3}(,\d{3})*\.\d{2}$/)
    const values = usd.map((text) => Number(text.replace(/[$,]/g, '')))
    expect(values).toEqual([...values].sort((a, b) => b - a))
    for (const row of rows) {
      const name = row.querySelector('.latch-token-name')?.textContent
      const token = served.find((t) => t.name === name)
      // The quantity and its symbol are one left-to-right run, kept in order in a right-to-left locale.
      const run = row.querySelector('.latch-token-side .latch-muted bdi[dir="ltr"]')
      const shown = run?.textContent ?? ''
      const [quantity = '', symbol] = shown.split(' ')
      expect(symbol).toBe(token?.symbol)
      // At most 3 decimals, grouped in en-US format like the dollars, never more than held, less by under 0.001.
      expect(quantity).toMatch(/^\d{1,3}(,\d{3})*(\.\d{1,3})?$/)
      const held = Number(token?.quantity.numeric)
      const value = Number(quantity.replaceAll(',', ''))
      expect(value).toBeLessThanOrEqual(held)
      expect(held - value).toBeLessThan(0.001)
    }
    expect(rows.map((row) => row.querySelector('.latch-token-name')?.textContent)).toContain('Latch USD')
  })

  it('opened while a reload restores the connection, lists the tokens once the connection is back', async () => {
    const storage = createMemoryBackend()
    const config = {
      projectId: 'latch-demo',
      networks: [world.network],
      servicesUrl: world.server.url,
      storage,
    }
    const adapterOptions = { accounts: [world.account(0)], chainId: world.network.id }
    const first = renderWithLatch(null, { config, adapter: adapterOptions })
    await first.client.start()
    await first.client.connect({ connectorId: 'test-eip155' })
    cleanup()
    // The page reloads: the wallet answers the restore only when released.
    const { adapter } = first
    const release = holdRestore(adapter)
    const { client } = renderWithLatch(null, { config: { ...config, adapters: [adapter] } })
    void client.start()
    client.open()
    await screen.findByRole('button', { name: 'Disconnect' })
    expect(client.store.getState().connection.status.eip155).toBe('reconnecting')
    expect(screen.getByRole('status', { name: 'Loading tokens' })).toBeTruthy()
    release()
    const list = await screen.findByRole('list', { name: 'Tokens' })
    expect(within(list).getAllByRole('listitem').length).toBeGreaterThan(0)
  })

  it('shows a loading state, then the empty state for an account that holds nothing', async () => {
    await openConnected(world, { account: '0x000000000000000000000000000000000000dEaD' })
    expect(screen.getByRole('status', { name: 'Loading tokens' })).toBeTruthy()
    expect(await screen.findByText('No tokens yet')).toBeTruthy()
  })

  it("shows an error state and the 'Token Balance Unavailable' toast when the services server is down", async () => {
    await openConnected(world, { config: { servicesUrl: 'http://127.0.0.1:9/' } })
    expect(await screen.findByText('Token balances are unavailable')).toBeTruthy()
    await waitFor(() => expect(screen.getByText('Token Balance Unavailable')).toBeTruthy())
  })

  it('offers Buy, Swap, Receive then Send, in the default wallet feature order', async () => {
    await openConnected(world)
    const actions = document.querySelector('.latch-feature-actions')
    expect([...(actions?.querySelectorAll('button') ?? [])].map((b) => b.textContent)).toEqual([
      'Buy',
      'Swap',
      'Receive',
      'Send',
    ])
  })
})
