// The sendTransfer request (spec section 6) against the test wallet on the local regtest chain: a
// payment to several recipients is mined and moves each balance; bad recipients are refused before
// the wallet is asked to sign anything.
import { type BitcoinChain, startBitcoinChain } from '@latch/bitcoin-chain'
import { localBitcoinNetwork } from '@latch/bitcoin-chain/caip'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bitcoinAdapter } from '../src'
import { installWindow, offerWallet, satsAt } from './helpers'

installWindow()

let chain: BitcoinChain
let counter = 0

beforeAll(async () => {
  chain = await startBitcoinChain()
}, 60_000)
afterAll(async () => {
  await chain?.stop()
})

/** A wallet on fixture account `index` (0 or 1, the two it holds), connected through a fresh adapter. */
async function connected(index: number) {
  const connectorId = `Transfer Wallet ${++counter}`
  const wallet = offerWallet(chain.manifest, connectorId, 'standard')
  wallet.control.setAccount(index)
  const network = localBitcoinNetwork(chain.manifest)
  const adapter = bitcoinAdapter()
  await adapter.setup({ networks: [network] })
  const { accounts } = await adapter.connect({ connectorId, chainId: network.id })
  const transfer = (recipients: unknown) =>
    adapter.request(connectorId, { method: 'sendTransfer', params: { recipients } })
  return { wallet, payer: accounts[0] as string, transfer }
}

const payment = (index: number) => chain.manifest.accounts[index]?.payment as string
const ordinals = (index: number) => chain.manifest.accounts[index]?.ordinals as string

describe('bitcoin sendTransfer request', () => {
  it('pays two recipients from the payment address in one mined transaction', async () => {
    const { payer, transfer } = await connected(1)
    expect(payer).toBe(payment(1))
    const [first, second] = [payment(3), ordinals(0)]
    const before = await Promise.all([payer, first, second].map((a) => satsAt(chain.manifest, a)))
    const { txid } = (await transfer([
      { address: first, amount: 150_000 },
      { address: second, amount: 2_500 },
    ])) as { txid: string }
    expect(txid).toMatch(/^[0-9a-f]{64}$/)
    const tx = (await (await fetch(`${chain.manifest.apiUrl}/tx/${txid}`)).json()) as {
      status: { confirmed: boolean }
      vout: { scriptpubkey_address?: string; value: number }[]
    }
    expect(tx.status.confirmed).toBe(true)
    expect(tx.vout).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ scriptpubkey_address: first, value: 150_000 }),
        expect.objectContaining({ scriptpubkey_address: second, value: 2_500 }),
      ]),
    )
    const [payerBefore, firstBefore, secondBefore] = before as [bigint, bigint, bigint]
    expect(await satsAt(chain.manifest, first)).toBe(firstBefore + 150_000n)
    expect(await satsAt(chain.manifest, second)).toBe(secondBefore + 2_500n)
    // The payer pays both amounts and a fee (a few hundred sats at regtest's fixed rates).
    const spent = payerBefore - (await satsAt(chain.manifest, payer))
    expect(spent).toBeGreaterThan(152_500n)
    expect(spent).toBeLessThan(152_500n + 10_000n)
  })

  it('refuses 0, fractional, negative and non-numeric amounts before anything is signed', async () => {
    const { wallet, payer, transfer } = await connected(1)
    const before = await satsAt(chain.manifest, payer)
    const asked = wallet.control.log.length
    for (const [amount, shown] of [
      [0, '0'],
      [1_000.5, '1000.5'],
      [-5_000, '-5000'],
      ['5000', '5000'],
      ['lots', 'lots'],
      [Number.NaN, 'NaN'],
      [null, 'null'],
      [undefined, 'undefined'],
      [5_000n, 'bigint'],
    ] as const) {
      await expect(
        transfer([
          { address: payment(3), amount: 5_000 },
          { address: payment(0), amount },
        ]),
      ).rejects.toThrow(`Recipient 2 needs a whole positive amount in sats, not ${shown}`)
    }
    expect(wallet.control.log.length).toBe(asked)
    expect(await satsAt(chain.manifest, payer)).toBe(before)
  })

  it('refuses an address that is not of the network, or none, before anything is signed', async () => {
    const { wallet, payer, transfer } = await connected(1)
    const before = await satsAt(chain.manifest, payer)
    const asked = wallet.control.log.length
    for (const address of [
      'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4',
      '<img src=x onerror=alert(1)>',
      '0x'.padEnd(42, '1'),
      42,
      undefined,
      // No prototype, so no text form: refused as an address, not a TypeError.
      Object.create(null),
    ]) {
      await expect(
        transfer([
          { address: payment(3), amount: 5_000 },
          { address, amount: 5_000 },
        ]),
      ).rejects.toThrow('Invalid Bitcoin address')
    }
    expect(wallet.control.log.length).toBe(asked)
    expect(await satsAt(chain.manifest, payer)).toBe(before)
  })

  it('refuses no recipients, more than 100, or an amount below dust, before anything is signed', async () => {
    const { wallet, payer, transfer } = await connected(1)
    const before = await satsAt(chain.manifest, payer)
    const asked = wallet.control.log.length
    const one = { address: payment(3), amount: 1_000 }
    for (const recipients of [[], undefined, 'everyone', Array.from({ length: 101 }, () => one)])
      await expect(transfer(recipients)).rejects.toThrow('sendTransfer needs 1 to 100 recipients')
    await expect(transfer([{ address: payment(3), amount: 545 }])).rejects.toThrow('dust limit')
    expect(wallet.control.log.length).toBe(asked)
    expect(await satsAt(chain.manifest, payer)).toBe(before)
  })
})
