// The transaction of a send: SOL with the system program's transfer, or an SPL token with
// transferChecked between associated token accounts (the receiver's created when missing), on a
// cluster's latest blockhash, and the fee the cluster charges for it. Exported on its own
// (`@latch/solana/transfer`), and used by ./remote for adapters that hand a Solana send to a
// wallet elsewhere (WalletConnect, the embedded wallet), so there is one way to build and price a transfer.

import type { SendTransactionParameters } from '@latch/core'
import {
  address,
  appendTransactionMessageInstructions,
  compileTransaction,
  createNoopSigner,
  createTransactionMessage,
  getBase64Decoder,
  getBase64EncodedWireTransaction,
  type Instruction,
  pipe,
  type Rpc,
  type SolanaRpcApi,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  type Transaction,
} from '@solana/kit'
import { getTransferSolInstruction } from '@solana-program/system'
import {
  findAssociatedTokenPda,
  getCreateAssociatedTokenIdempotentInstruction,
  getTransferCheckedInstruction,
  TOKEN_PROGRAM_ADDRESS,
} from '@solana-program/token'
import { solanaAdapterError } from './errors'

export type SolanaRpc = Rpc<SolanaRpcApi>

// The cluster's RPC as the adapter reads it, for those other adapters too.
export { solanaRpcOver } from './rpc'

export interface TransferRequest {
  from: string
  to: string
  /** Lamports, or the token's base units. */
  amount: bigint
  /** The SPL token's mint and decimals; absent for SOL. */
  token?: { address: string; decimals: number } | undefined
  blockhash: { blockhash: string; lastValidBlockHeight: bigint }
}

/** The unsigned transaction; the wallet signs it as the fee payer and sender. */
export async function buildTransfer(request: TransferRequest): Promise<Transaction> {
  const sender = createNoopSigner(address(request.from))
  const receiver = address(request.to)
  let instructions: Instruction[]
  if (request.token) {
    const mint = address(request.token.address)
    const tokenProgram = TOKEN_PROGRAM_ADDRESS
    const [[source], [destination]] = await Promise.all([
      findAssociatedTokenPda({ owner: sender.address, mint, tokenProgram }),
      findAssociatedTokenPda({ owner: receiver, mint, tokenProgram }),
    ])
    instructions = [
      getCreateAssociatedTokenIdempotentInstruction({
        payer: sender,
        ata: destination,
        owner: receiver,
        mint,
      }),
      getTransferCheckedInstruction({
        source,
        mint,
        destination,
        authority: sender,
        amount: request.amount,
        decimals: request.token.decimals,
      }),
    ]
  } else {
    instructions = [
      getTransferSolInstruction({ source: sender, destination: receiver, amount: request.amount }),
    ]
  }
  const lifetime = {
    blockhash: request.blockhash.blockhash as Parameters<
      typeof setTransactionMessageLifetimeUsingBlockhash
    >[0]['blockhash'],
    lastValidBlockHeight: request.blockhash.lastValidBlockHeight,
  }
  return compileTransaction(
    pipe(
      createTransactionMessage({ version: 0 }),
      (m) => setTransactionMessageFeePayerSigner(sender, m),
      (m) => setTransactionMessageLifetimeUsingBlockhash(lifetime, m),
      (m) => appendTransactionMessageInstructions(instructions, m),
    ),
  )
}

/** The transfer a send asks for, on the cluster's latest blockhash. */
export async function latestTransfer(
  rpc: SolanaRpc,
  parameters: Pick<SendTransactionParameters, 'from' | 'to' | 'value' | 'token'>,
): Promise<Transaction> {
  const { value: blockhash } = await rpc.getLatestBlockhash().send()
  return buildTransfer({
    from: parameters.from,
    to: parameters.to,
    amount: parameters.value ?? 0n,
    token: parameters.token,
    blockhash,
  })
}

/** The lamports the cluster charges for the transaction (getFeeForMessage on its message). */
export async function transferFee(rpc: SolanaRpc, transaction: Transaction): Promise<bigint> {
  const message = getBase64Decoder().decode(transaction.messageBytes) as Parameters<
    SolanaRpc['getFeeForMessage']
  >[0]
  const { value } = await rpc.getFeeForMessage(message).send()
  if (value === null) throw solanaAdapterError('The network could not price the transaction')
  return value
}

/** The unsigned transaction in wire format, base64: how wallets take it over a JSON channel. */
export function wireTransaction(transaction: Transaction): string {
  return getBase64EncodedWireTransaction(transaction)
}
