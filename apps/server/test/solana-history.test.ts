// GET /v1/account/{address}/history for Solana accounts: the transactions read from the local
// Solana chain's RPC (getSignaturesForAddress, getTransaction), newest first, SOL amounts without
// the fee.
import { balanceUpstream, fixtureSecretKey, type SolanaChain, startSolanaChain } from '@latch/solana-chain'
import {
  appendTransactionMessageInstruction,
  createKeyPairSignerFromPrivateKeyBytes,
  createSolanaRpc,
  createTransactionMessage,
  getBase64EncodedWireTransaction,
  getSignatureFromTransaction,
  type KeyPairSigner,
  pipe,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  signTransactionMessageWithSigners,
} from '@solana/kit'
import { getTransferSolInstruction } from '@solana-program/system'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { RunningServer } from '../src/server'
import { backends } from './helpers/backends'
import { call, start } from './helpers/fixture'

let chain: SolanaChain
let server: RunningServer
const [pglite] = backends()

beforeAll(async () => {
  chain = await startSolanaChain()
  server = await start(await (pglite as NonNullable<typeof pglite>).storage(), {
    solana: [balanceUpstream(chain.manifest)],
  })
})
afterAll(async () => {
  await server?.stop()
  await chain?.stop()
})

const signer = (index: number) =>
  createKeyPairSignerFromPrivateKeyBytes(fixtureSecretKey(chain.manifest.seed, index))

async function send(from: KeyPairSigner, to: string, amount: bigint): Promise<string> {
  const rpc = createSolanaRpc(chain.manifest.rpcUrl)
  const { value: blockhash } = await rpc.getLatestBlockhash().send()
  const transaction = await signTransactionMessageWithSigners(
    pipe(
      createTransactionMessage({ version: 0 }),
      (m) => setTransactionMessageFeePayerSigner(from, m),
      (m) => setTransactionMessageLifetimeUsingBlockhash(blockhash, m),
      (m) =>
        appendTransactionMessageInstruction(
          getTransferSolInstruction({ source: from, destination: to as never, amount }),
          m,
        ),
    ),
  )
  await rpc.sendTransaction(getBase64EncodedWireTransaction(transaction), { encoding: 'base64' }).send()
  return getSignatureFromTransaction(transaction)
}

const historyOf = (address: string, query = '') =>
  call(
    server.url,
    `/v1/account/${encodeURIComponent(address)}/history?chainId=${encodeURIComponent(chain.manifest.caipNetworkId)}${query}`,
  )

describe('solana activity', () => {
  it('lists a send and a receive newest first, with the SOL moved and the fee left out', async () => {
    const [a, b] = await Promise.all([signer(1), signer(2)])
    const out = await send(a, b.address, 250_000_000n)
    const back = await send(b, a.address, 1_000_000n)
    const { status, body } = await historyOf(a.address)
    expect(status).toBe(200)
    expect(body.next).toBeNull()
    expect(body.data).toEqual([
      expect.objectContaining({
        id: back,
        metadata: expect.objectContaining({
          chain: chain.manifest.caipNetworkId,
          operationType: 'receive',
          sentFrom: b.address,
          sentTo: a.address,
          hash: back,
        }),
        transfers: [expect.objectContaining({ direction: 'in', quantity: { numeric: '0.001' }, price: 150 })],
      }),
      expect.objectContaining({
        id: out,
        metadata: expect.objectContaining({ operationType: 'send', sentFrom: a.address, sentTo: b.address }),
        transfers: [
          expect.objectContaining({
            direction: 'out',
            quantity: { numeric: '0.25' },
            fungible_info: expect.objectContaining({ symbol: 'SOL' }),
          }),
        ],
      }),
    ])
    // The cursor pages on from a signature.
    const after = await historyOf(a.address, `&cursor=${back}`)
    expect((after.body.data as { id: string }[]).map((t) => t.id)).toEqual([out])
  })

  it('refuses a malformed address or cursor with a 400, and shows nothing for an unknown cluster', async () => {
    expect((await historyOf('<img src=x>')).status).toBe(400)
    const owner = chain.manifest.accounts[0] as string
    const bad = await historyOf(owner, '&cursor=%3Cscript%3E')
    expect(bad.status).toBe(400)
    const other = await call(
      server.url,
      `/v1/account/${owner}/history?chainId=${encodeURIComponent('solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1')}`,
    )
    expect(other.body).toEqual({ data: [], next: null })
  })
})
