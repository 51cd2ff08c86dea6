import { and, asc, eq, gt, isNull } from 'drizzle-orm'
import { Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { getAddress } from 'viem'
import { z } from 'zod'
import { addressSchema, signatureSchema } from '../chain/ids'
import { type Env, limitReads, type Services } from '../context'
import { sessions } from '../db/schema'
import { HttpError, parseInput, parseJsonText, readJson } from '../http/errors'
import { assertUnused, checkTimestamp, recordUse } from '../signed'

const pciSchema = z.string().regex(/^[A-Za-z0-9_-]{1,128}$/, 'must be 1-128 letters, digits, _ or -')

/** Creating a session: the account signs `message`, a JSON string describing the session. */
const createBody = z.object({ message: z.string().min(2).max(8192), signature: signatureSchema })
const sessionMessage = z.object({
  pci: pciSchema,
  chainId: z.number().int().min(1).max(0x7fffffff),
  permissions: z.array(z.unknown()).max(50).default([]),
  expiry: z.number().int().positive(),
  timestamp: z.number().int(),
})
const revokeBody = z.object({ pci: pciSchema, signature: signatureSchema })

const sessionOf = (row: typeof sessions.$inferSelect) => ({
  pci: row.pci,
  address: row.address,
  chainId: row.chainId,
  permissions: row.permissions,
  expiry: row.expiry,
  createdAt: row.createdAt.toISOString(),
})

const limit = () =>
  bodyLimit({
    maxSize: 32 * 1024,
    onError: () => {
      throw new HttpError(413, 'body_too_large', 'Body is limited to 32 KiB')
    },
  })

export function sessionRoutes(services: Services) {
  const app = new Hono<Env>()
  const addressParam = (value: string) => getAddress(parseInput(addressSchema, value, 'address'))

  // Active sessions only: revoked and expired ones are left out.
  app.get('/v1/sessions/:address', async (c) => {
    limitReads(c, services)
    const address = addressParam(c.req.param('address'))
    const rows = await services.db
      .select()
      .from(sessions)
      .where(
        and(
          eq(sessions.address, address),
          isNull(sessions.revokedAt),
          gt(sessions.expiry, Math.floor(Date.now() / 1000)),
        ),
      )
      .orderBy(asc(sessions.createdAt))
    return c.json({ data: rows.map(sessionOf) })
  })

  app.post('/v1/sessions/:address', limit(), async (c) => {
    limitReads(c, services)
    const address = addressParam(c.req.param('address'))
    const body = parseInput(createBody, await readJson(c.req.raw), 'session')
    const parsed = parseJsonText(
      body.message,
      () => new HttpError(400, 'invalid_message', 'message must be a JSON string describing the session'),
    )
    const message = parseInput(sessionMessage, parsed, 'message')
    checkTimestamp(message.timestamp)
    if (message.expiry <= Math.floor(Date.now() / 1000))
      throw new HttpError(400, 'expired', 'expiry is in the past')
    await assertUnused(services.db, 'session', address, body.message, body.signature)
    const [existing] = await services.db.select().from(sessions).where(eq(sessions.pci, message.pci))
    if (existing) throw new HttpError(409, 'session_exists', 'A session with this pci exists')
    const valid = await services.verifier.verify({ ...body, address, chainId: message.chainId })
    if (!valid) throw new HttpError(401, 'invalid_signature', 'Signature does not match the address')
    const row = await services.db.transaction(async (tx) => {
      await recordUse(tx, 'session', address, body.message, body.signature)
      const [inserted] = await tx
        .insert(sessions)
        .values({
          pci: message.pci,
          address,
          chainId: message.chainId,
          permissions: message.permissions,
          expiry: message.expiry,
        })
        .onConflictDoNothing()
        .returning()
      if (!inserted) throw new HttpError(409, 'session_exists', 'A session with this pci exists')
      return inserted
    })
    return c.json(sessionOf(row), 201)
  })

  // The revoke signature covers the pci string itself.
  app.post('/v1/sessions/:address/revoke', limit(), async (c) => {
    limitReads(c, services)
    const address = addressParam(c.req.param('address'))
    const body = parseInput(revokeBody, await readJson(c.req.raw), 'revoke request')
    await assertUnused(services.db, 'revoke', address, body.pci, body.signature)
    const [session] = await services.db
      .select()
      .from(sessions)
      .where(and(eq(sessions.pci, body.pci), eq(sessions.address, address)))
    if (!session) throw new HttpError(404, 'not_found', 'No session with this pci for this address')
    if (session.revokedAt) throw new HttpError(409, 'already_revoked', 'This session is already revoked')
    const valid = await services.verifier.verify({
      address,
      message: body.pci,
      signature: body.signature,
      chainId: session.chainId,
    })
    if (!valid) throw new HttpError(401, 'invalid_signature', 'Signature does not match the address')
    await services.db.transaction(async (tx) => {
      await recordUse(tx, 'revoke', address, body.pci, body.signature)
      await tx.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.pci, body.pci))
    })
    return c.json({ pci: body.pci, revoked: true })
  })
  return app
}
