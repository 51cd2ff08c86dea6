import { cosmosHub, polkadot } from '@latch/core'
import { encodeBase58 } from '@latch/core/internal'
import { createSIWX, createSIWXMessage, ServerSessionStore, type SIWXMessageData } from '@latch/siwx'
import { signBip322 } from '@latch/test-wallet/bitcoin/message'
import { createCosmosTestWallet } from '@latch/test-wallet/cosmos'
import { createPolkadotTestWallet } from '@latch/test-wallet/polkadot'
import { ed25519 } from '@noble/curves/ed25519'
import { NETWORK, p2wpkh } from '@scure/btc-signer'
import { pubECDSA } from '@scure/btc-signer/utils.js'
import type { LocalAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { AuthStore } from '../src/auth/store'
import type { RunningServer } from '../src/server'
import { backends, type Storage } from './helpers/backends'
import { call, randomAccount, start } from './helpers/fixture'

const APP = 'http://localhost:5173'
const DOMAIN = 'localhost:5173'
const PROJECT = { 'x-project-id': 'latch-demo', origin: APP }
const BITCOIN = 'bip122:000000000019d6689c085ae165831e93'

/** A browser-like caller: one cookie jar, the app's Origin and project header on every request. */
function browser(base: string, headers: Record<string, string> = PROJECT) {
  let cookie = ''
  const request = async (path: string, init: { json?: unknown; method?: string } = {}) => {
    const response = await call(base, path, {
      ...init,
      headers: { ...headers, ...(cookie ? { cookie } : {}) },
    })
    for (const line of response.headers.getSetCookie()) {
      const pair = line.split(';')[0] ?? ''
      cookie = pair.endsWith('=') ? '' : pair
    }
    return response
  }
  return { request, cookie: () => cookie, setCookie: (value: string) => (cookie = value) }
}

async function signedIn(
  signer: LocalAccount,
  nonce: string,
  fields: Partial<SIWXMessageData> = {},
  by: LocalAccount = signer,
) {
  const message = createSIWXMessage({
    accountAddress: signer.address,
    chainId: 'eip155:31337',
    domain: DOMAIN,
    uri: APP,
    version: '1',
    nonce,
    issuedAt: new Date().toISOString(),
    statement: 'Sign in to the Latch demo.',
    ...fields,
  }).toString()
  return { message, signature: await by.signMessage({ message }) }
}

describe.each(backends())('sign-in routes on $name', (backend) => {
  let storage: Storage
  let server: RunningServer
  let url: string
  const alice = randomAccount()
  const mallory = randomAccount()

  beforeAll(async () => {
    if (!backend.available) return
    storage = await backend.storage()
    process.env.LATCH_AUTH_DOMAINS = 'app.example.com'
    server = await start(storage)
    delete process.env.LATCH_AUTH_DOMAINS
    url = server.url
  })
  afterAll(async () => {
    await server?.stop()
  })

  describe.skipIf(!backend.available)('routes', () => {
    const nonceFor = async (client: ReturnType<typeof browser>) =>
      (await client.request('/auth/nonce')).body.nonce as string

    it('issues random nonces of 32 hex characters', async () => {
      const client = browser(url)
      const [a, b] = [await nonceFor(client), await nonceFor(client)]
      expect(a).toMatch(/^[0-9a-f]{32}$/)
      expect(b).not.toBe(a)
    })

    it('signs in: sets an HttpOnly, SameSite=Lax, path=/ cookie with CORS credentials for the origin', async () => {
      const client = browser(url)
      const body = await signedIn(alice, await nonceFor(client))
      const verified = await client.request('/auth/verify', { json: body })
      expect(verified.status).toBe(200)
      expect(verified.body.session).toMatchObject({ message: body.message, signature: body.signature })
      const [cookie] = verified.headers.getSetCookie()
      expect(cookie).toMatch(/^latch_session_latch-demo=[A-Za-z0-9_-]{43};/)
      expect(cookie).toMatch(/HttpOnly/)
      expect(cookie).toMatch(/SameSite=Lax/)
      expect(cookie).toMatch(/Path=\//)
      expect(cookie).not.toMatch(/Secure/)
      expect(verified.headers.get('access-control-allow-origin')).toBe(APP)
      expect(verified.headers.get('access-control-allow-credentials')).toBe('true')

      const session = await client.request('/auth/session')
      expect(session.body.session).toMatchObject({ data: { accountAddress: alice.address } })
      const protectedCall = await client.request('/auth/protected')
      expect(protectedCall.status).toBe(200)
      expect(protectedCall.body).toMatchObject({ accountAddress: alice.address, chainId: 'eip155:31337' })
    })

    it('signs in with Solana: an ed25519-signed CAIP-122 message opens a session; another key is refused', async () => {
      const secret = ed25519.utils.randomPrivateKey()
      const address = encodeBase58(ed25519.getPublicKey(secret))
      const signSolana = async (client: ReturnType<typeof browser>, key: Uint8Array) => {
        const message = createSIWXMessage({
          accountAddress: address,
          chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
          domain: DOMAIN,
          uri: APP,
          version: '1',
          nonce: await nonceFor(client),
          issuedAt: new Date().toISOString(),
        }).toString()
        const signature = encodeBase58(ed25519.sign(new TextEncoder().encode(message), key))
        return { message, signature }
      }
      const client = browser(url)
      const forged = await client.request('/auth/verify', {
        json: await signSolana(client, ed25519.utils.randomPrivateKey()),
      })
      expect(forged.status).toBe(401)
      expect((await client.request('/auth/session')).body.session).toBeNull()

      const verified = await client.request('/auth/verify', { json: await signSolana(client, secret) })
      expect(verified.status).toBe(200)
      const protectedCall = await client.request('/auth/protected')
      expect(protectedCall.body).toMatchObject({
        accountAddress: address,
        chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
      })
    })

    it('signs in with Bitcoin: a BIP-322-signed CAIP-122 message opens a session; a forged signature is refused', async () => {
      const key = new Uint8Array(32).fill(11)
      const address = p2wpkh(pubECDSA(key, true), NETWORK).address as string
      const signBitcoin = async (client: ReturnType<typeof browser>, forge = false) => {
        const message = createSIWXMessage({
          accountAddress: address,
          chainId: BITCOIN,
          domain: DOMAIN,
          uri: APP,
          version: '1',
          nonce: await nonceFor(client),
          issuedAt: new Date().toISOString(),
        }).toString()
        // A forgery: the address's real signature, but over other text than the message sent.
        return { message, signature: signBip322(key, address, forge ? `${message} ` : message, NETWORK) }
      }
      const client = browser(url)
      const forged = await client.request('/auth/verify', {
        json: await signBitcoin(client, true),
      })
      expect(forged.status).toBe(401)
      expect((await client.request('/auth/session')).body.session).toBeNull()

      const verified = await client.request('/auth/verify', { json: await signBitcoin(client) })
      expect(verified.status).toBe(200)
      expect((await client.request('/auth/protected')).body).toMatchObject({
        accountAddress: address,
        chainId: BITCOIN,
      })
    })

    it('signs in with Polkadot: a signRaw (sr25519) CAIP-122 message opens a session; another account is refused', async () => {
      const wallet = createPolkadotTestWallet({ seed: 'latch server polkadot sign-in' })
      const injected = await wallet.enable('Latch')
      const address = wallet.control.address
      const signPolkadot = async (client: ReturnType<typeof browser>, index: number) => {
        const message = createSIWXMessage({
          accountAddress: address,
          chainId: polkadot.caipNetworkId,
          domain: DOMAIN,
          uri: APP,
          version: '1',
          nonce: await nonceFor(client),
          issuedAt: new Date().toISOString(),
        }).toString()
        wallet.control.setAccount(index)
        const data = `0x${Buffer.from(message).toString('hex')}` as const
        const { signature } = await injected.signer.signRaw({
          address: wallet.control.address,
          data,
          type: 'bytes',
        })
        wallet.control.setAccount(0)
        return { message, signature }
      }
      const client = browser(url)
      expect((await client.request('/auth/verify', { json: await signPolkadot(client, 1) })).status).toBe(401)
      expect((await client.request('/auth/session')).body.session).toBeNull()
      expect((await client.request('/auth/verify', { json: await signPolkadot(client, 0) })).status).toBe(200)
      expect((await client.request('/auth/protected')).body).toMatchObject({
        accountAddress: address,
        chainId: polkadot.caipNetworkId,
      })
    })

    it('signs in with Cosmos: an ADR-036 CAIP-122 message opens a session; another account is refused', async () => {
      const wallet = createCosmosTestWallet({
        seed: 'latch server cosmos sign-in',
        events: new EventTarget(),
      })
      await wallet.enable('cosmoshub-4')
      const { bech32Address: address } = await wallet.getKey('cosmoshub-4')
      const signCosmos = async (client: ReturnType<typeof browser>, index: number) => {
        const message = createSIWXMessage({
          accountAddress: address,
          chainId: cosmosHub.caipNetworkId,
          domain: DOMAIN,
          uri: APP,
          version: '1',
          nonce: await nonceFor(client),
          issuedAt: new Date().toISOString(),
        }).toString()
        wallet.control.setAccount(index)
        const signer = (await wallet.getKey('cosmoshub-4')).bech32Address
        const { signature } = await wallet.signArbitrary('cosmoshub-4', signer, message)
        wallet.control.setAccount(0)
        return { message, signature }
      }
      const client = browser(url)
      expect((await client.request('/auth/verify', { json: await signCosmos(client, 1) })).status).toBe(401)
      expect((await client.request('/auth/verify', { json: await signCosmos(client, 0) })).status).toBe(200)
      expect((await client.request('/auth/protected')).body).toMatchObject({
        accountAddress: address,
        chainId: cosmosHub.caipNetworkId,
      })
    })

    it('refuses a nonce used once already', async () => {
      const client = browser(url)
      const nonce = await nonceFor(client)
      const body = await signedIn(alice, nonce)
      expect((await client.request('/auth/verify', { json: body })).status).toBe(200)
      const replay = await browser(url).request('/auth/verify', { json: body })
      expect(replay.status).toBe(401)
      expect(replay.body.error?.code).toBe('nonce_rejected')
      const fresh = await signedIn(alice, nonce, { statement: 'Another message, same nonce.' })
      expect((await browser(url).request('/auth/verify', { json: fresh })).body.error?.code).toBe(
        'nonce_rejected',
      )
    })

    it('spends a nonce only once the signature checks out: a forged one leaves it usable', async () => {
      const client = browser(url)
      const nonce = await nonceFor(client)
      const forged = await signedIn(alice, nonce, {}, mallory)
      const refused = await client.request('/auth/verify', { json: forged })
      expect(refused.status).toBe(401)
      expect(refused.body.error?.code).not.toBe('nonce_rejected')
      const genuine = await client.request('/auth/verify', { json: await signedIn(alice, nonce) })
      expect(genuine.status).toBe(200)
    })

    it('keeps one session cookie per project: a session for one project is none for another', async () => {
      const client = browser(url)
      await client.request('/auth/verify', { json: await signedIn(alice, await nonceFor(client)) })
      const other = browser(url, { origin: 'https://app.example.com' })
      other.setCookie(client.cookie().replace('latch_session_latch-demo=', 'latch_session='))
      expect((await other.request('/auth/session')).body).toEqual({ session: null })
    })

    it('over TLS behind a trusted proxy, the cookie is __Host- prefixed and Secure', async () => {
      const { TrustedProxies } = await import('../src/http/client-address')
      const services = server.server.services
      const before = services.trustedProxies
      services.trustedProxies = new TrustedProxies(['127.0.0.1'])
      try {
        const client = browser(url, { ...PROJECT, 'x-forwarded-proto': 'https' })
        const verified = await client.request('/auth/verify', {
          json: await signedIn(alice, await nonceFor(client)),
        })
        const [cookie] = verified.headers.getSetCookie()
        expect(cookie).toMatch(/^__Host-latch_session_latch-demo=[A-Za-z0-9_-]{43};/)
        expect(cookie).toMatch(/; Secure/)
        expect(cookie).not.toMatch(/Domain=/i)
        expect((await client.request('/auth/session')).body.session).not.toBeNull()
      } finally {
        services.trustedProxies = before
      }
      // From a caller that is not a trusted proxy the forwarded scheme is not believed.
      const plain = browser(url, { ...PROJECT, 'x-forwarded-proto': 'https' })
      const verified = await plain.request('/auth/verify', {
        json: await signedIn(alice, await nonceFor(plain)),
      })
      expect(verified.headers.getSetCookie()[0]).toMatch(/^latch_session_latch-demo=/)
    })

    it('answers a preflight from an origin no project allows with a 403 and no CORS headers', async () => {
      for (const query of ['', '?projectId=latch-demo']) {
        const response = await fetch(`${url}/auth/verify${query}`, {
          method: 'OPTIONS',
          headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
        })
        expect(response.status).toBe(403)
        expect(response.headers.get('access-control-allow-origin')).toBeNull()
      }
    })

    it('refuses a nonce it never issued', async () => {
      const response = await browser(url).request('/auth/verify', {
        json: await signedIn(alice, 'madeUpNonce123'),
      })
      expect(response.body.error?.code).toBe('nonce_rejected')
    })

    it('refuses a nonce issued for another project', async () => {
      const nonce = await nonceFor(browser(url, { origin: 'https://app.example.com' }))
      const response = await browser(url).request('/auth/verify', { json: await signedIn(alice, nonce) })
      expect(response.body.error?.code).toBe('nonce_rejected')
    })

    it('accepts a nonce once and not after it expires', async () => {
      const auth = new AuthStore(server.server.services.db)
      const now = Date.now()
      const nonce = await auth.issueNonce('latch-demo', now)
      expect(await auth.consumeNonce('latch-demo', nonce, now + 11 * 60 * 1000)).toBe(false)
      const other = await auth.issueNonce('latch-demo', now)
      expect(await auth.consumeNonce('latch-demo', other, now + 60_000)).toBe(true)
      expect(await auth.consumeNonce('latch-demo', other, now + 60_000)).toBe(false)
    })

    it('refuses an expired message', async () => {
      const client = browser(url)
      const body = await signedIn(alice, await nonceFor(client), {
        issuedAt: new Date(Date.now() - 3_600_000).toISOString(),
        expirationTime: new Date(Date.now() - 60_000).toISOString(),
      })
      const response = await client.request('/auth/verify', { json: body })
      expect(response.status).toBe(401)
      expect(response.body.error?.code).toBe('expired')
    })

    it('refuses a message that is not valid yet or issued in the future', async () => {
      const client = browser(url)
      const later = new Date(Date.now() + 3_600_000).toISOString()
      const notYet = await signedIn(alice, await nonceFor(client), { notBefore: later })
      expect((await client.request('/auth/verify', { json: notYet })).body.error?.code).toBe('not_yet_valid')
      const future = await signedIn(alice, await nonceFor(client), { issuedAt: later })
      expect((await client.request('/auth/verify', { json: future })).body.error?.code).toBe(
        'issued_in_future',
      )
    })

    it('refuses a signature made by another key', async () => {
      const client = browser(url)
      const body = await signedIn(alice, await nonceFor(client), {}, mallory)
      const response = await client.request('/auth/verify', { json: body })
      expect(response.status).toBe(401)
      expect(response.body.error?.code).toBe('invalid_signature')
      expect(response.headers.getSetCookie()).toEqual([])
    })

    it('refuses a domain outside the allowed origins, and a domain other than the calling page', async () => {
      const client = browser(url)
      const foreign = await signedIn(alice, await nonceFor(client), { domain: 'evil.example' })
      const refused = await client.request('/auth/verify', { json: foreign })
      expect(refused.status).toBe(403)
      expect(refused.body.error?.code).toBe('domain_not_allowed')
      // Allowed for the project, but not the page asking.
      const other = await signedIn(alice, await nonceFor(client), { domain: 'localhost:9999' })
      expect((await client.request('/auth/verify', { json: other })).body.error?.message).toMatch(
        /comes from http:\/\/localhost:5173/,
      )
    })

    it('accepts a configured domain without a project', async () => {
      const client = browser(url, { origin: 'https://app.example.com' })
      const body = await signedIn(alice, await nonceFor(client), {
        domain: 'app.example.com',
        uri: 'https://app.example.com',
      })
      expect((await client.request('/auth/verify', { json: body })).status).toBe(200)
      expect((await client.request('/auth/protected')).status).toBe(200)
      // That session belongs to no project: the demo project does not see it.
      const elsewhere = browser(url)
      elsewhere.setCookie(client.cookie())
      expect((await elsewhere.request('/auth/protected')).status).toBe(401)
    })

    it('refuses tampered text', async () => {
      const client = browser(url)
      const body = await signedIn(alice, await nonceFor(client))
      const reworded = body.message.replace('Sign in to the Latch demo.', 'Sign in to the Latch demo!')
      const response = await client.request('/auth/verify', { json: { ...body, message: reworded } })
      expect(response.status).toBe(401)
      expect(response.body.error?.code).toBe('invalid_signature')
      const extraLine = await client.request('/auth/verify', {
        json: { ...body, message: `${body.message}\n` },
      })
      expect(extraLine.status).toBe(400)
      expect(extraLine.body.error?.code).toBe('invalid_message')
    })

    it('signs out: clears the cookie and forgets the session on the server', async () => {
      const client = browser(url)
      await client.request('/auth/verify', { json: await signedIn(alice, await nonceFor(client)) })
      const stolen = client.cookie()
      const out = await client.request('/auth/signout', { method: 'POST' })
      expect(out.status).toBe(200)
      expect(out.headers.getSetCookie()[0]).toMatch(/^latch_session_latch-demo=;.*Max-Age=0/)
      expect(client.cookie()).toBe('')
      expect((await client.request('/auth/session')).body).toEqual({ session: null })
      const replay = browser(url)
      replay.setCookie(stolen)
      expect((await replay.request('/auth/protected')).status).toBe(401)
    })

    it('answers the protected route only with a valid session', async () => {
      const client = browser(url)
      expect((await client.request('/auth/protected')).status).toBe(401)
      client.setCookie(`latch_session_latch-demo=${'A'.repeat(43)}`)
      expect((await client.request('/auth/protected')).status).toBe(401)
      client.setCookie('latch_session_latch-demo=<script>')
      expect((await client.request('/auth/session')).body).toEqual({ session: null })
    })

    it('refuses calls from origins the project does not allow, without CORS headers', async () => {
      const client = browser(url, { 'x-project-id': 'latch-demo', origin: 'https://evil.example' })
      const response = await client.request('/auth/nonce')
      expect(response.status).toBe(403)
      expect(response.headers.get('access-control-allow-origin')).toBeNull()
      const unknown = await browser(url, { 'x-project-id': 'no-such-project' }).request('/auth/nonce')
      expect(unknown.status).toBe(401)
    })

    it('answers preflights with the exact origin and credentials', async () => {
      const response = await fetch(`${url}/auth/verify`, {
        method: 'OPTIONS',
        headers: { origin: APP, 'access-control-request-method': 'POST' },
      })
      expect(response.status).toBe(204)
      expect(response.headers.get('access-control-allow-origin')).toBe(APP)
      expect(response.headers.get('access-control-allow-credentials')).toBe('true')
    })

    it('refuses malformed bodies with clear errors', async () => {
      const client = browser(url)
      expect((await client.request('/auth/verify', { json: { message: 'hi' } })).body.error?.code).toBe(
        'invalid_input',
      )
      const notSiwx = await client.request('/auth/verify', { json: { message: 'hello', signature: '0x00' } })
      expect(notSiwx.body.error?.code).toBe('invalid_message')
      const huge = await client.request('/auth/verify', {
        json: { message: 'x'.repeat(20_000), signature: '0x00' },
      })
      expect(huge.status).toBe(413)
    })

    it('works as the backend of @latch/siwx ServerSessionStore', async () => {
      const client = browser(url)
      const storage = new ServerSessionStore({
        baseUrl: url,
        fetch: async (input, init) => {
          const path = String(input).slice(url.length)
          const response = await client.request(path, {
            method: init?.method ?? 'GET',
            ...(init?.body ? { json: JSON.parse(String(init.body)) } : {}),
          })
          return new Response(response.text, { status: response.status })
        },
      })
      const siwx = createSIWX({ domain: DOMAIN, uri: APP, storage })
      const message = await siwx.createMessage({ accountAddress: alice.address, chainId: 'eip155:31337' })
      const signature = await alice.signMessage({ message: message.message })
      await siwx.addSession({ data: message.data, message: message.message, signature })
      expect(await siwx.getSessions('eip155:31337', alice.address)).toHaveLength(1)
      await siwx.revokeSession('eip155:31337', alice.address)
      expect(await siwx.getSessions('eip155:31337', alice.address)).toEqual([])
    })
  })
})
