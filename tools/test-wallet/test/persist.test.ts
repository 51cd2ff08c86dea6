// @vitest-environment happy-dom
import { mnemonicToAccount } from 'viem/accounts'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { createTestWallet } from '../src/index'
import { type Anvil, mnemonic, startAnvil } from './anvil'

let first: Anvil
let second: Anvil
beforeAll(async () => {
  ;[first, second] = await Promise.all([startAnvil(31337), startAnvil(31338)])
})
afterAll(() => Promise.all([first.stop(), second.stop()]))
beforeEach(() => localStorage.clear())

const key = 'latch-test-wallet:dev.latch.testwallet'

describe('state kept across reloads', () => {
  it('a wallet on the same storage comes back connected, on the same account and chain, with added chains', async () => {
    const before = createTestWallet({ mnemonic, chains: [first.chain], storage: localStorage })
    await before.request({ method: 'eth_requestAccounts' })
    before.control.switchAccount(4)
    await before.request({
      method: 'wallet_addEthereumChain',
      params: [
        {
          chainId: '0x7a6a',
          chainName: 'Second',
          rpcUrls: [second.chain.rpcUrl],
          nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
        },
      ],
    })
    await before.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a6a' }] })

    const after = createTestWallet({ mnemonic, chains: [first.chain], storage: localStorage })
    expect(await after.request({ method: 'eth_accounts' })).toEqual([
      mnemonicToAccount(mnemonic, { addressIndex: 4 }).address,
    ])
    expect(await after.request({ method: 'eth_chainId' })).toBe('0x7a6a')

    after.control.forgetPermissions()
    const again = createTestWallet({ mnemonic, chains: [first.chain], storage: localStorage })
    expect(await again.request({ method: 'eth_accounts' })).toEqual([])
  })

  it('without storage nothing is kept', async () => {
    const before = createTestWallet({ mnemonic, chains: [first.chain] })
    await before.request({ method: 'eth_requestAccounts' })
    expect(localStorage.getItem(key)).toBeNull()
  })

  it('a corrupt saved state is dropped and logged, and the wallet starts fresh', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    try {
      for (const corrupt of [
        '{not json',
        '{"granted":true,"accountIndex":-1,"chainId":1,"addedChains":[]}',
        'null',
      ]) {
        localStorage.setItem(key, corrupt)
        const wallet = createTestWallet({ mnemonic, chains: [first.chain], storage: localStorage })
        expect(await wallet.request({ method: 'eth_accounts' })).toEqual([])
        expect(localStorage.getItem(key)).toBeNull()
      }
      expect(warn).toHaveBeenCalledTimes(3)
    } finally {
      warn.mockRestore()
    }
  })
})
