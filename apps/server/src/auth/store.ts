// The sign-in data layer: single-use nonces and cookie sessions, in the server's database so any
// process behind a load balancer can answer any request.
import { createHash, randomBytes } from 'node:crypto'
import type { SIWXMessageData, SIWXSession } from '@latch/siwx'
import { and, eq, gt, lt } from 'drizzle-orm'
import type { Db } from '../db/connect'
import { authNonces, authSessions } from '../db/schema'

/** How long an issued nonce can be used. */
export const NONCE_TTL_MS = 10 * 60 * 1000
/** The longest a session lasts, even when its message has no expiration. */
export const SESSION_MAX_MS = 7 * 24 * 60 * 60 * 1000

const hashId = (id: string) => createHash('sha256').update(id).digest('hex')

export class AuthStore {
  constructor(private readonly db: Db) {}

  /** A fresh random nonce (32 hex characters) that `consumeNonce` accepts once, for this project. */
  async issueNonce(projectId: string, now = Date.now()): Promise<string> {
    const nonce = randomBytes(16).toString('hex')
    await this.db.insert(authNonces).values({ nonce, projectId, expiresAt: new Date(now + NONCE_TTL_MS) })
    // Expired nonces are swept as new ones are issued, so the table stays small.
    await this.db.delete(authNonces).where(lt(authNonces.expiresAt, new Date(now)))
    return nonce
  }

  /** Whether a nonce was issued for this project and is unused and unexpired (nothing is spent). */
  async nonceLive(projectId: string, nonce: string, now = Date.now()): Promise<boolean> {
    const rows = await this.db
      .select({ nonce: authNonces.nonce })
      .from(authNonces)
      .where(
        and(
          eq(authNonces.nonce, nonce),
          eq(authNonces.projectId, projectId),
          gt(authNonces.expiresAt, new Date(now)),
        ),
      )
      .limit(1)
    return rows.length === 1
  }

  /** True once per issued, unexpired nonce: the row is deleted in the same statement. */
  async consumeNonce(projectId: string, nonce: string, now = Date.now()): Promise<boolean> {
    const rows = await this.db
      .delete(authNonces)
      .where(
        and(
          eq(authNonces.nonce, nonce),
          eq(authNonces.projectId, projectId),
          gt(authNonces.expiresAt, new Date(now)),
        ),
      )
      .returning({ nonce: authNonces.nonce })
    return rows.length === 1
  }

  /** Stores a verified session; returns the cookie value (a random id) and when it expires. */
  async createSession(
    projectId: string,
    session: SIWXSession,
    now = Date.now(),
  ): Promise<{ id: string; expiresAt: Date }> {
    const id = randomBytes(32).toString('base64url')
    const until = session.data.expirationTime ? Date.parse(session.data.expirationTime) : Infinity
    const expiresAt = new Date(Math.min(until, now + SESSION_MAX_MS))
    await this.db.insert(authSessions).values({
      idHash: hashId(id),
      projectId,
      address: session.data.accountAddress,
      chainId: session.data.chainId,
      data: session.data,
      message: session.message,
      signature: session.signature,
      expiresAt,
    })
    await this.db.delete(authSessions).where(lt(authSessions.expiresAt, new Date(now)))
    return { id, expiresAt }
  }

  /** The live session behind a cookie value, for this project. */
  async getSession(projectId: string, id: string, now = Date.now()): Promise<SIWXSession | undefined> {
    const [row] = await this.db
      .select()
      .from(authSessions)
      .where(
        and(
          eq(authSessions.idHash, hashId(id)),
          eq(authSessions.projectId, projectId),
          gt(authSessions.expiresAt, new Date(now)),
        ),
      )
    if (!row) return undefined
    return { data: row.data as SIWXMessageData, message: row.message, signature: row.signature }
  }

  async deleteSession(id: string): Promise<void> {
    await this.db.delete(authSessions).where(eq(authSessions.idHash, hashId(id)))
  }
}
