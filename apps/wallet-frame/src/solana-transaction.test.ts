import {
  address,
  appendTransactionMessageInstructions,
  type Blockhash,
  compileTransaction,
  compressTransactionMessageUsingAddressLookupTables,
  createNoopSigner,
  createTransactionMessage,
  getBase64EncodedWireTransaction,
  pipe,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash,
} from '@solana/kit'
import { getTransferSolInstruction, SYSTEM_PROGRAM_ADDRESS } from '@solana-program/system'
import { ASSOCIATED_TOKEN_PROGRAM_ADDRESS, TOKEN_PROGRAM_ADDRESS } from '@solana-program/token'
import { describe, expect, it } from 'vitest'
import {
  ASSOCIATED_TOKEN_PROGRAM,
  describeTransaction,
  readTransaction,
  SYSTEM_PROGRAM,
  TOKEN_PROGRAM,
} from './solana-transaction'

const payer = address('3JeHqQEEJFY6V9RWnNCjRYBhb67z958CggPE6CqkxzpU')
const receiver = address('9YQXwf6EEGfp63EnxX3DpR6kChCH3zsHRMZA19qbmFQH')
const table = address('5Ca34Sc3P3R9jnaetPK9ipdkR7L3EdvrNZzhQURCYw3D')

describe('reading a Solana transaction for the approval screen', () => {
  it('knows the programs by the ids their own clients use', () => {
    expect([SYSTEM_PROGRAM, TOKEN_PROGRAM, ASSOCIATED_TOKEN_PROGRAM]).toEqual([
      SYSTEM_PROGRAM_ADDRESS,
      TOKEN_PROGRAM_ADDRESS,
      ASSOCIATED_TOKEN_PROGRAM_ADDRESS,
    ])
  })

  it('names only program ids when accounts come from lookup tables it does not read', () => {
    const message = pipe(
      createTransactionMessage({ version: 0 }),
      (m) => setTransactionMessageFeePayer(payer, m),
      (m) =>
        setTransactionMessageLifetimeUsingBlockhash(
          { blockhash: '11111111111111111111111111111111' as Blockhash, lastValidBlockHeight: 1n },
          m,
        ),
      (m) =>
        appendTransactionMessageInstructions(
          [getTransferSolInstruction({ source: createNoopSigner(payer), destination: receiver, amount: 1n })],
          m,
        ),
      (m) => compressTransactionMessageUsingAddressLookupTables(m, { [table]: [receiver] }),
    )
    const read = readTransaction(getBase64EncodedWireTransaction(compileTransaction(message)))
    expect(read.usesLookupTables).toBe(true)
    expect(describeTransaction(read, payer)).toEqual([
      ['Fee payer', `${payer} (you)`],
      ['Instructions', '1'],
      ['Program', SYSTEM_PROGRAM],
      ['Accounts', 'Some accounts come from lookup tables and are not shown'],
    ])
  })

  it('refuses what is not a wire transaction with one clear message', () => {
    for (const value of [undefined, 42, '', '!!!!', 'AAAA', 'A'.repeat(20_000)])
      expect(() => readTransaction(value)).toThrow('The transaction must be a base64 wire transaction')
  })
})
