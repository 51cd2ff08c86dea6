// The transaction of a send: SOL with the system program's transfer, or an SPL token with
// transferChecked between associated token accounts (the receiver's created when missing).

import {
  address,
  appendTransactionMessageInstructions,
  compileTransaction,
  createNoopSigner,
  createTransactionMessage,
  type Instruction,
  pipe,
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
