// @vitest-environment happy-dom
import type { Connector } from '@latch/core'
import { cleanup, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderView } from '../../../test/harness'
import { WalletList } from './WalletList'
import type { WalletRow } from './walletRows'

afterEach(cleanup)

const wallet = (overrides: Partial<Connector>): Connector => ({
  id: 'w',
  name: 'Wallet',
  type: 'ANNOUNCED',
  chain: 'eip155',
  ...overrides,
})

const rowOf = (connector: Connector, tag?: WalletRow['tag']): WalletRow => ({
  id: connector.id,
  name: connector.name,
  imageUrl: connector.imageUrl,
  connector,
  ...(tag ? { tag } : {}),
})

describe('WalletList', () => {
  it('renders a wallet name holding markup as plain text', () => {
    const name = '<img src=x onerror="alert(1)">Evil'
    renderView(<WalletList rows={[rowOf(wallet({ name }))]} onSelect={() => {}} />)
    expect(screen.getByRole('button', { name: /Evil/ }).textContent).toContain(name)
    expect(document.querySelector('img[src="x"]')).toBeNull()
  })

  it('gives an icon that is not data:image or http(s) a placeholder instead of an <img>', () => {
    renderView(
      <WalletList
        rows={[
          rowOf(wallet({ id: 'a', name: 'Alpha', imageUrl: 'javascript:alert(1)' })),
          rowOf(wallet({ id: 'b', name: 'Beta', imageUrl: 'data:image/png;base64,AAAA' })),
        ]}
        onSelect={() => {}}
      />,
    )
    const alpha = screen.getByRole('button', { name: /Alpha/ })
    expect(alpha.querySelector('img')).toBeNull()
    expect(alpha.querySelector('[data-placeholder]')?.textContent).toBe('A')
    expect(screen.getByRole('button', { name: /Beta/ }).querySelector('img')?.getAttribute('src')).toBe(
      'data:image/png;base64,AAAA',
    )
  })

  it('marks installed wallets and calls back with the chosen row and its connector', async () => {
    const onSelectWallet = vi.fn()
    const connector = wallet({ id: 'rabby', name: 'Rabby' })
    renderView(<WalletList rows={[rowOf(connector, 'Installed')]} onSelect={onSelectWallet} />)
    const row = screen.getByRole('button', { name: /Rabby/ })
    expect(within(row).getByText('Installed')).toBeTruthy()
    await userEvent.click(row)
    expect(onSelectWallet).toHaveBeenCalledWith(expect.objectContaining({ connector }))
  })

  it('says how to continue when no wallet is available', () => {
    renderView(<WalletList rows={[]} onSelect={() => {}} />)
    expect(screen.getByText(/No wallet found/)).toBeTruthy()
  })
})
