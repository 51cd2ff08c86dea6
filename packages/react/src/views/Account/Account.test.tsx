// @vitest-environment happy-dom
import {
  type ChainNamespace,
  createMemoryBackend,
  type EmbeddedWalletUser,
  polkadot,
  solana,
} from '@latch/core'
import { createTestAdapter } from '@latch/core/testing'
import { cleanup, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ACCOUNT, devnet, holdRestore, renderWithLatch } from '../../../test/harness'

beforeEach(() => localStorage.clear())
afterEach(cleanup)

async function connected(options: Parameters<typeof renderWithLatch>[1] = {}) {
  const rendered = renderWithLatch(null, options)
  await rendered.client.start()
  await rendered.client.connect({ connectorId: 'test-eip155' })
  rendered.client.open()
  await screen.findByRole('dialog', { name: 'Account' })
  // The view is its own lazy chunk.
  await screen.findByRole('button', { name: 'Disconnect' })
  return rendered
}

describe('Account view', () => {
  it('shows the short address and the native balance rounded down to 3 decimals', async () => {
    await connected()
    expect(await screen.findByText('0x1234…abcd')).toBeTruthy()
    expect(await screen.findByText('1.234 ETH')).toBeTruthy()
  })

  it('opens on the tab the host chose before connecting, and keeps the visitor’s choice across opens', async () => {
    const user = userEvent.setup()
    const rendered = renderWithLatch(null, {})
    const { client } = rendered
    await client.start()
    client.portfolio.setCurrentTab('Activity')
    await client.connect({ connectorId: 'test-eip155' })
    client.open()
    await screen.findByRole('button', { name: 'Disconnect' })
    expect(screen.getByRole('tab', { name: 'Activity' }).getAttribute('aria-selected')).toBe('true')
    await user.click(screen.getByRole('tab', { name: 'NFTs' }))
    expect(client.store.getState().accounts.eip155?.currentTab).toBe('NFTs')
    client.close()
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    client.open()
    await screen.findByRole('button', { name: 'Disconnect' })
    expect(screen.getByRole('tab', { name: 'NFTs' }).getAttribute('aria-selected')).toBe('true')
  })

  it('shows the Activity tab only with the history feature on', async () => {
    await connected()
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Tokens', 'NFTs', 'Activity'])
    cleanup()
    await connected({ config: { features: { history: false } } })
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Tokens', 'NFTs'])
  })

  it('opens on Tokens when the chosen tab is Activity and the history feature is off', async () => {
    const rendered = renderWithLatch(null, { config: { features: { history: false } } })
    await rendered.client.start()
    rendered.client.portfolio.setCurrentTab('Activity')
    await rendered.client.connect({ connectorId: 'test-eip155' })
    rendered.client.open()
    await screen.findByRole('button', { name: 'Disconnect' })
    expect(screen.getByRole('tab', { name: 'Tokens' }).getAttribute('aria-selected')).toBe('true')
  })

  it('on polkadot (signatures only) shows the address and EOA with no balance, no balance read, no Send and no Swap', async () => {
    const address = '15oF4uVJwmo4TdGW7VfQxNLavjCXviqxT9S1MgbjMNHr6Sp5'
    const rendered = renderWithLatch(null, {
      adapter: { namespace: 'polkadot', accounts: [address], balance: '9.5' },
      config: { networks: [polkadot], features: { send: true, receive: true, swaps: true } },
    })
    const balanceRead = vi.spyOn(rendered.adapter, 'getBalance')
    await rendered.client.start()
    await rendered.client.connect({ connectorId: 'test-polkadot' })
    rendered.client.open()
    await screen.findByRole('button', { name: 'Disconnect' })
    expect(screen.getByTestId('account-type').textContent).toBe('EOA')
    expect(document.querySelector('.latch-balance')).toBeNull()
    expect(screen.queryByText(/DOT/)).toBeNull()
    expect(screen.getByRole('button', { name: 'Receive' })).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Send' })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Swap' })).toBeNull()
    expect(balanceRead).not.toHaveBeenCalled()
  })

  it('offers Swap on eip155 and not on solana, where swaps do not run', async () => {
    await connected()
    const features = () => screen.getAllByRole('button').map((button) => button.textContent)
    expect(features()).toContain('Swap')
    cleanup()
    const rendered = renderWithLatch(null, {
      config: { networks: [solana] },
      adapter: { namespace: 'solana', accounts: ['9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM'] },
    })
    await rendered.client.start()
    await rendered.client.connect({ connectorId: 'test-solana' })
    rendered.client.open()
    await screen.findByRole('button', { name: 'Disconnect' })
    expect(features()).toContain('Send')
    expect(features()).not.toContain('Swap')
  })

  it('an email user has the account-type switch on eip155, where the wallet has a smart account, and none on Solana, where its one account is its EOA', async () => {
    const SMART = '0x5555555555555555555555555555555555555555'
    const SOLANA = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM'
    const email = (namespace: ChainNamespace, address: string) =>
      createTestAdapter({
        namespace,
        accounts: [address],
        connectors: [{ id: 'latch-embedded', name: 'Email', type: 'AUTH', chain: namespace }],
      })
    const rendered = renderWithLatch(null, {
      config: { networks: [devnet, solana], adapters: [email('eip155', SMART), email('solana', SOLANA)] },
    })
    const { client } = rendered
    /** The user as the embedded wallet reads it in on the namespace. */
    const readIn = (namespace: ChainNamespace, user: EmbeddedWalletUser) =>
      client.store.setState((state) => ({
        accounts: { ...state.accounts, [namespace]: { ...state.accounts[namespace], user } },
      }))
    await client.start()
    await client.connect({ connectorId: 'latch-embedded', namespace: 'eip155' })
    readIn('eip155', {
      email: 'ada@example.com',
      address: SMART,
      chainId: devnet.id,
      accounts: [
        { address: SMART, type: 'smartAccount' },
        { address: ACCOUNT, type: 'eoa' },
      ],
      preferredAccountType: 'smartAccount',
      smartAccountDeployed: true,
    })
    client.open()
    expect(await screen.findByRole('button', { name: 'Switch to your EOA' })).toBeTruthy()
    expect(screen.getByTestId('account-type').textContent).toBe('Smart account')

    await client.switchNetwork(solana)
    readIn('solana', {
      email: 'ada@example.com',
      address: SOLANA,
      chainId: solana.caipNetworkId,
      accounts: [{ address: SOLANA, type: 'eoa' }],
      preferredAccountType: 'eoa',
      smartAccountDeployed: false,
    })
    await waitFor(() => expect(screen.getByTestId('account-type').textContent).toBe('EOA'))
    expect(screen.getByText('ada@example.com')).toBeTruthy()
    expect(screen.queryByRole('button', { name: /Switch to your/ })).toBeNull()
  })

  it('opened while a reload restores the connection, reads the balance once the connection is back', async () => {
    const backend = createMemoryBackend()
    const first = renderWithLatch(null, { config: { storage: backend } })
    await first.client.start()
    await first.client.connect({ connectorId: 'test-eip155' })
    cleanup()
    // The page reloads: the wallet answers the restore only when released.
    const { adapter } = first
    const release = holdRestore(adapter)
    const { client } = renderWithLatch(null, { config: { storage: backend, adapters: [adapter] } })
    void client.start()
    client.open()
    // The remembered account shows at once, its balance not read yet.
    await screen.findByRole('button', { name: 'Disconnect' })
    expect(screen.getByText('0x1234…abcd')).toBeTruthy()
    expect(client.store.getState().connection.status.eip155).toBe('reconnecting')
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(document.querySelector('.latch-balance')?.textContent).toBe('0.00 ETH')
    release()
    expect(await screen.findByText('1.234 ETH')).toBeTruthy()
  })

  it('shows 0.00 on a testnet', async () => {
    await connected({ config: { networks: [devnet] } })
    await waitFor(() => expect(screen.getByText('0.00 ETH')).toBeTruthy())
  })

  it('links the address to the network block explorer', async () => {
    await connected()
    expect(screen.getByRole('link', { name: 'Explorer' }).getAttribute('href')).toBe(
      `https://explorer.test/address/${ACCOUNT}`,
    )
  })

  it('copies the address to the clipboard', async () => {
    const user = userEvent.setup()
    await connected()
    await user.click(screen.getByRole('button', { name: 'Copy address' }))
    expect(await navigator.clipboard.readText()).toBe(ACCOUNT)
  })

  it('disconnects through core and closes', async () => {
    const user = userEvent.setup()
    const { client } = await connected()
    await user.click(screen.getByRole('button', { name: 'Disconnect' }))
    await waitFor(() => expect(client.store.getState().modal.open).toBe(false))
    expect(client.isConnected()).toBe(false)
  })

  it('asks core to refresh when the browser is back online, and stops listening once it closes', async () => {
    const { client } = await connected()
    const refresh = vi.spyOn(client.portfolio, 'refreshWhenOnline').mockResolvedValue()
    window.dispatchEvent(new Event('online'))
    expect(refresh).toHaveBeenCalledTimes(1)
    client.close()
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Account' })).toBeNull())
    window.dispatchEvent(new Event('online'))
    expect(refresh).toHaveBeenCalledTimes(1)
  })

  it('switches network from the network row, the current one marked', async () => {
    const user = userEvent.setup()
    const { client } = await connected()
    await user.click(screen.getByRole('button', { name: /Ethereum/ }))
    await screen.findByRole('dialog', { name: 'Choose Network' })
    const current = await screen.findByRole('button', { name: /Ethereum.*Active/ })
    expect(current.getAttribute('aria-current')).toBe('true')
    await user.click(screen.getByRole('button', { name: /OP Mainnet/ }))
    await waitFor(() => expect(client.getActiveNetwork()?.caipNetworkId).toBe('eip155:10'))
    // Back pops to the account, which stays open.
    expect(await screen.findByRole('dialog', { name: 'Account' })).toBeTruthy()
  })
})
