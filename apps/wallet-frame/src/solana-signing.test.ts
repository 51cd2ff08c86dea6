// The frame's Solana methods against the real local cluster (tools/solana-chain). The frame's
// parts are handed in as the frame hands them (solana.ts): the secret, a recorded approval screen
// that approves or rejects, and JSON-RPC posted straight to the cluster where the frame goes
// through the services server's proxy (the browser spec wallet-frame-solana covers that path).

import { type SolanaChain as LocalChain, startSolanaChain } from '@latch/solana-chain'
import {
  type Address,
  appendTransactionMessageInstructions,
  address as asAddress,
  type Blockhash,
  compileTransaction,
  createNoopSigner,
  createTransactionMessage,
  getBase58Decoder,
  getBase58Encoder,
  getBase64EncodedWireTransaction,
  getBase64Encoder,
  getPublicKeyFromAddress,
  getTransactionDecoder,
  type Instruction,
  pipe,
  type SignatureBytes,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash,
  verifySignature,
} from '@solana/kit'
import { getTransferSolInstruction } from '@solana-program/system'
import {
  findAssociatedTokenPda,
  getCreateAssociatedTokenIdempotentInstruction,
  getTransferCheckedInstruction,
  TOKEN_PROGRAM_ADDRESS,
} from '@solana-program/token'
import { bytesToHex } from 'viem'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { SolanaChain } from './networks'
import { solanaKeyOf } from './solana-key'
import { type FrameParts, signSolana, solanaAddress, useFrameParts } from './solana-signing'

let chain: LocalChain
let cluster: SolanaChain
let user: Address
const secret = crypto.getRandomValues(new Uint8Array(32))

async function clusterRpc<T>(method: string, params: unknown[]): Promise<T> {
  const response = await fetch(chain.manifest.rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  const json = (await response.json()) as { result?: T; error?: { message: string } }
  if (json.error) throw new Error(json.error.message)
  return json.result as T
}
const lamportsOf = async (account: string) =>
  BigInt((await clusterRpc<{ value: number }>('getBalance', [account])).value)

/** What the approval screen was asked to show, and the user's next answer. */
let approvals: Array<{ method: string; details: Array<[string, string]>; message?: string }> = []
let approveNext = true
const parts: FrameParts = {
  unlock: async () => bytesToHex(secret),
  walletAddress: () => '0x000000000000000000000000000000000000dEaD',
  approve: async (_id, method, details, message) => {
    approvals.push({ method, details, ...(message === undefined ? {} : { message }) })
    if (!approveNext) throw Object.assign(new Error('User rejected the request.'), { code: 4001 })
  },
  rpc: (_chain, method, params) => clusterRpc(method, params as unknown[]),
}

beforeAll(async () => {
  chain = await startSolanaChain()
  cluster = chain.manifest.caipNetworkId
  useFrameParts(parts)
  user = asAddress((await solanaKeyOf(secret)).address)
  await clusterRpc('requestAirdrop', [user, 2_000_000_000])
})
afterAll(async () => {
  await chain?.stop()
})
beforeEach(() => {
  approvals = []
  approveNext = true
})

const receiver = () => asAddress(chain.manifest.accounts[3] as string)

async function wire(feePayer: Address, instructions: Instruction[]) {
  const { value } = await clusterRpc<{ value: { blockhash: string; lastValidBlockHeight: number } }>(
    'getLatestBlockhash',
    [],
  )
  const message = pipe(
    createTransactionMessage({ version: 0 }),
    (m) => setTransactionMessageFeePayer(feePayer, m),
    (m) =>
      setTransactionMessageLifetimeUsingBlockhash(
        { blockhash: value.blockhash as Blockhash, lastValidBlockHeight: BigInt(value.lastValidBlockHeight) },
        m,
      ),
    (m) => appendTransactionMessageInstructions(instructions, m),
  )
  return getBase64EncodedWireTransaction(compileTransaction(message))
}

const transfer = (from: Address, lamports: bigint, to = receiver()) =>
  getTransferSolInstruction({ source: createNoopSigner(from), destination: to, amount: lamports })

const base58 = (bytes: Uint8Array) => getBase58Decoder().decode(bytes)

const sign = (method: string, params: unknown) => signSolana(crypto.randomUUID(), method, params, cluster)

async function verifies(signature: string, bytes: Uint8Array) {
  const publicKey = await getPublicKeyFromAddress(user)
  return verifySignature(
    publicKey,
    new Uint8Array(getBase58Encoder().encode(signature)) as SignatureBytes,
    bytes,
  )
}

describe('solana_signMessage in the frame', () => {
  it('signs the approved text with the address GET_USER reports', async () => {
    expect(await solanaAddress()).toBe(user)
    const text = 'Sign in to the Latch demo'
    const bytes = new TextEncoder().encode(text)
    const message = base58(bytes)
    const { signature } = (await sign('solana_signMessage', { message, pubkey: user })) as {
      signature: string
    }
    expect(await verifies(signature, bytes)).toBe(true)
    expect(approvals).toEqual([
      {
        method: 'solana_signMessage',
        details: [
          ['Account', user],
          ['Network', cluster],
        ],
        message: text,
      },
    ])
  })

  it('shows bytes that are not printable text as hex', async () => {
    const bytes = new Uint8Array([0, 1, 2, 0xff])
    await sign('solana_signMessage', { message: base58(bytes), pubkey: user })
    expect(approvals[0]?.message).toBe('0x000102ff')
  })

  it('refuses another pubkey, a malformed message and a transaction posing as a message, before asking', async () => {
    const message = base58(new TextEncoder().encode('hello'))
    await expect(sign('solana_signMessage', { message, pubkey: receiver() })).rejects.toThrow(
      `not by this wallet's Solana account ${user}`,
    )
    await expect(sign('solana_signMessage', { message: '0OIl', pubkey: user })).rejects.toThrow(
      'needs { message: base58 bytes, pubkey }',
    )
    const transaction = getTransactionDecoder().decode(
      getBase64Encoder().encode(await wire(user, [transfer(user, 1n)])),
    )
    await expect(
      sign('solana_signMessage', {
        message: base58(new Uint8Array(transaction.messageBytes)),
        pubkey: user,
      }),
    ).rejects.toThrow('This message is a transaction')
    expect(approvals).toEqual([])
  })
})

describe('solana transactions in the frame', () => {
  it('signTransaction shows the transfer, then answers a signature that verifies and the signed transaction', async () => {
    const encoded = await wire(user, [transfer(user, 250_000_000n)])
    const answer = (await sign('solana_signTransaction', { transaction: encoded })) as {
      signature: string
      transaction: string
    }
    const signed = getTransactionDecoder().decode(getBase64Encoder().encode(answer.transaction))
    expect(await verifies(answer.signature, new Uint8Array(signed.messageBytes))).toBe(true)
    expect(approvals[0]?.details).toEqual([
      ['Fee payer', `${user} (you)`],
      ['Send', '0.25 SOL'],
      ['To', receiver()],
      ['Network', cluster],
    ])
  })

  it('signAllTransactions signs each after one approval', async () => {
    const transactions = [await wire(user, [transfer(user, 1n)]), await wire(user, [transfer(user, 2n)])]
    const answer = (await sign('solana_signAllTransactions', { transactions })) as { transactions: string[] }
    expect(answer.transactions).toHaveLength(2)
    for (const transaction of answer.transactions) {
      const signed = getTransactionDecoder().decode(getBase64Encoder().encode(transaction))
      const signature = signed.signatures[user]
      expect(
        signature &&
          (await verifySignature(await getPublicKeyFromAddress(user), signature, signed.messageBytes)),
      ).toBe(true)
    }
    expect(approvals).toHaveLength(1)
    expect(approvals[0]?.details).toContainEqual(['Transaction 2: Send', '0.000000002 SOL'])
  })

  it('signAndSendTransaction moves the lamports on the cluster and answers the landed signature', async () => {
    const before = await lamportsOf(receiver())
    const { signature } = (await sign('solana_signAndSendTransaction', {
      transaction: await wire(user, [transfer(user, 100_000_000n)]),
      sendOptions: { skipPreflight: false, preflightCommitment: 'confirmed' },
    })) as { signature: string }
    expect(await lamportsOf(receiver())).toBe(before + 100_000_000n)
    const { value } = await clusterRpc<{ value: Array<{ confirmationStatus: string } | null> }>(
      'getSignatureStatuses',
      [[signature]],
    )
    expect(value[0]?.confirmationStatus).toBe('finalized')
  })

  it('a rejection answers 4001 and sends nothing', async () => {
    approveNext = false
    const [payer, to] = [await lamportsOf(user), await lamportsOf(receiver())]
    await expect(
      sign('solana_signAndSendTransaction', { transaction: await wire(user, [transfer(user, 5n)]) }),
    ).rejects.toMatchObject({ code: 4001 })
    expect([await lamportsOf(user), await lamportsOf(receiver())]).toEqual([payer, to])
  })

  it('refuses a transaction for another fee payer, and a send still missing a co-signer, before asking', async () => {
    const other = asAddress(chain.manifest.accounts[1] as string)
    await expect(
      sign('solana_signTransaction', { transaction: await wire(other, [transfer(other, 1n)]) }),
    ).rejects.toThrow(
      `fee payer is ${other} and this wallet's Solana account ${user} is not among its signers`,
    )
    // The user signs the transfer but another account pays the fee and has not signed yet.
    const sponsored = await wire(other, [transfer(user, 1n)])
    await expect(sign('solana_signAndSendTransaction', { transaction: sponsored })).rejects.toThrow(
      `needs the signature of ${other}`,
    )
    await expect(sign('solana_signTransaction', { transaction: 'not base64!' })).rejects.toThrow(
      'base64 wire transaction',
    )
    await expect(sign('solana_signAllTransactions', { transactions: [] })).rejects.toThrow('1 to 16')
    await expect(
      sign('solana_signAndSendTransaction', { transaction: sponsored, sendOptions: { maxRetries: -1 } }),
    ).rejects.toThrow('sendOptions.maxRetries')
    expect(approvals).toEqual([])
    // Signing alone is fine: the fee payer signs elsewhere.
    await sign('solana_signTransaction', { transaction: sponsored })
    expect(approvals[0]?.details[0]).toEqual(['Fee payer', other])
  })

  it('shows an SPL transferChecked with its amount and the receiving wallet', async () => {
    const { mint, decimals } = chain.manifest.token
    const to = receiver()
    const ata = async (owner: Address) =>
      (await findAssociatedTokenPda({ owner, mint: asAddress(mint), tokenProgram: TOKEN_PROGRAM_ADDRESS }))[0]
    const destination = await ata(to)
    const send = getTransferCheckedInstruction({
      source: await ata(user),
      mint: asAddress(mint),
      destination,
      authority: createNoopSigner(user),
      amount: 1_500_000n,
      decimals,
    })
    await sign('solana_signTransaction', { transaction: await wire(user, [send]) })
    expect(approvals[0]?.details).toEqual([
      ['Fee payer', `${user} (you)`],
      ['Send', `1.5 of token ${mint}`],
      ['To', `${to} (token account ${destination})`],
      ['Network', cluster],
    ])
  })

  it('lists other instructions by program id, with their count', async () => {
    const memo: Instruction = {
      programAddress: asAddress('MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr'),
      data: new TextEncoder().encode('hi'),
    }
    const { mint } = chain.manifest.token
    const [ata] = await findAssociatedTokenPda({
      owner: user,
      mint: asAddress(mint),
      tokenProgram: TOKEN_PROGRAM_ADDRESS,
    })
    const create = getCreateAssociatedTokenIdempotentInstruction({
      payer: createNoopSigner(user),
      ata,
      owner: user,
      mint: asAddress(mint),
    })
    await sign('solana_signTransaction', {
      transaction: await wire(user, [memo, transfer(user, 1n), create]),
    })
    expect(approvals[0]?.details).toEqual([
      ['Fee payer', `${user} (you)`],
      ['Instructions', '3'],
      ['1. Program', 'MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr'],
      ['2. Send', '0.000000001 SOL'],
      ['2. To', receiver()],
      ['3. Create token account', `${ata} for ${user}`],
      ['Network', cluster],
    ])
  })
})
