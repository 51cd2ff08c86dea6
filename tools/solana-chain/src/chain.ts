// The ledger: a litesvm instance with the fixtures, the statuses of the transactions it ran and
// listeners for signature notifications. litesvm runs a transaction synchronously, so a
// transaction is final (slot advanced, new blockhash) by the time `send` returns.

import {
  type Address,
  createKeyPairSignerFromPrivateKeyBytes,
  getBase58Decoder,
  getCompiledTransactionMessageDecoder,
  lamports,
  type Transaction,
} from '@solana/kit'
import {
  AccountState,
  findAssociatedTokenPda,
  getMintDecoder,
  getMintEncoder,
  getTokenDecoder,
  getTokenEncoder,
  TOKEN_PROGRAM_ADDRESS,
} from '@solana-program/token'
import { FailedTransactionMetadata, LiteSVM } from 'litesvm'
import {
  fixtureSecretKey,
  SOLANA_ACCOUNT_COUNT,
  SOLANA_ACCOUNT_LAMPORTS,
  SOLANA_TOKEN,
  SOLANA_TOKEN_BALANCE,
} from './fixtures'

/** Lamports per signature, as on the public clusters (litesvm charges the same). */
export const LAMPORTS_PER_SIGNATURE = 5000n

export interface TransactionStatus {
  slot: bigint
  /** Null on success; the runtime's error text otherwise. */
  err: string | null
  logs: string[]
}

/** A landed transaction as getTransaction tells it: its accounts and their SOL before and after. */
export interface LandedTransaction {
  signature: string
  slot: bigint
  /** Seconds since the epoch when it landed. */
  blockTime: number
  accountKeys: Address[]
  preBalances: bigint[]
  postBalances: bigint[]
  fee: bigint
}

export interface TokenAccount {
  pubkey: Address
  mint: Address
  owner: Address
  amount: bigint
  decimals: number
  lamports: bigint
}

export class ChainError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly data?: unknown,
  ) {
    super(message)
  }
}

const base58 = getBase58Decoder()

export interface LocalSolana {
  svm: LiteSVM
  accounts: Address[]
  mint: Address
  slot(): bigint
  blockhash(): string
  /** Runs a signed transaction; rejects it (ChainError) when the runtime refuses it. */
  send(transaction: Transaction): string
  simulate(transaction: Transaction): { err: string | null; logs: string[]; unitsConsumed: bigint }
  status(signature: string): TransactionStatus | undefined
  /** A transaction sent through `send`, by signature. */
  transaction(signature: string): LandedTransaction | undefined
  /** Signatures of the sent transactions naming `address`, newest first. */
  signaturesFor(address: Address): LandedTransaction[]
  fee(messageBytes: Uint8Array): bigint
  airdrop(to: Address, amount: bigint): string
  tokenAccounts(owner: Address, filter: { mint?: Address; programId?: Address }): TokenAccount[]
  /** Calls `listener` once the signature has a status (at once when it already has one). */
  onSignature(signature: string, listener: (status: TransactionStatus) => void): () => void
}

export async function createLocalSolana(seed: string): Promise<LocalSolana> {
  // No blockhash age check: the slot moves only when a transaction lands, so a blockhash would
  // otherwise never expire or always would; a replayed transaction is still refused by its signature.
  const svm = new LiteSVM().withBlockhashCheck(false).withTransactionHistory(10_000n)
  const signers = await Promise.all(
    Array.from({ length: SOLANA_ACCOUNT_COUNT }, (_, i) =>
      createKeyPairSignerFromPrivateKeyBytes(fixtureSecretKey(seed, i)),
    ),
  )
  const accounts = signers.map((s) => s.address)
  const mint = (await createKeyPairSignerFromPrivateKeyBytes(fixtureSecretKey(seed, 'mint'))).address
  for (const account of accounts) svm.airdrop(account, lamports(SOLANA_ACCOUNT_LAMPORTS))

  const unit = 10n ** BigInt(SOLANA_TOKEN.decimals)
  const write = (at: Address, data: Uint8Array) =>
    svm.setAccount({
      address: at,
      data,
      executable: false,
      lamports: lamports(svm.minimumBalanceForRentExemption(BigInt(data.length))),
      programAddress: TOKEN_PROGRAM_ADDRESS,
      space: BigInt(data.length),
    })
  write(
    mint,
    new Uint8Array(
      getMintEncoder().encode({
        mintAuthority: accounts[0] as Address,
        supply: SOLANA_TOKEN_BALANCE * unit * BigInt(accounts.length),
        decimals: SOLANA_TOKEN.decimals,
        isInitialized: true,
        freezeAuthority: null,
      }),
    ),
  )
  for (const owner of accounts) {
    const [ata] = await findAssociatedTokenPda({ owner, mint, tokenProgram: TOKEN_PROGRAM_ADDRESS })
    write(
      ata,
      new Uint8Array(
        getTokenEncoder().encode({
          mint,
          owner,
          amount: SOLANA_TOKEN_BALANCE * unit,
          delegate: null,
          state: AccountState.Initialized,
          isNative: null,
          delegatedAmount: 0n,
          closeAuthority: null,
        }),
      ),
    )
  }

  const statuses = new Map<string, TransactionStatus>()
  // What activity views read (getSignaturesForAddress, getTransaction): the sent transactions,
  // oldest first. Fixtures and airdrops are not transactions of the accounts and are not kept.
  const landed: LandedTransaction[] = []
  const waiting = new Map<string, Set<(status: TransactionStatus) => void>>()

  function settle(signature: string, status: TransactionStatus) {
    statuses.set(signature, status)
    for (const listener of waiting.get(signature) ?? []) listener(status)
    waiting.delete(signature)
    // Each landed transaction is its own slot with a fresh blockhash.
    svm.warpToSlot(svm.getClock().slot + 1n)
    svm.expireBlockhash()
  }

  function errorText(result: FailedTransactionMetadata): string {
    return result.toString()
  }

  const decimalsOf = (mintAddress: Address): number => {
    const account = svm.getAccount(mintAddress)
    return account.exists ? getMintDecoder().decode(account.data).decimals : 0
  }

  return {
    svm,
    accounts,
    mint,
    slot: () => svm.getClock().slot,
    blockhash: () => svm.latestBlockhash(),

    send(transaction) {
      const signature = base58.decode(Object.values(transaction.signatures)[0] ?? new Uint8Array(64))
      if (statuses.has(signature)) throw new ChainError(-32002, 'Transaction already processed')
      // Preflight, as the public RPC does: a transaction that would fail is refused unsent, so
      // it charges no fee and leaves no status.
      const preflight = svm.simulateTransaction(transaction)
      const message = getCompiledTransactionMessageDecoder().decode(transaction.messageBytes)
      const accountKeys = [...message.staticAccounts]
      const balances = () => accountKeys.map((key) => svm.getBalance(key) ?? 0n)
      const preBalances = balances()
      const result =
        preflight instanceof FailedTransactionMetadata ? preflight : svm.sendTransaction(transaction)
      if (result instanceof FailedTransactionMetadata) {
        throw new ChainError(-32002, `Transaction simulation failed: ${errorText(result)}`, {
          err: errorText(result),
          logs: result.meta().logs(),
        })
      }
      landed.push({
        signature,
        slot: svm.getClock().slot,
        blockTime: Math.floor(Date.now() / 1000),
        accountKeys,
        preBalances,
        postBalances: balances(),
        fee: LAMPORTS_PER_SIGNATURE * BigInt(message.header.numSignerAccounts),
      })
      settle(signature, { slot: svm.getClock().slot, err: null, logs: result.logs() })
      return signature
    },

    simulate(transaction) {
      const result = svm.simulateTransaction(transaction)
      if (result instanceof FailedTransactionMetadata) {
        const meta = result.meta()
        return { err: errorText(result), logs: meta.logs(), unitsConsumed: meta.computeUnitsConsumed() }
      }
      const meta = result.meta()
      return { err: null, logs: meta.logs(), unitsConsumed: meta.computeUnitsConsumed() }
    },

    status: (signature) => statuses.get(signature),
    transaction: (signature) => landed.find((entry) => entry.signature === signature),
    signaturesFor: (address) => landed.filter((entry) => entry.accountKeys.includes(address)).reverse(),

    fee(messageBytes) {
      const message = getCompiledTransactionMessageDecoder().decode(messageBytes)
      return LAMPORTS_PER_SIGNATURE * BigInt(message.header.numSignerAccounts)
    },

    airdrop(to, amount) {
      const result = svm.airdrop(to, lamports(amount))
      if (!result || result instanceof FailedTransactionMetadata) {
        throw new ChainError(-32603, `Airdrop failed: ${result ? errorText(result) : 'no result'}`)
      }
      const signature = base58.decode(result.signature())
      settle(signature, { slot: svm.getClock().slot, err: null, logs: result.logs() })
      return signature
    },

    tokenAccounts(owner, filter) {
      if (filter.programId && filter.programId !== TOKEN_PROGRAM_ADDRESS) return []
      const decoder = getTokenDecoder()
      return svm.getProgramAccounts(TOKEN_PROGRAM_ADDRESS).flatMap((account) => {
        if (account.data.length !== 165) return []
        const token = decoder.decode(account.data)
        if (token.owner !== owner || (filter.mint && token.mint !== filter.mint)) return []
        return [
          {
            pubkey: account.address,
            mint: token.mint,
            owner: token.owner,
            amount: token.amount,
            decimals: decimalsOf(token.mint),
            lamports: account.lamports,
          },
        ]
      })
    },

    onSignature(signature, listener) {
      const known = statuses.get(signature)
      if (known) {
        listener(known)
        return () => {}
      }
      const set = waiting.get(signature) ?? new Set()
      set.add(listener)
      waiting.set(signature, set)
      return () => set.delete(listener)
    },
  }
}
