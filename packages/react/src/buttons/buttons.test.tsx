// @vitest-environment happy-dom
import { act, cleanup, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Profiler } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { pairingAdapter } from '../../test/fixtures/pairing'
import { renderWithLatch } from '../../test/harness'
import { useAccount } from '../hooks/useAccount'
import { ConnectButton } from './ConnectButton'
import { NetworkButton } from './NetworkButton'

beforeEach(() => localStorage.clear())
afterEach(cleanup)

describe('ConnectButton', () => {
  it('shows the account with a generated avatar once connected, and opens Account', async () => {
    const user = userEvent.setup()
    const { client } = renderWithLatch(<ConnectButton />)
    await client.start()
    expect(screen.getByRole('button', { name: 'Connect Wallet' })).toBeTruthy()
    await act(() => client.connect({ connectorId: 'test-eip155' }))
    const button = screen.getByRole('button', { name: 'Account 0x1234…abcd' })
    expect(button.querySelector('.latch-avatar svg')).not.toBeNull()
    await user.click(button)
    expect(await screen.findByRole('dialog', { name: 'Account' })).toBeTruthy()
  })

  it('shows the remembered account from the first render while a stored connection is restored, and offers to connect if it fails', async () => {
    const first = renderWithLatch(<ConnectButton />)
    await first.client.start()
    await act(() => first.client.connect({ connectorId: 'test-eip155' }))
    first.unmount()
    // A new page load: the account shows at once (no "Connect Wallet"), busy until synced.
    const { client } = renderWithLatch(<ConnectButton />)
    const button = screen.getByRole('button', { name: 'Account 0x1234…abcd' })
    expect(button.getAttribute('aria-busy')).toBe('true')
    // This page's wallet no longer grants access: the restore fails and the button offers to connect.
    await act(() => client.start())
    expect(screen.getByRole('button', { name: 'Connect Wallet' })).toBeTruthy()
  })

  it('offers to connect again once the visitor closed the WalletConnect QR, while the pairing lives on and still connects', async () => {
    const user = userEvent.setup()
    const adapter = pairingAdapter()
    function Status() {
      return <output aria-label="status">{useAccount().status}</output>
    }
    const { client } = renderWithLatch(
      <>
        <ConnectButton />
        <Status />
      </>,
      { config: { adapters: [adapter] } },
    )
    await client.start()
    await user.click(screen.getByRole('button', { name: 'Connect Wallet' }))
    await user.click(await screen.findByRole('button', { name: /^WalletConnect/ }))
    await screen.findByRole('img', { name: 'QR code to connect WalletConnect' })
    await user.click(screen.getByRole('button', { name: 'Close' }))
    expect(screen.queryByRole('dialog')).toBeNull()

    // The attempt is still under way for other readers; the button reads as what the visitor can do.
    expect(screen.getByRole('status', { name: 'status' }).textContent).toBe('connecting')
    const button = screen.getByRole('button', { name: 'Connect Wallet' })
    expect(button.getAttribute('aria-busy')).toBeNull()

    // The phone answers the pairing after all: the page connects with no new click.
    act(() => adapter.approve())
    expect(await screen.findByRole('button', { name: 'Account 0x1234…abcd' })).toBeTruthy()
    expect(adapter.proposals()).toBe(1)
  })
})

/** Latch's button, its commits counted, on a started client. */
async function startedCountingRenders() {
  const renders = vi.fn()
  const { client } = renderWithLatch(
    <Profiler id="button" onRender={renders}>
      <ConnectButton />
    </Profiler>,
  )
  await act(() => client.start())
  return { client, renders }
}

describe('ConnectButton at load', () => {
  it('renders once for a page with nothing stored: the start, English browser locales included, changes nothing it shows', async () => {
    const { client, renders } = await startedCountingRenders()
    expect(client.store.getState().locale.length).toBeGreaterThan(0)
    expect(screen.getByRole('button', { name: 'Connect Wallet' })).toBeTruthy()
    // Each extra commit at load also costs heap: a reconciler run often enough is compiled.
    expect(renders).toHaveBeenCalledTimes(1)
  })
})

describe('ConnectButton in the click that opens the modal', () => {
  it('is not rendered again: it reads nothing that opening or the first act changes', async () => {
    const { renders } = await startedCountingRenders()
    renders.mockClear()
    // A click with no pointer or focus before it: the visitor's first act and the open together.
    act(() => screen.getByRole('button', { name: 'Connect Wallet' }).click())
    expect(await screen.findByRole('dialog', { name: 'Connect Wallet' })).toBeTruthy()
    expect(renders).not.toHaveBeenCalled()
  })

  it('a render function still hears that the modal is open', async () => {
    const { client } = renderWithLatch(
      <ConnectButton>
        {({ isOpen, open }) => (
          <button type="button" onClick={() => open()}>
            {isOpen ? 'Open' : 'Closed'}
          </button>
        )}
      </ConnectButton>,
    )
    await act(() => client.start())
    act(() => screen.getByRole('button', { name: 'Closed' }).click())
    expect(await screen.findByRole('button', { name: 'Open' })).toBeTruthy()
  })
})

describe('NetworkButton', () => {
  it('shows the active network and follows a switch', async () => {
    const { client } = renderWithLatch(<NetworkButton />)
    expect(screen.getByRole('button', { name: /Ethereum/ })).toBeTruthy()
    await act(() => client.switchNetwork('eip155:10'))
    await waitFor(() => expect(screen.getByRole('button', { name: /OP Mainnet/ })).toBeTruthy())
  })

  it('opens the network list with the current network marked', async () => {
    const user = userEvent.setup()
    renderWithLatch(<NetworkButton />)
    await user.click(screen.getByRole('button', { name: /Ethereum/ }))
    const dialog = await screen.findByRole('dialog', { name: 'Choose Network' })
    const current = await screen.findByRole('button', { name: /Ethereum.*Active/ })
    expect(dialog.contains(current)).toBe(true)
    expect(current.getAttribute('aria-current')).toBe('true')
  })
})
