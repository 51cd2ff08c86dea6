import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { type LocalServer, sendJson, startLocalServer } from '../../test/support/local-server'
import { LatchError } from '../errors/latch-error'
import { createHttpClient, httpStatusOf, RESPONSE_TIMEOUT_MS } from './http-client'

let server: LocalServer
beforeAll(async () => {
  server = await startLocalServer()
})
afterAll(() => server.close())

describe('HTTP client', () => {
  test('GET joins the path under the base URL and adds default and request params', async () => {
    server.handle((req, res) => sendJson(res, 200, { ok: req.query }))
    const client = createHttpClient({
      baseUrl: `${server.url}/api`,
      defaultParams: () => ({ projectId: 'p1' }),
    })
    const result = await client.get<{ ok: Record<string, string> }>({
      path: '/v1/thing',
      params: { a: 1, list: ['x', 'y'], skip: undefined },
    })
    expect(result.ok).toEqual({ projectId: 'p1', a: '1', list: 'x,y' })
    expect(server.requests.at(-1)?.path).toBe('/api/v1/thing')
  })

  test('POST sends a JSON body', async () => {
    server.handle((req, res) => sendJson(res, 200, { echo: req.body }))
    const client = createHttpClient({ baseUrl: server.url })
    expect(await client.post({ path: 'e', body: { n: 1 } })).toEqual({ echo: { n: 1 } })
    expect(server.requests.at(-1)?.headers['content-type']).toBe('application/json')
  })

  test("any non-ok status is an error 'HTTP status code: N'", async () => {
    const client = createHttpClient({ baseUrl: server.url })
    for (const status of [400, 403, 404, 500, 503]) {
      server.handle((_, res) => sendJson(res, status, { message: 'no' }))
      const error = await client.get({ path: 'x' }).catch((e: unknown) => e)
      expect(error).toBeInstanceOf(LatchError)
      expect((error as Error).message).toBe(`HTTP status code: ${status}`)
      expect(httpStatusOf(error)).toBe(status)
    }
  })

  test("an aborted request fails with 'Something went wrong'", async () => {
    server.handle(() => undefined) // never answers
    const client = createHttpClient({ baseUrl: server.url })
    const controller = new AbortController()
    const pending = client.get({ path: 'slow', signal: controller.signal })
    setTimeout(() => controller.abort(), 20)
    await expect(pending).rejects.toMatchObject({ code: 'ABORTED', message: 'Something went wrong' })
  })

  test('a server that takes the request and never answers fails it as a network error once the time-out ends, not loading for good', async () => {
    server.handle(() => undefined) // never answers
    const client = createHttpClient({ baseUrl: server.url, timeoutMs: 150 })
    const started = Date.now()
    const error = await client.get({ path: 'silent' }).catch((thrown: unknown) => thrown)
    expect(Date.now() - started).toBeGreaterThanOrEqual(140)
    expect(error).toMatchObject({
      code: 'NETWORK_ERROR',
      message: 'You may be offline. Check your connection and try again.',
    })
    expect((error as LatchError).details).toBe(`GET ${server.url}/silent: no answer in 150 ms`)
    // The caller's own abort, before the time-out, is still an abort.
    const controller = new AbortController()
    const pending = client.get({ path: 'silent', signal: controller.signal })
    setTimeout(() => controller.abort(), 20)
    await expect(pending).rejects.toMatchObject({ code: 'ABORTED' })
  })

  test('an answer whose body stalls after its headers times out the same way', async () => {
    server.handle((_, res) => {
      res.writeHead(200, { 'content-type': 'application/json' })
      res.write('{"partial":')
    })
    const client = createHttpClient({ baseUrl: server.url, timeoutMs: 150 })
    await expect(client.get({ path: 'stalls' })).rejects.toMatchObject({
      code: 'NETWORK_ERROR',
      details: `GET ${server.url}/stalls: no answer in 150 ms`,
    })
  })

  test('every service call has 20 s to answer by default', () => {
    expect(RESPONSE_TIMEOUT_MS).toBe(20_000)
  })

  test('an empty body reads as undefined and a non-JSON body is a clear error', async () => {
    const client = createHttpClient({ baseUrl: server.url })
    server.handle((_, res) => void res.writeHead(204).end())
    expect(await client.get({ path: 'empty' })).toBeUndefined()
    server.handle((_, res) => void res.writeHead(200).end('<html>'))
    const invalid = await client.get({ path: 'html' }).catch((error: unknown) => error)
    expect(invalid).toMatchObject({ code: 'INVALID_RESPONSE', message: 'Something went wrong' })
    expect((invalid as LatchError).details).toMatch(/^Invalid JSON response from GET http/)
  })

  test('an unreachable server is a network error, not a crash: the visitor reads what to do, the logs get the request', async () => {
    const closed = await startLocalServer()
    await closed.close()
    const client = createHttpClient({ baseUrl: closed.url })
    const error = await client.get({ path: 'x' }).catch((thrown: unknown) => thrown)
    expect(error).toMatchObject({
      code: 'NETWORK_ERROR',
      message: 'You may be offline. Check your connection and try again.',
    })
    expect((error as LatchError).details).toBe(`GET ${closed.url}/x`)
    expect((error as LatchError).longMessage).toContain(`Details: GET ${closed.url}/x`)
  })
})
