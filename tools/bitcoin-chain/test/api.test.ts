// The local chain over its HTTP API, driven as a wallet would: read UTXOs, sign with
// @scure/btc-signer, broadcast, follow the status. bcoin checks every signature: forged ones fail.
import { p2wpkh, Transaction } from '@scure/btc-signer'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  type BitcoinChain,
  fixtureAccount,
  ORDINALS_SATS,
  PAYMENT_SATS,
  REGTEST,
  startBitcoinChain,
  type Utxo,
} from '../src'

let chain: BitcoinChain

beforeAll(async () => {
  chain = await startBitcoinChain()
}, 60_000)
afterAll(async () => {
  await chain?.stop()
})

async function get(path: string): Promise<Response> {
  return fetch(`${chain.manifest.apiUrl}${path}`)
}
async function getJson<T>(path: string): Promise<T> {
  const response = await get(path)
  expect(response.status).toBe(200)
  return (await response.json()) as T
}
async function post(path: string, body: string): Promise<Response> {
  return fetch(`${chain.manifest.apiUrl}${path}`, { method: 'POST', body })
}
const balance = async (address: string) =>
  (await getJson<Utxo[]>(`/address/${address}/utxo`)).reduce((sum, u) => sum + u.value, 0)

/** Account `index` pays `amount` to `to`, change back to itself, `fee` to the miner. */
async function payment(index: number, to: string, amount: bigint, fee = 500n) {
  const account = fixtureAccount(chain.manifest.seed, index)
  const [utxo] = await getJson<Utxo[]>(`/address/${account.payment.address}/utxo`)
  if (!utxo) throw new Error('no utxo')
  const tx = new Transaction()
  tx.addInput({
    txid: utxo.txid,
    index: utxo.vout,
    witnessUtxo: { script: p2wpkh(account.payment.publicKey, REGTEST).script, amount: BigInt(utxo.value) },
  })
  tx.addOutputAddress(to, amount, REGTEST)
  tx.addOutputAddress(account.payment.address, BigInt(utxo.value) - amount - fee, REGTEST)
  tx.sign(account.payment.secretKey)
  tx.finalize()
  return { tx, utxo, account }
}

describe('bitcoin chain API', () => {
  it('serves the same fixture addresses on every start, funded and confirmed', async () => {
    expect(chain.manifest.caipNetworkId).toBe('bip122:0f9188f13cb7b2c71f2a335e3a4fc328')
    const first = chain.manifest.accounts[0]
    expect(first?.payment).toBe(fixtureAccount(chain.manifest.seed, 0).payment.address)
    expect(first?.payment).toMatch(/^bcrt1q/)
    expect(first?.ordinals).toMatch(/^bcrt1p/)
    const utxos = await getJson<Utxo[]>(`/address/${first?.payment}/utxo`)
    expect(utxos).toEqual([
      expect.objectContaining({
        value: Number(PAYMENT_SATS),
        status: expect.objectContaining({ confirmed: true }),
      }),
    ])
    const stats = await getJson<{ chain_stats: { funded_txo_sum: number } }>(`/address/${first?.ordinals}`)
    expect(stats.chain_stats.funded_txo_sum).toBe(Number(ORDINALS_SATS))
  })

  it('takes a correctly signed payment, mines it, and moves the balances by amount and fee', async () => {
    const to = chain.manifest.accounts[3]?.payment as string
    const toBefore = await balance(to)
    const { tx, account } = await payment(1, to, 1_000_000n)
    const response = await post('/tx', tx.hex)
    expect(response.status).toBe(200)
    const txid = await response.text()
    expect(txid).toBe(tx.id)
    const status = await getJson<{ confirmed: boolean; block_height: number }>(`/tx/${txid}/status`)
    expect(status).toMatchObject({
      confirmed: true,
      block_height: Number(await (await get('/blocks/tip/height')).text()),
    })
    expect(await balance(to)).toBe(toBefore + 1_000_000)
    expect(await balance(account.payment.address)).toBe(Number(PAYMENT_SATS) - 1_000_000 - 500)
    const body = await getJson<{ vout: { scriptpubkey_address: string; value: number }[] }>(`/tx/${txid}`)
    expect(body.vout[0]).toMatchObject({ scriptpubkey_address: to, value: 1_000_000 })
    expect(await (await get(`/tx/${txid}/hex`)).text()).toBe(tx.hex)
  })

  it('refuses a transaction whose signature was tampered with, and nothing moves', async () => {
    const { tx, account } = await payment(2, chain.manifest.accounts[3]?.payment as string, 5000n)
    const before = await balance(account.payment.address)
    const raw = tx.extract()
    // The witness's signature sits near the end; flip a bit inside it.
    const at = raw.length - 4 - 34 - 20
    raw[at] = (raw[at] as number) ^ 1
    const response = await post('/tx', Buffer.from(raw).toString('hex'))
    expect(response.status).toBe(400)
    expect(await response.text()).toMatch(/sendrawtransaction RPC error: .*(verify|script)/i)
    expect(await balance(account.payment.address)).toBe(before)
  })

  it('refuses spending more than the inputs hold, and a double spend', async () => {
    const to = chain.manifest.accounts[0]?.payment as string
    const account = fixtureAccount(chain.manifest.seed, 2)
    const [utxo] = await getJson<Utxo[]>(`/address/${account.payment.address}/utxo`)
    const greedy = new Transaction()
    greedy.addInput({
      txid: utxo?.txid as string,
      index: utxo?.vout as number,
      // The signer is told the coin holds more than it does, so it lets the overspend through.
      witnessUtxo: {
        script: p2wpkh(account.payment.publicKey, REGTEST).script,
        amount: BigInt(utxo?.value ?? 0) + 100_000n,
      },
    })
    greedy.addOutputAddress(to, BigInt(utxo?.value ?? 0) + 1n, REGTEST)
    greedy.sign(account.payment.secretKey)
    greedy.finalize()
    const refused = await post('/tx', greedy.hex)
    expect(refused.status).toBe(400)
    expect(await refused.text()).toMatch(/sendrawtransaction RPC error: (Verification failure|.*in-belowout)/)

    const first = await payment(2, to, 10_000n)
    expect((await post('/tx', first.tx.hex)).status).toBe(200)
    // The same coin again, to someone else: already spent in the mined block.
    const again = new Transaction()
    again.addInput({
      txid: first.utxo.txid,
      index: first.utxo.vout,
      witnessUtxo: {
        script: p2wpkh(account.payment.publicKey, REGTEST).script,
        amount: BigInt(first.utxo.value),
      },
    })
    again.addOutputAddress(chain.manifest.accounts[1]?.payment as string, 20_000n, REGTEST)
    again.addOutputAddress(account.payment.address, BigInt(first.utxo.value) - 30_000n, REGTEST)
    again.sign(account.payment.secretKey)
    again.finalize()
    const response = await post('/tx', again.hex)
    expect(response.status).toBe(400)
  })

  it('mines on demand, to the miner or to a given address', async () => {
    const height = Number(await (await get('/blocks/tip/height')).text())
    const mined = await post('/mine', JSON.stringify({ blocks: 3 }))
    expect(mined.status).toBe(200)
    expect(await mined.json()).toMatchObject({
      height: height + 3,
      hashes: [expect.any(String), expect.any(String), expect.any(String)],
    })
    expect(await (await get('/blocks/tip/hash')).text()).toMatch(/^[0-9a-f]{64}$/)
  })

  it('answers bad input with a clear 4xx and changes nothing', async () => {
    const height = await (await get('/blocks/tip/height')).text()
    const cases: [Promise<Response>, number, RegExp][] = [
      [post('/tx', 'zz<script>'), 400, /TX decode failed/],
      [post('/tx', '00'), 400, /TX decode failed/],
      [get('/address/0x1234/utxo'), 400, /Invalid regtest address/],
      [get('/address/bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq/utxo'), 400, /Invalid regtest address/],
      [get('/tx/nothex'), 400, /Invalid transaction id/],
      [get(`/tx/${'0'.repeat(64)}`), 404, /not found/],
      [post('/mine', JSON.stringify({ blocks: 1e9 })), 400, /1 to 1000/],
      [post('/mine', '{'), 400, /JSON/],
      [post('/tx', 'a'.repeat(2 * 1024 * 1024)), 413, /too large/],
      [get('/nowhere'), 404, /No route/],
    ]
    for (const [pending, status, text] of cases) {
      const response = await pending
      expect(response.status).toBe(status)
      expect(await response.text()).toMatch(text)
    }
    expect(await (await get('/blocks/tip/height')).text()).toBe(height)
  })

  it('quotes fee estimates per confirmation target in sat/vB', async () => {
    const fees = await getJson<Record<string, number>>('/fee-estimates')
    expect(fees['1']).toBeGreaterThanOrEqual(fees['144'] as number)
    expect(fees['144']).toBeGreaterThanOrEqual(1)
  })
  it('reads taken while a spend is mined answer with the coins before or after, never an error', async () => {
    // bcoin lists an address's coins from its index, then reads each: a block connected in
    // between would leave a listed coin gone. Reads and chain changes take turns.
    const payer = chain.manifest.accounts[3]?.payment as string
    const to = chain.manifest.accounts[0]?.ordinals as string
    for (let round = 0; round < 10; round++) {
      const { tx } = await payment(3, to, 1000n)
      let done = false
      const sent = post('/tx', tx.hex).finally(() => {
        done = true
      })
      const statuses: number[] = []
      while (!done) {
        const batch = await Promise.all(Array.from({ length: 8 }, () => get(`/address/${payer}/utxo`)))
        statuses.push(...batch.map((response) => response.status))
      }
      expect((await sent).status).toBe(200)
      expect(statuses.filter((status) => status !== 200)).toEqual([])
    }
  })
})
