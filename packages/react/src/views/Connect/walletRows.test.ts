import type { Connector } from '@latch/core'
import { describe, expect, it } from 'vitest'
import { buildWalletRows, recentConnector } from './walletRows'

const ORDER = [
  'walletConnect',
  'recent',
  'injected',
  'featured',
  'custom',
  'external',
  'recommended',
] as const

const connector = (id: string, type: Connector['type'], rdns?: string): Connector => ({
  id,
  name: id,
  type,
  chain: 'eip155',
  ...(rdns ? { info: { rdns } } : {}),
})

describe('buildWalletRows', () => {
  it('shows a wallet both announced and injected once, deduplicated by rdns, marked Installed', () => {
    const rows = buildWalletRows(
      [connector('injected', 'INJECTED', 'io.metamask'), connector('metamask', 'ANNOUNCED', 'io.metamask')],
      ORDER,
    )
    expect(rows).toEqual([{ connector: expect.objectContaining({ id: 'metamask' }), tag: 'Installed' }])
  })

  it('orders rows by connector type order: walletConnect, recent, injected, external', () => {
    const rows = buildWalletRows(
      [
        connector('ext', 'EXTERNAL'),
        connector('rabby', 'ANNOUNCED', 'io.rabby'),
        connector('wc', 'WALLET_CONNECT'),
        connector('last', 'ANNOUNCED', 'com.last'),
        connector('auth', 'AUTH'),
      ],
      ORDER,
      ['last'],
    )
    expect(rows.map((row) => row.connector.id)).toEqual(['wc', 'last', 'rabby', 'ext'])
  })

  it('shows a wallet found on eip155 and solana once, as its connector on the active namespace', () => {
    const evm = connector('dev.latch.testwallet', 'ANNOUNCED', 'dev.latch.testwallet')
    const solana: Connector = {
      id: 'Latch Dev Wallet',
      name: 'Latch Dev Wallet',
      type: 'ANNOUNCED',
      chain: 'solana',
    }
    const named = { ...evm, name: 'Latch Dev Wallet' }
    expect(buildWalletRows([named, solana], ORDER, [], 'solana').map((row) => row.connector)).toEqual([
      solana,
    ])
    expect(buildWalletRows([solana, named], ORDER, [], 'eip155').map((row) => row.connector)).toEqual([named])
  })

  it('follows an overridden group order', () => {
    const rows = buildWalletRows(
      [connector('wc', 'WALLET_CONNECT'), connector('x', 'INJECTED')],
      ['injected', 'walletConnect'],
    )
    expect(rows.map((row) => row.connector.id)).toEqual(['x', 'wc'])
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
})
