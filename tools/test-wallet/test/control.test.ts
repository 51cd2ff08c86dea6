import { mnemonicToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestWallet, type TestWallet } from '../src/index'
import { type Anvil, mnemonic, startAnvil } from './anvil'

let anvil: Anvil
beforeAll(async () => {
  anvil = await startAnvil()
})
afterAll(() => anvil.stop())

const account0 = mnemonicToAccount(mnemonic).address
const account1 = mnemonicToAccount(mnemonic, { addressIndex: 1 }).address

function newWallet(): TestWallet {
  return createTestWallet({ mnemonic, chains: [anvil.chain] })
}

function record(wallet: TestWallet, event: string): unknown[] {
  const seen: unknown[] = []
  wallet.on(event, (value) => seen.push(value))
  return seen
}

async function codeOf(promise: Promise<unknown>): Promise<number | undefined> {
  try {
    await promise
  } catch (error) {
    return (error as { code?: number }).code
  }
  throw new Error('expected the request to fail')
}

describe('steering', () => {
  it('rejectNext() makes only the next prompting request fail with 4001', async () => {
    const wallet = newWallet()
    wallet.control.rejectNext()
    expect(await wallet.request({ method: 'eth_accounts' })).toEqual([]) // not a prompt: untouched
    expect(await codeOf(wallet.request({ method: 'eth_requestAccounts' }))).toBe(4001)
    expect(await wallet.request({ method: 'eth_accounts' })).toEqual([])
    expect(await wallet.request({ method: 'eth_requestAccounts' })).toEqual([account0])
  })

  it('rejectNext(code) fails the next signature with that code', async () => {
    const wallet = newWallet()
    await wallet.request({ method: 'eth_requestAccounts' })
    wallet.control.rejectNext(-32603)
    expect(await codeOf(wallet.request({ method: 'personal_sign', params: ['hi', account0] }))).toBe(-32603)
  })

  it('invalid params do not use up a queued rejection', async () => {
    const wallet = newWallet()
    await wallet.request({ method: 'eth_requestAccounts' })
    wallet.control.rejectNext()
    expect(await codeOf(wallet.request({ method: 'personal_sign', params: ['hi', 'nope'] }))).toBe(-32602)
    expect(await codeOf(wallet.request({ method: 'personal_sign', params: ['hi', account0] }))).toBe(4001)
  })

  it('holdNext() keeps the request pending until release()', async () => {
    const wallet = newWallet()
    wallet.control.holdNext()
    let settled = false
    const pending = wallet.request({ method: 'eth_requestAccounts' }).finally(() => {
      settled = true
    })
    await wallet.control.waitForHeld()
    await new Promise((r) => setTimeout(r, 50))
    expect(settled).toBe(false)
    expect(wallet.control.log.at(-1)).toMatchObject({ method: 'eth_requestAccounts', status: 'pending' })
    wallet.control.release()
    expect(await pending).toEqual([account0])
    expect(wallet.control.log.at(-1)).toMatchObject({ method: 'eth_requestAccounts', status: 'ok' })
  })

  it('rejectHeld() fails the held request with 4001', async () => {
    const wallet = newWallet()
    await wallet.request({ method: 'eth_requestAccounts' })
    wallet.control.holdNext()
    const pending = codeOf(wallet.request({ method: 'personal_sign', params: ['hi', account0] }))
    await wallet.control.waitForHeld()
    wallet.control.rejectHeld()
    expect(await pending).toBe(4001)
    expect(() => wallet.control.release()).toThrow(/no request is being held/)
  })

  it('eth_accounts is empty before eth_requestAccounts and after forgetPermissions()', async () => {
    const wallet = newWallet()
    const changes = record(wallet, 'accountsChanged')
    expect(await wallet.request({ method: 'eth_accounts' })).toEqual([])
    await wallet.request({ method: 'eth_requestAccounts' })
    expect(await wallet.request({ method: 'eth_accounts' })).toEqual([account0])
    wallet.control.forgetPermissions()
    expect(await wallet.request({ method: 'eth_accounts' })).toEqual([])
    expect(changes).toEqual([[account0], []])
    expect(await codeOf(wallet.request({ method: 'personal_sign', params: ['hi', account0] }))).toBe(4100)
  })

  it('switchAccount() emits accountsChanged and later signatures come from the new account', async () => {
    const wallet = newWallet()
    await wallet.request({ method: 'eth_requestAccounts' })
    const changes = record(wallet, 'accountsChanged')
    wallet.control.switchAccount(1)
    expect(changes).toEqual([[account1]])
    expect(wallet.control.address).toBe(account1)
    expect(await wallet.request({ method: 'eth_accounts' })).toEqual([account1])
    expect(await codeOf(wallet.request({ method: 'personal_sign', params: ['hi', account0] }))).toBe(4100)
  })

  it('permission methods grant, list and revoke eth_accounts', async () => {
    const wallet = newWallet()
    expect(await wallet.request({ method: 'wallet_getPermissions' })).toEqual([])
    const granted = (await wallet.request({
      method: 'wallet_requestPermissions',
      params: [{ eth_accounts: {} }],
    })) as {
      parentCapability: string
      caveats: { value: string[] }[]
    }[]
    expect(granted).toHaveLength(1)
    expect(granted[0]?.parentCapability).toBe('eth_accounts')
    expect(granted[0]?.caveats[0]?.value).toEqual([account0])
    expect(await wallet.request({ method: 'wallet_getPermissions' })).toEqual(granted)
    expect(
      await wallet.request({ method: 'wallet_revokePermissions', params: [{ eth_accounts: {} }] }),
    ).toBeNull()
    expect(await wallet.request({ method: 'eth_accounts' })).toEqual([])
  })

  it('disconnect() emits disconnect, then requests fail with 4900 until connect()', async () => {
    const wallet = newWallet()
    const disconnects = record(wallet, 'disconnect')
    const connects = record(wallet, 'connect')
    await Promise.resolve()
    expect(connects).toEqual([{ chainId: '0x7a69' }])
    wallet.control.disconnect()
    expect(wallet.isConnected()).toBe(false)
    expect((disconnects[0] as { code: number }).code).toBe(4900)
    expect(await codeOf(wallet.request({ method: 'eth_chainId' }))).toBe(4900)
    wallet.control.connect()
    expect(connects).toHaveLength(2)
    expect(await wallet.request({ method: 'eth_chainId' })).toBe('0x7a69')
  })

  it('the log records every request with its outcome', async () => {
    const wallet = newWallet()
    await wallet.request({ method: 'eth_chainId' })
    await wallet.request({ method: 'eth_nonsense' }).catch(() => undefined)
    expect(
      wallet.control.log.map(({ method, status, errorCode }) => ({ method, status, errorCode })),
    ).toEqual([
      { method: 'eth_chainId', status: 'ok', errorCode: undefined },
      { method: 'eth_nonsense', status: 'error', errorCode: 4200 },
    ])
  })

  it('a throwing listener does not stop other listeners or the wallet', async () => {
    const wallet = newWallet()
    const seen: unknown[] = []
    const quiet = console.error
    console.error = () => undefined
    try {
      wallet.on('accountsChanged', () => {
        throw new Error('listener bug')
      })
      wallet.on('accountsChanged', (accounts) => seen.push(accounts))
      expect(await wallet.request({ method: 'eth_requestAccounts' })).toEqual([account0])
    } finally {
      console.error = quiet
    }
    expect(seen).toEqual([[account0]])
  })
})
