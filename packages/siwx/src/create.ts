// The SIWX configuration the modal calls: builds messages for the connected account, checks
// signed sessions and keeps them in the chosen store. Creating it checks the options only, so
// that a bad option fails at once; what the configuration does loads with its first call.
import { lazyActions } from '@latch/core/internal'
import type { SIWXCalls } from './calls'
import { assertDomain, assertSafeText, assertUri } from './message/fields'
import type { SIWXConfig, SIWXStorage, SIWXVerifier } from './types'

export interface CreateSIWXOptions {
  /** RFC 3986 authority of the app, e.g. `app.example.com` or `localhost:5173`. */
  domain: string
  /** RFC 3986 URI the sign-in is for, e.g. `https://app.example.com`. */
  uri: string
  /** One line shown to the user in the wallet. */
  statement?: string
  /** Default: `LocalStorageSessionStore`. */
  storage?: SIWXStorage
  /** Checks each session before it is stored; without one, sessions are stored as signed. */
  verifier?: SIWXVerifier
  /** Sign-in cannot be dismissed; cancelling disconnects. Default false. */
  required?: boolean
  /** Seconds a message stays valid after it is issued; default: no expiration. */
  expiration?: number
  /** Default: the store's `getNonce` (server stores), else a random 96-bit nonce. */
  getNonce?: () => string | Promise<string>
}

export function createSIWX(options: CreateSIWXOptions): SIWXConfig {
  const domain = assertDomain(options.domain)
  const uri = assertUri('uri', options.uri)
  const statement =
    options.statement === undefined ? undefined : assertSafeText('statement', options.statement)
  const { expiration } = options
  if (expiration !== undefined && !(Number.isFinite(expiration) && expiration > 0))
    throw new Error(`createSIWX: expiration must be a positive number of seconds, got ${String(expiration)}`)
  // A copy: the calls load later, and must see the options as they were checked.
  const checked = { ...options, domain, uri, statement }
  const calls = lazyActions<SIWXCalls>(
    () => import('./calls').then(({ createSIWXCalls }) => createSIWXCalls(checked)),
    ['createMessage', 'addSession', 'revokeSession', 'setSessions', 'getSessions'],
  )
  return {
    domain,
    ...(statement ? { statement } : {}),
    ...calls,
    getRequired: () => options.required === true,
  }
}
