// @vitest-environment happy-dom
import { solana } from '@latch/core'
import { createTestAdapter } from '@latch/core/testing'
import { act, cleanup, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { mainnet, optimism, renderWithLatch } from '../../../test/harness'

type Client = ReturnType<typeof renderWithLatch>['client']

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

  it("says the switch to the network failed, with the wallet's own reason under it", async () => {
    const user = userEvent.setup()
    const { adapter } = await openNetworks()
    adapter.failNext(
      'switchNetwork',
      new Error('Invalid params: rpcUrls[0] could not be reached: HTTP request failed.'),
    )
    await user.click(screen.getByRole('button', { name: /OP Mainnet/ }))
    const toast = await waitFor(() => document.querySelector('.latch-toast') as HTMLElement)
    expect(toast.firstChild?.textContent).toBe('Could not switch to OP Mainnet')
    expect(toast.querySelector('.latch-toast-detail')?.textContent).toBe(
      'Invalid params: rpcUrls[0] could not be reached: HTTP request failed.',
    )
  })
})

describe('Networks view, switching to a namespace with no connection yet', () => {
  // Connected on eip155; the page's Solana wallet is not connected.
  async function connectedOnEvm() {
    const sol = createTestAdapter({ namespace: 'solana', accounts: ['So1'] })
    const rendered = renderWithLatch(null, {
      config: { networks: [mainnet, optimism, solana], adapters: [createTestAdapter(), sol] },
    })
    await rendered.client.start()
    await act(() => rendered.client.connect({ connectorId: 'test-eip155' }))
    return rendered
  }

  it.each([
    ['the Account view', (client: Client) => client.open({ view: 'Account' })],
    ['the header', (client: Client) => client.open({ view: 'Networks' })],
  ])('shows Connect for Solana when reached from %s, and Back then closes', async (_from, open) => {
    const user = userEvent.setup()
    const { client } = await connectedOnEvm()
    act(() => open(client))
    if (client.store.getState().router.view === 'Account') act(() => client.router.push('Networks'))
    await user.click(await screen.findByRole('button', { name: /Solana/ }))
    await waitFor(() => expect(client.store.getState().router.view).toBe('Connect'))
    expect(client.store.getState().modal.open).toBe(true)
    expect(screen.queryByText('No account connected.')).toBeNull()
    act(() => client.router.back())
    expect(client.store.getState().modal.open).toBe(false)
  })
})

describe('Networks view with the embedded wallet', () => {
  const fantom = { ...optimism, id: 250, caipNetworkId: 'eip155:250' as const, name: 'Fantom' }

  // The page also has a Solana wallet, as a multi-chain page does.
  async function openWith(type: 'AUTH' | 'INJECTED') {
    const evm = createTestAdapter({ connectors: [{ id: 'wallet', name: 'Wallet', type, chain: 'eip155' }] })
    const sol = createTestAdapter({ namespace: 'solana', accounts: ['So1'] })
    const rendered = renderWithLatch(null, {
      config: { networks: [mainnet, optimism, fantom, solana], adapters: [evm, sol] },
    })
    await rendered.client.start()
    await act(() => rendered.client.connect({ connectorId: 'wallet' }))
    act(() => rendered.client.open({ view: 'Networks' }))
    await screen.findByRole('button', { name: /OP Mainnet/ })
    return rendered
  }

  it('offers only the networks the embedded wallet serves while it is the connection', async () => {
    await openWith('AUTH')
    expect(screen.queryByRole('button', { name: /Fantom/ })).toBeNull()
    expect(screen.getByRole('button', { name: /Ethereum/ })).toBeTruthy()
  })

  it('does not offer an email user the Solana networks the embedded wallet cannot sign for yet', async () => {
    await openWith('AUTH')
    expect(screen.queryByRole('button', { name: /Solana/ })).toBeNull()
  })

  it('offers every network to any other wallet', async () => {
    await openWith('INJECTED')
    expect(screen.getByRole('button', { name: /Fantom/ })).toBeTruthy()
    expect(screen.getByRole('button', { name: /Solana/ })).toBeTruthy()
  })
})
