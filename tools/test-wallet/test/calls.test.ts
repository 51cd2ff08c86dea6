import { createPublicClient, type Hex, http } from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestWallet } from '../src/index'
import { type Anvil, mnemonic, startAnvil } from './anvil'

let anvil: Anvil
beforeAll(async () => {
  anvil = await startAnvil()
})
afterAll(() => anvil.stop())

const sender = mnemonicToAccount(mnemonic).address
const recipient = mnemonicToAccount(mnemonic, { addressIndex: 8 }).address

async function connected() {
  const wallet = createTestWallet({ mnemonic, chains: [anvil.chain] })
  await wallet.request({ method: 'eth_requestAccounts' })
  return wallet
}

const batch = (overrides: Record<string, unknown> = {}) => [
  {
    version: '2.0.0',
    chainId: `0x${anvil.chain.id.toString(16)}`,
    from: sender,
    calls: [
      { to: recipient, value: '0x1' },
      { to: recipient, value: '0x2' },
    ],
    ...overrides,
  },
]

type Status = { status: number; atomic: boolean; receipts: Array<{ status: string; transactionHash: Hex }> }

describe('EIP-5792 calls from a plain key', () => {
  it('says it cannot run calls atomically on its chains', async () => {
    const wallet = await connected()
    const hex = `0x${anvil.chain.id.toString(16)}`
    expect(await wallet.request({ method: 'wallet_getCapabilities', params: [sender, [hex]] })).toEqual({
      [hex]: { atomic: { status: 'unsupported' } },
    })
  })

  it('sends a two-call batch as two mined transactions, approved once, and reports both receipts', async () => {
    const wallet = await connected()
    const chain = createPublicClient({ transport: http(anvil.chain.rpcUrl) })
    const before = await chain.getBalance({ address: recipient })
    const { id } = (await wallet.request({ method: 'wallet_sendCalls', params: batch() })) as { id: Hex }
    expect(id).toMatch(/^0x[0-9a-f]{64}$/)
    expect(wallet.control.log.filter((entry) => entry.method === 'wallet_sendCalls')).toHaveLength(1)
    let status: Status | undefined
    await expect
      .poll(async () => {
        status = (await wallet.request({ method: 'wallet_getCallsStatus', params: [id] })) as Status
        return status.status
      })
      .toBe(200)
    expect(status?.atomic).toBe(false)
    expect(new Set(status?.receipts.map((r) => r.transactionHash)).size).toBe(2)
    expect(await chain.getBalance({ address: recipient })).toBe(before + 3n)
  })

  it('refuses atomicity, other chains, required capabilities it lacks and unknown bundles by their codes', async () => {
    const wallet = await connected()
    const cases: Array<[unknown, number]> = [
      [batch({ atomicRequired: true }), 5760],
      [batch({ chainId: '0x1' }), 5710],
      [batch({ capabilities: { paymasterService: { url: 'https://x' } } }), 5700],
    ]
    for (const [params, code] of cases)
      await expect(wallet.request({ method: 'wallet_sendCalls', params })).rejects.toMatchObject({ code })
    await expect(
      wallet.request({ method: 'wallet_getCallsStatus', params: [`0x${'0'.repeat(64)}`] }),
    ).rejects.toMatchObject({ code: 5730 })
  })

  it('refuses malformed calls with invalid params, and a rejection sends nothing', async () => {
    const wallet = await connected()
    for (const calls of [[], [{ to: '<img src=x onerror=alert(1)>' }], [{ to: recipient, value: '-1' }], 'x'])
      await expect(
        wallet.request({ method: 'wallet_sendCalls', params: batch({ calls }) }),
      ).rejects.toMatchObject({
        code: -32602,
      })
    const nonce = await createPublicClient({ transport: http(anvil.chain.rpcUrl) }).getTransactionCount({
      address: sender,
    })
    wallet.control.rejectNext()
    await expect(wallet.request({ method: 'wallet_sendCalls', params: batch() })).rejects.toMatchObject({
      code: 4001,
    })
    expect(
      await createPublicClient({ transport: http(anvil.chain.rpcUrl) }).getTransactionCount({
        address: sender,
      }),
    ).toBe(nonce)
  })
})
