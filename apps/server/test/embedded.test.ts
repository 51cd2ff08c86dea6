import { sql } from 'drizzle-orm'
import { combine, split } from 'shamir-secret-sharing'
import { bytesToHex, hexToBytes } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type DevMailbox, startDevMailbox } from '../src/mail/dev-mailbox'
import type { RunningServer } from '../src/server'
import { backends } from './helpers/backends'
import { call, start } from './helpers/fixture'

const MINUTE = 60_000

describe.each(backends())('embedded wallet routes on $name', (backend) => {
  let mailbox: DevMailbox
  let server: RunningServer
  let frame: string
  let now = Date.now()
  let counter = 0
  const email = (tag: string) => `${tag}-${++counter}@example.com`
  const device = () => `device-${crypto.randomUUID()}`

  beforeAll(async () => {
    if (!backend.available) return
    mailbox = await startDevMailbox()
    server = await start(await backend.storage(), {
      mail: { smtpUrl: mailbox.smtpUrl },
      devMailbox: mailbox,
      walletFrame: { port: 0, assets: { files: { '/index.html': '<p>frame</p>' } } },
      embedded: {
        now: () => now,
        rateLimits: {
          perClient: { perSecond: 1000, burst: 1000 },
          perEmail: { perSecond: 1 / 60, burst: 5 },
        },
      },
    })
    frame = server.walletFrameUrl ?? ''
  })
  afterAll(async () => {
    await server?.stop()
    await mailbox?.stop()
  })

  const post = (path: string, json: unknown, token?: string) =>
    call(frame, `${path}?projectId=latch-demo`, {
      json,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    })
  const get = (path: string, token?: string) =>
    call(frame, `${path}?projectId=latch-demo`, {
      headers: token ? { authorization: `Bearer ${token}` } : {},
    })

  /** The newest code mailed to an address, read through the dev server's listing. */
  async function codeFor(address: string): Promise<string> {
    const { body } = await call(server.url, `/dev/mailbox?to=${encodeURIComponent(address)}`)
    const mails = body.mails as Array<{ subject: string; text: string }>
    const code = /\b(\d{6})\b/.exec(mails.find((m) => m.subject.includes('code'))?.text ?? '')?.[1]
    if (!code) throw new Error(`no code mailed to ${address}`)
    return code
  }
  const linkFor = (address: string) => {
    const mail = mailbox.list(address).find((m) => m.subject.includes('Approve'))
    return /(https?:\/\/\S+device\/approve\?token=[A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1]
  }
  const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0')

  async function login(address: string, deviceId: string) {
    expect((await post('/embedded/v1/login', { email: address, deviceId })).body).toEqual({
      action: 'VERIFY_OTP',
    })
    const { status, body } = await post('/embedded/v1/login/otp', {
      email: address,
      deviceId,
      otp: await codeFor(address),
    })
    expect(status).toBe(200)
    return body as { token: string; expiresAt: number; hasWallet: boolean }
  }

  /** What the frame does for a new wallet; returns every secret so the dump can be searched. */
  async function newWallet(token: string) {
    const key = generatePrivateKey()
    const [deviceShare, authShare, recoveryShare] = await split(hexToBytes(key), 3, 2)
    const address = privateKeyToAccount(key).address
    const sealedRecovery = ['aaaaaaaaaaaaaaaa', 'c2VhbGVkLXJlY292ZXJ5', 'dGFndGFndGFndGFn'].join('.')
    const { status } = await post(
      '/embedded/v1/wallet',
      { address, authShare: bytesToHex(authShare as Uint8Array).slice(2), sealedRecovery },
      token,
    )
    expect(status).toBe(201)
    return { key, address, deviceShare, authShare, recoveryShare } as {
      key: `0x${string}`
      address: string
      deviceShare: Uint8Array
      authShare: Uint8Array
      recoveryShare: Uint8Array
    }
  }

  describe.skipIf(!backend.available)('rules', () => {
    it('mails a 6-digit code, opens a session with it, and uses the code up', async () => {
      const address = email('ada')
      const deviceId = device()
      const session = await login(address, deviceId)
      expect(session.token).toMatch(/^[A-Za-z0-9_-]{43}$/)
      expect(session.hasWallet).toBe(false)
      expect((await get('/embedded/v1/session', session.token)).body).toMatchObject({
        email: address,
        address: null,
      })
      const again = await post('/embedded/v1/login/otp', {
        email: address,
        deviceId,
        otp: await codeFor(address),
      })
      expect(again.status).toBe(410)
      expect(again.body.error?.code).toBe('code_expired')
    })

    it('locks a code out after 5 wrong tries, even for the right code', async () => {
      const address = email('lock')
      const deviceId = device()
      await post('/embedded/v1/login', { email: address, deviceId })
      const code = await codeFor(address)
      const codes: string[] = []
      for (let i = 0; i < 5; i++) {
        const { status, body } = await post('/embedded/v1/login/otp', {
          email: address,
          deviceId,
          otp: wrong(code),
        })
        codes.push(`${status} ${body.error?.code}`)
      }
      expect(codes).toEqual([...Array(4).fill('401 invalid_code'), '403 code_locked'])
      const right = await post('/embedded/v1/login/otp', { email: address, deviceId, otp: code })
      expect([right.status, right.body.error?.code]).toEqual([403, 'code_locked'])
      // A new code unlocks.
      await post('/embedded/v1/login', { email: address, deviceId })
      const fresh = await post('/embedded/v1/login/otp', {
        email: address,
        deviceId,
        otp: await codeFor(address),
      })
      expect(fresh.status).toBe(200)
    })

    it('refuses a code after 10 minutes', async () => {
      const address = email('late')
      const deviceId = device()
      await post('/embedded/v1/login', { email: address, deviceId })
      const code = await codeFor(address)
      now += 10 * MINUTE + 1
      const late = await post('/embedded/v1/login/otp', { email: address, deviceId, otp: code })
      expect([late.status, late.body.error?.code]).toEqual([410, 'code_expired'])
    })

    it('limits mails per email address', async () => {
      const address = email('flood')
      const deviceId = device()
      const statuses: number[] = []
      for (let i = 0; i < 6; i++)
        statuses.push((await post('/embedded/v1/login', { email: address, deviceId })).status)
      expect(statuses).toEqual([200, 200, 200, 200, 200, 429])
      now += 2 * MINUTE
      expect((await post('/embedded/v1/login', { email: address, deviceId })).status).toBe(200)
    })

    it('refuses bad input with a 400 and unknown projects with a 401', async () => {
      expect((await post('/embedded/v1/login', { email: 'not-an-email', deviceId: device() })).status).toBe(
        400,
      )
      expect((await post('/embedded/v1/login', { email: email('x'), deviceId: 'short' })).status).toBe(400)
      expect(
        (await post('/embedded/v1/login/otp', { email: email('x'), deviceId: device(), otp: '12ab56' }))
          .status,
      ).toBe(400)
      const unknown = await call(frame, '/embedded/v1/login?projectId=nope', {
        json: { email: email('x'), deviceId: device() },
      })
      expect(unknown.status).toBe(401)
      const foreign = await call(frame, '/embedded/v1/login?projectId=latch-demo', {
        json: { email: email('x'), deviceId: device() },
        headers: { origin: 'https://evil.example' },
      })
      expect([foreign.status, foreign.body.error?.code]).toEqual([403, 'origin_not_allowed'])
    })

    it('asks a new device for approval by mail, then a code; a known device with a session connects', async () => {
      const address = email('device')
      const first = device()
      const session = await login(address, first)
      await newWallet(session.token)
      expect(
        (await post('/embedded/v1/login', { email: address, deviceId: first }, session.token)).body,
      ).toEqual({
        action: 'CONNECT',
      })

      const second = device()
      expect((await post('/embedded/v1/login', { email: address, deviceId: second })).body).toEqual({
        action: 'VERIFY_DEVICE',
      })
      const early = await post('/embedded/v1/login/device', { email: address, deviceId: second })
      expect([early.status, early.body.error?.code]).toEqual([403, 'device_not_approved'])
      const link = linkFor(address)
      expect(link?.startsWith(frame)).toBe(true)
      const token = new URL(link ?? '').searchParams.get('token') ?? ''
      expect((await call(frame, `/embedded/v1/device/approve?token=${token}`)).text).toContain(
        'Approve device',
      )
      const approve = () =>
        fetch(`${frame}/embedded/v1/device/approve`, { method: 'POST', body: new URLSearchParams({ token }) })
      expect((await approve()).status).toBe(200)
      expect((await approve()).status).toBe(410) // used once
      expect((await post('/embedded/v1/login/device', { email: address, deviceId: second })).body).toEqual({
        action: 'VERIFY_OTP',
      })
      const otp = await post('/embedded/v1/login/otp', {
        email: address,
        deviceId: second,
        otp: await codeFor(address),
      })
      expect(otp.body).toMatchObject({ hasWallet: true })
      const wallet = await get('/embedded/v1/wallet', otp.body.token as string)
      expect(wallet.body).toMatchObject({ email: address, authShare: expect.stringMatching(/^[0-9a-f]+$/) })
    })

    it('an approval link expires', async () => {
      const address = email('stale')
      const session = await login(address, device())
      await newWallet(session.token)
      await post('/embedded/v1/login', { email: address, deviceId: device() })
      const token = new URL(linkFor(address) ?? '').searchParams.get('token') ?? ''
      now += 16 * MINUTE
      const response = await fetch(`${frame}/embedded/v1/device/approve`, {
        method: 'POST',
        body: new URLSearchParams({ token }),
      })
      expect(response.status).toBe(410)
    })

    it('updates the email with a code to the current address, then one to the new address', async () => {
      const address = email('old')
      const next = email('new')
      const session = await login(address, device())
      await newWallet(session.token)
      expect((await post('/embedded/v1/email/update', { email: next }, session.token)).body).toEqual({
        action: 'VERIFY_PRIMARY_OTP',
      })
      const primary = await post(
        '/embedded/v1/email/update/primary',
        { otp: await codeFor(address) },
        session.token,
      )
      expect(primary.body).toMatchObject({ action: 'VERIFY_SECONDARY_OTP' })
      const secondary = await post(
        '/embedded/v1/email/update/secondary',
        { email: next, otp: await codeFor(next) },
        session.token,
      )
      expect(secondary.body).toEqual({ email: next })
      expect((await get('/embedded/v1/session', session.token)).body).toMatchObject({ email: next })
    })

    it('a session expires, and signing out ends it', async () => {
      const session = await login(email('expiry'), device())
      expect((await get('/embedded/v1/session', session.token)).status).toBe(200)
      now += 7 * 24 * 60 * MINUTE + 1
      const expired = await get('/embedded/v1/session', session.token)
      expect([expired.status, expired.body.error]).toEqual([
        401,
        { code: 'session_expired', message: 'Session Expired' },
      ])
      const other = await login(email('signout'), device())
      expect((await post('/embedded/v1/signout', {}, other.token)).status).toBe(200)
      expect((await get('/embedded/v1/wallet', other.token)).status).toBe(401)
    })

    it('a database dump after a full login holds no key and no share that signs with anything else in it', async () => {
      const address = email('dump')
      const deviceId = device()
      const session = await login(address, deviceId)
      const wallet = await newWallet(session.token)
      const { db } = server.server.database
      const tables = (await db.execute(
        sql`select table_name from information_schema.tables where table_schema = 'public'`,
      )) as unknown as { rows: Array<{ table_name: string }> }
      let dump = ''
      for (const { table_name } of tables.rows) {
        const rows = (await db.execute(sql.raw(`select * from "${table_name}"`))) as unknown as {
          rows: unknown[]
        }
        dump += `${table_name}\n${JSON.stringify(rows.rows)}\n`
      }
      expect(dump).toContain(wallet.address)
      const lower = dump.toLowerCase()
      for (const secret of [wallet.key, wallet.deviceShare, wallet.authShare, wallet.recoveryShare]) {
        const hex = typeof secret === 'string' ? secret.slice(2) : bytesToHex(secret).slice(2)
        expect(lower).not.toContain(hex.toLowerCase())
        expect(dump).not.toContain(Buffer.from(hexToBytes(`0x${hex}`)).toString('base64url'))
      }
      expect(dump).not.toContain(session.token)
      expect(dump).not.toContain(deviceId)
      // No pair of values in the dump combines into the key (the stored auth share is ciphertext).
      const candidates = [...new Set(dump.match(/[0-9a-f]{60,}|[A-Za-z0-9_-]{40,}/g) ?? [])]
      for (const a of candidates)
        for (const b of candidates) {
          if (a === b) continue
          const bytes = (v: string) =>
            /^[0-9a-f]+$/.test(v) ? hexToBytes(`0x${v}`) : Buffer.from(v, 'base64url')
          const joined = await combine([bytes(a), bytes(b)]).catch(() => undefined)
          expect(joined && bytesToHex(joined)).not.toBe(wallet.key)
        }
      // The two shares a session can rebuild the key from: the frame's and the server's.
      const served = await get('/embedded/v1/wallet', session.token)
      const rebuilt = await combine([wallet.deviceShare, hexToBytes(`0x${served.body.authShare}`)])
      expect(bytesToHex(rebuilt)).toBe(wallet.key)
    })
  })
})

describe('dev mailbox listing', () => {
  it('exists only when a mailbox is given', async () => {
    const { createServer } = await import('../src/server')
    const { mkdtempSync, rmSync } = await import('node:fs')
    const { tmpdir } = await import('node:os')
    const { join } = await import('node:path')
    const dir = mkdtempSync(join(tmpdir(), 'latch-pglite-'))
    const latch = await createServer({ dataDir: dir, log: 'silent', indexer: false })
    expect((await latch.app.request('/dev/mailbox')).status).toBe(404)
    const mail = await latch.frameApp.request('/embedded/v1/login?projectId=latch-demo', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'ada@example.com', deviceId: 'device-0123456789abcdef' }),
    })
    expect(mail.status).toBe(503) // no SMTP_URL: the route says so instead of pretending
    await latch.close()
    const limited = await createServer({
      dataDir: dir,
      log: 'silent',
      indexer: false,
      embedded: { rateLimits: { perClient: { perSecond: 0.001, burst: 2 } } },
    })
    const statuses: number[] = []
    for (let i = 0; i < 3; i++) statuses.push((await limited.frameApp.request('/embedded/v1/session')).status)
    expect(statuses).toEqual([400, 400, 429])
    await limited.close()
    rmSync(dir, { recursive: true, force: true })
  })
})
