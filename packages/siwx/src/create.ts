// The SIWX configuration the modal calls: builds messages for the connected account, checks
// signed sessions and keeps them in the chosen store. Creating it checks the options only; the
// message code loads with the first sign-in, the default store with its first use.
import type { CaipNetworkId } from '@latch/core'
import { lazyActions } from '@latch/core/internal'
import { assertDomain, assertSafeText, assertUri } from './message/fields'
import type { CreatedSIWXMessage, SIWXConfig, SIWXSession, SIWXStorage, SIWXVerifier } from './types'

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

/** Nonces handed out and not yet used, newest last; a few pending sign-ins at most. */
const MAX_PENDING_NONCES = 32

export function createSIWX(options: CreateSIWXOptions): SIWXConfig {
  const domain = assertDomain(options.domain)
  const uri = assertUri('uri', options.uri)
  const statement =
    options.statement === undefined ? undefined : assertSafeText('statement', options.statement)
  const { expiration } = options
  if (expiration !== undefined && !(Number.isFinite(expiration) && expiration > 0))
    throw new Error(`createSIWX: expiration must be a positive number of seconds, got ${String(expiration)}`)
  const storage: SIWXStorage =
    options.storage ??
    lazyActions<SIWXStorage>(
      () => import('./storage/local').then(({ LocalStorageSessionStore }) => new LocalStorageSessionStore()),
      ['add', 'set', 'get', 'delete'],
    )
  const verifier = options.verifier
  const pendingNonces: string[] = []

  const nextNonce = async () => {
    if (options.getNonce) return options.getNonce()
    if (storage.getNonce) return storage.getNonce()
    const { generateSiweNonce } = await import('viem/siwe')
    return generateSiweNonce()
  }

  // A nonce is accepted once, and only if this config issued it: a replayed message fails.
  const consumeNonce = (nonce: string) => {
    const index = pendingNonces.indexOf(nonce)
    if (index === -1) return false
    pendingNonces.splice(index, 1)
    return true
  }

  const verify = async (session: SIWXSession, fresh: boolean) => {
    if (!verifier) return
    await verifier.verify(session, fresh ? { domain, checkNonce: consumeNonce } : { domain })
  }

  return {
    domain,
    ...(statement ? { statement } : {}),
    async createMessage({ accountAddress, chainId }): Promise<CreatedSIWXMessage> {
      // Messages (and viem's address checks behind them) load with the first sign-in, not the page.
      const { createSIWXMessage } = await import('./message/build')
      const issued = new Date()
      const message = createSIWXMessage({
        accountAddress,
        chainId,
        domain,
        uri,
        version: '1',
        nonce: await nextNonce(),
        issuedAt: issued.toISOString(),
        ...(statement ? { statement } : {}),
        ...(expiration
          ? { expirationTime: new Date(issued.getTime() + expiration * 1000).toISOString() }
          : {}),
      })
      pendingNonces.push(message.nonce)
      if (pendingNonces.length > MAX_PENDING_NONCES) pendingNonces.shift()
      const { toString: _, ...data } = message
      return { ...message, data, message: message.toString() }
    },

    async addSession(session) {
      await verify(session, true)
      await storage.add(session)
    },

    async revokeSession(chainId, address) {
      await storage.delete(chainId, address)
    },

    async setSessions(sessions) {
      for (const session of sessions) await verify(session, false)
      await storage.set(sessions)
    },

    async getSessions(chainId: CaipNetworkId, address: string) {
      const now = Date.now()
      const sessions = await storage.get(chainId, address)
      return sessions.filter((s) => !s.data.expirationTime || Date.parse(s.data.expirationTime) > now)
    },

    getRequired: () => options.required === true,
  }
}
