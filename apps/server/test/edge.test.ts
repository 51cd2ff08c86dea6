import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { jsonDepth, storableJson } from '../src/http/json-depth'
import { createServer, type LatchServer } from '../src/server'
import { backends } from './helpers/backends'

// Input that once reached past validation: nesting that overflowed the stack, cursor parts
// outside their columns' range, control characters in the path, query or cursor.
const [pglite] = backends()
const account = `0x${'12'.repeat(20)}`
const cursor = (key: unknown) => Buffer.from(JSON.stringify(key)).toString('base64url')
const nested = (levels: number) => `${'['.repeat(levels)}1${']'.repeat(levels)}`

const JSON_ROUTES = [
  '/e?projectId=latch-demo',
  '/v1/?chainId=eip155:1&projectId=latch-demo',
  '/v1/profile/account',
  `/v1/sessions/${account}`,
  `/v1/sessions/${account}/revoke`,
  '/v1/fungible/price',
  '/auth/verify',
]

describe('input at the edge', () => {
  let latch: LatchServer
  const request = (path: string, init?: RequestInit) => latch.app.request(path, init)
  const post = (path: string, body: string) =>
    request(path, { method: 'POST', body, headers: { 'content-type': 'application/json' } })
  const codeOf = async (response: Response) =>
    ((await response.json()) as { error?: { code: string } }).error?.code

  beforeAll(async () => {
    latch = await createServer({
      ...(await (pglite as NonNullable<typeof pglite>).storage()),
      log: 'silent',
      indexer: false,
      upstreams: { 'eip155:1': ['http://127.0.0.1:1'] },
    })
  })
  afterAll(async () => {
    await latch?.close()
  })

  it('counts JSON nesting without recursion and skips brackets inside strings', () => {
    expect(jsonDepth(nested(200_000))).toBe(200_000)
    expect(jsonDepth('{"a":"[[[[{{{","b":[{}]}')).toBe(3)
    expect(jsonDepth('["\\"[[["]')).toBe(1)
    expect(jsonDepth(nested(1000), 64)).toBe(65)
    const deep = JSON.parse(nested(50_000))
    expect(storableJson(deep)).toBe(true)
    expect(storableJson({ ok: ['fine', { 'key\u0000': 1 }] })).toBe(false)
    expect(storableJson(['\ud800'])).toBe(false)
    expect(storableJson(['\ud83d\ude00'])).toBe(true)
  })

  it('answers deeply nested JSON with a 400 on every route that reads a JSON body', async () => {
    // 7,000 levels is 14 KB: under every body limit (16 KiB the smallest), deep enough to overflow a
    // recursive walk on a busy stack.
    for (const path of JSON_ROUTES) {
      for (const body of [nested(7_000), `{"a":${'{"a":'.repeat(2_500)}1${'}'.repeat(2_501)}`]) {
        const response = await post(path, body)
        expect(response.status, path).toBe(400)
        expect(await codeOf(response), path).toBe('json_too_deep')
      }
    }
  })

  it('answers deep nesting and NUL inside signed JSON messages with a 400', async () => {
    const signature = `0x${'ab'.repeat(65)}`
    const deep = { message: `{"pci":"p","permissions":${nested(4000)}}`, signature }
    let response = await post(`/v1/sessions/${account}`, JSON.stringify(deep))
    expect(response.status).toBe(400)
    expect(await codeOf(response)).toBe('json_too_deep')
    const nul = { message: JSON.stringify({ pci: 'p', permissions: ['a\u0000b'] }), signature }
    response = await post(`/v1/sessions/${account}`, JSON.stringify(nul))
    expect(response.status).toBe(400)
    expect(await codeOf(response)).toBe('invalid_text')
    const name = JSON.stringify({ name: 'abcd', attributes: { x: '\u0000' }, timestamp: 1 })
    response = await post(
      '/v1/profile/account',
      JSON.stringify({ coin_type: 60, address: account, message: name, signature }),
    )
    expect(response.status).toBe(400)
    expect(await codeOf(response)).toBe('invalid_text')
  })

  it('keeps history cursors within the range of the columns they are compared with', async () => {
    const history = (key: unknown) => request(`/v1/account/${account}/history?cursor=${cursor(key)}`)
    for (const key of [
      [1, 'eip155:1', 1, 2 ** 31],
      [1, 'eip155:1', 1, 2 ** 40],
      [2 ** 53, 'eip155:1', 1, 0],
      [1, 'eip155:1', 2 ** 63, 0],
      [1, 'eip\u0000155:1', 1, 0],
      [1, 'eip155:1\n', 1, 0],
      [1, 'x'.repeat(64), 1, 0],
      [1, 'eip155:1', -1, 0],
      [1, 'eip155:1', 1.5, 0],
    ]) {
      const response = await history(key)
      expect(response.status, JSON.stringify(key)).toBe(400)
      expect(await codeOf(response)).toBe('invalid_cursor')
    }
    for (const key of [
      [2 ** 53 - 1, 'eip155:1', 2 ** 53 - 1, 2 ** 31 - 1],
      [0, 'eip155:31337', 0, 0],
    ]) {
      const response = await history(key)
      expect(response.status, JSON.stringify(key)).toBe(200)
      expect(await response.json()).toEqual({ data: [], next: null })
    }
  })

  it('refuses control characters in the path or query of any route with a 400', async () => {
    for (const path of [
      '/getWallets?search=a%00b',
      '/getWallets?search=%0d%0aSet-Cookie:x',
      '/getWallets?x%01=1',
      '/v1/profile/suggestions/ab%00cd',
      '/v1/profile/account/alice?zone=latch.id%1b',
      `/v1/account/${account}/history?onramp=%7f`,
      '/public/getTokenImage/ETH%0a',
      '/health?probe=%00',
    ]) {
      const response = await request(path)
      expect(response.status, path).toBe(400)
      expect(await codeOf(response), path).toBe('invalid_text')
    }
    expect((await request('/getWallets?search=caf%C3%A9')).status).toBe(200)
  })
})
