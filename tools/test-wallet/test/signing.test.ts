import { type Hex, verifyMessage, verifyTypedData } from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestWallet, type TestWallet } from '../src/index'
import { type Anvil, mnemonic, startAnvil } from './anvil'

let anvil: Anvil
beforeAll(async () => {
  anvil = await startAnvil()
})
afterAll(() => anvil.stop())

const expected = mnemonicToAccount(mnemonic).address

async function connected(): Promise<TestWallet> {
  const wallet = createTestWallet({ mnemonic, chains: [anvil.chain] })
  await wallet.request({ method: 'eth_requestAccounts' })
  return wallet
}

async function codeOf(promise: Promise<unknown>): Promise<number | undefined> {
  try {
    await promise
  } catch (error) {
    return (error as { code?: number }).code
  }
  throw new Error('expected the request to fail')
}

const mail = {
  types: {
    EIP712Domain: [
      { name: 'name', type: 'string' },
      { name: 'version', type: 'string' },
      { name: 'chainId', type: 'uint256' },
      { name: 'verifyingContract', type: 'address' },
    ],
    Person: [
      { name: 'name', type: 'string' },
      { name: 'wallet', type: 'address' },
    ],
    Mail: [
      { name: 'from', type: 'Person' },
      { name: 'to', type: 'Person' },
      { name: 'contents', type: 'string' },
      { name: 'amount', type: 'uint256' },
    ],
  },
  primaryType: 'Mail',
  domain: {
    name: 'Latch Mail',
    version: '1',
    chainId: 31337,
    verifyingContract: '0xCcCCccccCCCCcCCCCCCcCcCccCcCCCcCcccccccC',
  },
  message: {
    from: { name: 'Ann', wallet: '0xCD2a3d9F938E13CD947Ec05AbC7FE734Df8DD826' },
    to: { name: 'Bob', wallet: '0xbBbBBBBbbBBBbbbBbbBbbbbBBbBbbbbBbBbbBBbB' },
    contents: 'Hello, Bob!',
    amount: '1000000000000000000',
  },
} as const

describe('signing', () => {
  it('personal_sign of text verifies against the account address', async () => {
    const wallet = await connected()
    const signature = (await wallet.request({
      method: 'personal_sign',
      params: ['hello latch', expected],
    })) as Hex
    expect(await verifyMessage({ address: expected, message: 'hello latch', signature })).toBe(true)
  })

  it('personal_sign of hex signs the raw bytes', async () => {
    const wallet = await connected()
    const signature = (await wallet.request({
      method: 'personal_sign',
      params: ['0xdeadbeef', expected],
    })) as Hex
    expect(await verifyMessage({ address: expected, message: { raw: '0xdeadbeef' }, signature })).toBe(true)
    expect(await verifyMessage({ address: expected, message: '0xdeadbeef', signature })).toBe(false)
  })

  it('eth_signTypedData_v4 of a JSON string verifies with verifyTypedData', async () => {
    const wallet = await connected()
    const signature = (await wallet.request({
      method: 'eth_signTypedData_v4',
      params: [expected.toLowerCase(), JSON.stringify(mail)],
    })) as Hex
    const { EIP712Domain: _, ...types } = mail.types
    const valid = await verifyTypedData({
      address: expected,
      domain: mail.domain,
      types,
      primaryType: 'Mail',
      message: { ...mail.message, amount: 10n ** 18n },
      signature,
    })
    expect(valid).toBe(true)
  })

  it('typed data for another chain than the active one is refused with -32602', async () => {
    const wallet = await connected()
    const data = { ...mail, domain: { ...mail.domain, chainId: 1 } }
    expect(await codeOf(wallet.request({ method: 'eth_signTypedData_v4', params: [expected, data] }))).toBe(
      -32602,
    )
  })

  it('signing before eth_requestAccounts fails with 4100', async () => {
    const wallet = createTestWallet({ mnemonic, chains: [anvil.chain] })
    expect(await codeOf(wallet.request({ method: 'personal_sign', params: ['hi', expected] }))).toBe(4100)
    expect(
      await codeOf(
        wallet.request({ method: 'eth_signTypedData_v4', params: [expected, JSON.stringify(mail)] }),
      ),
    ).toBe(4100)
    expect(
      await codeOf(
        wallet.request({ method: 'eth_sendTransaction', params: [{ from: expected, to: expected }] }),
      ),
    ).toBe(4100)
  })

  it('signing for an account the site was not given fails with 4100', async () => {
    const wallet = await connected()
    const other = mnemonicToAccount(mnemonic, { addressIndex: 1 }).address
    expect(await codeOf(wallet.request({ method: 'personal_sign', params: ['hi', other] }))).toBe(4100)
  })

  it('malformed params fail with -32602 and name the field', async () => {
    const wallet = await connected()
    const bad: [string, unknown][] = [
      ['personal_sign', ['hi', '0x1234']],
      ['personal_sign', 'not-an-array'],
      ['personal_sign', [42, expected]],
      ['eth_signTypedData_v4', [expected, '{not json']],
      ['eth_signTypedData_v4', [expected, { types: {}, primaryType: 'Mail', domain: {}, message: {} }]],
      [
        'eth_signTypedData_v4',
        [expected, { ...mail, message: { ...mail.message, to: { name: 'x', wallet: 'nope' } } }],
      ],
      ['eth_sendTransaction', [{ from: expected, to: expected, value: '12' }]],
      ['eth_sendTransaction', [{ from: expected, to: '0xzz' }]],
      ['eth_sendTransaction', [{ from: expected, to: expected, data: '0xabc' }]],
      ['eth_sendTransaction', [{ from: expected }]],
      ['eth_sendTransaction', [{ from: expected, to: expected, gasPrice: '0x1', maxFeePerGas: '0x2' }]],
      ['wallet_switchEthereumChain', [{ chainId: 31337 }]],
      ['wallet_requestPermissions', [{ eth_sign: {} }]],
    ]
    for (const [method, params] of bad) {
      const error = await wallet.request({ method, params }).catch((e: unknown) => e)
      expect({ method, params, code: (error as { code?: number }).code }).toEqual({
        method,
        params,
        code: -32602,
      })
      expect((error as Error).message).toMatch(/^Invalid params: /)
    }
    expect(await codeOf(wallet.request(null as never))).toBe(-32602)
  })

  it('eth_sendTransaction signs locally with the active account and the chain id', async () => {
    const wallet = await connected()
    const hash = (await wallet.request({
      method: 'eth_sendTransaction',
      params: [{ from: expected, to: expected, value: '0x1' }],
    })) as Hex
    const tx = (await wallet.request({ method: 'eth_getTransactionByHash', params: [hash] })) as Record<
      string,
      string
    >
    expect(tx.chainId).toBe('0x7a69')
    expect(tx.type).toBe('0x2')
    // The node recovers `from` from the signature, so this proves the local key signed it.
    expect(tx.from?.toLowerCase()).toBe(expected.toLowerCase())
  })
})
