// The few Esplora calls the adapter makes: a payer's UTXOs, the fee rate and the broadcast.
import { bitcoinAdapterError } from './errors'

export interface Utxo {
  txid: string
  vout: number
  value: number
}

/** Confirmation target the adapter prices sends for (blocks). */
export const FEE_TARGET = '3'
const MAX_FEE_RATE = 10_000

export function esploraClient(baseUrl: string) {
  async function call(path: string, init?: RequestInit): Promise<Response> {
    let response: Response
    try {
      response = await fetch(`${baseUrl}${path}`, init)
    } catch (cause) {
      throw bitcoinAdapterError(`The Bitcoin API at ${baseUrl} is unreachable`, { cause })
    }
    if (!response.ok) {
      const text = (await response.text()).slice(0, 300)
      throw bitcoinAdapterError(`The Bitcoin API refused ${path.split('/')[1]}: ${text}`)
    }
    return response
  }
  return {
    async utxos(address: string): Promise<Utxo[]> {
      const list = (await (await call(`/address/${encodeURIComponent(address)}/utxo`)).json()) as unknown
      if (!Array.isArray(list))
        throw bitcoinAdapterError('The Bitcoin API answered UTXOs that are not a list')
      return list.filter(
        (u): u is Utxo =>
          typeof u?.txid === 'string' &&
          /^[0-9a-f]{64}$/.test(u.txid) &&
          Number.isSafeInteger(u.vout) &&
          Number.isSafeInteger(u.value) &&
          u.value > 0,
      )
    },
    /** sat/vB for the target, whole and at least 1. */
    async feeRate(): Promise<bigint> {
      const table = (await (await call('/fee-estimates')).json()) as Record<string, unknown>
      const rate = Number(table?.[FEE_TARGET] ?? table?.['6'] ?? 1)
      if (!Number.isFinite(rate) || rate <= 0 || rate > MAX_FEE_RATE)
        throw bitcoinAdapterError(`The Bitcoin API quoted an unusable fee rate: ${String(rate)}`)
      return BigInt(Math.ceil(rate))
    },
    async broadcast(rawHex: string): Promise<string> {
      const txid = (await (await call('/tx', { method: 'POST', body: rawHex })).text()).trim()
      if (!/^[0-9a-f]{64}$/.test(txid))
        throw bitcoinAdapterError('The Bitcoin API answered no transaction id')
      return txid
    },
  }
}

export type EsploraClient = ReturnType<typeof esploraClient>
