// @vitest-environment happy-dom
import { cleanup, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderView } from '../../../test/harness'
import { Dialog } from '../../modal/Dialog'
import { AccountView } from './AccountView'

afterEach(cleanup)

const ADDRESS = '0x1234567890abcdef1234567890abcdef1234abcd'

describe('AccountView', () => {
  it('shows the shortened address, a generated avatar and the balance with its symbol', () => {
    renderView(
      <AccountView
        address={ADDRESS}
        balance="1.234"
        symbol="ETH"
        onCopy={() => {}}
        onDisconnect={() => {}}
      />,
    )
    expect(screen.getByText('0x1234…abcd')).toBeTruthy()
    expect(screen.getByText('1.234 ETH')).toBeTruthy()
    expect(document.querySelector('.latch-avatar[data-generated] svg')).not.toBeNull()
  })

  it('offers a name with its zone written left to right, which a right-to-left locale would reverse', () => {
    renderView(
      <AccountView
        address={ADDRESS}
        balance="0.00"
        symbol="ETH"
        nameOffer={{ zone: 'latch.id', onChoose: () => {} }}
        onCopy={() => {}}
        onDisconnect={() => {}}
      />,
    )
    expect(screen.getByText('.latch.id').closest('[dir]')?.getAttribute('dir')).toBe('ltr')
  })

  it('shows the profile name and image when known', () => {
    renderView(
      <AccountView
        address={ADDRESS}
        profileName="alice.eth"
        profileImage="https://x.test/a.png"
        balance="0.00"
        symbol="ETH"
        onCopy={() => {}}
        onDisconnect={() => {}}
      />,
    )
    expect(screen.getByText('alice.eth')).toBeTruthy()
    expect(document.querySelector('.latch-avatar img')?.getAttribute('src')).toBe('https://x.test/a.png')
  })

  it('copies, links to the explorer and disconnects', async () => {
    const onCopy = vi.fn()
    const onDisconnect = vi.fn()
    renderView(
      <AccountView
        address={ADDRESS}
        balance="0.00"
        symbol="ETH"
        explorerUrl={`https://explorer.test/address/${ADDRESS}`}
        onCopy={onCopy}
        onDisconnect={onDisconnect}
      />,
    )
    await userEvent.click(screen.getByRole('button', { name: 'Copy address' }))
    expect(onCopy).toHaveBeenCalledOnce()
    expect(screen.getByRole('button', { name: 'Copied' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Explorer' }).getAttribute('href')).toBe(
      `https://explorer.test/address/${ADDRESS}`,
    )
    await userEvent.click(screen.getByRole('button', { name: 'Disconnect' }))
    expect(onDisconnect).toHaveBeenCalledOnce()
  })

  it("shows a long email with its whole domain, cut in the local part's middle, and names it in full", () => {
    const email = 'ada-1795589951983-3@example.com'
    renderView(
      <AccountView
        address={ADDRESS}
        balance="0.00"
        symbol="ETH"
        email={{ address: email, onChange: () => {} }}
        onCopy={() => {}}
        onDisconnect={() => {}}
      />,
    )
    const row = screen.getByRole('button', { name: `${email} Change` })
    const label = row.querySelector('.latch-row-label')
    expect(label?.getAttribute('title')).toBe(email)
    expect(label?.querySelector('[aria-hidden="true"]')?.textContent).toBe('ada-1…83-3@example.com')
  })

  it("puts the network switch in the dialog header's free start slot, named by the network; with a back button there it is a row", async () => {
    const onNetworks = vi.fn()
    const account = (
      <AccountView
        address={ADDRESS}
        balance="0.00"
        symbol="ETH"
        network={{ name: 'Latch Devnet' }}
        onNetworks={onNetworks}
        onCopy={() => {}}
        onDisconnect={() => {}}
      />
    )
    const shell = (onBack?: () => void) => (
      <Dialog
        title="Account"
        theme="light"
        placement="inline"
        sheet={false}
        onClose={() => {}}
        onBack={onBack}
      >
        {account}
      </Dialog>
    )
    const { rerender } = renderView(shell())
    const inHeader = screen.getByRole('button', { name: 'Latch Devnet Switch' })
    expect(inHeader.closest('.latch-header')).not.toBeNull()
    expect(inHeader.getAttribute('title')).toBe('Latch Devnet')
    expect(document.querySelector('.latch-list')?.textContent).not.toContain('Latch Devnet')
    await userEvent.click(inHeader)
    expect(onNetworks).toHaveBeenCalledOnce()

    rerender(shell(() => {}))
    await waitFor(() =>
      expect(
        screen.getByRole('button', { name: 'Latch Devnet Switch' }).closest('.latch-list'),
      ).not.toBeNull(),
    )
    expect(screen.getAllByRole('button', { name: 'Latch Devnet Switch' })).toHaveLength(1)
  })

  it('has Tokens, NFTs and Activity tabs, each with an empty state', async () => {
    renderView(
      <AccountView address={ADDRESS} balance="0.00" symbol="ETH" onCopy={() => {}} onDisconnect={() => {}} />,
    )
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Tokens', 'NFTs', 'Activity'])
    expect(screen.getByRole('tabpanel').textContent).toContain('No tokens yet')
    await userEvent.click(screen.getByRole('tab', { name: 'Activity' }))
    expect(screen.getByRole('tab', { name: 'Activity' }).getAttribute('aria-selected')).toBe('true')
    expect(screen.getByRole('tabpanel').textContent).toContain('No activity yet')
  })

  it('moves between tabs with the arrow keys', async () => {
    const user = userEvent.setup()
    renderView(
      <AccountView address={ADDRESS} balance="0.00" symbol="ETH" onCopy={() => {}} onDisconnect={() => {}} />,
    )
    screen.getByRole('tab', { name: 'Tokens' }).focus()
    await user.keyboard('{ArrowRight}')
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'NFTs' }))
    expect(screen.getByRole('tabpanel').textContent).toContain('No NFTs yet')
    await user.keyboard('{ArrowLeft}{ArrowLeft}')
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Activity' }))
  })

  it('moves between tabs in the reading direction: right to left, ArrowLeft goes to the next tab', async () => {
    const user = userEvent.setup()
    renderView(
      <AccountView address={ADDRESS} balance="0.00" symbol="ETH" onCopy={() => {}} onDisconnect={() => {}} />,
      { locale: 'ar' },
    )
    const tokens = await screen.findByRole('tab', { name: 'الرموز' })
    tokens.focus()
    await user.keyboard('{ArrowLeft}')
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'NFT' }))
    await user.keyboard('{ArrowRight}{ArrowRight}')
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'النشاط' }))
  })

  it("a smart account offers 'Switch to your EOA', says it is not deployed yet, and switches on click", async () => {
    const onSwitch = vi.fn()
    const view = (current: 'eoa' | 'smartAccount', deployed: boolean, switching = false) => (
      <AccountView
        address={ADDRESS}
        balance="1"
        symbol="ETH"
        onCopy={() => {}}
        onDisconnect={() => {}}
        accountType={{ current, deployed, switching, onSwitch }}
      />
    )
    const { rerender } = renderView(view('smartAccount', false))
    expect(screen.getByTestId('account-type').textContent).toBe('Smart account · not deployed yet')
    await userEvent.click(screen.getByRole('button', { name: /Switch to your EOA/ }))
    expect(onSwitch).toHaveBeenCalledTimes(1)
    rerender(view('smartAccount', true))
    expect(screen.getByTestId('account-type').textContent).toBe('Smart account')
    rerender(view('eoa', true, true))
    expect(screen.getByTestId('account-type').textContent).toBe('EOA')
    const back = screen.getByRole('button', { name: /Switch to your smart account/ }) as HTMLButtonElement
    expect(back.disabled).toBe(true)
  })

  it('offers no account switch where the wallet has no smart account', () => {
    renderView(
      <AccountView address={ADDRESS} balance="1" symbol="ETH" onCopy={() => {}} onDisconnect={() => {}} />,
    )
    expect(screen.queryByText(/Switch to your/)).toBeNull()
    expect(screen.queryByTestId('account-type')).toBeNull()
  })

  it('names a fixed account type (Bitcoin payment) with no switch', () => {
    renderView(
      <AccountView
        address="bcrt1qa248psmf8fwse7nd4fwf5dqljdh8wmtmlxhkxa"
        balance="10"
        symbol="BTC"
        accountTypeLabel="Payment account"
        onCopy={() => {}}
        onDisconnect={() => {}}
      />,
    )
    expect(screen.getByTestId('account-type').textContent).toBe('Payment account')
    expect(screen.queryByText(/Switch to your/)).toBeNull()
  })
})
