import { describe, expect, test } from 'vitest'
import type { Connector } from '../adapter/types'
import {
  activeNamespaceFirst,
  badgeQuery,
  composeEntries,
  composeSearchEntries,
  type DirectoryWallet,
  directoryEntries,
  fromListing,
  withBadge,
} from './rules'
import { initialWalletDirectoryState, type WalletDirectoryState } from './state'

const announced: Connector = {
  id: 'org.example.wallet3',
  name: 'Wallet Three',
  type: 'ANNOUNCED',
  chain: 'eip155',
  info: { rdns: 'org.example.wallet3' },
}
const injected: Connector = {
  id: 'injected',
  name: 'Browser Wallet',
  type: 'INJECTED',
  chain: 'eip155',
  info: { rdns: 'org.example.wallet3' },
}
const walletConnect: Connector = {
  id: 'walletConnect',
  name: 'WalletConnect',
  type: 'WALLET_CONNECT',
  chain: 'eip155',
}
const listing = (i: number) => ({ id: `id${i}`, name: `Example Wallet ${i}`, rdns: `org.example.wallet${i}` })

describe('directory entries', () => {
  test('an installed wallet comes first, marked, and its listing is not shown a second time', () => {
    const entries = composeEntries(
      [walletConnect, injected, announced],
      [
        [listing(1), listing(3)],
        [listing(3), listing(4)],
      ],
    )
    expect(entries.map((e) => [e.wallet.name, e.connector?.id])).toEqual([
      ['Wallet Three', 'org.example.wallet3'],
      ['Example Wallet 1', undefined],
      ['Example Wallet 4', undefined],
    ])
  })

  test('a wallet found on eip155 and solana is one entry, through its connector on the active namespace', () => {
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
    const onSolana = composeEntries(activeNamespaceFirst([evm, solana], 'solana'), [])
    expect(onSolana.map((e) => e.connector)).toEqual([solana])
    const onEvm = composeEntries(activeNamespaceFirst([evm, solana], 'eip155'), [])
    expect(onEvm.map((e) => e.connector)).toEqual([evm])
  })

  test('a search result the browser offers becomes the installed wallet', () => {
    const entries = composeSearchEntries([announced], [listing(3), listing(30)])
    expect(entries.map((e) => [e.wallet.name, e.connector?.id])).toEqual([
      ['Wallet Three', 'org.example.wallet3'],
      ['Example Wallet 30', undefined],
    ])
  })

  test('listings without an id or name are dropped, not shown broken', () => {
    const image = (id: string) => `https://img/${id}`
    expect(fromListing({ id: '', name: 'x' }, image)).toBeUndefined()
    expect(fromListing({ id: 'a', name: 7 as unknown as string }, image)).toBeUndefined()
    expect(fromListing({ id: 'a', name: 'A', image_id: 'i', mobile_link: null }, image)).toEqual({
      id: 'a',
      name: 'A',
      imageUrl: 'https://img/i',
    })
  })
})

describe('certified wallets', () => {
  const image = (id: string) => `https://img/${id}`
  const certified = (i: number): DirectoryWallet => ({ ...listing(i), badge: 'certified' })

  test("a listing's certified badge is kept; 'none', markup, a huge string or a non-string gives no badge", () => {
    expect(fromListing({ id: 'a', name: 'A', badge: 'certified' }, image)?.badge).toBe('certified')
    for (const badge of [
      'none',
      '<img src=x onerror=alert(1)>',
      'certified'.repeat(100_000),
      'Certified',
      7,
      {},
      null,
    ]) {
      const wallet = fromListing({ id: 'a', name: 'A', badge: badge as string }, image)
      expect(wallet).toEqual({ id: 'a', name: 'A' })
    }
  })

  test('the certified filter asks getWallets for badge_type=certified; without it the parameter is left out', () => {
    expect(badgeQuery('certified')).toEqual({ badge_type: 'certified' })
    expect(badgeQuery(undefined)).toEqual({})
  })

  test('withBadge keeps only the wallets with the badge, and every wallet without one', () => {
    const wallets = [listing(1), certified(2), listing(3)]
    expect(withBadge(wallets, 'certified').map((w) => w.id)).toEqual(['id2'])
    expect(withBadge(wallets, undefined)).toEqual(wallets)
  })

  test('an installed wallet takes the certified badge of its directory listing, in the full list and in search results', () => {
    const full = composeEntries([announced], [[listing(1)], [certified(3)]])
    expect(full.map((e) => [e.wallet.name, e.connector?.id, e.wallet.badge])).toEqual([
      ['Wallet Three', 'org.example.wallet3', 'certified'],
      ['Example Wallet 1', undefined, undefined],
    ])
    const found = composeSearchEntries([announced], [certified(3)])
    expect(found.map((e) => [e.connector?.id, e.wallet.badge])).toEqual([
      ['org.example.wallet3', 'certified'],
    ])
  })

  describe('what All Wallets lists', () => {
    const state = (patch: Partial<WalletDirectoryState>): WalletDirectoryState => ({
      ...initialWalletDirectoryState(undefined),
      status: 'ready',
      featured: [certified(7), listing(8)],
      custom: [{ id: 'own', name: 'Own Wallet' }],
      recommended: [listing(1), certified(14)],
      wallets: [listing(2), listing(4)],
      ...patch,
    })
    const names = (entries: ReturnType<typeof directoryEntries>) => entries.map((e) => e.wallet.name)

    test('without a filter: installed, featured, custom, recommended, then the pages', () => {
      expect(names(directoryEntries(state({}), [announced]))).toEqual([
        'Wallet Three',
        'Example Wallet 7',
        'Example Wallet 8',
        'Own Wallet',
        'Example Wallet 1',
        'Example Wallet 14',
        'Example Wallet 2',
        'Example Wallet 4',
      ])
    })

    test('under the certified filter: certified featured wallets, then the certified listing, each once; no custom or uncertified installed wallet', () => {
      const badged = {
        badge: 'certified' as const,
        status: 'ready' as const,
        wallets: [certified(7), certified(14), certified(21)],
        page: 1,
        count: 3,
        more: 'idle' as const,
      }
      const entries = directoryEntries(state({ badged }), [announced])
      expect(names(entries)).toEqual(['Example Wallet 7', 'Example Wallet 14', 'Example Wallet 21'])
      expect(entries.every((e) => e.wallet.badge === 'certified')).toBe(true)
      // An installed wallet whose listing is certified shows, as installed.
      const withInstalled = directoryEntries(
        state({ badged: { ...badged, wallets: [certified(3), ...badged.wallets] } }),
        [announced],
      )
      expect(withInstalled.map((e) => [e.wallet.name, e.connector?.id])[1]).toEqual([
        'Wallet Three',
        'org.example.wallet3',
      ])
    })

    test('a search shows its own results, whatever the filter', () => {
      const search = { query: 'x', status: 'ready' as const, results: [certified(21)], count: 1 }
      expect(names(directoryEntries(state({ search }), []))).toEqual(['Example Wallet 21'])
    })
  })
})
