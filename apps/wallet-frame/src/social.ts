// Social login, the frame's half (OAuth 2.0 code flow with PKCE): the PKCE verifier is made and
// kept here (this origin's session storage, under the login's `state`), so the code the provider
// returns through the host page is worthless to anyone but this frame.
import type { SocialProvider } from '@latch/embedded/protocol'
import { hostOrigin } from './messaging'
import { api } from './server'
import { base64url, deviceId } from './storage'

const CALLBACK_PATH = '/embedded/v1/social/callback'
const verifierKey = (state: string) => `latch-frame:social:${state}`

/**
 * The provider's sign-in address for `provider`: the popup the host opened goes there, or, with
 * `returnUrl`, the page itself (the answer comes back to `returnUrl` as `result_uri`).
 */
export async function beginSocialLogin(provider: SocialProvider, returnUrl?: string): Promise<string> {
  const origin = hostOrigin()
  if (!origin) throw new Error('Not connected to a page')
  const verifier = base64url(crypto.getRandomValues(new Uint8Array(32)))
  const challenge = base64url(
    new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier))),
  )
  const { uri, state } = await api<{ uri: string; state: string }>(
    '/embedded/v1/social/start',
    { provider, codeChallenge: challenge, deviceId: deviceId(), parentOrigin: origin, returnUrl },
    false,
  )
  sessionStorage.setItem(verifierKey(state), verifier)
  return uri
}

export interface SocialSession {
  token: string
  userId: string
  expiresAt: number
  hasWallet: boolean
}

/** Ends a social login from the callback address the popup landed on (code and state in its query). */
export async function finishSocialLogin(uri: string): Promise<SocialSession> {
  let url: URL
  try {
    url = new URL(uri)
  } catch {
    throw new Error('The sign-in answer is not an address')
  }
  if (url.origin !== location.origin || url.pathname !== CALLBACK_PATH) {
    throw new Error('The sign-in answer is not from this wallet')
  }
  const error = url.searchParams.get('error')
  if (error) {
    throw new Error(
      error === 'access_denied'
        ? 'The sign-in was cancelled.'
        : `The sign-in was refused (${error.slice(0, 64)}).`,
    )
  }
  const state = url.searchParams.get('state') ?? ''
  const code = url.searchParams.get('code') ?? ''
  const verifier = sessionStorage.getItem(verifierKey(state))
  if (!state || !code || !verifier) throw new Error('This sign-in was not started here. Start again.')
  sessionStorage.removeItem(verifierKey(state))
  return api<SocialSession>(
    '/embedded/v1/social/finish',
    { state, code, codeVerifier: verifier, deviceId: deviceId() },
    false,
  )
}
