// The local chain over HTTP and websocket, driven by @solana/kit as an app or wallet would.

import {
  type Address,
  address,
  appendTransactionMessageInstruction,
  compileTransaction,
  createKeyPairSignerFromPrivateKeyBytes,
  createSolanaRpc,
  createSolanaRpcSubscriptions,
  createTransactionMessage,
  getBase64Decoder,
  getBase64EncodedWireTransaction,
  getSignatureFromTransaction,
  type KeyPairSigner,
  lamports,
  pipe,
  type Rpc,
  type SolanaRpcApi,
  sendAndConfirmTransactionFactory,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  signTransactionMessageWithSigners,
} from '@solana/kit'
import { getTransferSolInstruction } from '@solana-program/system'
import {
  fetchToken,
  findAssociatedTokenPda,
  getTransferCheckedInstruction,
  TOKEN_PROGRAM_ADDRESS,
} from '@solana-program/token'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { fixtureSecretKey, type SolanaChain, startSolanaChain } from '../src'

let chain: SolanaChain
let rpc: Rpc<SolanaRpcApi>
let payer: KeyPairSigner
let other: KeyPairSigner

beforeAll(async () => {
  chain = await startSolanaChain()
  rpc = createSolanaRpc(chain.manifest.rpcUrl)
  payer = await createKeyPairSignerFromPrivateKeyBytes(fixtureSecretKey(chain.manifest.seed, 0))
  other = await createKeyPairSignerFromPrivateKeyBytes(fixtureSecretKey(chain.manifest.seed, 1))
})
afterAll(async () => {
  await chain?.stop()
})

async function post(body: unknown): Promise<Record<string, unknown>> {
  const response = await fetch(chain.manifest.rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
  return (await response.json()) as Record<string, unknown>
}

async function signedTransfer(from: KeyPairSigner, to: Address, amount: bigint) {
  const { value: blockhash } = await rpc.getLatestBlockhash().send()
  const message = pipe(
    createTransactionMessage({ version: 0 }),
    (m) => setTransactionMessageFeePayerSigner(from, m),
    (m) => setTransactionMessageLifetimeUsingBlockhash(blockhash, m),
    (m) =>
      appendTransactionMessageInstruction(
        getTransferSolInstruction({ source: from, destination: to, amount }),
        m,
      ),
  )
  return signTransactionMessageWithSigners(message)
}

describe('fixtures', () => {
  it('funds the accounts derived from the seed and gives them token balances', async () => {
    expect(chain.manifest.accounts[0]).toBe(payer.address)
    const { value } = await rpc.getBalance(payer.address).send()
    expect(value).toBe(1_000_000_000_000n)
    const { value: tokens } = await rpc
      .getTokenAccountsByOwner(
        payer.address,
        { mint: address(chain.manifest.token.mint) },
        { encoding: 'jsonParsed' },
      )
      .send()
    expect(tokens).toHaveLength(1)
    expect(tokens[0]?.account.data.parsed.info.tokenAmount).toMatchObject({
      amount: '1000000000',
      decimals: 6,
    })
  })

  it('gives the same accounts, mint and cluster id on every start', async () => {
    const again = await startSolanaChain()
    try {
      const { rpcUrl: _a, wsUrl: _b, ...first } = chain.manifest
      const { rpcUrl: _c, wsUrl: _d, ...second } = again.manifest
      expect(second).toEqual(first)
      expect(await createSolanaRpc(again.manifest.rpcUrl).getGenesisHash().send()).toBe(
        chain.manifest.genesisHash,
      )
    } finally {
      await again.stop()
    }
  })
})

describe('transactions', () => {
  it('sends SOL and confirms through signatureSubscribe, charging 5000 lamports a signature', async () => {
    const before = (await rpc.getBalance(payer.address).send()).value
    const otherBefore = (await rpc.getBalance(other.address).send()).value
    const transaction = await signedTransfer(payer, other.address, 500_000_000n)
    const rpcSubscriptions = createSolanaRpcSubscriptions(chain.manifest.wsUrl)
    await sendAndConfirmTransactionFactory({ rpc, rpcSubscriptions })(transaction as never, {
      commitment: 'confirmed',
    })
    expect((await rpc.getBalance(other.address).send()).value).toBe(otherBefore + 500_000_000n)
    expect((await rpc.getBalance(payer.address).send()).value).toBe(before - 500_000_000n - 5000n)
    const { value } = await rpc.getSignatureStatuses([getSignatureFromTransaction(transaction)]).send()
    expect(value[0]).toMatchObject({ err: null, confirmationStatus: 'finalized' })
  })

  it("lists the transactions of an address newest first and tells each one's SOL movements", async () => {
    const third = await createKeyPairSignerFromPrivateKeyBytes(fixtureSecretKey(chain.manifest.seed, 2))
    const first = await signedTransfer(payer, third.address, 7000n)
    await rpc.sendTransaction(getBase64EncodedWireTransaction(first), { encoding: 'base64' }).send()
    const second = await signedTransfer(third, other.address, 3000n)
    await rpc.sendTransaction(getBase64EncodedWireTransaction(second), { encoding: 'base64' }).send()
    const [newest, older, ...rest] = await rpc.getSignaturesForAddress(third.address).send()
    expect(rest).toEqual([])
    expect([newest?.signature, older?.signature]).toEqual([
      getSignatureFromTransaction(second),
      getSignatureFromTransaction(first),
    ])
    expect(newest).toMatchObject({ err: null, confirmationStatus: 'finalized' })
    const page = await rpc
      .getSignaturesForAddress(third.address, { before: newest?.signature, limit: 1 })
      .send()
    expect(page.map((entry) => entry.signature)).toEqual([older?.signature])

    const body = await post({
      jsonrpc: '2.0',
      id: 1,
      method: 'getTransaction',
      params: [getSignatureFromTransaction(first), { encoding: 'json', maxSupportedTransactionVersion: 0 }],
    })
    const found = body.result as {
      meta: { fee: number; preBalances: number[]; postBalances: number[] }
      transaction: { message: { accountKeys: string[] } }
    }
    const keys = found.transaction.message.accountKeys
    const delta = (key: string) => {
      const i = keys.indexOf(key)
      return (found.meta.postBalances[i] ?? 0) - (found.meta.preBalances[i] ?? 0)
    }
    expect(found.meta.fee).toBe(5000)
    expect(delta(third.address)).toBe(7000)
    expect(delta(payer.address)).toBe(-7000 - 5000)
    expect(
      await post({ jsonrpc: '2.0', id: 2, method: 'getTransaction', params: ['1'.repeat(64)] }),
    ).toMatchObject({
      result: null,
    })
  })

  it('quotes the fee of a message from its signer count', async () => {
    const transaction = await signedTransfer(payer, other.address, 1n)
    const message = getBase64Decoder().decode(transaction.messageBytes)
    const { value } = await rpc.getFeeForMessage(message as never).send()
    expect(value).toBe(5000n)
  })

  it('moves SPL tokens with transferChecked', async () => {
    const mint = address(chain.manifest.token.mint)
    const [source] = await findAssociatedTokenPda({
      owner: payer.address,
      mint,
      tokenProgram: TOKEN_PROGRAM_ADDRESS,
    })
    const [destination] = await findAssociatedTokenPda({
      owner: other.address,
      mint,
      tokenProgram: TOKEN_PROGRAM_ADDRESS,
    })
    const { value: blockhash } = await rpc.getLatestBlockhash().send()
    const message = pipe(
      createTransactionMessage({ version: 0 }),
      (m) => setTransactionMessageFeePayerSigner(payer, m),
      (m) => setTransactionMessageLifetimeUsingBlockhash(blockhash, m),
      (m) =>
        appendTransactionMessageInstruction(
          getTransferCheckedInstruction({
            source,
            mint,
            destination,
            authority: payer,
            amount: 3_000_000n,
            decimals: 6,
          }),
          m,
        ),
    )
    const transaction = await signTransactionMessageWithSigners(message)
    await rpc.sendTransaction(getBase64EncodedWireTransaction(transaction), { encoding: 'base64' }).send()
    expect((await fetchToken(rpc, destination)).data.amount).toBe(1_003_000_000n)
    expect((await rpc.getTokenAccountBalance(source).send()).value.uiAmountString).toBe('997')
  })

  it('refuses a transfer above the balance with -32002 and changes nothing', async () => {
    const poor = await createKeyPairSignerFromPrivateKeyBytes(new Uint8Array(32).fill(9))
    await rpc.requestAirdrop(poor.address, lamports(1_000_000n)).send()
    const transaction = await signedTransfer(poor, other.address, 5_000_000_000n)
    const otherBefore = (await rpc.getBalance(other.address).send()).value
    await expect(
      rpc.sendTransaction(getBase64EncodedWireTransaction(transaction), { encoding: 'base64' }).send(),
    ).rejects.toMatchObject({ context: { __code: -32002 } })
    expect((await rpc.getBalance(other.address).send()).value).toBe(otherBefore)
    expect((await rpc.getBalance(poor.address).send()).value).toBe(1_000_000n)
  })

  it('simulates without changing balances, unsigned when sigVerify is off', async () => {
    const before = (await rpc.getBalance(other.address).send()).value
    const { value: blockhash } = await rpc.getLatestBlockhash().send()
    const unsigned = compileTransaction(
      pipe(
        createTransactionMessage({ version: 0 }),
        (m) => setTransactionMessageFeePayerSigner(payer, m),
        (m) => setTransactionMessageLifetimeUsingBlockhash(blockhash, m),
        (m) =>
          appendTransactionMessageInstruction(
            getTransferSolInstruction({ source: payer, destination: other.address, amount: 7n }),
            m,
          ),
      ),
    )
    const { value } = await rpc
      .simulateTransaction(getBase64EncodedWireTransaction(unsigned), {
        encoding: 'base64',
        sigVerify: false,
      })
      .send()
    expect(value.err).toBeNull()
    expect((await rpc.getBalance(other.address).send()).value).toBe(before)
  })

  it('refuses a replayed transaction', async () => {
    const transaction = await signedTransfer(payer, other.address, 1n)
    const wire = getBase64EncodedWireTransaction(transaction)
    await rpc.sendTransaction(wire, { encoding: 'base64' }).send()
    await expect(rpc.sendTransaction(wire, { encoding: 'base64' }).send()).rejects.toThrow()
  })
})

describe('bad input', () => {
  it('answers unknown methods with -32601 and malformed params with -32602', async () => {
    expect(await post({ jsonrpc: '2.0', id: 1, method: 'nope' })).toMatchObject({ error: { code: -32601 } })
    expect(
      await post({ jsonrpc: '2.0', id: 2, method: 'getBalance', params: ['<b>0x12</b>'] }),
    ).toMatchObject({
      error: { code: -32602 },
    })
    expect(
      await post({
        jsonrpc: '2.0',
        id: 3,
        method: 'sendTransaction',
        params: ['!!!', { encoding: 'base64' }],
      }),
    ).toMatchObject({ error: { code: -32602 } })
    expect(await post({ jsonrpc: '2.0', id: 4, method: 'toString' })).toMatchObject({
      error: { code: -32601 },
    })
  })

  it('refuses malformed activity queries with -32602', async () => {
    const owner = chain.manifest.accounts[0]
    for (const [method, params] of [
      ['getSignaturesForAddress', ['<img src=x>']],
      ['getSignaturesForAddress', [owner, { limit: 0 }]],
      ['getSignaturesForAddress', [owner, { limit: 1e9 }]],
      ['getTransaction', ['<script>']],
      ['getTransaction', [42]],
    ] as const) {
      expect(
        await post({ jsonrpc: '2.0', id: 1, method, params }),
        `${method} ${JSON.stringify(params)}`,
      ).toMatchObject({
        error: { code: -32602 },
      })
    }
  })

  it('answers a body that is not JSON with -32700 and keeps serving', async () => {
    expect(await post('{nope')).toMatchObject({ error: { code: -32700 } })
    expect(await post({ jsonrpc: '2.0', id: 5, method: 'getHealth' })).toMatchObject({ result: 'ok' })
  })

  it('answers batches in order', async () => {
    const answer = (await post([
      { jsonrpc: '2.0', id: 1, method: 'getHealth' },
      { jsonrpc: '2.0', id: 2, method: 'getGenesisHash' },
    ])) as unknown as Array<{ id: number }>
    expect(answer.map((a) => a.id)).toEqual([1, 2])
  })
})
