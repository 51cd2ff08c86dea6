import type { Connector, DirectoryWallet } from '@latch/core'
import { CONNECTOR_GROUPS } from '@latch/core'
import { describe, expect, it } from 'vitest'
import { buildWalletRows, recentConnector } from './walletRows'

const connector = (id: string, type: Connector['type'], rdns?: string): Connector => ({
  id,
  name: id,
  type,
  chain: 'eip155',
  ...(rdns ? { info: { rdns } } : {}),
})
const listed = (id: string, rdns?: string): DirectoryWallet => ({ id, name: id, ...(rdns ? { rdns } : {}) })

describe('Connect view wallet rows', () => {
  it('shows a wallet both announced and injected once, deduplicated by rdns, marked Installed', () => {
    const rows = buildWalletRows(
      {
        connectors: [
          connector('injected', 'INJECTED', 'io.metamask'),
          connector('metamask', 'ANNOUNCED', 'io.metamask'),
        ],
      },
      CONNECTOR_GROUPS,
    )
    expect(rows).toEqual([expect.objectContaining({ id: 'metamask', tag: 'Installed' })])
  })

  it('lists groups in the default order: walletConnect, recent, injected, featured, custom, external, recommended', () => {
    const rows = buildWalletRows(
      {
        connectors: [
          connector('ext', 'EXTERNAL'),
          connector('rabby', 'ANNOUNCED', 'io.rabby'),
          connector('wc', 'WALLET_CONNECT'),
          connector('last', 'ANNOUNCED', 'com.last'),
          connector('auth', 'AUTH'),
        ],
        recent: [{ id: 'last', name: 'last' }],
        featured: [listed('feat')],
        custom: [listed('mine')],
        recommended: [listed('rec')],
      },
      CONNECTOR_GROUPS,
    )
    expect(rows.map((row) => row.id)).toEqual(['wc', 'last', 'rabby', 'feat', 'mine', 'ext', 'rec'])
    expect(rows.map((row) => row.tag)).toEqual([
      'QR Code',
      'Installed',
      'Installed',
      undefined,
      undefined,
      undefined,
      undefined,
    ])
  })

  it('follows the connectorTypeOrder override', () => {
    const rows = buildWalletRows(
      {
        connectors: [connector('wc', 'WALLET_CONNECT'), connector('x', 'INJECTED')],
        recommended: [listed('rec')],
      },
      ['recommended', 'injected', 'walletConnect'],
    )
    expect(rows.map((row) => row.id)).toEqual(['rec', 'x', 'wc'])
  })

  it('shows a wallet once, in its first group: installed and featured by rdns, recent and featured by id', () => {
    const rows = buildWalletRows(
      {
        connectors: [connector('rabby', 'ANNOUNCED', 'io.rabby')],
        recent: [{ id: 'paired', name: 'Paired' }],
        featured: [
          listed('rabby-listing', 'io.rabby'),
          { ...listed('paired'), mobileLink: 'paired://' },
          listed('other'),
        ],
        recommended: [listed('other')],
      },
      CONNECTOR_GROUPS,
    )
    expect(rows.map((row) => row.id)).toEqual(['paired', 'rabby', 'other'])
  })

  it("a recent email login shows the email login's mark; a recent social login keeps its provider's letter", () => {
    const email: Connector = {
      ...connector('latch-embedded', 'AUTH'),
      name: 'Email',
      imageUrl: 'https://img.test/email',
    }
    const [byEmail] = buildWalletRows(
      { connectors: [email], recent: [{ id: 'latch-embedded', name: 'Email' }] },
      ['recent'],
    )
    const [bySocial] = buildWalletRows(
      { connectors: [email], recent: [{ id: 'latch-embedded', name: 'Email', social: 'google' }] },
      ['recent'],
    )
    expect(byEmail).toMatchObject({ name: 'Email', imageUrl: 'https://img.test/email', tag: 'Recent' })
    expect(bySocial?.imageUrl).toBeUndefined()
  })

  it('marks a paired recent wallet Recent and pairs it with the directory entry and its links', () => {
    const [row] = buildWalletRows(
      {
        connectors: [],
        recent: [{ id: 'paired', name: 'Paired' }],
        featured: [{ ...listed('paired'), mobileLink: 'paired://' }],
      },
      CONNECTOR_GROUPS,
    )
    expect(row).toEqual(
      expect.objectContaining({
        id: 'paired',
        tag: 'Recent',
        wallet: expect.objectContaining({ mobileLink: 'paired://' }),
      }),
    )
    expect(row?.connector).toBeUndefined()
  })

  it('shows a wallet found on eip155 and solana once, as its connector on the active namespace', () => {
    const evm: Connector = {
      ...connector('dev.latch.testwallet', 'ANNOUNCED', 'dev.latch.testwallet'),
      name: 'Latch Dev Wallet',
    }
    const solana: Connector = {
      id: 'Latch Dev Wallet',
      name: 'Latch Dev Wallet',
      type: 'ANNOUNCED',
      chain: 'solana',
    }
    const onSolana = buildWalletRows(
      { connectors: [evm, solana], activeNamespace: 'solana' },
      CONNECTOR_GROUPS,
    )
    expect(onSolana.map((row) => row.connector)).toEqual([solana])
    // Its directory listing, matched by the EIP-6963 twin's rdns, is not a second row either.
    const listed = { id: 'listing', name: 'Latch Dev Wallet', rdns: 'dev.latch.testwallet' }
    const withListing = buildWalletRows(
      { connectors: [evm, solana], recommended: [listed], activeNamespace: 'solana' },
      CONNECTOR_GROUPS,
    )
    expect(withListing.map((row) => row.id)).toEqual(['Latch Dev Wallet'])
    const onEvm = buildWalletRows({ connectors: [solana, evm], activeNamespace: 'eip155' }, CONNECTOR_GROUPS)
    expect(onEvm.map((row) => row.connector)).toEqual([evm])
  })
})

describe('recentConnector', () => {
  const evm: Connector = {
    id: 'dev.latch.testwallet',
    name: 'Latch Dev Wallet',
    type: 'ANNOUNCED',
    chain: 'eip155',
  }
  const solana: Connector = {
    id: 'Latch Dev Wallet',
    name: 'Latch Dev Wallet',
    type: 'ANNOUNCED',
    chain: 'solana',
  }
  const recent = { id: 'dev.latch.testwallet', name: 'Latch Dev Wallet' }

  it('a wallet used on eip155 connects through its solana connector when solana is active', () => {
    expect(recentConnector([evm, solana], recent, 'solana')).toBe(solana)
    expect(recentConnector([evm, solana], recent, 'eip155')).toBe(evm)
  })

  it('falls back to its own connector when the active namespace has none of that wallet', () => {
    expect(recentConnector([evm], recent, 'solana')).toBe(evm)
    expect(recentConnector([], recent, 'solana')).toBeUndefined()
  })

  it('keeps a row for each featured and recommended wallet on its way, in its group, which the wallets then take', () => {
    const sources = {
      connectors: [connector('wc', 'WALLET_CONNECT'), connector('rabby', 'ANNOUNCED', 'io.rabby')],
      custom: [listed('own')],
      awaited: { featured: 1, recommended: 2 },
    }
    const waiting = buildWalletRows(sources, CONNECTOR_GROUPS)
    expect(waiting.map((row) => (row.awaited ? 'kept' : row.id))).toEqual([
      'wc',
      'rabby',
      'kept',
      'own',
      'kept',
      'kept',
    ])
    const arrived = buildWalletRows(
      { ...sources, featured: [listed('feat')], recommended: [listed('r1'), listed('r2')] },
      CONNECTOR_GROUPS,
    )
    expect(arrived.map((row) => row.id)).toEqual(['wc', 'rabby', 'feat', 'own', 'r1', 'r2'])
  })
})
