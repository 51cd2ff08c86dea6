// The embedded wallet frame on Solana, driven from a tiny host page through the message protocol,
// as wallet-frame.spec.ts drives it on eip155: the user's Solana address, switching between the
// namespaces, the four Solana methods approved or rejected in the frame's own screen, and a send
// landing on the local cluster through the services server's RPC proxy. The frame's server here is
// one of the spec's own, serving the local cluster.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type RunningServer, readManifest, startDevMailbox, startServer } from '@latch/server'
import { ed25519 } from '@noble/curves/ed25519'
import type { Page } from '@playwright/test'
import {
  AccountRole,
  type Address,
  appendTransactionMessageInstruction,
  address as asAddress,
  type Blockhash,
  compileTransaction,
  createTransactionMessage,
  getBase58Decoder,
  getBase58Encoder,
  getBase64EncodedWireTransaction,
  getBase64Encoder,
  getTransactionDecoder,
  getU32Encoder,
  getU64Encoder,
  pipe,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash,
} from '@solana/kit'
import { expect, test } from '../fixtures'
import { airdrop, lamportsOf, solanaManifest } from '../support/solana'

interface Message {
  id: string
  type: string
  payload?: Record<string, unknown>
}

const SYSTEM_PROGRAM = asAddress('11111111111111111111111111111111')
/** Mainnet's CAIP-2 id: a cluster the spec's server does not serve. */
const UNSERVED = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'

const hostPage = (
  frameSrc: string,
) => `<!doctype html><html><head><meta charset="utf-8"><title>host</title></head>
<body>
<iframe id="wallet" title="wallet" src="${frameSrc}" style="width:400px;height:520px"></iframe>
<script>
  window.received = []
  const frameOrigin = new URL(${JSON.stringify(frameSrc)}).origin
  window.addEventListener('message', (event) => {
    if (event.origin === frameOrigin) window.received.push(event.data)
  })
  window.ask = (message) => document.getElementById('wallet').contentWindow.postMessage(message, frameOrigin)
</script>
</body></html>`

const received = (page: Page) => page.evaluate(() => (window as unknown as { received: Message[] }).received)

async function send(page: Page, type: string, payload?: unknown): Promise<string> {
  const id = crypto.randomUUID()
  await page.evaluate((m) => (window as unknown as { ask(m: unknown): void }).ask(m), {
    id,
    type,
    ...(payload === undefined ? {} : { payload }),
  })
  return id
}

async function replyTo(page: Page, id: string): Promise<Message> {
  await expect
    .poll(async () => (await received(page)).some((m) => m.id === id), { timeout: 20_000 })
    .toBe(true)
  return (await received(page)).find((m) => m.id === id) as Message
}

const request = async (page: Page, type: string, payload?: unknown) =>
  replyTo(page, await send(page, type, payload))

const approvalsAsked = async (page: Page) =>
  (await received(page)).filter((m) => m.type === 'APPROVAL_REQUESTED').length

async function clusterRpc<T>(method: string, params: unknown[]): Promise<T> {
  const response = await fetch(solanaManifest().rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  return ((await response.json()) as { result: T }).result
}

/** A SOL transfer on the cluster's latest blockhash, as a base64 wire transaction, unsigned. */
async function transfer(feePayer: Address, from: Address, to: Address, lamports: bigint) {
  const { value } = await clusterRpc<{ value: { blockhash: string; lastValidBlockHeight: number } }>(
    'getLatestBlockhash',
    [],
  )
  const data = new Uint8Array(12)
  data.set(getU32Encoder().encode(2))
  data.set(getU64Encoder().encode(lamports), 4)
  const message = pipe(
    createTransactionMessage({ version: 0 }),
    (m) => setTransactionMessageFeePayer(feePayer, m),
    (m) =>
      setTransactionMessageLifetimeUsingBlockhash(
        { blockhash: value.blockhash as Blockhash, lastValidBlockHeight: BigInt(value.lastValidBlockHeight) },
        m,
      ),
    (m) =>
      appendTransactionMessageInstruction(
        {
          programAddress: SYSTEM_PROGRAM,
          accounts: [
            { address: from, role: AccountRole.WRITABLE_SIGNER },
            { address: to, role: AccountRole.WRITABLE },
          ],
          data,
        },
        m,
      ),
  )
  return getBase64EncodedWireTransaction(compileTransaction(message))
}

const verifies = (signature: string, bytes: Uint8Array, signer: string) =>
  ed25519.verify(
    new Uint8Array(getBase58Encoder().encode(signature)),
    bytes,
    new Uint8Array(getBase58Encoder().encode(signer)),
  )

let server: RunningServer
let stopMailbox: () => Promise<void>
let dataDir: string

test.beforeAll(async () => {
  const manifestPath = process.env.LATCH_MANIFEST
  if (!manifestPath)
    throw new Error('LATCH_MANIFEST is not set: run the browser tests through playwright.config.ts')
  const solana = solanaManifest()
  const mailbox = await startDevMailbox()
  stopMailbox = () => mailbox.stop()
  dataDir = mkdtempSync(join(tmpdir(), 'latch-e2e-frame-solana-'))
  server = await startServer({
    port: 0,
    dataDir,
    indexer: false,
    log: 'silent',
    manifest: readManifest(manifestPath),
    upstreams: { [solana.caipNetworkId]: [solana.rpcUrl] },
    mail: { smtpUrl: mailbox.smtpUrl },
    devMailbox: mailbox,
    walletFrame: { port: 0 },
  })
})

test.afterAll(async () => {
  await server?.stop()
  await stopMailbox?.()
  if (dataDir) rmSync(dataDir, { recursive: true, force: true })
})

async function codeFor(email: string): Promise<string> {
  let code: string | undefined
  await expect
    .poll(async () => {
      const response = await fetch(`${server.url}/dev/mailbox?to=${encodeURIComponent(email)}`)
      const { mails } = (await response.json()) as { mails: Array<{ text: string }> }
      code = /\b(\d{6})\b/.exec(mails[0]?.text ?? '')?.[1]
      return code
    })
    .toBeTruthy()
  return code as string
}

test('the wallet frame signs and sends on Solana only what the user approves, on the clusters it serves', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000)
  const cluster = solanaManifest().caipNetworkId
  const pageErrors: string[] = []
  page.on('pageerror', (error) => pageErrors.push(error.message))
  const solanaScripts: string[] = []
  page.on('request', (r) => {
    if (r.url().endsWith('/frame-solana.js')) solanaScripts.push(r.url())
  })
  await page.goto(`${baseURL}/`)
  await page.setContent(
    hostPage(`${server.walletFrameUrl}/?projectId=latch-demo&chainId=31337&version=1&enableLogger=true`),
  )
  await expect.poll(async () => (await received(page)).some((m) => m.type === 'FRAME_READY')).toBe(true)
  const frame = page.frameLocator('#wallet')

  const email = `frame-solana-${Date.now()}@example.com`
  expect((await request(page, 'CONNECT_EMAIL', { email })).type).toBe('CONNECT_EMAIL_SUCCESS')
  expect((await request(page, 'CONNECT_OTP', { otp: await codeFor(email) })).type).toBe('CONNECT_OTP_SUCCESS')
  // A new wallet shows its recovery key first.
  await frame.locator('#recovery-saved').click()
  const evmUser = await request(page, 'GET_USER', { chainId: 31337 })
  expect(evmUser.payload?.address).toMatch(/^0x[0-9a-fA-F]{40}$/)
  expect(solanaScripts, 'the Solana code loads with the first Solana request, not with the frame').toEqual([])

  // The user on the cluster: one ed25519 account, read without an approval.
  const user = await request(page, 'GET_USER', { chainId: cluster })
  expect(user).toMatchObject({
    type: 'GET_USER_SUCCESS',
    payload: { email, chainId: cluster, preferredAccountType: 'eoa', smartAccountDeployed: false },
  })
  const address = asAddress(user.payload?.address as string)
  expect(getBase58Encoder().encode(address)).toHaveLength(32)
  expect(user.payload?.accounts).toEqual([{ address, type: 'eoa' }])
  expect(solanaScripts).toHaveLength(1)
  expect(await approvalsAsked(page)).toBe(0)

  // The namespaces switch apart: GET_CHAIN_ID follows the last switch, the smart account stays on eip155.
  expect((await request(page, 'SWITCH_NETWORK', { chainId: cluster })).payload).toEqual({ chainId: cluster })
  expect((await request(page, 'GET_CHAIN_ID')).payload).toEqual({ chainId: cluster })
  expect(await request(page, 'INIT_SMART_ACCOUNT')).toMatchObject({
    type: 'INIT_SMART_ACCOUNT_SUCCESS',
    payload: { address: expect.stringMatching(/^0x[0-9a-fA-F]{40}$/) },
  })
  expect((await request(page, 'SWITCH_NETWORK', { chainId: 31337 })).payload).toEqual({ chainId: 31337 })
  expect((await request(page, 'GET_CHAIN_ID')).payload).toEqual({ chainId: 31337 })

  // A cluster the server does not serve, and an EVM method on a Solana chain, are refused.
  for (const [type, payload] of [
    ['GET_USER', { chainId: UNSERVED }],
    ['SWITCH_NETWORK', { chainId: UNSERVED }],
    [
      'RPC_REQUEST',
      { method: 'solana_signMessage', params: { message: '2', pubkey: address }, chainId: UNSERVED },
    ],
  ] as const)
    expect(await request(page, type, payload)).toMatchObject({
      type: `${type}_ERROR`,
      payload: { message: 'Chain is not supported' },
    })
  expect(
    await request(page, 'RPC_REQUEST', {
      method: 'solana_signMessage',
      params: { message: '2', pubkey: address },
      chainId: 31337,
    }),
    'a Solana method on an eip155 chain',
  ).toMatchObject({ type: 'RPC_REQUEST_ERROR', payload: { message: 'Requested RPC call is not allowed' } })
  for (const method of ['personal_sign', 'eth_blockNumber', 'eth_sendTransaction'])
    expect(await request(page, 'RPC_REQUEST', { method, params: [], chainId: cluster })).toMatchObject({
      type: 'RPC_REQUEST_ERROR',
      payload: { message: 'Requested RPC call is not allowed' },
    })

  // solana_signMessage: the text is shown in the frame; the signature verifies for the address.
  const text = 'Sign in to the Latch demo on Solana'
  const messageBytes = new TextEncoder().encode(text)
  const signId = await send(page, 'RPC_REQUEST', {
    method: 'solana_signMessage',
    params: { message: getBase58Decoder().decode(messageBytes), pubkey: address },
    chainId: cluster,
  })
  await expect(frame.locator('#approval-title')).toHaveText('This app asks you to sign a message')
  await expect(frame.locator('#approval-message')).toHaveText(text)
  await frame.locator('#approve').click()
  const signed = await replyTo(page, signId)
  const { signature } = (signed.payload?.result ?? {}) as { signature: string }
  expect(verifies(signature, messageBytes, address)).toBe(true)

  // solana_signTransaction: the transfer's amount and receiver are shown; the signature verifies.
  await airdrop(address, 2_000_000_000)
  const receiver = asAddress(solanaManifest().accounts[4] as string)
  const txId = await send(page, 'RPC_REQUEST', {
    method: 'solana_signTransaction',
    params: { transaction: await transfer(address, address, receiver, 250_000_000n) },
    chainId: cluster,
  })
  const details = frame.locator('#approval-details')
  await expect(details).toContainText('0.25 SOL')
  await expect(details).toContainText(receiver)
  await expect(details).toContainText(`${address} (you)`)
  await expect(details).toContainText(cluster)
  await frame.locator('#approve').click()
  const signedTx = (await replyTo(page, txId)).payload?.result as { signature: string; transaction: string }
  const decoded = getTransactionDecoder().decode(getBase64Encoder().encode(signedTx.transaction))
  expect(verifies(signedTx.signature, new Uint8Array(decoded.messageBytes), address)).toBe(true)

  // solana_signAndSendTransaction: through the server's proxy, the lamports move on the cluster.
  const [payerBefore, receiverBefore] = [await lamportsOf(address), await lamportsOf(receiver)]
  const sendId = await send(page, 'RPC_REQUEST', {
    method: 'solana_signAndSendTransaction',
    params: { transaction: await transfer(address, address, receiver, 100_000_000n) },
    chainId: cluster,
  })
  await expect(frame.locator('#approval-title')).toHaveText('This app asks you to send a transaction')
  await frame.locator('#approve').click()
  const sent = await replyTo(page, sendId)
  expect(sent.type).toBe('RPC_REQUEST_SUCCESS')
  const landed = (sent.payload?.result as { signature?: string } | undefined)?.signature
  const { value } = await clusterRpc<{ value: Array<{ confirmationStatus: string } | null> }>(
    'getSignatureStatuses',
    [[landed]],
  )
  expect(value[0]?.confirmationStatus).toBe('finalized')
  expect(await lamportsOf(receiver)).toBe(receiverBefore + 100_000_000n)
  expect(await lamportsOf(address)).toBe(payerBefore - 100_000_000n - 5000n)

  // Rejecting in the frame answers 4001 and sends nothing.
  const rejectId = await send(page, 'RPC_REQUEST', {
    method: 'solana_signAndSendTransaction',
    params: { transaction: await transfer(address, address, receiver, 300_000_000n) },
    chainId: cluster,
  })
  await expect(frame.locator('#reject')).toBeVisible()
  await frame.locator('#reject').click()
  expect(await replyTo(page, rejectId)).toMatchObject({ type: 'RPC_REQUEST_ERROR', payload: { code: 4001 } })
  expect(await lamportsOf(receiver)).toBe(receiverBefore + 100_000_000n)
  expect(await lamportsOf(address)).toBe(payerBefore - 100_000_000n - 5000n)

  // A transaction another account pays for and signs is refused before any approval.
  const asked = await approvalsAsked(page)
  const other = asAddress(solanaManifest().accounts[1] as string)
  const refused = await request(page, 'RPC_REQUEST', {
    method: 'solana_signAndSendTransaction',
    params: { transaction: await transfer(other, other, receiver, 1n) },
    chainId: cluster,
  })
  expect(refused).toMatchObject({ type: 'RPC_REQUEST_ERROR' })
  expect(refused.payload?.message).toContain(`fee payer is ${other}`)
  expect(await approvalsAsked(page)).toBe(asked)
  expect(pageErrors).toEqual([])
})
