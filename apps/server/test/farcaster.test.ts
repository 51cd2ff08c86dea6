// Sign In With Farcaster on the server, against a devnet whose id registry holds the fixture fids:
// a custody signature for the channel's own nonce signs in (the same user next time); another
// key, a moved custody, another channel's nonce or domain, a second answer, a replay after the
// sign-in, and malformed answers are refused; a channel is redeemed once, by the device that
// started it, while it lives.
import { farcasterIdRegistryAbi } from '@latch/devnet'
import { answerSignIn, readSignInLink, sendToRelay, signInMessage } from '@latch/test-wallet/farcaster'
import { createWalletClient, http } from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { RunningServer } from '../src/server'
import { backends } from './helpers/backends'
import { call, randomAccount, start, useDevnet } from './helpers/fixture'

const PAGE = 'http://localhost:5173'
const CLIENT_URL = 'https://client.farcaster.test/~/siwf'

const devnet = useDevnet()

describe.each(backends())('Sign In With Farcaster on $name', (backend) => {
  let server: RunningServer
  let frame: string
  let clock = 0
  const device = () => `device-${crypto.randomUUID()}`
  const chain = () => devnet.manifest.chains[0] as (typeof devnet.manifest.chains)[number]
  const fixtureUser = (i: number) => {
    const user = devnet.manifest.farcaster.users[i]
    if (!user) throw new Error(`no Farcaster user ${i}`)
    return {
      ...user,
      key: mnemonicToAccount(devnet.manifest.mnemonic, { addressIndex: user.addressIndex }),
    }
  }

  beforeAll(async () => {
    if (!backend.available) return
    server = await start(await backend.storage(), {
      walletFrame: { port: 0, assets: { files: { '/index.html': '<p>frame</p>' } } },
      embedded: {
        now: () => Date.now() + clock,
        rateLimits: {
          perClient: { perSecond: 100, burst: 1000 },
          farcasterAnswers: { perSecond: 100, burst: 1000 },
        },
      },
      farcaster: {
        clientUrl: CLIENT_URL,
        chainId: chain().id,
        rpcUrl: chain().rpcUrl,
        idRegistry: chain().contracts.farcasterIdRegistry,
      },
    })
    frame = server.walletFrameUrl ?? ''
  })
  afterAll(async () => {
    await server?.stop()
  })

  const frameCall = (path: string, json: unknown) => call(frame, `${path}?projectId=latch-demo`, { json })
  const begin = async (deviceId: string, parentOrigin = PAGE) => {
    const started = await frameCall('/embedded/v1/farcaster/start', { deviceId, parentOrigin })
    return { status: started.status, url: String(started.body.url), token: String(started.body.channelToken) }
  }
  const finish = (channelToken: string, deviceId: string) =>
    frameCall('/embedded/v1/farcaster/finish', { channelToken, deviceId })
  const answerAs = async (url: string, i: number) => {
    const user = fixtureUser(i)
    const answer = await answerSignIn(url, user.key, { fid: user.fid, username: user.username }, chain().id)
    return { answer, result: await sendToRelay(server.url, answer) }
  }

  it.runIf(backend.available)('offers Farcaster beside the social logins once configured', async () => {
    const { body } = await call(server.url, '/projects/v1/social-providers?projectId=latch-demo')
    expect(body.providers).toContain('farcaster')
  })

  it.runIf(backend.available)(
    "a link with the channel's parameters; the fid's custody signature signs in, as the same user next time",
    async () => {
      const deviceId = device()
      const first = await begin(deviceId)
      expect(first.status).toBe(200)
      const request = readSignInLink(first.url)
      expect(first.url.startsWith(`${CLIENT_URL}?`)).toBe(true)
      expect(request).toMatchObject({ channelToken: first.token, domain: 'localhost:5173', siweUri: PAGE })
      expect(request.nonce).toMatch(/^[0-9a-f]{32}$/)

      expect((await finish(first.token, deviceId)).body).toEqual({ status: 'pending' })
      const { result } = await answerAs(first.url, 0)
      expect(result).toEqual({ status: 200, body: { fid: 1 } })
      const signedIn = await finish(first.token, deviceId)
      expect(signedIn.body).toMatchObject({ status: 'completed', userName: 'alice', hasWallet: false })
      expect(typeof signedIn.body.token).toBe('string')
      // The session is a real one: the frame's session route knows it.
      const session = await call(frame, '/embedded/v1/session?projectId=latch-demo', {
        headers: { authorization: `Bearer ${signedIn.body.token}` },
      })
      expect(session.status).toBe(200)

      const again = await begin(deviceId)
      await answerAs(again.url, 0)
      expect((await finish(again.token, deviceId)).body.userId).toBe(signedIn.body.userId)
      const bob = await begin(deviceId)
      await answerAs(bob.url, 1)
      const bobIn = await finish(bob.token, deviceId)
      expect(bobIn.body).toMatchObject({ status: 'completed', userName: 'bob' })
      expect(bobIn.body.userId).not.toBe(signedIn.body.userId)
    },
  )

  it.runIf(backend.available)('refuses a signature from a key that does not hold the fid', async () => {
    const deviceId = device()
    const { url, token } = await begin(deviceId)
    // A key with no fid claims fid 1.
    const stranger = randomAccount()
    const claimed = await answerSignIn(url, stranger, { fid: 1, username: 'alice' }, chain().id)
    const refused = await sendToRelay(server.url, claimed)
    expect(refused.status).toBe(401)
    expect(refused.body).toMatchObject({ error: { code: 'not_custody' } })
    // Alice's address in the message, signed by another key.
    const alice = fixtureUser(0)
    const message = signInMessage(readSignInLink(url), {
      fid: 1,
      custody: alice.key.address,
      chainId: chain().id,
    })
    const forged = await sendToRelay(server.url, {
      channelToken: token,
      message,
      signature: await stranger.signMessage({ message }),
      fid: 1,
      username: 'alice',
    })
    expect(forged.status).toBe(401)
    expect(forged.body).toMatchObject({ error: { code: 'invalid_signature' } })
    // Bob's key claiming Alice's fid.
    const bob = fixtureUser(1)
    const wrongFid = await sendToRelay(
      server.url,
      await answerSignIn(url, bob.key, { fid: 1, username: 'alice' }, chain().id),
    )
    expect(wrongFid.body).toMatchObject({ error: { code: 'not_custody' } })
    // None of them answered the channel.
    expect((await finish(token, deviceId)).body).toEqual({ status: 'pending' })
  })

  it.runIf(backend.available)(
    'a reused nonce is refused: a second answer, and a replay after sign-in',
    async () => {
      const deviceId = device()
      const { url, token } = await begin(deviceId)
      const { answer, result } = await answerAs(url, 0)
      expect(result.status).toBe(200)
      const second = await sendToRelay(server.url, answer)
      expect(second.status).toBe(409)
      expect(second.body).toMatchObject({ error: { code: 'channel_used' } })
      expect((await finish(token, deviceId)).body.status).toBe('completed')
      // Redeemed: the channel is gone, its answer and its redemption both refused.
      expect((await sendToRelay(server.url, answer)).status).toBe(404)
      expect((await finish(token, deviceId)).status).toBe(400)
    },
  )

  it.runIf(backend.available)(
    "refuses a message with another channel's nonce, another domain or uri, or another chain",
    async () => {
      const { url, token } = await begin(device())
      const other = await begin(device())
      const alice = fixtureUser(0)
      const request = readSignInLink(url)
      const variants = {
        nonce: { ...request, nonce: readSignInLink(other.url).nonce },
        domain: { ...request, domain: 'evil.example' },
        uri: { ...request, siweUri: 'https://evil.example' },
      }
      for (const [what, variant] of Object.entries(variants)) {
        const message = signInMessage(variant, { fid: 1, custody: alice.key.address, chainId: chain().id })
        const answer = {
          channelToken: token,
          message,
          signature: await alice.key.signMessage({ message }),
          fid: 1,
          username: 'alice',
        }
        const refused = await sendToRelay(server.url, answer)
        expect(refused.status, what).toBe(400)
        expect(refused.body, what).toMatchObject({ error: { code: 'invalid_message' } })
      }
      const otherChain = await answerSignIn(url, alice.key, { fid: 1, username: 'alice' }, 1)
      expect((await sendToRelay(server.url, otherChain)).body).toMatchObject({
        error: { code: 'invalid_message' },
      })
    },
  )

  it.runIf(backend.available)('the old custody key no longer signs in once the fid moved', async () => {
    const bob = fixtureUser(1)
    const next = randomAccount()
    const deployer = mnemonicToAccount(devnet.manifest.mnemonic, { addressIndex: 9 })
    const owner = createWalletClient({ account: deployer, transport: http(chain().rpcUrl) })
    const registry = { address: chain().contracts.farcasterIdRegistry, abi: farcasterIdRegistryAbi } as const
    await owner.writeContract({
      ...registry,
      functionName: 'moveCustody',
      args: [2n, next.address],
      chain: null,
    })
    try {
      const deviceId = device()
      const { url, token } = await begin(deviceId)
      const old = await sendToRelay(
        server.url,
        await answerSignIn(url, bob.key, { fid: 2, username: 'bob' }, chain().id),
      )
      expect(old.body).toMatchObject({ error: { code: 'not_custody' } })
      const moved = await sendToRelay(
        server.url,
        await answerSignIn(url, next, { fid: 2, username: 'bob' }, chain().id),
      )
      expect(moved.status).toBe(200)
      expect((await finish(token, deviceId)).body).toMatchObject({ status: 'completed', userName: 'bob' })
    } finally {
      await owner.writeContract({
        ...registry,
        functionName: 'moveCustody',
        args: [2n, bob.key.address],
        chain: null,
      })
    }
  })

  it.runIf(backend.available)(
    'a channel is redeemed only by its device, and only while it lives',
    async () => {
      const deviceId = device()
      const { url, token } = await begin(deviceId)
      await answerAs(url, 0)
      expect((await finish(token, device())).body).toMatchObject({ error: { code: 'invalid_channel' } })
      clock = 11 * 60_000
      try {
        expect((await finish(token, deviceId)).body).toMatchObject({ error: { code: 'invalid_channel' } })
        const late = await begin(device())
        clock += 11 * 60_000
        expect((await answerAs(late.url, 0)).result.status).toBe(404)
      } finally {
        clock = 0
      }
    },
  )

  it.runIf(backend.available)(
    'refuses a start for a page off the project list, and malformed answers',
    async () => {
      expect((await begin(device(), 'https://evil.example')).status).toBe(403)
      const { url, token } = await begin(device())
      const alice = fixtureUser(0)
      const good = await answerSignIn(url, alice.key, { fid: 1, username: 'alice' }, chain().id)
      const bad = [
        { ...good, username: '<img src=x onerror=alert(1)>' },
        { ...good, fid: -1 },
        { ...good, fid: 1e300 },
        { ...good, signature: 'nope' },
        { ...good, message: 'not a sign-in message' },
        { ...good, channelToken: 'short' },
        { ...good, message: 'x'.repeat(5000) },
      ]
      for (const answer of bad) {
        const refused = await sendToRelay(server.url, answer as typeof good)
        expect(refused.status, JSON.stringify(answer).slice(0, 80)).toBe(400)
      }
      // Still open for the real answer.
      expect((await sendToRelay(server.url, good)).status).toBe(200)
      expect((await finish(token, 'x')).status).toBe(400)
    },
  )
})
