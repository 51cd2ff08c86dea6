// Solana wire transactions as the frame reads them before asking the user: who signs, who pays
// the fee, and what the instructions do, in plain words for the approval screen. A SOL transfer
// (system program) and an SPL transferChecked show their amount and receiver; any other
// instruction shows its program id. Nothing here signs.
import {
  type Address,
  type CompiledTransactionMessage,
  getBase64Encoder,
  getCompiledTransactionMessageDecoder,
  getInstructionsFromCompiledTransactionMessage,
  getTransactionDecoder,
  type ReadonlyUint8Array,
  type Transaction,
} from '@solana/kit'
import { formatUnits } from 'viem'

export const SYSTEM_PROGRAM = '11111111111111111111111111111111'
export const TOKEN_PROGRAM = 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA'
export const TOKEN_2022_PROGRAM = 'TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb'
export const ASSOCIATED_TOKEN_PROGRAM = 'ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL'
const SOL_DECIMALS = 9
/** A wire transaction is at most a few kilobytes; anything far larger is not one. */
const MAX_BASE64_LENGTH = 16_384
const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/

/** What one instruction does, as far as the frame reads it. */
export type Action =
  | { kind: 'sol'; from?: string; to?: string; lamports: bigint }
  | {
      kind: 'token'
      mint?: string
      destination?: string
      authority?: string
      amount: bigint
      decimals: number
    }
  | { kind: 'create-token-account'; account?: string; owner?: string }
  | { kind: 'other'; program: string }

export interface ReadTransaction {
  transaction: Transaction
  /** The accounts whose signatures the transaction needs, the fee payer first. */
  signers: string[]
  feePayer: string
  actions: Action[]
  /** Some accounts come from address lookup tables, which the frame does not read: not shown. */
  usesLookupTables: boolean
}

/** A base64 wire transaction, decoded; a clear error when it is not one. */
export function readTransaction(value: unknown): ReadTransaction {
  if (typeof value !== 'string' || value.length > MAX_BASE64_LENGTH || !BASE64.test(value))
    throw new Error('The transaction must be a base64 wire transaction')
  let transaction: Transaction
  let message: CompiledTransactionMessage
  try {
    transaction = getTransactionDecoder().decode(getBase64Encoder().encode(value))
    message = getCompiledTransactionMessageDecoder().decode(transaction.messageBytes)
  } catch {
    throw new Error('The transaction must be a base64 wire transaction')
  }
  const signers = Object.keys(transaction.signatures)
  const [feePayer] = message.staticAccounts
  if (!feePayer || signers[0] !== feePayer) throw new Error('The transaction names no fee payer')
  const usesLookupTables = message.version === 0 && (message.addressTableLookups?.length ?? 0) > 0
  return { transaction, signers, feePayer, actions: actionsOf(message, usesLookupTables), usesLookupTables }
}

function actionsOf(message: CompiledTransactionMessage, usesLookupTables: boolean): Action[] {
  // Program ids are always among the static accounts; other accounts may be in lookup tables.
  if (usesLookupTables && message.version === 0)
    return message.instructions.map((ix) => ({
      kind: 'other',
      program: message.staticAccounts[ix.programAddressIndex] ?? '(unknown program)',
    }))
  return getInstructionsFromCompiledTransactionMessage(message).map((ix) =>
    actionOf(
      ix.programAddress,
      (ix.accounts ?? []).map((account) => account.address),
      ix.data ?? new Uint8Array(),
    ),
  )
}

const u64At = (data: ReadonlyUint8Array, offset: number) =>
  new DataView(data.buffer, data.byteOffset, data.byteLength).getBigUint64(offset, true)

function actionOf(program: Address, accounts: string[], data: ReadonlyUint8Array): Action {
  // System program Transfer: u32 index 2, then the lamports; accounts [from, to].
  if (program === SYSTEM_PROGRAM && data.length === 12 && data[0] === 2 && !data[1] && !data[2] && !data[3])
    return { kind: 'sol', from: accounts[0], to: accounts[1], lamports: u64At(data, 4) }
  // Token TransferChecked: 12, the amount, the decimals; accounts [source, mint, destination, authority].
  if ((program === TOKEN_PROGRAM || program === TOKEN_2022_PROGRAM) && data.length === 10 && data[0] === 12)
    return {
      kind: 'token',
      mint: accounts[1],
      destination: accounts[2],
      authority: accounts[3],
      amount: u64At(data, 1),
      decimals: data[9] ?? 0,
    }
  // Creating an associated token account (idempotent or not): accounts [payer, account, owner, mint].
  if (program === ASSOCIATED_TOKEN_PROGRAM && data.length <= 1 && (data[0] ?? 0) <= 1)
    return { kind: 'create-token-account', account: accounts[1], owner: accounts[2] }
  return { kind: 'other', program }
}

/** Refuses a transaction the user's Solana account does not sign. */
export function requireSigner(read: ReadTransaction, address: string) {
  if (!read.signers.includes(address))
    throw new Error(
      `The transaction's fee payer is ${read.feePayer} and this wallet's Solana account ${address} is not among its signers`,
    )
}

/** Refuses, before sending, a transaction still missing another account's signature. */
export function requireOtherSignatures(read: ReadTransaction, address: string) {
  const missing = read.signers.filter(
    (signer) => signer !== address && !read.transaction.signatures[signer as Address],
  )
  if (missing.length > 0)
    throw new Error(
      `The transaction also needs the signature of ${missing.join(', ')}, which this wallet cannot give`,
    )
}

/** Token accounts a transfer pays into whose owner the transaction itself does not name. */
export function unnamedTokenAccounts(read: ReadTransaction): string[] {
  const named = new Set(
    read.actions.flatMap((a) => (a.kind === 'create-token-account' && a.account ? [a.account] : [])),
  )
  const accounts = read.actions.flatMap((a) =>
    a.kind === 'token' && a.destination && !named.has(a.destination) ? [a.destination] : [],
  )
  return [...new Set(accounts)]
}

const orUnknown = (address: string | undefined) => address ?? '(unknown account)'

/**
 * The approval screen's lines for one transaction. `owners` maps token accounts to their owners
 * where the cluster told them; the transaction's own account creations name the rest.
 */
export function describeTransaction(
  read: ReadTransaction,
  address: string,
  owners: ReadonlyMap<string, string> = new Map(),
): Array<[string, string]> {
  const ownerOf = new Map(owners)
  for (const action of read.actions)
    if (action.kind === 'create-token-account' && action.account && action.owner)
      ownerOf.set(action.account, action.owner)
  const you = (account: string | undefined) => (account === address ? `${account} (you)` : orUnknown(account))
  const lines: Array<[string, string]> = [['Fee payer', you(read.feePayer)]]
  const many = read.actions.length > 1
  const shown = read.actions.filter((a) => a.kind !== 'create-token-account')
  if (many || shown.some((a) => a.kind === 'other') || shown.length === 0)
    lines.push(['Instructions', `${read.actions.length}`])
  read.actions.forEach((action, i) => {
    const label = (text: string) => (many ? `${i + 1}. ${text}` : text)
    if (action.kind === 'sol') {
      lines.push([label('Send'), `${formatUnits(action.lamports, SOL_DECIMALS)} SOL`])
      lines.push([label('To'), orUnknown(action.to)])
      if (action.from !== address) lines.push([label('From'), orUnknown(action.from)])
    } else if (action.kind === 'token') {
      lines.push([
        label('Send'),
        `${formatUnits(action.amount, action.decimals)} of token ${orUnknown(action.mint)}`,
      ])
      const owner = action.destination && ownerOf.get(action.destination)
      lines.push([
        label('To'),
        owner
          ? `${owner} (token account ${action.destination})`
          : `token account ${orUnknown(action.destination)}`,
      ])
      if (action.authority !== address) lines.push([label('From'), orUnknown(action.authority)])
    } else if (action.kind === 'create-token-account') {
      lines.push([
        label('Create token account'),
        `${orUnknown(action.account)} for ${orUnknown(action.owner)}`,
      ])
    } else {
      lines.push([label('Program'), action.program])
    }
  })
  if (read.usesLookupTables)
    lines.push(['Accounts', 'Some accounts come from lookup tables and are not shown'])
  return lines
}
