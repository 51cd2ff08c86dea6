// The Solana methods of spec section 6, in WalletConnect's Solana vocabulary: each is checked,
// shown in the frame's approval screen, and signed with the wallet's Solana key (solana-key.ts)
// only once the user approves. A send goes through the services server's RPC proxy for the
// cluster. This module, with @solana/kit, is built as a script of its own that loads with the
// first Solana request (solana.ts): it reaches the frame's key, screens and server only through
// the parts it is handed, never by importing the modules that hold their state.
import {
  getBase58Decoder,
  getBase58Encoder,
  getBase64EncodedWireTransaction,
  getCompiledTransactionMessageDecoder,
  partiallySignTransaction,
  signBytes,
  type Transaction,
} from '@solana/kit'
import { bytesToHex, type Hex, hexToBytes } from 'viem'
import type { SolanaChain } from './networks'
import { readable } from './readable'
import { solanaKeyOf } from './solana-key'
import {
  describeTransaction,
  type ReadTransaction,
  readTransaction,
  requireOtherSignatures,
  requireSigner,
  unnamedTokenAccounts,
} from './solana-transaction'

/** At most this many transactions in one solana_signAllTransactions. */
const MAX_TRANSACTIONS = 16
/** Token accounts whose owner is asked of the cluster for one approval screen. */
const MAX_OWNER_LOOKUPS = 8
const BASE58 = /^[1-9A-HJ-NP-Za-km-z]+$/
const MAX_MESSAGE_BASE58 = 8192

/** What the frame hands this module. */
export interface FrameParts {
  /** The wallet's secret, rebuilt from its shares (keys.ts): needs the session, not the user. */
  unlock(): Promise<Hex>
  /** The wallet's EVM address on this device, if it holds a share: names the wallet without its secret. */
  walletAddress(): string | undefined
  /** Shows the approval screen; throws the user-rejected error unless the user approves. */
  approve(
    requestId: string,
    method: string,
    details: Array<[string, string]>,
    message?: string,
  ): Promise<void>
  /** One JSON-RPC call through the services server's proxy for a CAIP-2 chain. */
  rpc(chain: string, method: string, rpcParams: unknown): Promise<unknown>
}

let parts: FrameParts | undefined
export const useFrameParts = (frame: FrameParts) => {
  parts = frame
}
const frame = () => {
  if (!parts) throw new Error('The Solana wallet is not set up')
  return parts
}

/** The Solana address of each wallet (by its EVM address) seen in this frame: public, memory only. */
const addresses = new Map<string, string>()

/** The wallet's Solana key, derived from the secret unlock() rebuilds (no approval: only the session). */
async function solanaKey() {
  const secret = hexToBytes(await frame().unlock())
  try {
    const key = await solanaKeyOf(secret)
    const wallet = frame().walletAddress()
    if (wallet) addresses.set(wallet.toLowerCase(), key.address)
    return key
  } finally {
    secret.fill(0)
  }
}

/** The wallet's Solana address: derived once per wallet in this frame's memory, never stored. */
export async function solanaAddress(): Promise<string> {
  const wallet = frame().walletAddress()
  return (wallet && addresses.get(wallet.toLowerCase())) ?? (await solanaKey()).address
}

async function approvedKey(...args: Parameters<FrameParts['approve']>) {
  await frame().approve(...args)
  return (await solanaKey()).keyPair
}

const fieldsOf = (rpcParams: unknown): Record<string, unknown> =>
  rpcParams && typeof rpcParams === 'object' && !Array.isArray(rpcParams)
    ? (rpcParams as Record<string, unknown>)
    : {}

/** Whether bytes parse, whole, as a transaction message: such a "message" would authorize it. */
function isTransactionMessage(bytes: Uint8Array) {
  try {
    return getCompiledTransactionMessageDecoder().read(bytes, 0)[1] === bytes.length
  } catch {
    return false
  }
}

async function signMessage(requestId: string, rpcParams: unknown, chain: SolanaChain) {
  const { message, pubkey } = fieldsOf(rpcParams)
  if (typeof message !== 'string' || !message || message.length > MAX_MESSAGE_BASE58 || !BASE58.test(message))
    throw new Error('solana_signMessage needs { message: base58 bytes, pubkey }')
  const address = await solanaAddress()
  if (pubkey !== address)
    throw new Error(
      `The message is to be signed by ${String(pubkey).slice(0, 64)}, not by this wallet's Solana account ${address}`,
    )
  const bytes = new Uint8Array(getBase58Encoder().encode(message))
  if (isTransactionMessage(bytes))
    throw new Error('This message is a transaction: ask for it with solana_signTransaction')
  const keyPair = await approvedKey(
    requestId,
    'solana_signMessage',
    [
      ['Account', address],
      ['Network', chain],
    ],
    readable(bytesToHex(bytes)),
  )
  return { signature: getBase58Decoder().decode(await signBytes(keyPair.privateKey, bytes)) }
}

/** The owners of the token accounts transfers pay into, as far as the cluster answers (else unnamed). */
async function tokenOwners(chain: SolanaChain, reads: ReadTransaction[]) {
  const accounts = [...new Set(reads.flatMap(unnamedTokenAccounts))].slice(0, MAX_OWNER_LOOKUPS)
  const owners = new Map<string, string>()
  await Promise.all(
    accounts.map(async (account) => {
      const answer = (await frame()
        .rpc(chain, 'getAccountInfo', [account, { encoding: 'jsonParsed' }])
        .catch(() => undefined)) as
        | { value?: { data?: { parsed?: { info?: { owner?: unknown } } } } }
        | undefined
      const owner = answer?.value?.data?.parsed?.info?.owner
      if (typeof owner === 'string' && BASE58.test(owner)) owners.set(account, owner)
    }),
  )
  return owners
}

/** Reads, checks and shows transactions, and signs them once the user approves. */
async function approveTransactions(
  requestId: string,
  method: string,
  chain: SolanaChain,
  encoded: unknown[],
  forSending: boolean,
) {
  const reads = encoded.map(readTransaction)
  const address = await solanaAddress()
  for (const read of reads) {
    requireSigner(read, address)
    if (forSending) requireOtherSignatures(read, address)
  }
  const owners = await tokenOwners(chain, reads)
  const details = reads.flatMap((read, i) =>
    describeTransaction(read, address, owners).map(([label, value]): [string, string] => [
      reads.length > 1 ? `Transaction ${i + 1}: ${label}` : label,
      value,
    ]),
  )
  const keyPair = await approvedKey(requestId, method, [...details, ['Network', chain]])
  const signed: Transaction[] = []
  for (const read of reads) signed.push(await partiallySignTransaction([keyPair], read.transaction))
  const signatureOf = (transaction: Transaction) => {
    const signature = transaction.signatures[address as keyof Transaction['signatures']]
    if (!signature) throw new Error('The transaction was not signed')
    return getBase58Decoder().decode(signature)
  }
  return { signed, signatureOf }
}

const COMMITMENTS = ['processed', 'confirmed', 'finalized']

/** sendTransaction's options from a request's sendOptions: only the known ones, checked. */
function sendOptionsOf(value: unknown) {
  if (value === undefined) return {}
  const { skipPreflight, preflightCommitment, maxRetries, minContextSlot } = fieldsOf(value)
  const wrong = (name: string): never => {
    throw new Error(`sendOptions.${name} is not valid`)
  }
  const options: Record<string, unknown> = {}
  if (skipPreflight !== undefined)
    options.skipPreflight = typeof skipPreflight === 'boolean' ? skipPreflight : wrong('skipPreflight')
  if (preflightCommitment !== undefined)
    options.preflightCommitment = COMMITMENTS.includes(preflightCommitment as string)
      ? preflightCommitment
      : wrong('preflightCommitment')
  for (const [name, number] of [
    ['maxRetries', maxRetries],
    ['minContextSlot', minContextSlot],
  ] as const)
    if (number !== undefined)
      options[name] = Number.isSafeInteger(number) && (number as number) >= 0 ? number : wrong(name)
  return options
}

/** Runs one of the Solana methods (networks.ts SOLANA_METHODS) on a served cluster. */
export async function signSolana(requestId: string, method: string, rpcParams: unknown, chain: SolanaChain) {
  const fields = fieldsOf(rpcParams)
  if (method === 'solana_signMessage') return signMessage(requestId, rpcParams, chain)
  if (method === 'solana_signTransaction') {
    const { signed, signatureOf } = await approveTransactions(
      requestId,
      method,
      chain,
      [fields.transaction],
      false,
    )
    const [transaction] = signed as [Transaction]
    return { signature: signatureOf(transaction), transaction: getBase64EncodedWireTransaction(transaction) }
  }
  if (method === 'solana_signAllTransactions') {
    const { transactions } = fields
    if (!Array.isArray(transactions) || transactions.length === 0 || transactions.length > MAX_TRANSACTIONS)
      throw new Error(
        `solana_signAllTransactions needs { transactions: base64[] }, 1 to ${MAX_TRANSACTIONS} of them`,
      )
    const { signed } = await approveTransactions(requestId, method, chain, transactions, false)
    return { transactions: signed.map((transaction) => getBase64EncodedWireTransaction(transaction)) }
  }
  if (method === 'solana_signAndSendTransaction') {
    const options = sendOptionsOf(fields.sendOptions)
    const { signed } = await approveTransactions(requestId, method, chain, [fields.transaction], true)
    const [transaction] = signed as [Transaction]
    const signature = await frame().rpc(chain, 'sendTransaction', [
      getBase64EncodedWireTransaction(transaction),
      { ...options, encoding: 'base64' },
    ])
    if (typeof signature !== 'string')
      throw new Error('The cluster did not answer with the transaction signature')
    return { signature }
  }
  throw new Error('Requested RPC call is not allowed')
}
