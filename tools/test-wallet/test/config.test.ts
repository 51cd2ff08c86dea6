import { describe, expect, it } from 'vitest'
import { createTestWallet, type TestWalletConfig } from '../src/index'
import { mnemonic } from './anvil'

const chain = {
  id: 31337,
  name: 'Anvil',
  rpcUrl: 'http://127.0.0.1:8545',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
}

describe('wallet config', () => {
  it('starts on the first chain and account 0 by default, or where the config says', async () => {
    const other = { ...chain, id: 10, name: 'Other' }
    const byDefault = createTestWallet({ mnemonic, chains: [chain, other] })
    expect(await byDefault.request({ method: 'eth_chainId' })).toBe('0x7a69')
    expect(byDefault.control.address).toBe('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')
    const chosen = createTestWallet({ mnemonic, chains: [chain, other], chainId: 10, accountIndex: 1 })
    expect(await chosen.request({ method: 'eth_chainId' })).toBe('0xa')
    expect(chosen.control.address).toBe('0x70997970C51812dc3A010C7d01b50e0d17dc79C8')
  })

  it('rejects a bad config with a TypeError naming the field', () => {
    const cases: [Partial<TestWalletConfig> | null, RegExp][] = [
      [null, /config must be an object/],
      [{ mnemonic: 'one two', chains: [chain] }, /mnemonic/],
      [{ mnemonic, chains: [] }, /chains must be a non-empty array/],
      [{ mnemonic, chains: [{ ...chain, id: -1 }] }, /chains\[0\]\.id/],
      [{ mnemonic, chains: [{ ...chain, rpcUrl: 'ftp://x' }] }, /chains\[0\]\.rpcUrl/],
      [{ mnemonic, chains: [chain, chain] }, /distinct ids/],
      [{ mnemonic, chains: [chain], chainId: 1 }, /chainId 1 is not one of chains/],
      [{ mnemonic, chains: [chain], accountIndex: 1.5 }, /accountIndex/],
      [{ mnemonic, chains: [chain], info: { icon: 'https://evil.test/icon.png' } }, /info\.icon/],
      [
        { mnemonic, chains: [{ ...chain, nativeCurrency: { name: 'E', symbol: 'E', decimals: 99 } }] },
        /decimals/,
      ],
    ]
    for (const [config, message] of cases) {
      expect(() => createTestWallet(config as TestWalletConfig)).toThrow(message)
    }
  })
})
