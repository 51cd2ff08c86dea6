import type { ChainNamespace } from '../adapter/types'
import type { TokenBalance } from '../connection/accounts'
import { ERRORS } from '../errors/codes'
import { LatchError } from '../errors/latch-error'
import { isUserRejection } from '../errors/wallet'
import { formatUnits, parseUnits } from '../numbers/units'
import { tokenContract } from '../portfolio/tokens'
import { isAddressForNamespace, isSendSupported, sendFormError } from '../validation/send'

// The send form's rules and the transaction it becomes. Amounts go from text to bigint base units
// with string and bigint maths only (parseUnits), never through a float.

export const SEND_ERRORS = {
  INVALID_ADDRESS: 'Invalid address',
  INVALID_AMOUNT: 'Invalid amount',
  INSUFFICIENT_BALANCE: 'Insufficient balance',
  UNSUPPORTED_NAMESPACE: 'Send is supported only on eip155, solana and bip122',
  NAME_RESOLVING: 'Resolving name…',
} as const

/** Base fee multiplier of spec section 9 (1.2, never below 1), as a fraction of bigints. */
export const BASE_FEE_MULTIPLIER = { numerator: 12n, denominator: 10n } as const

export interface SendDraft {
  namespace: ChainNamespace
  token?: TokenBalance
  amount?: string
  receiver?: string
}

export function tokenDecimals(token: Pick<TokenBalance, 'quantity'>): number {
  const decimals = Number(token.quantity?.decimals)
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > 255) {
    throw new LatchError('INVALID_DECIMALS', ERRORS.INVALID_TOKEN_DECIMALS(String(token.quantity?.decimals)))
  }
  return decimals
}

/** The token's balance in base units (its quantity is decimal text in whole units). */
export function tokenBalanceUnits(token: Pick<TokenBalance, 'quantity'>): bigint {
  return parseUnits(token.quantity?.numeric ?? '0', tokenDecimals(token))
}

/** The amount typed, in base units; throws 'Invalid amount' for text that is not a positive number. */
export function amountUnits(amount: string, token: Pick<TokenBalance, 'quantity'>): bigint {
  let units: bigint
  try {
    units = parseUnits(amount, tokenDecimals(token))
  } catch (error) {
    throw new LatchError('INVALID_AMOUNT', SEND_ERRORS.INVALID_AMOUNT, { cause: error })
  }
  if (units <= 0n) throw new LatchError('INVALID_AMOUNT', SEND_ERRORS.INVALID_AMOUNT)
  return units
}

/**
 * The first problem blocking a send, in the order the visitor fills the form: namespace, token,
 * amount and receiver present, a well-formed receiver, a valid amount, within the balance.
 */
export function sendProblem(draft: SendDraft): string | undefined {
  if (!isSendSupported(draft.namespace)) return SEND_ERRORS.UNSUPPORTED_NAMESPACE
  const missing = sendFormError({
    namespace: draft.namespace,
    token: draft.token,
    ...(draft.amount !== undefined ? { amount: draft.amount } : {}),
    ...(draft.receiver !== undefined ? { receiver: draft.receiver } : {}),
  })
  if (missing) return missing
  const token = draft.token as TokenBalance
  if (!isAddressForNamespace(draft.receiver?.trim(), draft.namespace)) return SEND_ERRORS.INVALID_ADDRESS
  let units: bigint
  try {
    units = amountUnits(draft.amount ?? '', token)
  } catch {
    return SEND_ERRORS.INVALID_AMOUNT
  }
  if (units > tokenBalanceUnits(token)) return SEND_ERRORS.INSUFFICIENT_BALANCE
  return undefined
}

const pad32 = (hex: string) => hex.padStart(64, '0')

/** ERC-20 `transfer(address to, uint256 amount)` calldata: selector 0xa9059cbb, two 32-byte words. */
export function encodeErc20Transfer(to: string, amount: bigint): `0x${string}` {
  if (!/^0x[0-9a-fA-F]{40}$/.test(to)) throw new LatchError('INVALID_ADDRESS', SEND_ERRORS.INVALID_ADDRESS)
  if (amount < 0n || amount >= 2n ** 256n) throw new LatchError('INVALID_AMOUNT', SEND_ERRORS.INVALID_AMOUNT)
  return `0xa9059cbb${pad32(to.slice(2).toLowerCase())}${pad32(amount.toString(16))}`
}

export interface SendTransactionRequest {
  to: string
  value?: bigint
  data?: `0x${string}`
  /** Solana: the SPL token's mint and decimals (`value` in its base units); absent for SOL. */
  token?: { address: string; decimals: number }
}

/**
 * The wallet request for a checked draft: on eip155 a value transfer or the token contract's
 * `transfer`; on solana the receiver and amount, with the mint for an SPL token (the adapter
 * builds the transfer instructions).
 */
export function buildSendTransaction(draft: SendDraft): SendTransactionRequest {
  const problem = sendProblem(draft)
  if (problem) throw new LatchError('SEND_INVALID', problem)
  const token = draft.token as TokenBalance
  const receiver = (draft.receiver ?? '').trim()
  const units = amountUnits(draft.amount ?? '', token)
  const contract = tokenContract(token)
  if (!contract) return { to: receiver, value: units }
  if (draft.namespace === 'solana') {
    return { to: receiver, value: units, token: { address: contract, decimals: tokenDecimals(token) } }
  }
  return { to: contract, value: 0n, data: encodeErc20Transfer(receiver, units) }
}

/** gasPrice * 1.2, rounded up: the most a native send should expect to pay per gas. */
export function maxFeePerGas(gasPrice: bigint): bigint {
  const { numerator, denominator } = BASE_FEE_MULTIPLIER
  return (gasPrice * numerator + denominator - 1n) / denominator
}

/**
 * The Max button's amount: the whole balance for a token, and for the native currency the balance
 * less room for gas (estimated gas * maxFeePerGas), never below zero. `balance` is the chain's own
 * figure when the caller has it (the token's quantity may be up to 30 s old).
 */
export function maxSendAmount(
  token: TokenBalance,
  gasReserve: bigint = 0n,
  balance: bigint = tokenBalanceUnits(token),
): string {
  const spendable = tokenContract(token) ? balance : balance - gasReserve
  return formatUnits(spendable > 0n ? spendable : 0n, tokenDecimals(token))
}

/** The toast-style text for an error from the send flow; a wallet rejection reads as declined. */
export function sendErrorMessage(error: unknown): string {
  if (isUserRejection(error)) return ERRORS.TRANSACTION_DECLINED
  if (error instanceof Error && error.message) return error.message
  return ERRORS.TRANSACTION_NOT_SENT
}
