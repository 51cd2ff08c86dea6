// What a SIWX configuration does once it is called: builds messages with nonces it issued, checks
// signed sessions and keeps them in the chosen store. It loads with the first call (the sessions
// looked up after a connection, or a sign-in), not with the page that creates the configuration.
import type { CaipNetworkId } from '@latch/core'
import type { CreateSIWXOptions } from './create'
import { LocalStorageSessionStore } from './storage/local'
import type { CreatedSIWXMessage, SIWXConfig, SIWXSession, SIWXStorage } from './types'

export type SIWXCalls = Omit<SIWXConfig, 'domain' | 'statement' | 'getRequired'>

/** Nonces handed out and not yet used, newest last; a few pending sign-ins at most. */
const MAX_PENDING_NONCES = 32

/** The calls for options `createSIWX` has checked. */
export function createSIWXCalls(options: CreateSIWXOptions): SIWXCalls {
  const { domain, uri, statement, expiration, verifier } = options
  const storage: SIWXStorage = options.storage ?? new LocalStorageSessionStore()
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
    async createMessage({ accountAddress, chainId }): Promise<CreatedSIWXMessage> {
      // Messages (and viem's address checks behind them) load with the first sign-in, not with
      // the first look-up of sessions.
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
  }
}
