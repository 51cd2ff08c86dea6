// On-ramp rules of spec sections 8 and 9, as pure functions.
import type { ChainNamespace } from '../adapter/types'
import { FEATURE_ERRORS } from '../errors/codes'
import { formatUnits, parseUnits } from '../numbers/units'
import type { OnRampOrder } from '../services/onramp-calls'
import type { OnRampOptions } from '../services/types'
import { decimalAmountProblem } from '../validation/amount'

/** The provider the Buy view opens: the services server's own sandbox (no real payment). */
export const ONRAMP_PROVIDER = { id: 'sandbox', name: 'Latch Sandbox Pay' } as const

/** Mainland China's time zones (IANA names and aliases): the on-ramp is not offered there. */
export const RESTRICTED_TIMEZONES: readonly string[] = [
  'Asia/Shanghai',
  'Asia/Urumqi',
  'Asia/Chongqing',
  'Asia/Chungking',
  'Asia/Harbin',
  'Asia/Kashgar',
  'PRC',
]

export const ONRAMP_SUPPORTED_NAMESPACES: readonly ChainNamespace[] = ['eip155', 'solana']

/** How often the order's status is asked for while the provider window is open. */
export const ORDER_POLL_MS = 1500
/** Polling stops after this long; the order shows as still pending. */
export const ORDER_POLL_LIMIT_MS = 30 * 60_000

/** A payment is in whole cents of its currency. */
export const PAYMENT_DECIMALS = 2
/** The most whole digits of a payment the provider takes. */
export const PAYMENT_MAX_DIGITS = 12

export const ONRAMP_MESSAGES = {
  ORDER_FAILED: 'The purchase could not be started',
  POPUP_BLOCKED: 'The provider window was blocked: allow pop-ups and try again',
} as const

export function isRestrictedTimeZone(timeZone: string | undefined): boolean {
  return timeZone !== undefined && RESTRICTED_TIMEZONES.includes(timeZone)
}

/** The browser's IANA time zone, or undefined where Intl cannot tell. */
export function currentTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone
  } catch {
    return undefined
  }
}

/** Buy is offered on eip155 and solana networks, outside the restricted time zones. */
export function isOnRampAvailable(context: {
  namespace: ChainNamespace | undefined
  timeZone: string | undefined
}): boolean {
  return (
    context.namespace !== undefined &&
    ONRAMP_SUPPORTED_NAMESPACES.includes(context.namespace) &&
    !isRestrictedTimeZone(context.timeZone)
  )
}

export interface PaymentLimit {
  min: string
  max: string
}

/** The limits of a payment method in a currency, as the options list them. */
export function paymentLimit(
  options: OnRampOptions | undefined,
  currency: string,
  method: string,
): PaymentLimit | undefined {
  const entry = options?.paymentCurrencies.find((c) => c.id === currency)
  const limit = entry?.payment_method_limits?.find((l) => l.id === method)
  return limit ? { min: limit.min, max: limit.max } : undefined
}

/**
 * Why an amount (plain decimal text, as read in the modal's locale) cannot be bought, or undefined
 * when it can: the amount rule Send's amount follows, in cents of the currency ('Too many decimals
 * for USD (at most 2)'), then the payment method's limits; beyond those, more whole digits than
 * the provider takes is no amount.
 */
export function buyAmountProblem(amount: string, limit: PaymentLimit | undefined, currency: string) {
  const problem = decimalAmountProblem(amount, { symbol: currency, decimals: PAYMENT_DECIMALS })
  if (problem) return problem
  const text = buyAmountText(amount)
  if (limit && (Number(text) < Number(limit.min) || Number(text) > Number(limit.max))) {
    return `Amount must be between ${limit.min} and ${limit.max} ${currency}`
  }
  return (text.split('.')[0] ?? '').length > PAYMENT_MAX_DIGITS ? FEATURE_ERRORS.FORM_INVALID : undefined
}

/**
 * An amount buyAmountProblem accepts, written as the provider reads it: digits, and a point only
 * before cents ('25.' -> '25', '.5' -> '0.5', '+7' -> '7').
 */
export function buyAmountText(amount: string): string {
  return formatUnits(parseUnits(amount, PAYMENT_DECIMALS), PAYMENT_DECIMALS)
}

/** An order the provider will not change any more. */
export function isOrderSettled(status: OnRampOrder['status'] | undefined): boolean {
  return status === 'completed' || status === 'failed'
}

/** The payment methods offered for a currency, in the options' order. */
export function paymentMethodsOf(options: OnRampOptions | undefined, currency: string): string[] {
  return (options?.paymentCurrencies.find((c) => c.id === currency)?.payment_method_limits ?? []).map(
    (l) => l.id,
  )
}
