// @vitest-environment happy-dom
import { createLatch } from '@latch/core'
import { createTestAdapter } from '@latch/core/testing'
import { act, cleanup, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { ACCOUNT, mainnet, removeWrittenStyles, renderWithLatch } from '../../test/harness'
import { ConnectButton } from '../buttons/ConnectButton'
import { useAccount } from '../hooks/useAccount'
import { LatchProvider } from './LatchProvider'

beforeEach(() => localStorage.clear())
afterEach(() => {
  cleanup()
  removeWrittenStyles()
})

function Orphan() {
  useAccount()
  return null
}

describe('LatchProvider', () => {
  it('shows a client made elsewhere, so another binding and the buttons share one connection', async () => {
    const client = createLatch({
      projectId: 'test-project',
      networks: [mainnet],
      adapters: [createTestAdapter({ accounts: [ACCOUNT] })],
    })
    render(
      <LatchProvider client={client} config={{ themeMode: 'light' }}>
        <ConnectButton />
      </LatchProvider>,
    )
    await client.start()
    await act(() => client.connect({ connectorId: 'test-eip155' }))
    const button = screen.getByRole('button', { name: 'Account 0x1234…abcd' })
    expect(button.getAttribute('data-latch-theme')).toBe('light')
  })

  it('opens the Connect view from the button and lists the browser wallet as Installed', async () => {
    const user = userEvent.setup()
    const { client } = renderWithLatch(<ConnectButton />)
    await client.start()
    await user.click(screen.getByRole('button', { name: 'Connect Wallet' }))
    const dialog = await screen.findByRole('dialog', { name: 'Connect Wallet' })
    const row = await screen.findByRole('button', { name: /Test Wallet/ })
    expect(dialog.contains(row)).toBe(true)
    expect(row.textContent).toContain('Installed')
  })

  it('returns focus to the connect button when Escape closes the modal', async () => {
    const user = userEvent.setup()
    const { client } = renderWithLatch(<ConnectButton />)
    await client.start()
    const button = screen.getByRole('button', { name: 'Connect Wallet' })
    await user.click(button)
    await screen.findByRole('dialog')
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(client.store.getState().modal.open).toBe(false)
    expect(document.activeElement).toBe(button)
  })

  it('puts the nonce on the one style element it writes, the host theme variables', async () => {
    const user = userEvent.setup()
    const { client } = renderWithLatch(<ConnectButton />, {
      config: { nonce: 'n0nc3', themeVariables: { '--latch-accent': '#ff0066' } },
    })
    await client.start()
    await user.click(screen.getByRole('button', { name: 'Connect Wallet' }))
    await screen.findByRole('dialog')
    // The package's stylesheets are the bundler's (here the test run's); Latch writes only these.
    const styles = [...document.querySelectorAll('style[id^="latch-style-"]')]
    expect(styles.map((style) => style.id)).toEqual(['latch-style-variables'])
    for (const style of styles) expect(style.getAttribute('nonce')).toBe('n0nc3')
    expect(document.getElementById('latch-style-variables')?.textContent).toContain('--latch-accent:#ff0066')
  })

  it('appends the modal to document.body by default', async () => {
    const { client, container } = renderWithLatch(null)
    client.open()
    const dialog = await screen.findByRole('dialog')
    expect(container.contains(dialog)).toBe(false)
    expect(dialog.closest('.latch-root')?.parentElement).toBe(document.body)
  })

  it('renders the modal in place in embedded (inline) mode', async () => {
    const { client, container } = renderWithLatch(null, { config: { enableEmbedded: true } })
    client.open()
    const dialog = await screen.findByRole('dialog')
    expect(container.contains(dialog)).toBe(true)
    expect(dialog.hasAttribute('aria-modal')).toBe(false)
  })

  it('keeps the modal where the provider sits when appending is disabled', async () => {
    const { client, container } = renderWithLatch(null, { config: { disableAppend: true } })
    client.open()
    const dialog = await screen.findByRole('dialog')
    expect(container.contains(dialog)).toBe(true)
    expect(dialog.getAttribute('aria-modal')).toBe('true')
  })

  it('tells the developer when a hook is used outside the provider', () => {
    expect(() => render(<Orphan />)).toThrow(/inside <LatchProvider/)
  })
})
