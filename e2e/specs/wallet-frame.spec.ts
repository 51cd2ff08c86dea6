// The embedded wallet frame on its own origin, driven from a tiny host page on the demo origin
// through the message protocol: email login with the code from the dev mailbox, the user's
// address, personal_sign approved and rejected in the frame's own UI, and forged messages that
// get no answer (wrong shape, another origin, a reused id).
import type { Page } from '@playwright/test'
import { createPublicClient, http, stringToHex } from 'viem'
import { expect, test } from '../fixtures'

const frameUrl = process.env.LATCH_WALLET_FRAME_URL ?? ''
const servicesUrl = process.env.LATCH_SERVICES_URL ?? ''
const EVIL = 'http://evil.test'

interface Message {
  id: string
  type: string
  payload?: Record<string, unknown>
}

const hostPage = (
  frameSrc: string,
) => `<!doctype html><html><head><meta charset="utf-8"><title>host</title></head>
<body>
<iframe id="wallet" title="wallet" src="${frameSrc}" style="width:400px;height:420px"></iframe>
<iframe id="attacker" title="attacker" src="${EVIL}/attacker.html"></iframe>
<script>
  window.received = []
  const frameOrigin = new URL(${JSON.stringify(frameSrc)}).origin
  window.attacked = new Promise((resolve) => {
    window.addEventListener('message', (event) => { if (event.data === 'attacked') resolve() })
  })
  window.addEventListener('message', (event) => {
    if (event.origin === frameOrigin) window.received.push(event.data)
  })
  window.ask = (message) => document.getElementById('wallet').contentWindow.postMessage(message, frameOrigin)
</script>
</body></html>`

// Posts from another origin straight into the wallet frame (its sibling), then tells the host it has.
const attackerPage = `<!doctype html><html><body><script>
  window.addEventListener('message', (event) => {
    if (event.data !== 'attack') return
    parent.frames[0].postMessage({ id: 'evil-1', type: 'GET_CHAIN_ID' }, '*')
    parent.postMessage('attacked', '*')
  })
</script></body></html>`

async function openHost(page: Page, baseURL: string) {
  await page.route(`${EVIL}/attacker.html`, (route) =>
    route.fulfill({ contentType: 'text/html', body: attackerPage }),
  )
  // The host page lives on the demo origin, served from loopback (a fulfilled route would count as
  // a public page, which Chromium bars from framing a loopback origin).
  await page.goto(`${baseURL}/`)
  await page.setContent(
    hostPage(`${frameUrl}/?projectId=latch-demo&chainId=31337&version=1&enableLogger=true`),
  )
  await expect.poll(() => received(page).then((all) => all.some((m) => m.type === 'FRAME_READY'))).toBe(true)
}

const received = (page: Page) => page.evaluate(() => (window as unknown as { received: Message[] }).received)

async function send(page: Page, message: Message) {
  await page.evaluate((m) => (window as unknown as { ask(m: unknown): void }).ask(m), message)
}

async function request(page: Page, type: string, payload?: unknown, id: string = crypto.randomUUID()) {
  await send(page, { id, type, ...(payload === undefined ? {} : { payload }) } as Message)
  await expect
    .poll(async () => (await received(page)).some((m) => m.id === id), { timeout: 20_000 })
    .toBe(true)
  const reply = (await received(page)).find((m) => m.id === id) as Message
  return reply
}

async function codeFor(email: string): Promise<string> {
  let code: string | undefined
  await expect
    .poll(async () => {
      const response = await fetch(`${servicesUrl}/dev/mailbox?to=${encodeURIComponent(email)}`)
      const { mails } = (await response.json()) as { mails: Array<{ text: string }> }
      code = /\b(\d{6})\b/.exec(mails[0]?.text ?? '')?.[1]
      return code
    })
    .toBeTruthy()
  return code as string
}

/**
 * Returns once the frame has answered `later`, a valid message of the type just sent: the frame
 * handles messages in the order they arrive and its answers reach the host in order, so any answer
 * to what was sent before is in by then.
 */
async function settled(page: Page, later: Omit<Message, 'id'>) {
  const reply = await request(page, later.type, later.payload)
  expect(reply.type, 'the later, valid message is answered').toBe(`${later.type}_SUCCESS`)
}

/** Whether any message with this id came back, asked once the frame has answered `later`. */
async function answered(page: Page, id: string, later: Omit<Message, 'id'>) {
  await settled(page, later)
  return (await received(page)).some((m) => m.id === id)
}

test('the wallet frame logs in by email, signs only what the user approves, and ignores forged messages', async ({
  page,
  baseURL,
  manifest,
}) => {
  expect(frameUrl, 'the wallet frame runs on its own origin').not.toBe('')
  expect(new URL(frameUrl).origin).not.toBe(new URL(baseURL ?? '').origin)
  const pageErrors: string[] = []
  page.on('pageerror', (error) => pageErrors.push(error.message))
  await openHost(page, baseURL ?? '')
  const frame = page.frameLocator('#wallet')

  const email = `frame-${Date.now()}@example.com`
  const connect = await request(page, 'CONNECT_EMAIL', { email })
  expect(connect).toMatchObject({ type: 'CONNECT_EMAIL_SUCCESS', payload: { action: 'VERIFY_OTP' } })
  const otp = await request(page, 'CONNECT_OTP', { otp: await codeFor(email) })
  expect(otp.type).toBe('CONNECT_OTP_SUCCESS')

  const user = await request(page, 'GET_USER', { chainId: 31337 })
  expect(user).toMatchObject({ type: 'GET_USER_SUCCESS', payload: { email, chainId: 31337 } })
  const address = user.payload?.address as `0x${string}`
  expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/)

  // Safe methods answer at once, through the server's RPC proxy.
  const block = await request(page, 'RPC_REQUEST', { method: 'eth_blockNumber', params: [], chainId: 31337 })
  expect(block.payload?.result).toMatch(/^0x[0-9a-f]+$/)

  // personal_sign: the frame shows what is asked; approving inside the frame signs.
  const message = 'Sign in to the Latch demo'
  const signId = crypto.randomUUID()
  await send(page, {
    id: signId,
    type: 'RPC_REQUEST',
    payload: { method: 'personal_sign', params: [stringToHex(message), address], chainId: 31337 },
  })
  await expect
    .poll(async () => (await received(page)).some((m) => m.type === 'APPROVAL_REQUESTED'))
    .toBe(true)
  await expect(frame.locator('#approval-message')).toHaveText(message)
  await frame.locator('#approve').click()
  await expect.poll(async () => (await received(page)).some((m) => m.id === signId)).toBe(true)
  const signed = (await received(page)).find((m) => m.id === signId) as Message
  expect(signed.type).toBe('RPC_REQUEST_SUCCESS')
  const signature = signed.payload?.result as `0x${string}`
  // The address is the smart account (devnet's L1 runs ERC-4337): the chain checks its signature.
  const chain = createPublicClient({ transport: http(manifest.chains[0]?.rpcUrl) })
  expect(await chain.verifyMessage({ address, message, signature })).toBe(true)

  // Rejecting in the frame answers an error with EIP-1193 code 4001.
  const rejectId = crypto.randomUUID()
  await send(page, {
    id: rejectId,
    type: 'RPC_REQUEST',
    payload: {
      method: 'personal_sign',
      params: [stringToHex('Give me everything'), address],
      chainId: 31337,
    },
  })
  await expect(frame.locator('#reject')).toBeVisible()
  await frame.locator('#reject').click()
  await expect.poll(async () => (await received(page)).some((m) => m.id === rejectId)).toBe(true)
  expect((await received(page)).find((m) => m.id === rejectId)).toMatchObject({
    type: 'RPC_REQUEST_ERROR',
    payload: { code: 4001 },
  })

  // Forged messages get no answer: a wrong shape, a reused id, another origin.
  await send(page, { id: 'bad-shape', type: 'GET_USER', payload: { chainId: '<img src=x>' } })
  expect(await answered(page, 'bad-shape', { type: 'GET_USER', payload: { chainId: 31337 } })).toBe(false)
  await send(page, { id: 'bad-type', type: 'EXPORT_PRIVATE_KEY' })
  expect(await answered(page, 'bad-type', { type: 'GET_CHAIN_ID' })).toBe(false)

  const reused = crypto.randomUUID()
  expect((await request(page, 'GET_CHAIN_ID', undefined, reused)).type).toBe('GET_CHAIN_ID_SUCCESS')
  const before = (await received(page)).filter((m) => m.id === reused).length
  await send(page, { id: reused, type: 'GET_CHAIN_ID' })
  await settled(page, { type: 'GET_CHAIN_ID' })
  expect((await received(page)).filter((m) => m.id === reused).length).toBe(before)

  // The host asks its check only once the attacker has posted, so the forged message is ahead of it.
  await page
    .frameLocator('#attacker')
    .locator('body')
    .evaluate(() => window.postMessage('attack', '*'))
  await page.evaluate(() => (window as unknown as { attacked: Promise<void> }).attacked)
  expect(await answered(page, 'evil-1', { type: 'GET_CHAIN_ID' })).toBe(false)
  expect(pageErrors).toEqual([])
})
