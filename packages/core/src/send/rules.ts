import type { ChainNamespace } from '../adapter/types'
import type { TokenBalance } from '../connection/accounts'
import { FEATURE_ERRORS } from '../errors/codes'
import { LatchError } from '../errors/latch-error'
import { isUserRejection } from '../errors/wallet'
import { toDecimal } from '../numbers/decimal'
import { formatUnits, parseUnits } from '../numbers/units'
import { tokenContract } from '../portfolio/tokens'
import { AMOUNT_MESSAGES, decimalAmountProblem } from '../validation/amount'
import { hasWrongChecksum } from '../validation/evm-address'
import { formFieldMessage } from '../validation/form'
import { isAddressForNamespace, isSendSupported, normalizeReceiver, sendFormError } from '../validation/send'
import type { SendFormState } from './state'

// The send form's rules and the transaction it becomes. Amounts go from text to bigint base units
// with string and bigint maths only (parseUnits), never through a float.

export const SEND_ERRORS = {
  INVALID_ADDRESS: 'Invalid address',
  INVALID_AMOUNT: 'Invalid amount',
  INSUFFICIENT_BALANCE: 'Insufficient balance',
  UNSUPPORTED_NAMESPACE: 'Send is supported only on eip155, solana and bip122',
  NAME_RESOLVING: 'Resolving name…',
  AMOUNT_NOT_POSITIVE: AMOUNT_MESSAGES.NOT_POSITIVE,
  AMOUNT_NOT_PLAIN: AMOUNT_MESSAGES.NOT_PLAIN,
  ADDRESS_CHECKSUM: 'The address checksum does not match: check the address for a typo',
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
    throw new LatchError(
      'INVALID_DECIMALS',
      FEATURE_ERRORS.INVALID_TOKEN_DECIMALS(String(token.quantity?.decimals)),
    )
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
 * What the amount field says about `amount` (plain decimal text, as getSendDraft reads it), or
 * undefined for an amount of the token: the amount rule every form shares (validation/amount.ts),
 * with the token's symbol and decimals. The balance is checked apart.
 */
export function amountProblem(
  amount: string | undefined,
  token?: Pick<TokenBalance, 'quantity' | 'symbol'>,
): string | undefined {
  return decimalAmountProblem(
    amount,
    token && { symbol: token.symbol, decimals: Number(token.quantity?.decimals) },
  )
}

/**
 * What the receiver field says about an address typed (not a name): 'Required' for none, a
 * mistyped EIP-55 checksum as such, else 'Invalid input' for what is no address of the namespace.
 */
export function receiverProblem(receiver: string | undefined, namespace: ChainNamespace): string | undefined {
  const empty = formFieldMessage(receiver, () => true)
  if (empty) return empty
  const text = (receiver ?? '').trim()
  if (isAddressForNamespace(text, namespace)) return undefined
  return namespace === 'eip155' && hasWrongChecksum(text)
    ? SEND_ERRORS.ADDRESS_CHECKSUM
    : FEATURE_ERRORS.FORM_INVALID
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
 * The wallet request that moves `units` to `receiver`: on eip155 a value transfer or the token
 * contract's `transfer`; on solana the receiver and amount, with the mint for an SPL token (the
 * adapter builds the transfer instructions). `token` is absent for the native currency.
 */
export function transferRequest(
  namespace: ChainNamespace,
  receiver: string,
  units: bigint,
  token?: { address: string; decimals: number },
): SendTransactionRequest {
  if (!token) return { to: receiver, value: units }
  if (namespace === 'solana') return { to: receiver, value: units, token }
  return { to: token.address, value: 0n, data: encodeErc20Transfer(receiver, units) }
}

/** The wallet request for a checked draft. */
export function buildSendTransaction(draft: SendDraft): SendTransactionRequest {
  const problem = sendProblem(draft)
  if (problem) throw new LatchError('SEND_INVALID', problem)
  const token = draft.token as TokenBalance
  const contract = tokenContract(token)
  return transferRequest(
    draft.namespace,
    normalizeReceiver(draft.receiver ?? '', draft.namespace),
    amountUnits(draft.amount ?? '', token),
    contract ? { address: contract, decimals: tokenDecimals(token) } : undefined,
  )
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
  if (isUserRejection(error)) return FEATURE_ERRORS.TRANSACTION_DECLINED
  if (error instanceof Error && error.message) return error.message
  return FEATURE_ERRORS.TRANSACTION_NOT_SENT
}

/** The native currency's stand-in contract in CAIP-10 price requests (eip155). */
const NATIVE_PRICE_ADDRESS = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'

/** The CAIP-10 id a token is priced by: its own, or the native stand-in on its chain. */
export function priceId(token: Pick<TokenBalance, 'address' | 'chainId'>): string | undefined {
  if (token.address?.includes(':')) return token.address
  if (!/^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/.test(token.chainId ?? '')) return undefined
  return `${token.chainId}:${token.address ?? NATIVE_PRICE_ADDRESS}`
}

/**
 * What the amount (plain decimal text, as getSendDraft reads it) is worth in USD, exactly, as
 * decimal text: when the price belongs to the chosen token and the amount is a well-formed amount
 * of it; undefined otherwise (the form then shows no value, never a wrong one). Decimal maths, so
 * 23 nines at $3,000 are worth 299,999,999,999,999,999,999,997,000 dollars to the cent.
 */
export function sendValueUsd(draft: Pick<SendFormState, 'token' | 'amount' | 'price'>): string | undefined {
  const { token, amount, price } = draft
  if (!token || !price || priceId(token) !== price.token || !amount || !/^\d+(\.\d+)?$/.test(amount))
    return undefined
  // An amount of 0 is refused by the field ('Enter an amount greater than 0'): it is worth nothing to show.
  if (!/[1-9]/.test(amount)) return undefined
  try {
    // More decimals than the token has is no amount of it: it has no value to show either.
    parseUnits(amount, tokenDecimals(token))
    return toDecimal(amount).times(toDecimal(price.usd)).toFixed()
  } catch {
    return undefined
  }
}
