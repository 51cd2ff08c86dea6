import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { type LocalServer, sendJson, startLocalServer } from '../../test/support/local-server'
import { createAnalyticsClient } from './analytics'

let server: LocalServer
beforeAll(async () => {
  server = await startLocalServer()
})
afterAll(() => server.close())

describe('analytics client', () => {
  test('POST /e carries eventId, url, domain, timestamp and props', async () => {
    server.handle((_, res) => sendJson(res, 200, {}))
    const client = createAnalyticsClient({ baseUrl: server.url, projectId: 'p' })
    const before = Date.now()
    expect(await client.sendEvent({ props: { event: 'MODAL_OPEN' } })).toBe(true)
    const request = server.requests.at(-1)
    expect(request?.method).toBe('POST')
    expect(request?.path).toBe('/e')
    const body = request?.body as Record<string, unknown>
    expect(Object.keys(body).sort()).toEqual(['domain', 'eventId', 'props', 'timestamp', 'url'])
    expect(body.props).toEqual({ event: 'MODAL_OPEN' })
    expect(typeof body.eventId).toBe('string')
    expect(body.timestamp).toBeGreaterThanOrEqual(before)
  })

  test('a forbidden analytics response reports an invalid app configuration once and stops sending', async () => {
    server.handle((_, res) => sendJson(res, 403, {}))
    let forbidden = 0
    const client = createAnalyticsClient({
      baseUrl: server.url,
      projectId: 'p',
      onForbidden: () => forbidden++,
    })
    const sentBefore = server.requests.length
    expect(await client.sendEvent({ props: {} })).toBe(false)
    expect(await client.sendEvent({ props: {} })).toBe(false)
    expect(forbidden).toBe(1)
    expect(server.requests.length - sentBefore).toBe(1)
  })

  test('other analytics failures never throw and keep sending', async () => {
    server.handle((_, res) => sendJson(res, 500, {}))
    const client = createAnalyticsClient({ baseUrl: server.url, projectId: 'p' })
    expect(await client.sendEvent({ props: {} })).toBe(false)
    server.handle((_, res) => sendJson(res, 200, {}))
    expect(await client.sendEvent({ props: {} })).toBe(true)
  })
})
