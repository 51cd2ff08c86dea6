import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { alice, bob } from '../../test/accounts'
import { type AuthServer, cookieFetch, startAuthServer } from '../../test/auth-server'
import { createSIWX } from '../create'
import { createEip155Verifier } from '../verify/eip155'
import { ServerSessionStore, SIWXServerError } from './server'

const CHAIN = 'eip155:31337' as const
const DOMAIN = 'localhost:5173'
let server: AuthServer

beforeAll(async () => {
  server = await startAuthServer({ domain: DOMAIN, verifier: createEip155Verifier() })
})
afterAll(async () => {
  await server?.close()
})

function setup() {
  const storage = new ServerSessionStore({ baseUrl: `${server.url}/`, fetch: cookieFetch() })
  const config = createSIWX({ domain: DOMAIN, uri: `http://${DOMAIN}`, storage })
  const signIn = async (account = alice, signer = account) => {
    const created = await config.createMessage({ accountAddress: account.address, chainId: CHAIN })
    const signature = await signer.signMessage({ message: created.message })
    return { data: created.data, message: created.message, signature }
  }
  return { storage, config, signIn }
}

describe('ServerSessionStore against a server following the /auth contract', () => {
  it('signs in with a server nonce, keeps the session in an HttpOnly cookie, and signs out', async () => {
    const { config, signIn } = setup()
    const session = await signIn()
    await config.addSession(session)
    expect(server.setCookies.at(-1)).toMatch(/^latch_siwx=[a-f0-9]+; HttpOnly;/)
    const [stored] = await config.getSessions(CHAIN, alice.address)
    expect(stored?.message).toBe(session.message)
    expect(stored?.data.accountAddress).toBe(alice.address)
    expect(await config.getSessions(CHAIN, bob.address)).toEqual([])
    await config.revokeSession(CHAIN, alice.address)
    expect(await config.getSessions(CHAIN, alice.address)).toEqual([])
  })

  it('keeps sessions apart per browser (cookie jar)', async () => {
    const first = setup()
    await first.config.addSession(await first.signIn())
    const second = setup()
    expect(await second.config.getSessions(CHAIN, alice.address)).toEqual([])
  })

  it("reports the server's refusal of a bad signature with its status and reason", async () => {
    const { config, signIn } = setup()
    const forged = await signIn(alice, bob)
    const error = await config.addSession(forged).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(SIWXServerError)
    expect((error as SIWXServerError).status).toBe(401)
    expect((error as Error).message).toMatch(/POST \/auth\/verify failed \(401\): .*INVALID_SIGNATURE/)
  })

  it('cannot replay a signed message: the server accepts each nonce once', async () => {
    const { config, signIn } = setup()
    const session = await signIn()
    await config.addSession(session)
    await expect(setup().config.addSession(session)).rejects.toThrow(/NONCE_REJECTED/)
  })

  it('setSessions([]) signs out', async () => {
    const { config, signIn } = setup()
    await config.addSession(await signIn())
    await config.setSessions([])
    expect(await config.getSessions(CHAIN, alice.address)).toEqual([])
  })
})

describe('ServerSessionStore against a misbehaving server', () => {
  let url: string
  let close: () => void
  beforeAll(async () => {
    const answers: Record<string, [number, string]> = {
      '/auth/nonce': [200, '{"nonce":"short"}'],
      '/auth/session': [200, '{"session":{"data":"nope"}}'],
      '/auth/verify': [500, '<html>oops</html>'],
      '/auth/signout': [200, 'not json'],
    }
    const bad = createServer((req, res) => {
      const [status, body] = answers[req.url ?? ''] ?? [404, '']
      res.writeHead(status).end(body)
    })
    await new Promise<void>((resolve) => bad.listen(0, '127.0.0.1', resolve))
    url = `http://127.0.0.1:${(bad.address() as AddressInfo).port}`
    close = () => bad.close()
  })
  afterAll(() => close?.())

  it('turns unusable answers into clear errors instead of crashing', async () => {
    const store = new ServerSessionStore({ baseUrl: url })
    await expect(store.getNonce()).rejects.toThrow('GET /auth/nonce gave no usable nonce')
    await expect(store.get(CHAIN, alice.address)).rejects.toThrow(
      'GET /auth/session gave a malformed session',
    )
    await expect(store.signOut()).rejects.toThrow('POST /auth/signout did not answer with a JSON object')
    const session = { data: { accountAddress: alice.address, chainId: CHAIN }, message: 'm', signature: '0x' }
    await expect(store.add(session as never)).rejects.toThrow('SIWX server: POST /auth/verify failed (500)')
  })

  it('refuses a missing base URL up front', () => {
    expect(() => new ServerSessionStore({} as never)).toThrow(/baseUrl must be a string/)
  })
})
