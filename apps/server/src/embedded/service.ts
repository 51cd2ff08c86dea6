// The embedded wallet's server rules: email one-time codes, device approval, sessions, the
// encrypted auth share and the sealed recovery share. Routes (routes/embedded.ts) only parse input
// and call these; every rule reads the clock through `now()` so tests can move time.
import { randomUUID } from 'node:crypto'
import { and, eq, isNull, lt } from 'drizzle-orm'
import type { Db } from '../db/connect'
import { embeddedCodes, embeddedDevices, embeddedSessions, embeddedUsers } from '../db/schema'
import { HttpError } from '../http/errors'
import type { Mailer } from '../mail/mailer'
import { type EmbeddedSecrets, newCode, newToken, sha256 } from './secrets'

export interface EmbeddedOptions {
  /** One-time code life (default 10 minutes). */
  codeTtlMs?: number
  /** Wrong tries before a code is locked out (default 5). */
  maxAttempts?: number
  /** Session life (default 7 days). */
  sessionTtlMs?: number
  /** Device approval link life (default 15 minutes). */
  approvalTtlMs?: number
  /** The clock (tests move it). */
  now?: () => number
}

export type CodePurpose = 'login' | 'update_primary' | 'update_secondary'
export type User = typeof embeddedUsers.$inferSelect

const MINUTE = 60_000

export class EmbeddedWallets {
  readonly codeTtlMs: number
  readonly maxAttempts: number
  readonly sessionTtlMs: number
  readonly approvalTtlMs: number
  readonly now: () => number

  constructor(
    private readonly db: Db,
    private readonly secrets: EmbeddedSecrets,
    private readonly mailer: Mailer,
    /** The base of links in mails (the server's public URL). */
    private readonly linkBase: () => string,
    options: EmbeddedOptions = {},
  ) {
    this.codeTtlMs = options.codeTtlMs ?? 10 * MINUTE
    this.maxAttempts = options.maxAttempts ?? 5
    this.sessionTtlMs = options.sessionTtlMs ?? 7 * 24 * 60 * MINUTE
    this.approvalTtlMs = options.approvalTtlMs ?? 15 * MINUTE
    this.now = options.now ?? Date.now
  }

  private date = (offsetMs = 0) => new Date(this.now() + offsetMs)

  private async userByEmail(projectId: string, email: string): Promise<User | undefined> {
    const [user] = await this.db
      .select()
      .from(embeddedUsers)
      .where(and(eq(embeddedUsers.projectId, projectId), eq(embeddedUsers.email, email)))
    return user
  }

  private async device(projectId: string, email: string, deviceId: string) {
    const [device] = await this.db
      .select()
      .from(embeddedDevices)
      .where(
        and(
          eq(embeddedDevices.projectId, projectId),
          eq(embeddedDevices.email, email),
          eq(embeddedDevices.deviceHash, sha256(deviceId)),
        ),
      )
    return device
  }

  private requireMail() {
    if (!this.mailer.configured) throw new HttpError(503, 'mail_unavailable', 'Email is not configured')
  }

  // ---- codes -------------------------------------------------------------------------------------

  private codeContext = (projectId: string, email: string, purpose: CodePurpose) =>
    `${projectId}\n${email}\n${purpose}`

  /** Issues a new code (replacing any pending one, which resets the tries) and mails it. */
  async issueCode(projectId: string, email: string, purpose: CodePurpose, newEmail?: string) {
    this.requireMail()
    const code = newCode()
    const row = {
      id: randomUUID(),
      projectId,
      email,
      purpose,
      codeHash: this.secrets.codeHash(this.codeContext(projectId, email, purpose), code),
      attempts: 0,
      newEmail: newEmail ?? null,
      expiresAt: this.date(this.codeTtlMs),
    }
    await this.db
      .insert(embeddedCodes)
      .values(row)
      .onConflictDoUpdate({
        target: [embeddedCodes.projectId, embeddedCodes.email, embeddedCodes.purpose],
        set: {
          id: row.id,
          codeHash: row.codeHash,
          attempts: 0,
          newEmail: row.newEmail,
          expiresAt: row.expiresAt,
        },
      })
    const minutes = Math.round(this.codeTtlMs / MINUTE)
    await this.mailer.send({
      to: email,
      subject: `Your Latch code: ${code}`,
      text: `Your one-time code is ${code}. It is valid for ${minutes} minutes. If you did not ask for it, ignore this mail.`,
    })
  }

  /**
   * Checks a code: 410 `code_expired` when none is pending or it expired, 403 `code_locked` after
   * `maxAttempts` wrong tries (a new code must be requested), 401 `invalid_code` for a wrong one.
   * A right code is used up. Returns the row (for the new email of an update).
   */
  async checkCode(projectId: string, email: string, purpose: CodePurpose, code: string) {
    const [row] = await this.db
      .select()
      .from(embeddedCodes)
      .where(
        and(
          eq(embeddedCodes.projectId, projectId),
          eq(embeddedCodes.email, email),
          eq(embeddedCodes.purpose, purpose),
        ),
      )
    if (!row || row.expiresAt.getTime() <= this.now()) {
      throw new HttpError(410, 'code_expired', 'The code has expired. Request a new one.')
    }
    if (row.attempts >= this.maxAttempts) {
      throw new HttpError(403, 'code_locked', 'Too many wrong codes. Request a new one.')
    }
    const hash = this.secrets.codeHash(this.codeContext(projectId, email, purpose), code)
    if (!this.secrets.same(hash, row.codeHash)) {
      await this.db
        .update(embeddedCodes)
        .set({ attempts: row.attempts + 1 })
        .where(eq(embeddedCodes.id, row.id))
      const left = this.maxAttempts - row.attempts - 1
      if (left <= 0) throw new HttpError(403, 'code_locked', 'Too many wrong codes. Request a new one.')
      throw new HttpError(401, 'invalid_code', `Invalid code. ${left} ${left === 1 ? 'try' : 'tries'} left.`)
    }
    await this.db.delete(embeddedCodes).where(eq(embeddedCodes.id, row.id))
    return row
  }

  // ---- login -------------------------------------------------------------------------------------

  /**
   * Connect email: CONNECT when this device is approved and the session it presents is valid for
   * the email; VERIFY_DEVICE (approval link mailed) when the email has a wallet and this device
   * is not approved; else VERIFY_OTP (code mailed).
   */
  async startLogin(projectId: string, email: string, deviceId: string, token?: string) {
    const user = await this.userByEmail(projectId, email)
    const device = await this.device(projectId, email, deviceId)
    if (user && device?.approved && token) {
      const session = await this.session(projectId, token).catch(() => undefined)
      if (session?.user.id === user.id) return { action: 'CONNECT' as const }
    }
    if (user?.address && !device?.approved) {
      await this.mailApproval(projectId, email, deviceId)
      return { action: 'VERIFY_DEVICE' as const }
    }
    await this.issueCode(projectId, email, 'login')
    return { action: 'VERIFY_OTP' as const }
  }

  private async mailApproval(projectId: string, email: string, deviceId: string) {
    this.requireMail()
    const token = newToken()
    const values = {
      projectId,
      email,
      deviceHash: sha256(deviceId),
      approved: false,
      tokenHash: sha256(token),
      tokenExpiresAt: this.date(this.approvalTtlMs),
    }
    await this.db
      .insert(embeddedDevices)
      .values(values)
      .onConflictDoUpdate({
        target: [embeddedDevices.projectId, embeddedDevices.email, embeddedDevices.deviceHash],
        set: { tokenHash: values.tokenHash, tokenExpiresAt: values.tokenExpiresAt },
      })
    const link = `${this.linkBase()}/embedded/v1/device/approve?token=${token}`
    const minutes = Math.round(this.approvalTtlMs / MINUTE)
    await this.mailer.send({
      to: email,
      subject: 'Approve a new device for your Latch wallet',
      text: `A new device asked to sign in to your wallet. If it was you, open this link within ${minutes} minutes to approve it:\n\n${link}\n\nIf it was not you, ignore this mail: nothing happens without it.`,
    })
  }

  /** Approves the device a mailed token names; the token works once. 410 when unknown or expired. */
  async approveDevice(token: string) {
    const [device] = await this.db
      .select()
      .from(embeddedDevices)
      .where(eq(embeddedDevices.tokenHash, sha256(token)))
    if (!device?.tokenExpiresAt || device.tokenExpiresAt.getTime() <= this.now()) {
      throw new HttpError(410, 'approval_expired', 'This approval link has expired or was used.')
    }
    await this.db
      .update(embeddedDevices)
      .set({ approved: true, tokenHash: null, tokenExpiresAt: null })
      .where(
        and(
          eq(embeddedDevices.projectId, device.projectId),
          eq(embeddedDevices.email, device.email),
          eq(embeddedDevices.deviceHash, device.deviceHash),
        ),
      )
  }

  /** Connect device: once the device is approved, the login code is mailed. 403 until then. */
  async continueAfterApproval(projectId: string, email: string, deviceId: string, beforeMail = () => {}) {
    const device = await this.device(projectId, email, deviceId)
    if (!device?.approved) throw new HttpError(403, 'device_not_approved', 'This device is not approved yet.')
    beforeMail()
    await this.issueCode(projectId, email, 'login')
  }

  /**
   * Connect otp: a right code opens a session for this device. A wallet's first device (no
   * wallet yet) is approved by the code itself; any other device must have been approved.
   */
  async finishLogin(projectId: string, email: string, deviceId: string, otp: string) {
    const existing = await this.userByEmail(projectId, email)
    const device = await this.device(projectId, email, deviceId)
    if (existing?.address && !device?.approved) {
      throw new HttpError(403, 'device_not_approved', 'This device is not approved yet.')
    }
    await this.checkCode(projectId, email, 'login', otp)
    let user = existing
    if (!user) {
      ;[user] = await this.db
        .insert(embeddedUsers)
        .values({ id: randomUUID(), projectId, email })
        .onConflictDoNothing()
        .returning()
      user ??= await this.userByEmail(projectId, email)
      if (!user) throw new Error('user row missing after insert')
    }
    await this.db
      .insert(embeddedDevices)
      .values({ projectId, email, deviceHash: sha256(deviceId), approved: true })
      .onConflictDoUpdate({
        target: [embeddedDevices.projectId, embeddedDevices.email, embeddedDevices.deviceHash],
        set: { approved: true },
      })
    return this.openSession(user, deviceId)
  }

  /** A new session for a verified user on this device (email code or social login). */
  async openSession(user: User, deviceId: string) {
    const token = newToken()
    const expiresAt = this.date(this.sessionTtlMs)
    await this.db.insert(embeddedSessions).values({
      tokenHash: sha256(token),
      projectId: user.projectId,
      userId: user.id,
      deviceHash: sha256(deviceId),
      expiresAt,
    })
    await this.db.delete(embeddedSessions).where(lt(embeddedSessions.expiresAt, this.date()))
    return { token, expiresAt: expiresAt.getTime(), hasWallet: Boolean(user.address), userId: user.id }
  }

  // ---- sessions ----------------------------------------------------------------------------------

  /** The session a bearer token names: 401 `session_expired` when unknown, expired or another project's. */
  async session(projectId: string, token: string): Promise<{ user: User; expiresAt: number }> {
    const [row] = await this.db
      .select({ session: embeddedSessions, user: embeddedUsers })
      .from(embeddedSessions)
      .innerJoin(embeddedUsers, eq(embeddedUsers.id, embeddedSessions.userId))
      .where(eq(embeddedSessions.tokenHash, sha256(token)))
    if (!row || row.session.projectId !== projectId || row.session.expiresAt.getTime() <= this.now()) {
      throw new HttpError(401, 'session_expired', 'Session Expired')
    }
    return { user: row.user, expiresAt: row.session.expiresAt.getTime() }
  }

  async signOut(token: string) {
    await this.db.delete(embeddedSessions).where(eq(embeddedSessions.tokenHash, sha256(token)))
  }

  // ---- shares ------------------------------------------------------------------------------------

  private shareContext = (user: User) => `${user.projectId}\n${user.id}`

  /**
   * Stores a new wallet's address, its auth share (encrypted here) and its sealed recovery share
   * (opaque: the recovery key that opens it is shown to the user in the frame and never sent
   * here). 409 when the user already has a wallet.
   */
  async createWallet(user: User, input: { address: string; authShare: string; sealedRecovery: string }) {
    if (user.address) throw new HttpError(409, 'wallet_exists', 'This account already has a wallet')
    const updated = await this.db
      .update(embeddedUsers)
      .set({
        address: input.address,
        authShare: this.secrets.encrypt(input.authShare, this.shareContext(user)),
        sealedRecovery: input.sealedRecovery,
      })
      .where(and(eq(embeddedUsers.id, user.id), isNull(embeddedUsers.address)))
      .returning({ id: embeddedUsers.id })
    if (updated.length === 0) throw new HttpError(409, 'wallet_exists', 'This account already has a wallet')
  }

  /** The wallet's shares for an authenticated session: the auth share decrypted, the sealed recovery as stored. */
  wallet(user: User) {
    if (!user.address || !user.authShare) return { email: user.email, address: null }
    return {
      email: user.email,
      address: user.address,
      authShare: this.secrets.decrypt(user.authShare, this.shareContext(user)),
      sealedRecovery: user.sealedRecovery,
    }
  }

  // ---- update email ------------------------------------------------------------------------------

  /** The user's login email; a social account has none to change. */
  private emailOf(user: User): string {
    if (!user.email)
      throw new HttpError(400, 'no_email', 'This account signs in with a social login; it has no email')
    return user.email
  }

  async startEmailUpdate(user: User, newEmail: string) {
    const email = this.emailOf(user)
    if (newEmail === email) throw new HttpError(400, 'same_email', 'That is already your email')
    if (await this.userByEmail(user.projectId, newEmail)) {
      throw new HttpError(409, 'email_taken', 'That email belongs to another account')
    }
    await this.issueCode(user.projectId, email, 'update_primary', newEmail)
    return { action: 'VERIFY_PRIMARY_OTP' as const }
  }

  async verifyPrimary(user: User, otp: string) {
    const email = this.emailOf(user)
    const row = await this.checkCode(user.projectId, email, 'update_primary', otp)
    if (!row.newEmail) throw new HttpError(410, 'code_expired', 'The code has expired. Request a new one.')
    await this.issueCode(user.projectId, row.newEmail, 'update_secondary', email)
    return { action: 'VERIFY_SECONDARY_OTP' as const, newEmail: row.newEmail }
  }

  /** The code sent to the new address; it names the old one, so only that user's update ends here. */
  async verifySecondary(user: User, newEmail: string, otp: string) {
    const email = this.emailOf(user)
    const row = await this.checkCode(user.projectId, newEmail, 'update_secondary', otp)
    if (row.newEmail !== email) throw new HttpError(401, 'invalid_code', 'Invalid code.')
    if (await this.userByEmail(user.projectId, newEmail)) {
      throw new HttpError(409, 'email_taken', 'That email belongs to another account')
    }
    await this.db.update(embeddedUsers).set({ email: newEmail }).where(eq(embeddedUsers.id, user.id))
    await this.db
      .update(embeddedDevices)
      .set({ email: newEmail })
      .where(and(eq(embeddedDevices.projectId, user.projectId), eq(embeddedDevices.email, email)))
    return { email: newEmail }
  }
}
