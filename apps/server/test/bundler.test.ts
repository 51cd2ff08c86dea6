// The bundler route against the devnet's real bundler (alto): only bundler methods pass, only on
// chains that run one.
import { entryPoint07Address } from 'viem/account-abstraction'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { RunningServer } from '../src/server'
import { backends } from './helpers/backends'
import { call, start, useDevnet } from './helpers/fixture'

const devnet = useDevnet({ bundler: true })
const [pglite] = backends()
const rpc = (method: string, params: unknown[] = []) => ({ jsonrpc: '2.0', id: 3, method, params })

describe('bundler route', () => {
  let server: RunningServer
  beforeAll(async () => {
    server = await start(await (pglite as NonNullable<typeof pglite>).storage(), {
      manifest: devnet.manifest,
    })
  })
  afterAll(() => server?.stop())

  it('lists only the chains with an EntryPoint and a bundler', async () => {
    const response = await call(server.url, '/v1/bundler/chains')
    expect(response.body).toEqual({
      data: [
        {
          chainId: 'eip155:31337',
          entryPoint: entryPoint07Address,
          factory: devnet.manifest.chains[0]?.accountAbstraction?.accountFactory,
        },
      ],
    })
  })

  it("passes a bundler method through to the chain's bundler", async () => {
    const response = await call(server.url, '/v1/bundler?chainId=eip155:31337&projectId=latch-demo', {
      json: rpc('eth_supportedEntryPoints'),
    })
    expect(response.status).toBe(200)
    expect(response.body).toMatchObject({ id: 3, result: [entryPoint07Address] })
  })

  it('refuses methods a wallet does not need (debug and admin calls never reach the bundler)', async () => {
    for (const method of ['debug_bundler_clearState', 'eth_sendTransaction', 'admin_setReputation']) {
      const response = await call(server.url, '/v1/bundler?chainId=eip155:31337&projectId=latch-demo', {
        json: rpc(method),
      })
      expect(response.status).toBe(403)
      expect(response.body.error?.code).toBe('method_not_allowed')
    }
  })

  it('answers a clear 400 on a chain without a bundler, and 401 without a known project', async () => {
    const l2 = await call(server.url, '/v1/bundler?chainId=eip155:31338&projectId=latch-demo', {
      json: rpc('eth_supportedEntryPoints'),
    })
    expect(l2.status).toBe(400)
    expect(l2.body.error?.message).toMatch(/no bundler/)
    const anonymous = await call(server.url, '/v1/bundler?chainId=eip155:31337&projectId=nope', {
      json: rpc('eth_supportedEntryPoints'),
    })
    expect(anonymous.status).toBe(401)
  })

  it('refuses malformed requests before calling the bundler', async () => {
    const path = '/v1/bundler?chainId=eip155:31337&projectId=latch-demo'
    expect((await call(server.url, path, { json: { method: 'eth_chainId' } })).status).toBe(400)
    expect((await call(server.url, path, { json: rpc('eth_chainId', [1, 2, 3, 4, 5]) })).status).toBe(400)
    const wrongChain = await call(server.url, '/v1/bundler?chainId=<b>x</b>&projectId=latch-demo', {
      json: rpc('eth_chainId'),
    })
    expect(wrongChain.status).toBe(400)
  })
})
