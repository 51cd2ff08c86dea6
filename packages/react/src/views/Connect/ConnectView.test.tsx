// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderView } from '../../../test/harness'
import { ConnectView, type ConnectViewProps } from './ConnectView'
import { WalletList } from './WalletList'

afterEach(cleanup)

const wallets = (onAllWallets?: () => void) => (
  <WalletList
    rows={[
      { id: 'rabby', name: 'Rabby', tag: 'Installed' },
      { id: 'zerion', name: 'Zerion' },
    ]}
    onSelect={() => {}}
    onAllWallets={onAllWallets}
  />
)

function renderConnect(props: Partial<ConnectViewProps>) {
  const onAllWallets = vi.fn()
  renderView(
    <ConnectView
      methods={['email', 'social', 'wallet']}
      wallets={wallets(onAllWallets)}
      onAllWallets={onAllWallets}
      onEmail={() => {}}
      socials={['google', 'x']}
      onSocial={() => {}}
      {...props}
    />,
  )
  return { onAllWallets }
}

const walletRow = () => screen.queryByRole('button', { name: /Rabby/ })
const collapsedRow = () => screen.queryByRole('button', { name: 'Continue with a wallet' })
const guide = () => screen.queryByText("Haven't got a wallet?")

describe('ConnectView', () => {
  it('renders the connect methods in the given order', () => {
    renderConnect({ methods: ['email', 'wallet'] })
    const email = screen.getByRole('textbox', { name: 'Email' })
    const row = screen.getByRole('button', { name: /Rabby/ })
    expect(email.compareDocumentPosition(row) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
  })

  describe('collapseWallets', () => {
    it('puts the wallets behind one row beside email and social login; pressing it shows them and focuses the first', async () => {
      renderConnect({ collapseWallets: true })
      expect(walletRow()).toBeNull()
      expect(screen.queryByRole('button', { name: /All Wallets/ })).toBeNull()
      const collapsed = collapsedRow()
      expect(collapsed).not.toBeNull()
      // It stands where the wallets stand: after the social logins.
      const socials = screen.getByRole('list', { name: 'Social logins' })
      expect(
        socials.compareDocumentPosition(collapsed as Node) & Node.DOCUMENT_POSITION_FOLLOWING,
      ).toBeTruthy()
      await userEvent.click(collapsed as HTMLElement)
      expect(collapsedRow()).toBeNull()
      const first = within(screen.getByRole('list', { name: 'Wallets' })).getAllByRole('button')[0]
      expect(first?.textContent).toContain('Rabby')
      await waitFor(() => expect(document.activeElement).toBe(first))
    })

    it('is reached and pressed with the keyboard alone', async () => {
      const user = userEvent.setup()
      renderConnect({ collapseWallets: true, methods: ['wallet', 'email'], socials: [] })
      await user.tab()
      expect(document.activeElement).toBe(collapsedRow())
      await user.keyboard('{Enter}')
      await waitFor(() => expect(document.activeElement).toBe(walletRow()))
    })

    it('shows the wallets as usual when neither email nor social login shows', () => {
      renderConnect({ collapseWallets: true, onEmail: undefined, socials: [] })
      expect(collapsedRow()).toBeNull()
      expect(walletRow()).not.toBeNull()
    })

    it('is off by default: the wallets show beside email and social login', () => {
      renderConnect({})
      expect(collapsedRow()).toBeNull()
      expect(walletRow()).not.toBeNull()
    })
  })

  describe('the wallet guide', () => {
    it('closes the email and social part, and Get started opens the wallet directory', async () => {
      const { onAllWallets } = renderConnect({ walletGuide: true, methods: ['wallet', 'email', 'social'] })
      const line = guide()?.closest('p') as HTMLElement
      const socials = screen.getByRole('list', { name: 'Social logins' })
      expect(socials.compareDocumentPosition(line) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
      expect(
        (walletRow() as HTMLElement).compareDocumentPosition(line) & Node.DOCUMENT_POSITION_FOLLOWING,
      ).toBeTruthy()
      await userEvent.click(within(line).getByRole('button', { name: 'Get started' }))
      expect(onAllWallets).toHaveBeenCalledOnce()
    })

    it('follows the email field when no social login is offered', () => {
      renderConnect({ walletGuide: true, socials: [] })
      const email = screen.getByRole('textbox', { name: 'Email' })
      const line = guide() as HTMLElement
      expect(email.compareDocumentPosition(line) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
      expect(
        line.compareDocumentPosition(walletRow() as Node) & Node.DOCUMENT_POSITION_FOLLOWING,
      ).toBeTruthy()
    })

    it('is absent when turned off, without email or social login, or without a directory to open', () => {
      renderConnect({ walletGuide: false })
      expect(guide()).toBeNull()
      cleanup()
      renderConnect({ walletGuide: true, onEmail: undefined, socials: [] })
      expect(guide()).toBeNull()
      expect(walletRow()).not.toBeNull()
      cleanup()
      renderConnect({ walletGuide: true, onAllWallets: undefined })
      expect(guide()).toBeNull()
    })
  })
})
