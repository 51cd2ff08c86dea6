// @vitest-environment happy-dom
import { cleanup, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { renderWithLatch } from '../../../test/harness'

beforeEach(() => localStorage.clear())
afterEach(cleanup)

describe('Connect view', () => {
  it('lists the connectors from core state, a wallet announced and injected only once', async () => {
    const { client } = renderWithLatch(null, {
      adapter: {
        connectors: [
          {
            id: 'injected',
            name: 'Browser Wallet',
            type: 'INJECTED',
            chain: 'eip155',
            info: { rdns: 'io.rabby' },
          },
          { id: 'io.rabby', name: 'Rabby', type: 'ANNOUNCED', chain: 'eip155', info: { rdns: 'io.rabby' } },
          { id: 'ext', name: 'Hardware', type: 'EXTERNAL', chain: 'eip155' },
        ],
      },
    })
    await client.start()
    client.open()
    await screen.findByRole('dialog', { name: 'Connect Wallet' })
    const rows = await screen.findAllByRole('button', { name: /Rabby|Hardware|Browser Wallet/ })
    expect(rows.map((row) => row.querySelector('.latch-row-label')?.textContent)).toEqual([
      'Rabby',
      'Hardware',
    ])
  })

  it('connects through core when a wallet is chosen, then closes', async () => {
    const user = userEvent.setup()
    const { client, adapter } = renderWithLatch(null)
    await client.start()
    client.open()
    await user.click(await screen.findByRole('button', { name: /Test Wallet/ }))
    await waitFor(() => expect(client.store.getState().modal.open).toBe(false))
    expect(adapter.prompts).toBe(1)
    expect(client.isConnected('eip155')).toBe(true)
  })

  it('offers no All Wallets row without a WalletConnect adapter to reach directory wallets', async () => {
    const { client } = renderWithLatch(null, { config: { servicesUrl: 'http://127.0.0.1:9' } })
    await client.start()
    client.open()
    await screen.findByRole('button', { name: /Test Wallet/ })
    expect(client.options.features.allWallets).toBe(true)
    expect(screen.queryByRole('button', { name: /All Wallets/ })).toBeNull()
  })
})
