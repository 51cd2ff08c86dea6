import type { AlertCode } from './codes'

// Messages the hosted services answer with, mapped to the alert the modal shows for them.
const PROVIDER_MESSAGE_ALERTS: ReadonlyArray<readonly [string, AlertCode]> = [
  ['Unauthorized: origin not allowed', 'UNVERIFIED_DOMAIN'],
  ['JWT validation error: JWT Token is not yet valid', 'JWT_TOKEN_NOT_VALID'],
  ['Unauthorized: invalid key', 'INVALID_PROJECT_ID'],
]

/** The alert for a provider error message (matched anywhere in the text), or undefined. */
export function alertForProviderMessage(message: unknown): AlertCode | undefined {
  if (typeof message !== 'string') return undefined
  return PROVIDER_MESSAGE_ALERTS.find(([text]) => message.includes(text))?.[1]
}
