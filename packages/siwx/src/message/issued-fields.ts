// Checks for the fields each message is issued with: its nonce, times and request id. They live
// apart from fields.ts, which createSIWX needs when the page loads, so that they load with the
// message code at the first sign-in.
import { assertSafeText, SIWXMessageError } from './fields'

export function assertNonce(value: unknown): string {
  const nonce = assertSafeText('nonce', value)
  if (!/^[a-zA-Z0-9]{8,}$/.test(nonce))
    throw new SIWXMessageError('nonce', 'must be at least 8 letters or digits')
  return nonce
}

const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})(?:\.\d+)?(?:Z|[+-](\d{2}):(\d{2}))$/

/** An RFC 3339 date-time (as EIP-4361 requires), checked for real calendar values. */
export function assertDateTime(field: string, value: unknown): string {
  const text = assertSafeText(field, value)
  const m = DATE_TIME.exec(text)
  const n = (i: number) => Number(m?.[i] ?? 0)
  const daysInMonth = new Date(Date.UTC(n(1), n(2), 0)).getUTCDate()
  const valid =
    m !== null &&
    n(2) >= 1 &&
    n(2) <= 12 &&
    n(3) >= 1 &&
    n(3) <= daysInMonth &&
    n(4) <= 23 &&
    n(5) <= 59 &&
    n(6) <= 59 &&
    n(7) <= 23 &&
    n(8) <= 59 &&
    !Number.isNaN(Date.parse(text))
  if (!valid)
    throw new SIWXMessageError(
      field,
      `must be an RFC 3339 date-time like "2026-01-01T00:00:00.000Z", got ${JSON.stringify(text)}`,
    )
  return text
}

/** EIP-4361 request ids are RFC 3986 `pchar`s. */
export function assertRequestId(value: unknown): string {
  const id = assertSafeText('requestId', value)
  if (!/^(?:[a-zA-Z0-9\-._~!$&'()*+,;=:@]|%[0-9a-fA-F]{2})*$/.test(id))
    throw new SIWXMessageError('requestId', 'may only hold URI path characters')
  return id
}
