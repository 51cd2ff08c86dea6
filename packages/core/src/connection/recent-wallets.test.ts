import { describe, expect, test, vi } from 'vitest'
import { createMemoryBackend, createStorage, STORAGE_KEYS } from '../storage/storage'
import { defaultAccountType } from './account-type'
import { ACCOUNT_TABS, initialAccountState } from './accounts'
import { addRecentWallet, withRecentSocial, writeRecentWallets } from './recent-wallet-updates'
import { readRecentWallets } from './recent-wallets'
import { initialConnectionStatus } from './status'

describe('recent wallets and account defaults', () => {
  test('recent wallets: newest first, max 2', () => {
    let list = addRecentWallet([], { id: 'a', name: 'A' })
    list = addRecentWallet(list, { id: 'b', name: 'B' })
    list = addRecentWallet(list, { id: 'c', name: 'C' })
    expect(list.map((w) => w.id)).toEqual(['c', 'b'])
    expect(addRecentWallet(list, { id: 'b', name: 'B' }).map((w) => w.id)).toEqual(['b', 'c'])
  })

  test('corrupt stored recent wallets are dropped, not thrown', () => {
    const backend = createMemoryBackend()
    backend.setItem(STORAGE_KEYS.recentWallets, JSON.stringify([{ id: 5 }]))
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    expect(readRecentWallets(createStorage(backend))).toEqual([])
    expect(warn).toHaveBeenCalled()
    warn.mockRestore()
  })

  test('the social login an embedded entry was made with is kept across visits; a new connect of it drops it', () => {
    const storage = createStorage(createMemoryBackend())
    const listed = addRecentWallet([{ id: 'io.rabby', name: 'Rabby' }], { id: 'embedded', name: 'Email' })
    writeRecentWallets(storage, withRecentSocial(listed, 'embedded', 'google'))
    const read = readRecentWallets(storage)
    expect(read).toEqual([
      { id: 'embedded', name: 'Email', social: 'google' },
      { id: 'io.rabby', name: 'Rabby' },
    ])
    // An email login lists it afresh, as "Email".
    expect(addRecentWallet(read, { id: 'embedded', name: 'Email' })[0]).toEqual({
      id: 'embedded',
      name: 'Email',
    })
  })

  test('a stored entry whose social login is not text is read without it', () => {
    const storage = createStorage(createMemoryBackend())
    storage.set(STORAGE_KEYS.recentWallets, [{ id: 'embedded', name: 'Email', social: 42 }])
    expect(readRecentWallets(storage)).toEqual([{ id: 'embedded', name: 'Email' }])
  })

  test('stored connected becomes connecting, other stored statuses are kept', () => {
    expect(initialConnectionStatus('connected')).toBe('connecting')
    expect(initialConnectionStatus('disconnected')).toBe('disconnected')
    expect(initialConnectionStatus(undefined)).toBe('disconnected')
  })

  test('account type defaults: bip122 payment, eip155 smartAccount, polkadot eoa, solana eoa', () => {
    expect(defaultAccountType('bip122')).toBe('payment')
    expect(defaultAccountType('eip155')).toBe('smartAccount')
    expect(defaultAccountType('polkadot')).toBe('eoa')
    expect(defaultAccountType('solana')).toBe('eoa')
  })

  test('account state starts disconnected on the Tokens tab of Tokens, NFTs, Activity', () => {
    expect(ACCOUNT_TABS).toEqual(['Tokens', 'NFTs', 'Activity'])
    expect(initialAccountState()).toMatchObject({
      status: 'disconnected',
      currentTab: 'Tokens',
      allAccounts: [],
    })
  })
})
