// The PSBT of a send: the payer's UTXOs chosen to cover the recipients and the fee at the quoted
// rate, change back to the payer. Estimating the fee and sending build the same transaction, so
// the fee shown is the fee paid.
import { Address, OutScript, selectUTXO, type Transaction } from '@scure/btc-signer'
import { bitcoinAdapterError } from './errors'
import type { EsploraClient } from './esplora'
import type { AddressParams } from './networks'

/** Below this an output is dust that nodes refuse to relay (P2WPKH: 294; 546 covers every kind). */
export const DUST_SATS = 546n

export interface PaymentRequest {
  from: string
  recipients: { address: string; amount: bigint }[]
  params: AddressParams
  api: EsploraClient
}

export async function buildPayment(request: PaymentRequest): Promise<{ tx: Transaction; fee: bigint }> {
  const { from, params, api } = request
  const script = OutScript.encode(Address(params).decode(from))
  for (const { address, amount } of request.recipients) {
    if (amount < DUST_SATS)
      throw bitcoinAdapterError(`The amount to ${address} is below the 546 sat dust limit`)
  }
  const [utxos, feePerByte] = await Promise.all([api.utxos(from), api.feeRate()])
  const selected = selectUTXO(
    utxos.map((u) => ({ txid: u.txid, index: u.vout, witnessUtxo: { script, amount: BigInt(u.value) } })),
    request.recipients,
    'default',
    { changeAddress: from, feePerByte, bip69: false, createTx: true, network: params, dust: DUST_SATS },
  )
  if (!selected?.tx) throw bitcoinAdapterError('Insufficient funds for the amount and the network fee')
  return { tx: selected.tx, fee: selected.fee ?? 0n }
}
