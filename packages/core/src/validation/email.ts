import { FEATURE_ERRORS } from '../errors/codes'

// Emails: a pragmatic check (one @, a dotted domain of valid labels, a 2+ letter TLD); the
// one-time code sent to the address is the real proof. Patterns are linear, safe on long input.
const LOCAL_PART = /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]{1,64}$/
const DOMAIN_LABEL = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?$/
const TOP_LEVEL = /^[A-Za-z]{2,63}$/

export function isValidEmail(value: unknown): value is string {
  if (typeof value !== 'string' || value.length > 254) return false
  const at = value.lastIndexOf('@')
  if (at < 1 || value.indexOf('@') !== at) return false
  const local = value.slice(0, at)
  const labels = value.slice(at + 1).split('.')
  if (!LOCAL_PART.test(local) || local.startsWith('.') || local.endsWith('.') || local.includes('..')) {
    return false
  }
  return (
    labels.length >= 2 &&
    labels.every((label) => DOMAIN_LABEL.test(label)) &&
    TOP_LEVEL.test(labels.at(-1) ?? '')
  )
}

export const EMAIL_LOGIN_COOLDOWN_MS = 30_000

/**
 * 'Please try again after N seconds' when the last email login attempt was under 30 s ago (N is
 * the seconds left, rounded up), else undefined. A last time in the future counts as just now.
 */
export function emailLoginCooldownMessage(
  lastAttemptAt: number | undefined,
  now = Date.now(),
): string | undefined {
  if (lastAttemptAt === undefined || !Number.isFinite(lastAttemptAt)) return undefined
  const elapsed = Math.max(0, now - lastAttemptAt)
  if (elapsed >= EMAIL_LOGIN_COOLDOWN_MS) return undefined
  return FEATURE_ERRORS.EMAIL_COOLDOWN(Math.ceil((EMAIL_LOGIN_COOLDOWN_MS - elapsed) / 1000))
}
