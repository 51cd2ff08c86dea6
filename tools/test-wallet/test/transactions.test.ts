import type { Hex } from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestWallet } from '../src/index'
import { type Anvil, mnemonic, startAnvil } from './anvil'

let anvil: Anvil
beforeAll(async () => {
  anvil = await startAnvil()
})
afterAll(() => anvil.stop())

type Receipt = { status: string; gasUsed: string; effectiveGasPrice: string }

/**
 * The receipt of a sent transaction once mined. anvil answers with the hash as soon as the
 * transaction is in; its block may be sealed a moment later on a busy machine, so the receipt is
 * awaited rather than read once.
 */
async function minedReceipt(wallet: ReturnType<typeof createTestWallet>, hash: Hex): Promise<Receipt> {
  for (let attempt = 0; attempt < 100; attempt++) {
    const receipt = (await wallet.request({
      method: 'eth_getTransactionReceipt',
      params: [hash],
    })) as Receipt | null
    if (receipt) return receipt
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`no receipt for ${hash} after 10 s`)
}

const sender = mnemonicToAccount(mnemonic).address
const recipient = mnemonicToAccount(mnemonic, { addressIndex: 7 }).address

describe('transactions and reads', () => {
  it('a sent transaction is mined and moves the balance', async () => {
    const wallet = createTestWallet({ mnemonic, chains: [anvil.chain] })
    await wallet.request({ method: 'eth_requestAccounts' })
    const balance = async (address: string) =>
      BigInt((await wallet.request({ method: 'eth_getBalance', params: [address, 'latest'] })) as string)
    const before = await balance(recipient)
    const senderBefore = await balance(sender)
    const value = 123_456_789_000_000n
    const hash = (await wallet.request({
      method: 'eth_sendTransaction',
      params: [{ from: sender, to: recipient, value: `0x${value.toString(16)}` }],
    })) as Hex
    expect(hash).toMatch(/^0x[0-9a-f]{64}$/)
    const receipt = await minedReceipt(wallet, hash)
    expect(receipt.status).toBe('0x1')
    expect(await balance(recipient)).toBe(before + value)
    const fee = BigInt(receipt.gasUsed) * BigInt(receipt.effectiveGasPrice)
    expect(await balance(sender)).toBe(senderBefore - value - fee)
  })

  it('the nonce is filled in, so back-to-back sends both land', async () => {
    const wallet = createTestWallet({ mnemonic, chains: [anvil.chain], accountIndex: 2 })
    const [from] = (await wallet.request({ method: 'eth_requestAccounts' })) as string[]
    const send = async () =>
      (await wallet.request({
        method: 'eth_sendTransaction',
        params: [{ from, to: recipient, value: '0x1' }],
      })) as Hex
    const hashes = [await send(), await send()]
    // Both mined, the second once the first is in: read 'latest' only after both receipts, since
    // anvil may seal the second block a moment after answering with its hash.
    for (const hash of hashes) expect((await minedReceipt(wallet, hash)).status).toBe('0x1')
    expect(await wallet.request({ method: 'eth_getTransactionCount', params: [from, 'latest'] })).toBe('0x2')
  })

  it('a send the node refuses surfaces the node error code and moves nothing', async () => {
    const wallet = createTestWallet({ mnemonic, chains: [anvil.chain], accountIndex: 3 })
    const [from] = (await wallet.request({ method: 'eth_requestAccounts' })) as string[]
    const before = await wallet.request({ method: 'eth_getBalance', params: [from, 'latest'] })
    const error = (await wallet
      .request({
        method: 'eth_sendTransaction',
        params: [{ from, to: recipient, value: `0x${(10n ** 30n).toString(16)}` }],
      })
      .catch((e: unknown) => e)) as { code?: number; message?: string }
    expect(typeof error.code).toBe('number')
    expect([4001, 4100, 4200, -32602]).not.toContain(error.code)
    expect(error.message).toMatch(/fund|balance/i)
    expect(await wallet.request({ method: 'eth_getBalance', params: [from, 'latest'] })).toBe(before)
  })

  it('read methods are forwarded to the active chain and node-admin methods are refused with 4200', async () => {
    const wallet = createTestWallet({ mnemonic, chains: [anvil.chain] })
    expect(await wallet.request({ method: 'eth_blockNumber' })).toMatch(/^0x[0-9a-f]+$/)
    expect(await wallet.request({ method: 'eth_chainId' })).toBe('0x7a69')
    for (const method of [
      'anvil_setBalance',
      'evm_mine',
      'eth_sign',
      'eth_signTransaction',
      'wallet_showCallsStatus',
    ]) {
      const error = (await wallet.request({ method, params: [] }).catch((e: unknown) => e)) as {
        code?: number
      }
      expect({ method, code: error.code }).toEqual({ method, code: 4200 })
    }
  })

  it('eth_call reverts keep the node code and revert data', async () => {
    const wallet = createTestWallet({ mnemonic, chains: [anvil.chain] })
    // Init code that reverts with the 4 bytes 0xdeadbeef: PUSH4 deadbeef PUSH1 0 MSTORE PUSH1 4 PUSH1 28 REVERT
    const error = (await wallet
      .request({ method: 'eth_call', params: [{ data: '0x63deadbeef6000526004601cfd' }, 'latest'] })
      .catch((e: unknown) => e)) as { code?: number; data?: unknown }
    expect(error.code).toBe(3)
    expect(error.data).toBe('0xdeadbeef')
  })
})
