// The JSON-RPC methods over HTTP: what @solana/kit, wallets and the services server call. Each
// handler validates its parameters and answers in the shapes of the public clusters' RPC.

import {
  type Address,
  getBase58Decoder,
  getBase58Encoder,
  getBase64Encoder,
  getTransactionDecoder,
  isAddress,
  type Transaction,
} from '@solana/kit'
import { getMintDecoder, getTokenDecoder, TOKEN_PROGRAM_ADDRESS } from '@solana-program/token'
import { ChainError, type LocalSolana } from './chain'
import { SOLANA_GENESIS_HASH } from './fixtures'

type Params = unknown[]
type Handler = (params: Params) => unknown

const base58 = getBase58Decoder()
const fromBase58 = getBase58Encoder()
const fromBase64 = getBase64Encoder()
const toBase64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64')

function invalid(message: string): never {
  throw new ChainError(-32602, `Invalid params: ${message}`)
}

function addressAt(params: Params, index: number): Address {
  const value = params[index]
  if (typeof value !== 'string' || !isAddress(value)) invalid(`param ${index} is not a base58 address`)
  return value
}

function configAt(params: Params, index: number): Record<string, unknown> {
  const value = params[index]
  if (value === undefined || value === null) return {}
  if (typeof value !== 'object' || Array.isArray(value)) invalid(`param ${index} is not a config object`)
  return value as Record<string, unknown>
}

/** Wire bytes of a transaction or message sent as base64 (kit) or base58 (the RPC's default). */
function bytesAt(params: Params, index: number, encoding: unknown): Uint8Array {
  const value = params[index]
  if (typeof value !== 'string' || value.length === 0) invalid(`param ${index} is not encoded bytes`)
  try {
    return new Uint8Array(encoding === 'base64' ? fromBase64.encode(value) : fromBase58.encode(value))
  } catch {
    invalid(`param ${index} is not valid ${encoding === 'base64' ? 'base64' : 'base58'}`)
  }
}

function transactionAt(params: Params, config: Record<string, unknown>): Transaction {
  const bytes = bytesAt(params, 0, config.encoding)
  try {
    return getTransactionDecoder().decode(bytes) as Transaction
  } catch {
    invalid('failed to deserialize the transaction')
  }
}

export function createRpcHandlers(chain: LocalSolana): Record<string, Handler> {
  const { svm } = chain
  const context = () => ({ slot: Number(chain.slot()), apiVersion: '2.2.0' })
  const withContext = (value: unknown) => ({ context: context(), value })
  const blockHeight = () => Number(chain.slot())

  /** An account in the requested encoding; token accounts and mints parse to JSON on request. */
  function encodeAccount(at: Address, encoding: unknown) {
    const account = svm.getAccount(at)
    if (!account.exists) return null
    const common = {
      executable: account.executable,
      lamports: Number(account.lamports),
      owner: account.programAddress,
      rentEpoch: 0,
      space: Number(account.space),
    }
    if (encoding === 'jsonParsed' && account.programAddress === TOKEN_PROGRAM_ADDRESS) {
      const parsed = parseTokenData(account.data)
      if (parsed) return { ...common, data: { program: 'spl-token', parsed, space: account.data.length } }
    }
    if (encoding === 'base58' || encoding === 'binary' || encoding === undefined) {
      return { ...common, data: [base58.decode(account.data), 'base58'] }
    }
    return { ...common, data: [toBase64(account.data), 'base64'] }
  }

  function tokenAmount(amount: bigint, decimals: number) {
    const text = amount.toString().padStart(decimals + 1, '0')
    const whole = text.slice(0, text.length - decimals)
    const fraction = text.slice(text.length - decimals).replace(/0+$/, '')
    const uiAmountString = fraction ? `${whole}.${fraction}` : whole
    return { amount: amount.toString(), decimals, uiAmount: Number(uiAmountString), uiAmountString }
  }

  function parseTokenData(data: Uint8Array) {
    if (data.length === 165) {
      const token = getTokenDecoder().decode(data)
      const mint = svm.getAccount(token.mint)
      const decimals = mint.exists ? getMintDecoder().decode(mint.data).decimals : 0
      return {
        type: 'account',
        info: {
          isNative: false,
          mint: token.mint,
          owner: token.owner,
          state: 'initialized',
          tokenAmount: tokenAmount(token.amount, decimals),
        },
      }
    }
    if (data.length === 82) {
      const mint = getMintDecoder().decode(data)
      return {
        type: 'mint',
        info: {
          decimals: mint.decimals,
          isInitialized: mint.isInitialized,
          supply: mint.supply.toString(),
          mintAuthority: mint.mintAuthority.__option === 'Some' ? mint.mintAuthority.value : null,
          freezeAuthority: mint.freezeAuthority.__option === 'Some' ? mint.freezeAuthority.value : null,
        },
      }
    }
    return null
  }

  function statusOf(signature: string) {
    const status = chain.status(signature)
    if (!status) return null
    return {
      slot: Number(status.slot),
      confirmations: null,
      err: status.err,
      status: status.err === null ? { Ok: null } : { Err: status.err },
      confirmationStatus: 'finalized',
    }
  }

  return {
    getHealth: () => 'ok',
    getVersion: () => ({ 'solana-core': '2.2.0', 'feature-set': 0 }),
    getGenesisHash: () => SOLANA_GENESIS_HASH,
    getSlot: () => Number(chain.slot()),
    getBlockHeight: blockHeight,
    getEpochInfo: () => ({
      absoluteSlot: Number(chain.slot()),
      blockHeight: blockHeight(),
      epoch: 0,
      slotIndex: Number(chain.slot()),
      slotsInEpoch: 432_000,
      transactionCount: null,
    }),
    getLatestBlockhash: () =>
      withContext({ blockhash: chain.blockhash(), lastValidBlockHeight: blockHeight() + 150 }),
    isBlockhashValid: () => withContext(true),

    getBalance: (params) => withContext(Number(svm.getBalance(addressAt(params, 0)) ?? 0n)),
    getAccountInfo: (params) =>
      withContext(encodeAccount(addressAt(params, 0), configAt(params, 1).encoding)),
    getMultipleAccounts(params) {
      const list = params[0]
      if (!Array.isArray(list) || list.length > 100) invalid('param 0 must list at most 100 addresses')
      const { encoding } = configAt(params, 1)
      return withContext(list.map((_, i) => encodeAccount(addressAt(list, i), encoding)))
    },
    getMinimumBalanceForRentExemption(params) {
      const size = params[0]
      if (!Number.isSafeInteger(size) || (size as number) < 0 || (size as number) > 10 * 1024 * 1024)
        invalid('param 0 must be a data length in bytes')
      return Number(svm.minimumBalanceForRentExemption(BigInt(size as number)))
    },

    getTokenAccountsByOwner(params) {
      const owner = addressAt(params, 0)
      const filter = configAt(params, 1)
      const { encoding } = configAt(params, 2)
      const mint = filter.mint === undefined ? undefined : addressAt([filter.mint], 0)
      const programId = filter.programId === undefined ? undefined : addressAt([filter.programId], 0)
      if (!mint && !programId) invalid('param 1 needs a mint or a programId')
      const found = chain.tokenAccounts(owner, {
        ...(mint ? { mint } : {}),
        ...(programId ? { programId } : {}),
      })
      return withContext(found.map((t) => ({ pubkey: t.pubkey, account: encodeAccount(t.pubkey, encoding) })))
    },
    getTokenAccountBalance(params) {
      const account = encodeAccount(addressAt(params, 0), 'jsonParsed')
      const data = account?.data as { parsed?: { type: string; info: { tokenAmount: unknown } } } | undefined
      if (data?.parsed?.type !== 'account') throw new ChainError(-32602, 'Invalid param: not a Token account')
      return withContext(data.parsed.info.tokenAmount)
    },

    getFeeForMessage(params) {
      const bytes = bytesAt(params, 0, 'base64')
      try {
        return withContext(Number(chain.fee(bytes)))
      } catch {
        invalid('failed to deserialize the message')
      }
    },
    sendTransaction(params) {
      const config = configAt(params, 1)
      return chain.send(transactionAt(params, config))
    },
    simulateTransaction(params) {
      const config = configAt(params, 1)
      const transaction = transactionAt(params, config)
      // Unsigned transactions are simulated for fees and compute units (kit's estimate does this).
      if (config.sigVerify === false) svm.withSigverify(false)
      try {
        const result = chain.simulate(transaction)
        return withContext({
          err: result.err,
          logs: result.logs,
          accounts: null,
          unitsConsumed: Number(result.unitsConsumed),
          returnData: null,
        })
      } finally {
        svm.withSigverify(true)
      }
    },
    getSignatureStatuses(params) {
      const list = params[0]
      if (!Array.isArray(list) || list.length > 256) invalid('param 0 must list at most 256 signatures')
      return withContext(list.map((s) => (typeof s === 'string' ? statusOf(s) : null)))
    },
    // Newest first, at most `limit` (1000 by default), after the `before` signature when given.
    getSignaturesForAddress(params) {
      const config = configAt(params, 1)
      const limit = config.limit ?? 1000
      if (!Number.isSafeInteger(limit) || (limit as number) < 1 || (limit as number) > 1000)
        invalid('limit must be between 1 and 1000')
      const all = chain.signaturesFor(addressAt(params, 0))
      const start =
        typeof config.before === 'string' ? all.findIndex((t) => t.signature === config.before) + 1 : 0
      return all.slice(start, start + (limit as number)).map((t) => ({
        signature: t.signature,
        slot: Number(t.slot),
        err: null,
        memo: null,
        blockTime: t.blockTime,
        confirmationStatus: 'finalized',
      }))
    },
    // The json encoding only: account keys and SOL balances around the transaction, no token balances.
    getTransaction(params) {
      const signature = params[0]
      if (typeof signature !== 'string' || !/^[1-9A-HJ-NP-Za-km-z]{64,90}$/.test(signature))
        invalid('param 0 is not a base58 signature')
      const found = chain.transaction(signature)
      if (!found) return null
      return {
        slot: Number(found.slot),
        blockTime: found.blockTime,
        meta: {
          err: null,
          fee: Number(found.fee),
          preBalances: found.preBalances.map(Number),
          postBalances: found.postBalances.map(Number),
          logMessages: chain.status(signature)?.logs ?? [],
        },
        transaction: { signatures: [found.signature], message: { accountKeys: found.accountKeys } },
        version: 0,
      }
    },
    requestAirdrop(params) {
      const to = addressAt(params, 0)
      const amount = params[1]
      if (!Number.isSafeInteger(amount) || (amount as number) <= 0)
        invalid('param 1 must be a positive lamport amount')
      return chain.airdrop(to, BigInt(amount as number))
    },
  }
}
