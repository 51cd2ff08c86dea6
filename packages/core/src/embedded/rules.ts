// Rules of the embedded wallet (spec sections 4, 5, 8), as pure functions.
import type { ChainNamespace } from '../adapter/types'
import type { AccountType } from '../connection/accounts'
import type { View } from '../router/views'
import { isValidEmail } from '../validation/email'
import { type FormMessage, formFieldMessage } from '../validation/form'

import { isOtp } from './otp'

export { parsePreferredAccountTypes, preferredAccountType } from '../connection/account-type'
export { isOtp, OTP_LENGTH, otpDigits } from './otp'

/** 'Required' or 'Invalid input' for the email field, else undefined. */
export const emailFieldMessage = (value: unknown): FormMessage | undefined =>
  formFieldMessage(typeof value === 'string' ? value.trim() : value, isValidEmail)

/** 'Required' or 'Invalid input' for a code field, else undefined. */
export const otpFieldMessage = (value: unknown): FormMessage | undefined =>
  formFieldMessage(typeof value === 'string' ? value.trim() : value, isOtp)

/** The view a connect-email action leads to; CONNECT leads straight to the connection. */
export function viewForConnectEmailAction(
  action: 'VERIFY_DEVICE' | 'VERIFY_OTP' | 'CONNECT',
): View | undefined {
  if (action === 'VERIFY_OTP') return 'EmailVerifyOtp'
  if (action === 'VERIFY_DEVICE') return 'EmailVerifyDevice'
  return undefined
}

/**
 * Where the frame's approval UI goes when it asks for the user: already shown in
 * ApproveTransaction; a closed modal opens on it; an open modal pushes it on the transaction
 * stack so the flow underneath comes back once the user has answered.
 */
export function approvalPlacement(context: { modalOpen: boolean; view: View }): 'shown' | 'open' | 'push' {
  if (context.modalOpen && context.view === 'ApproveTransaction') return 'shown'
  return context.modalOpen ? 'push' : 'open'
}

/**
 * Where the frame's recovery-key screen goes: over the login views of an open modal (the login
 * is done, the key screen follows it), or in a modal opened for it.
 */
export function recoveryPlacement(context: { modalOpen: boolean }): 'open' | 'push' {
  return context.modalOpen ? 'push' : 'open'
}

/**
 * Spec section 4: the embedded wallet saying "not connected" matters only while the namespace's
 * active connector is the embedded one; then the address is cleared and loading stops.
 */
export function clearsOnNotConnected(
  activeConnectorId: string | undefined,
  embeddedConnectorId: string,
): boolean {
  return activeConnectorId !== undefined && activeConnectorId === embeddedConnectorId
}

/** A stored last-login time: a finite number of epoch milliseconds, else dropped. */
export const parseLoginTime = (raw: unknown): number | undefined =>
  typeof raw === 'number' && Number.isFinite(raw) && raw > 0 ? raw : undefined

/** The login views: once the login succeeds the modal closes, unless another flow (sign-in) took over. */
const LOGIN_VIEWS: readonly View[] = [
  'Connect',
  'EmailVerifyOtp',
  'EmailVerifyDevice',
  'ConnectingSocial',
  'ConnectingFarcaster',
]
export const closesAfterLogin = (view: View): boolean => LOGIN_VIEWS.includes(view)

/** Spec section 3: the smart-account-enabled networks are stored as a comma list of chain ids. */
export function formatEnabledNetworks(chainIds: readonly number[]): string {
  return [...new Set(chainIds.filter((id) => Number.isSafeInteger(id) && id > 0))].join(',')
}

/** The stored comma list back as chain ids; a corrupt value is dropped (undefined), never thrown. */
export function parseEnabledNetworks(raw: unknown): number[] | undefined {
  if (typeof raw !== 'string') return undefined
  if (raw === '') return []
  const ids = raw
    .split(',')
    .map((part) => (/^[0-9]{1,15}$/.test(part.trim()) ? Number(part.trim()) : Number.NaN))
  return ids.every((id) => Number.isSafeInteger(id) && id > 0) ? ids : undefined
}

/**
 * A smart account was asked for on a network that has none (no EntryPoint or bundler there) while
 * the wallet has them elsewhere: it acts as its eoa and the visitor is told (spec section 8's
 * toast). A wallet with no smart accounts anywhere is simply an eoa wallet: nothing to tell.
 */
export function fallsBackToEoa(asked: AccountType, chainId: number, enabled: readonly number[]): boolean {
  return asked === 'smartAccount' && enabled.length > 0 && !enabled.includes(chainId)
}

/**
 * The namespace an email, social or Farcaster login connects on (spec section 4): the active one
 * when the embedded wallet serves it, else the wallet's home namespace (eip155).
 */
export function loginNamespace(
  active: ChainNamespace | undefined,
  served: readonly ChainNamespace[],
  home: ChainNamespace,
): ChainNamespace {
  return active && served.includes(active) ? active : home
}
