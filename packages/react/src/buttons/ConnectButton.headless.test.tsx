// @vitest-environment happy-dom
import { act, cleanup, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { renderWithLatch } from '../../test/harness'
import { ConnectButton } from './ConnectButton'
import type { ConnectButtonRenderProps } from './useConnectButton'

beforeEach(() => localStorage.clear())
afterEach(cleanup)

/** A host's own button: draws from the render props and keeps the last ones for the test to read. */
function hostButton(seen: { props?: ConnectButtonRenderProps }) {
  return (props: ConnectButtonRenderProps) => {
    seen.props = props
    return (
      <div>
        <button type="button" className="host" onClick={() => props.open()}>
          {props.account ? `${props.account.displayName} ${props.account.balance ?? ''}` : 'Sign in'}
        </button>
        <button type="button" onClick={props.openNetworks}>
          {props.network?.isUnsupported ? 'Fix network' : (props.network?.name ?? 'No network')}
        </button>
        <span data-testid="status">{props.status}</span>
      </div>
    )
  }
}

describe('ConnectButton with a render function', () => {
  it('draws only what the host returns, disconnected, with the active network', () => {
    const seen: { props?: ConnectButtonRenderProps } = {}
    const { container } = renderWithLatch(<ConnectButton>{hostButton(seen)}</ConnectButton>)
    expect(container.querySelector('.latch-button')).toBeNull()
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Ethereum' })).toBeTruthy()
    expect(seen.props).toMatchObject({ status: 'disconnected', isConnected: false, isOpen: false })
    expect(seen.props?.account).toBeUndefined()
    expect(seen.props?.network).toMatchObject({ name: 'Ethereum', caipNetworkId: 'eip155:1', chainId: 1 })
    // Nothing is fetched from another host before the visitor acts, network icons included.
    expect(seen.props?.network?.iconUrl).toBeUndefined()
  })

  it('receives the account, its display name and balance once connected, and opens and closes the modal', async () => {
    const user = userEvent.setup()
    const seen: { props?: ConnectButtonRenderProps } = {}
    const { client } = renderWithLatch(<ConnectButton showBalance>{hostButton(seen)}</ConnectButton>)
    await client.start()
    await act(() => client.connect({ connectorId: 'test-eip155' }))
    await screen.findByRole('button', { name: '0x1234…abcd 1.234' })
    expect(seen.props).toMatchObject({ status: 'connected', isConnected: true })
    expect(seen.props?.account).toEqual({
      address: '0x1234567890abcdef1234567890abcdef1234abcd',
      caipAddress: 'eip155:1:0x1234567890abcdef1234567890abcdef1234abcd',
      displayName: '0x1234…abcd',
      profileImage: undefined,
      balance: '1.234',
      balanceSymbol: 'ETH',
    })
    await user.click(screen.getByRole('button', { name: '0x1234…abcd 1.234' }))
    expect(await screen.findByRole('dialog', { name: 'Account' })).toBeTruthy()
    expect(seen.props?.isOpen).toBe(true)
    act(() => {
      expect(seen.props?.close()).toBe(true)
    })
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(seen.props?.isOpen).toBe(false)
  })

  it('opens a view the host asks for, and the network list from the network action', async () => {
    const user = userEvent.setup()
    const seen: { props?: ConnectButtonRenderProps } = {}
    renderWithLatch(<ConnectButton>{hostButton(seen)}</ConnectButton>)
    await user.click(screen.getByRole('button', { name: 'Ethereum' }))
    expect(await screen.findByRole('dialog', { name: 'Choose Network' })).toBeTruthy()
    act(() => void seen.props?.close())
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    act(() => seen.props?.open('AllWallets'))
    expect(await screen.findByRole('dialog', { name: 'All Wallets' })).toBeTruthy()
  })

  it('marks a wallet on an unrequested network, and the network action opens the switch view', async () => {
    const user = userEvent.setup()
    const seen: { props?: ConnectButtonRenderProps } = {}
    const { client, adapter } = renderWithLatch(<ConnectButton>{hostButton(seen)}</ConnectButton>)
    await client.start()
    await act(() => client.connect({ connectorId: 'test-eip155' }))
    act(() => adapter.emit({ type: 'chainChanged', connectorId: 'test-eip155', chainId: 999 }))
    await screen.findByRole('dialog', { name: 'Switch Network' })
    expect(seen.props?.network?.isUnsupported).toBe(true)
    act(() => void client.close())
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    await user.click(screen.getByRole('button', { name: 'Fix network' }))
    expect(await screen.findByRole('dialog', { name: 'Switch Network' })).toBeTruthy()
  })

  it('shows the remembered account from the first render while a stored connection is restored', async () => {
    const first = renderWithLatch(<ConnectButton />)
    await first.client.start()
    await act(() => first.client.connect({ connectorId: 'test-eip155' }))
    first.unmount()
    const seen: { props?: ConnectButtonRenderProps } = {}
    renderWithLatch(<ConnectButton>{hostButton(seen)}</ConnectButton>)
    expect(seen.props?.status).toBe('connecting')
    expect(seen.props?.isConnected).toBe(false)
    expect(seen.props?.account?.displayName).toBe('0x1234…abcd')
  })

  it('hands on a wallet-sent name as text and leaves out an image URL that is not http(s) or inline', async () => {
    const seen: { props?: ConnectButtonRenderProps } = {}
    const { client, container } = renderWithLatch(<ConnectButton>{hostButton(seen)}</ConnectButton>)
    await client.start()
    await act(() => client.connect({ connectorId: 'test-eip155' }))
    const name = '<img src=x onerror="alert(1)">'
    const connected = client.store.getState().accounts.eip155
    if (!connected) throw new Error('not connected')
    act(() =>
      client.store.setState((state) => ({
        accounts: {
          ...state.accounts,
          eip155: { ...connected, profileName: name, profileImage: 'javascript:alert(1)' },
        },
      })),
    )
    expect(seen.props?.account?.displayName).toBe(name)
    expect(seen.props?.account?.profileImage).toBeUndefined()
    expect(container.querySelector('img')).toBeNull()
    expect(screen.getByRole('button', { name: new RegExp(name.slice(0, 8)) })).toBeTruthy()
  })
})

describe('ConnectButton showBalance', () => {
  it('reads the native balance once connected and shows it beside the account', async () => {
    const { client } = renderWithLatch(<ConnectButton showBalance />)
    await client.start()
    await act(() => client.connect({ connectorId: 'test-eip155' }))
    const button = screen.getByRole('button', { name: 'Account 0x1234…abcd' })
    await waitFor(() => expect(button.querySelector('.latch-button-balance')?.textContent).toBe('1.234 ETH'))
    // One left-to-right run, so a right-to-left page keeps the amount before its symbol.
    expect(button.querySelector('.latch-button-balance')?.getAttribute('dir')).toBe('ltr')
  })

  it('reads the balance again when the network changes, and not on unrelated changes', async () => {
    const { client } = renderWithLatch(<ConnectButton showBalance />)
    await client.start()
    await act(() => client.connect({ connectorId: 'test-eip155' }))
    await screen.findByText('1.234 ETH')
    const reads = vi.spyOn(client, 'refreshBalance')
    act(() => client.setThemeMode('dark'))
    expect(reads).not.toHaveBeenCalled()
    await act(() => client.switchNetwork('eip155:10'))
    expect(reads).toHaveBeenCalledWith('eip155')
  })

  it('shows no balance without it', async () => {
    const { client } = renderWithLatch(<ConnectButton />)
    await client.start()
    await act(() => client.connect({ connectorId: 'test-eip155' }))
    const button = screen.getByRole('button', { name: 'Account 0x1234…abcd' })
    expect(button.querySelector('.latch-button-balance')).toBeNull()
    expect(client.store.getState().accounts.eip155?.balance).toBeUndefined()
  })
})
