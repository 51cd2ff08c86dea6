import { Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { z } from 'zod'
import { AnalyticsRetention, pageOnly, truncatedClient } from '../analytics'
import { clientOf, type Env, requireProject, type Services } from '../context'
import { analyticsEvents } from '../db/schema'
import { HttpError, parseInput, readJson } from '../http/errors'

export const ANALYTICS_BODY_LIMIT = 16 * 1024

const eventSchema = z.strictObject({
  eventId: z.string().min(1).max(128),
  url: z.string().max(2048),
  domain: z.string().max(253),
  timestamp: z.number().int().min(0).max(8_640_000_000_000_000),
  props: z.record(z.string().max(128), z.unknown()).default({}),
})

export function projectRoutes(services: Services) {
  const app = new Hono<Env>()
  const retention = new AnalyticsRetention(services.db, services.analyticsRetentionMs)

  app.get('/projects/v1/origins', async (c) => {
    const project = await requireProject(c, services)
    return c.json({ allowedOrigins: project.allowedOrigins })
  })

  // The social logins the modal may offer: those this server has credentials for.
  app.get('/projects/v1/social-providers', async (c) => {
    await requireProject(c, services)
    return c.json({ providers: services.offeredSocials() })
  })

  app.get('/getAnalyticsConfig', async (c) => {
    const project = await requireProject(c, services)
    return c.json({ isAnalyticsEnabled: project.analyticsEnabled })
  })

  app.post(
    '/e',
    bodyLimit({
      maxSize: ANALYTICS_BODY_LIMIT,
      onError: () => {
        throw new HttpError(413, 'body_too_large', `Event body is limited to ${ANALYTICS_BODY_LIMIT} bytes`)
      },
    }),
    async (c) => {
      const project = await requireProject(c, services)
      const client = clientOf(c)
      if (!services.limits.analytics.take(`${project.id}|${client}`)) {
        throw new HttpError(429, 'rate_limited', 'Too many analytics events, slow down')
      }
      const event = parseInput(eventSchema, await readJson(c.req.raw), 'event')
      if (!project.analyticsEnabled)
        throw new HttpError(403, 'analytics_disabled', 'Analytics is off for this project')
      await services.db.insert(analyticsEvents).values({
        ...event,
        url: pageOnly(event.url),
        projectId: project.id,
        client: truncatedClient(client),
      })
      await retention.sweep()
      return c.json({ ok: true }, 202)
    },
  )
  return app
}
