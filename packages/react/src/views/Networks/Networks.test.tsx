// @vitest-environment happy-dom
import { act, cleanup, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { renderWithLatch } from '../../../test/harness'

beforeEach(() => localStorage.clear())
afterEach(cleanup)

async function openNetworks() {
  const rendered = renderWithLatch(null)
  await rendered.client.start()
  await act(() => rendered.client.connect({ connectorId: 'test-eip155' }))
  act(() => rendered.client.open({ view: 'Networks' }))
  await screen.findByRole('button', { name: /OP Mainnet/ })
  return rendered
}

describe('Networks view', () => {
  it('switches through the wallet on click; opened alone, back then closes the modal', async () => {
    const user = userEvent.setup()
    const { client } = await openNetworks()
    await user.click(screen.getByRole('button', { name: /OP Mainnet/ }))
    await waitFor(() => expect(client.store.getState().modal.open).toBe(false))
    expect(client.getActiveNetwork()?.caipNetworkId).toBe('eip155:10')
  })

  it('keeps the list and the current network when the wallet refuses the switch', async () => {
    const user = userEvent.setup()
    const { client, adapter } = await openNetworks()
    adapter.failNext('switchNetwork', Object.assign(new Error('User rejected the request.'), { code: 4001 }))
    await user.click(screen.getByRole('button', { name: /OP Mainnet/ }))
    await waitFor(() => expect(client.getActiveNetwork()?.caipNetworkId).toBe('eip155:1'))
    expect(client.store.getState().modal.open).toBe(true)
    expect(screen.getByRole('button', { name: /Ethereum.*Active/ }).getAttribute('aria-current')).toBe('true')
  })
})
