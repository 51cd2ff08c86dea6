import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestWallet, type TestWallet } from '../src/index'
import { type Anvil, mnemonic, startAnvil } from './anvil'

let first: Anvil
let second: Anvil
beforeAll(async () => {
  ;[first, second] = await Promise.all([startAnvil(31337), startAnvil(31338)])
})
afterAll(() => Promise.all([first.stop(), second.stop()]))

function newWallet(): TestWallet {
  return createTestWallet({ mnemonic, chains: [first.chain] })
}

const addSecond = () => ({
  chainId: '0x7a6a',
  chainName: 'Second',
  rpcUrls: [second.chain.rpcUrl],
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
})

async function codeOf(promise: Promise<unknown>): Promise<number | undefined> {
  try {
    await promise
  } catch (error) {
    return (error as { code?: number }).code
  }
  throw new Error('expected the request to fail')
}

describe('chains', () => {
  it('an unknown chain gives 4902; after wallet_addEthereumChain the switch succeeds and chainChanged fires', async () => {
    const wallet = newWallet()
    const changes: unknown[] = []
    wallet.on('chainChanged', (id) => changes.push(id))
    const switchToSecond = () =>
      wallet.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a6a' }] })
    expect(await codeOf(switchToSecond())).toBe(4902)
    expect(await wallet.request({ method: 'wallet_addEthereumChain', params: [addSecond()] })).toBeNull()
    expect(changes).toEqual([])
    expect(await switchToSecond()).toBeNull()
    expect(changes).toEqual(['0x7a6a'])
    expect(await wallet.request({ method: 'eth_chainId' })).toBe('0x7a6a')
    // Reads now go to the second node: a block mined there is visible only through the wallet's new chain.
    await fetch(second.chain.rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'evm_mine', params: [] }),
    })
    expect(await wallet.request({ method: 'eth_blockNumber' })).not.toBe('0x0')
    wallet.control.switchChain(31337)
    expect(changes).toEqual(['0x7a6a', '0x7a69'])
    expect(await wallet.request({ method: 'eth_blockNumber' })).toBe('0x0')
  })

  it('switching to the active chain succeeds without an event or a prompt', async () => {
    const wallet = newWallet()
    const changes: unknown[] = []
    wallet.on('chainChanged', (id) => changes.push(id))
    wallet.control.rejectNext()
    expect(
      await wallet.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a69' }] }),
    ).toBeNull()
    expect(changes).toEqual([])
  })

  it('a rejected switch leaves the chain as it was', async () => {
    const wallet = createTestWallet({ mnemonic, chains: [first.chain, second.chain] })
    wallet.control.rejectNext()
    expect(
      await codeOf(wallet.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a6a' }] })),
    ).toBe(4001)
    expect(await wallet.request({ method: 'eth_chainId' })).toBe('0x7a69')
  })

  it('wallet_addEthereumChain validates its input with -32602', async () => {
    const wallet = newWallet()
    const bad = [
      { ...addSecond(), chainId: '31338' },
      { ...addSecond(), chainId: '0x0' },
      { ...addSecond(), rpcUrls: [] },
      { ...addSecond(), rpcUrls: ['javascript:alert(1)'] },
      { ...addSecond(), chainName: '' },
      { ...addSecond(), nativeCurrency: { name: 'Ether', symbol: '', decimals: 18 } },
      { ...addSecond(), blockExplorerUrls: 'https://example.test' },
      // The RPC really serves 31338, so claiming another id is refused.
      { ...addSecond(), chainId: '0x1' },
      'not an object',
    ]
    for (const params of bad) {
      const code = await codeOf(wallet.request({ method: 'wallet_addEthereumChain', params: [params] }))
      expect({ params, code }).toEqual({ params, code: -32602 })
    }
    expect(
      await codeOf(wallet.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x1' }] })),
    ).toBe(4902)
  })

  it('control.switchChain refuses a chain the wallet does not know', () => {
    const wallet = newWallet()
    expect(() => wallet.control.switchChain(1)).toThrow(/not known/)
  })
})
