// The ledger: a bcoin full node on regtest, in memory and in process. bcoin validates every
// transaction as a node does (scripts, signatures, amounts, standardness) before its mempool takes
// it; blocks are mined on demand, and after each accepted broadcast when `autoMine` is on.
import { Address, OutScript, p2wpkh, Transaction } from '@scure/btc-signer'
import { pubECDSA } from '@scure/btc-signer/utils.js'
import type { BcoinAddress, BcoinFullNode, BcoinTX } from 'bcoin'
import {
  BITCOIN_ACCOUNT_COUNT,
  fixtureAccount,
  fixtureSecretKey,
  ORDINALS_SATS,
  PAYMENT_SATS,
  REGTEST,
} from './fixtures'

/** Segwit activates through BIP9 on bcoin's regtest: three 144-block periods of signalling. */
const SEGWIT_ACTIVE_HEIGHT = 432
/** Start-up mines this far, so the early coinbases (50 BTC each) are mature and segwit is on. */
const START_HEIGHT = SEGWIT_ACTIVE_HEIGHT + 8
/** What the fixture funding transaction pays, in sats. */
const FUNDING_FEE = 10_000n

export class ChainError extends Error {
  constructor(
    /** The HTTP status the API answers with. */
    readonly status: number,
    message: string,
  ) {
    super(message)
  }
}

export interface Utxo {
  txid: string
  vout: number
  value: number
  status: TxStatus
}

export interface TxStatus {
  confirmed: boolean
  block_height?: number
  block_hash?: string
  block_time?: number
}

export interface AddressStats {
  funded_txo_count: number
  funded_txo_sum: number
  spent_txo_count: number
  spent_txo_sum: number
  tx_count: number
}

export interface LocalBitcoin {
  node: BcoinFullNode
  /** Payment (P2WPKH) and ordinals (P2TR) address per fixture account. */
  accounts: { payment: string; ordinals: string }[]
  tipHeight(): number
  tipHash(): string
  /** Mines `count` blocks (at most 1000) paying `to` (default: the miner); their hashes. */
  mine(count: number, to?: string): Promise<string[]>
  /** Validates a raw transaction and takes it into the mempool; its txid. */
  broadcast(rawHex: string): Promise<string>
  utxos(address: string): Promise<Utxo[]>
  addressStats(address: string): Promise<{ chain_stats: AddressStats; mempool_stats: AddressStats }>
  tx(txid: string): Promise<{ tx: BcoinTX; status: TxStatus } | undefined>
  stop(): Promise<void>
}

/** Display order (txids, block hashes) to bcoin's internal order, and back. */
const reverseHex = (text: string) => text.match(/../g)?.reverse().join('') ?? ''
const TXID = /^[0-9a-f]{64}$/

export async function createLocalBitcoin(
  seed: string,
  options: { autoMine?: boolean } = {},
): Promise<LocalBitcoin> {
  // bcoin's crypto has native and JavaScript backends; the native one is not built here
  // (install scripts do not run), so ask for the JavaScript one before bcoin loads.
  process.env.NODE_BACKEND ??= 'js'
  const { default: bcoin } = await import('bcoin')
  const node = new bcoin.FullNode({
    network: 'regtest',
    memory: true,
    workers: false,
    logLevel: 'none',
    listen: false,
    indexTX: true,
    indexAddress: true,
  })
  // bcoin's own HTTP/RPC server is not used (the Esplora-like API is ours): do not open its port.
  const http = (node as unknown as { http: { open(): Promise<void>; close(): Promise<void> } }).http
  http.open = async () => {}
  http.close = async () => {}
  await node.open()

  /** Our addresses are bech32/bech32m/base58 for regtest; bcoin's address object comes from the script. */
  function bcoinAddress(address: string): BcoinAddress {
    let script: Uint8Array
    try {
      script = OutScript.encode(Address(REGTEST).decode(address))
    } catch {
      throw new ChainError(400, `Invalid regtest address: ${address.slice(0, 100)}`)
    }
    const found = bcoin.Script.fromRaw(Buffer.from(script)).getAddress()
    if (!found) throw new ChainError(400, `Invalid regtest address: ${address.slice(0, 100)}`)
    return found
  }

  const minerKey = fixtureSecretKey(seed, 'miner')
  const miner = p2wpkh(pubECDSA(minerKey, true), REGTEST)
  const minerAddress = bcoinAddress(miner.address as string)

  // Chain changes and reads take turns. A block mined while a broadcast is checked would race it,
  // and bcoin lists an address's coins from its index before reading each one: a block connected
  // in between leaves a listed coin gone (bcoin then fails an assertion, a 500).
  let queue: Promise<unknown> = Promise.resolve()
  function serial<T>(work: () => Promise<T>): Promise<T> {
    const run = queue.then(work, work)
    queue = run.catch(() => {})
    return run
  }

  async function mineNow(count: number, to: BcoinAddress): Promise<string[]> {
    const hashes: string[] = []
    for (let i = 0; i < count; i++) {
      const block = await node.miner.mineBlock(node.chain.tip, to)
      await node.chain.add(block)
      hashes.push(reverseHex(block.hash('hex')))
    }
    return hashes
  }

  async function statusOf(height: number, block: string | null): Promise<TxStatus> {
    if (height < 0 || !block) return { confirmed: false }
    const entry = await node.chain.getEntry(block)
    return {
      confirmed: true,
      block_height: height,
      block_hash: reverseHex(block),
      ...(entry ? { block_time: entry.time } : {}),
    }
  }

  /** An address's transaction counts and sums, confirmed and in the mempool (Esplora's shape). */
  async function readAddressStats(owner: BcoinAddress) {
    const wanted = owner.toString()
    const empty = (): AddressStats => ({
      funded_txo_count: 0,
      funded_txo_sum: 0,
      spent_txo_count: 0,
      spent_txo_sum: 0,
      tx_count: 0,
    })
    const stats = { chain_stats: empty(), mempool_stats: empty() }
    for (const meta of await node.getMetaByAddress([owner])) {
      const into = meta.height >= 0 ? stats.chain_stats : stats.mempool_stats
      into.tx_count++
      for (const output of meta.tx.outputs) {
        if (output.script.getAddress()?.toString() !== wanted) continue
        into.funded_txo_count++
        into.funded_txo_sum += output.value
      }
      if (meta.tx.isCoinbase()) continue
      const view = await node.getMetaView(meta)
      for (const spent of meta.tx.inputs) {
        const output = view.getOutputFor(spent)
        if (output?.script.getAddress()?.toString() !== wanted) continue
        into.spent_txo_count++
        into.spent_txo_sum += output.value
      }
    }
    return stats
  }

  // Fixtures: mature coinbases for the miner, then one transaction paying every account.
  await mineNow(START_HEIGHT, minerAddress)
  const accounts = Array.from({ length: BITCOIN_ACCOUNT_COUNT }, (_, i) => fixtureAccount(seed, i))
  const coins = (await node.getCoinsByAddress([minerAddress]))
    .filter((coin) => coin.height > 0 && coin.height <= 100)
    .sort((a, b) => a.height - b.height)
    .slice(0, accounts.length)
  const funding = new Transaction()
  let input = 0n
  for (const coin of coins) {
    input += BigInt(coin.value)
    funding.addInput({
      txid: reverseHex(coin.hash),
      index: coin.index,
      witnessUtxo: { script: miner.script, amount: BigInt(coin.value) },
    })
  }
  for (const account of accounts) {
    funding.addOutputAddress(account.payment.address, PAYMENT_SATS, REGTEST)
    funding.addOutputAddress(account.ordinals.address, ORDINALS_SATS, REGTEST)
  }
  const paid = (PAYMENT_SATS + ORDINALS_SATS) * BigInt(accounts.length)
  funding.addOutputAddress(miner.address as string, input - paid - FUNDING_FEE, REGTEST)
  funding.sign(minerKey)
  funding.finalize()
  await node.mempool.addTX(bcoin.TX.fromRaw(Buffer.from(funding.extract())))
  await mineNow(1, minerAddress)

  return {
    node,
    accounts: accounts.map((a) => ({ payment: a.payment.address, ordinals: a.ordinals.address })),
    tipHeight: () => node.chain.height,
    tipHash: () => reverseHex(node.chain.tip.hash),

    mine(count, to) {
      if (!Number.isSafeInteger(count) || count < 1 || count > 1000)
        throw new ChainError(400, 'blocks must be a whole number from 1 to 1000')
      const address = to === undefined ? minerAddress : bcoinAddress(to)
      return serial(() => mineNow(count, address))
    },

    broadcast(rawHex) {
      let tx: BcoinTX
      try {
        if (!/^([0-9a-fA-F]{2})+$/.test(rawHex)) throw new Error('not hex')
        tx = bcoin.TX.fromRaw(Buffer.from(rawHex, 'hex'))
      } catch {
        throw new ChainError(400, 'sendrawtransaction RPC error: TX decode failed')
      }
      return serial(async () => {
        try {
          // The mempool checks inputs exist and are unspent, amounts, every script and signature.
          await node.mempool.addTX(tx)
        } catch (error) {
          throw new ChainError(400, `sendrawtransaction RPC error: ${(error as Error).message}`)
        }
        if (!node.mempool.getTX(tx.hash('hex')))
          throw new ChainError(400, 'sendrawtransaction RPC error: missing inputs (orphan)')
        if (options.autoMine ?? true) await mineNow(1, minerAddress)
        return tx.txid()
      })
    },

    utxos(address) {
      const owner = bcoinAddress(address)
      return serial(async () => {
        const coins = await node.getCoinsByAddress([owner])
        return Promise.all(
          coins.map(async (coin) => {
            const meta = coin.height >= 0 ? await node.getMeta(coin.hash) : null
            return {
              txid: reverseHex(coin.hash),
              vout: coin.index,
              value: coin.value,
              status: await statusOf(coin.height, meta?.block ?? null),
            }
          }),
        )
      })
    },

    addressStats(address) {
      const owner = bcoinAddress(address)
      return serial(() => readAddressStats(owner))
    },

    tx(txid) {
      if (!TXID.test(txid)) throw new ChainError(400, 'Invalid transaction id')
      return serial(async () => {
        const meta = await node.getMeta(reverseHex(txid))
        if (!meta) return undefined
        return { tx: meta.tx, status: await statusOf(meta.height, meta.block) }
      })
    },

    stop: () => node.close(),
  }
}
