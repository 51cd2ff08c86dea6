import { mnemonicToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { createTestWallet, type Prompt } from '../src/index'
import { mnemonic } from './anvil'

// Connecting and signing need no chain, so these wallets point at an address nothing listens on.
const chain = {
  id: 31337,
  name: 'Unused',
  rpcUrl: 'http://127.0.0.1:9',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
}
const account0 = mnemonicToAccount(mnemonic).address

/** A wallet whose person answers each prompt from `answers`, in order, and records what was asked. */
function walletAnswering(...answers: boolean[]) {
  const asked: Prompt[] = []
  const wallet = createTestWallet({
    mnemonic,
    chains: [chain],
    ask: async (prompt) => {
      asked.push(prompt)
      return answers.shift() ?? false
    },
  })
  return { wallet, asked }
}

async function codeOf(promise: Promise<unknown>): Promise<number | undefined> {
  return promise.then(
    () => undefined,
    (error: { code?: number }) => error.code,
  )
}

describe('a wallet that asks its person', () => {
  it('signs only after the person approves, showing them the message, account and chain', async () => {
    const { wallet, asked } = walletAnswering(true, true)
    await wallet.request({ method: 'eth_requestAccounts' })
    const signature = await wallet.request({ method: 'personal_sign', params: ['hello', account0] })
    expect(signature).toMatch(/^0x[0-9a-f]{130}$/)
    expect(asked.map((prompt) => prompt.method)).toEqual(['eth_requestAccounts', 'personal_sign'])
    expect(asked[1]).toEqual({
      method: 'personal_sign',
      params: ['hello', account0],
      account: account0,
      chainId: 31337,
    })
  })

  it('fails the request with 4001 when the person rejects it', async () => {
    const { wallet } = walletAnswering(true, false)
    await wallet.request({ method: 'eth_requestAccounts' })
    expect(await codeOf(wallet.request({ method: 'personal_sign', params: ['hello', account0] }))).toBe(4001)
    expect(wallet.control.log.at(-1)).toMatchObject({
      method: 'personal_sign',
      status: 'error',
      errorCode: 4001,
    })
  })

  it('follows steps queued through control before asking', async () => {
    const { wallet, asked } = walletAnswering(true)
    wallet.control.rejectNext()
    expect(await codeOf(wallet.request({ method: 'eth_requestAccounts' }))).toBe(4001)
    expect(asked).toEqual([])
    expect(await wallet.request({ method: 'eth_requestAccounts' })).toEqual([account0])
    expect(asked).toHaveLength(1)
  })

  it('never asks about requests that need no consent', async () => {
    const { wallet, asked } = walletAnswering()
    expect(await wallet.request({ method: 'eth_accounts' })).toEqual([])
    expect(await wallet.request({ method: 'eth_chainId' })).toBe('0x7a69')
    expect(asked).toEqual([])
  })
})
