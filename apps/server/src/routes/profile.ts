import { Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { getAddress } from 'viem'
import { z } from 'zod'
import { queryOf, ResponseCache } from '../cache/responses'
import { addressSchema, coinTypeToChainId, signatureSchema } from '../chain/ids'
import { clientOf, type Env, limitReads, projectIdOf, type Services } from '../context'
import { names } from '../db/schema'
import { HttpError, parseInput, parseJsonText, readJson } from '../http/errors'
import { avatarRefusal, findName, namesOwnedBy, parseName, profileOf, suggestNames } from '../names'
import { assertUnused, checkTimestamp, recordUse } from '../signed'

const registration = z.object({
  coin_type: z.union([z.number(), z.string().regex(/^\d{1,10}$/)]).transform(Number),
  address: addressSchema,
  message: z.string().min(2).max(4096),
  signature: signatureSchema,
})
/** What a registration's signature must say it is for (the modal signs the same words). */
export const NAME_REGISTRATION_PURPOSE = 'latch-name-registration'
const registrationMessage = z.object({
  name: z.string().max(256),
  attributes: z.record(z.string().max(64), z.string().max(1024)).default({}),
  timestamp: z.number().int(),
  // The server's host name, the purpose and the account: a signature for anything else is void.
  domain: z.string().max(253),
  purpose: z.literal(NAME_REGISTRATION_PURPOSE),
  address: addressSchema,
})
const attributeCount = z
  .record(z.string(), z.string())
  .refine((a) => Object.keys(a).length <= 20, 'at most 20')
const nameParam = z.string().min(1).max(256)
const zoneQuery = z.object({ zone: z.string().max(64).optional(), apiVersion: z.enum(['1', '2']).optional() })

const signedBodyLimit = () =>
  bodyLimit({
    maxSize: 32 * 1024,
    onError: () => {
      throw new HttpError(413, 'body_too_large', 'Body is limited to 32 KiB')
    },
  })

/** Spec section 9: names and identity are cached 5 minutes. */
export const NAMES_CACHE_MS = 5 * 60_000

export function profileRoutes(services: Services) {
  const app = new Hono<Env>()
  // Every name answer, keyed by route and input; a registration clears them all (names are never
  // transferred or deleted, so nothing else changes an answer within this process).
  const answers = new ResponseCache({ maxEntries: 20_000, maxBytes: 32 * 1024 * 1024, ttlMs: NAMES_CACHE_MS })
  /** The label and zone of a `:name` route, the zone from the query or the name itself. */
  const nameOf = (name: string, query: Record<string, string>) =>
    parseName(parseInput(nameParam, name, 'name'), services.zones, parseInput(zoneQuery, query, 'query').zone)
  const keyOf = (route: string, param: string, url: string) =>
    `${route}\n${param.toLowerCase()}\n${queryOf(url)}`

  app.get('/v1/identity/:address', (c) =>
    answers.json(
      keyOf('identity', c.req.param('address'), ''),
      async () => {
        limitReads(c, services)
        const address = parseInput(addressSchema, c.req.param('address'), 'address')
        const [first] = await namesOwnedBy(services.db, address)
        return { name: first ? profileOf(first).name : null, avatar: first?.attributes.avatar ?? null }
      },
      false,
      c.req,
    ),
  )

  app.get('/v1/profile/account/:name', (c) =>
    answers.json(
      keyOf('account', c.req.param('name'), c.req.url),
      async () => {
        limitReads(c, services)
        const { label, zone } = nameOf(c.req.param('name'), c.req.query())
        const row = await findName(services.db, label, zone)
        if (!row) throw new HttpError(404, 'not_found', `No account named ${label}.${zone}`)
        return profileOf(row)
      },
      false,
      c.req,
    ),
  )

  app.get('/v1/profile/reverse/:address', (c) =>
    answers.json(
      keyOf('reverse', c.req.param('address'), ''),
      async () => {
        limitReads(c, services)
        const address = parseInput(addressSchema, c.req.param('address'), 'address')
        return (await namesOwnedBy(services.db, address)).map(profileOf)
      },
      false,
      c.req,
    ),
  )

  app.get('/v1/profile/suggestions/:name', (c) =>
    answers.json(
      keyOf('suggestions', c.req.param('name'), c.req.url),
      async () => {
        limitReads(c, services)
        const { label, zone } = nameOf(c.req.param('name'), c.req.query())
        return { suggestions: await suggestNames(services.db, label, zone) }
      },
      false,
      c.req,
    ),
  )

  app.post('/v1/profile/account', signedBodyLimit(), async (c) => {
    limitReads(c, services)
    const body = parseInput(registration, await readJson(c.req.raw), 'registration')
    const chainId = coinTypeToChainId(body.coin_type)
    if (chainId === undefined)
      throw new HttpError(400, 'invalid_coin_type', 'coin_type is not an ENSIP-11 EVM coin type')
    const parsed = parseJsonText(
      body.message,
      () =>
        new HttpError(
          400,
          'invalid_message',
          'message must be a JSON string with name, attributes, timestamp',
        ),
    )
    const message = parseInput(registrationMessage, parsed, 'message')
    parseInput(attributeCount, message.attributes, 'message attributes')
    const domain = new URL(services.publicUrl).hostname
    if (message.domain.toLowerCase() !== domain)
      throw new HttpError(
        400,
        'wrong_domain',
        `The message is signed for "${message.domain.slice(0, 253)}", not ${domain}`,
      )
    if (message.address.toLowerCase() !== body.address.toLowerCase())
      throw new HttpError(400, 'address_mismatch', 'The message names another address than the registration')
    const { label, zone } = parseName(message.name, services.zones)
    if (services.names.reserved.has(label))
      throw new HttpError(403, 'name_reserved', `${label}.${zone} is reserved`)
    const avatar = avatarRefusal(message.attributes.avatar)
    if (avatar) throw new HttpError(400, 'invalid_avatar', avatar)
    checkTimestamp(message.timestamp)
    const address = getAddress(body.address)
    const owned = await namesOwnedBy(services.db, address)
    if (owned.length >= services.names.perAddress)
      throw new HttpError(429, 'name_quota', `An address may hold at most ${services.names.perAddress} names`)
    if (!services.names.perClient.take(clientOf(c)))
      throw new HttpError(429, 'name_quota', 'Too many name registrations from this client; try again later')
    if (!(await services.names.perProject.take(projectIdOf(c) ?? '')))
      throw new HttpError(429, 'name_quota', 'This project registered its quota of names; try again later')
    await assertUnused(services.db, 'name', address, body.message, body.signature)
    if (await findName(services.db, label, zone))
      throw new HttpError(409, 'name_taken', `${label}.${zone} is taken`)
    const valid = await services.verifier.verify({
      address,
      message: body.message,
      signature: body.signature,
      chainId,
    })
    if (!valid) throw new HttpError(401, 'invalid_signature', 'Signature does not match the address')

    const row = await services.db.transaction(async (tx) => {
      await recordUse(tx, 'name', address, body.message, body.signature)
      const [inserted] = await tx
        .insert(names)
        .values({
          label,
          zone,
          owner: address.toLowerCase(),
          addresses: { [String(body.coin_type)]: { address } },
          attributes: message.attributes,
        })
        .onConflictDoNothing()
        .returning()
      // Rolling back also releases the signature, so the owner may retry another name.
      if (!inserted) throw new HttpError(409, 'name_taken', `${label}.${zone} is taken`)
      return inserted
    })
    answers.clear()
    services.log.info('name registered', { name: `${label}.${zone}`, owner: address })
    return c.json(profileOf(row))
  })
  return app
}
