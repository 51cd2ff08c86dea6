import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type RunningServer, startServer } from '@latch/server'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest'
import { createTestAdapter } from '../adapter/test-adapter'
import { createLatch } from '../client/createLatch'
import type { TokenBalance } from '../connection/accounts'
import { addressForChain } from '../names/resolve'
import { receiverNameOf } from '../names/rules'
import { mainnet } from '../networks/predefined'
import { createMemoryBackend } from '../storage/storage'
import { getSendDraft, getSendProblem } from './getters'
import { NAME_RESOLVE_DELAY_MS } from './name-lookups'

let server: RunningServer
let dir: string
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'latch-send-name-'))
  server = await startServer({
    dataDir: dir,
    log: 'silent',
    indexer: false,
    names: { perClient: { perSecond: 1e6, burst: 1e6 } },
  })
}, 60_000)
afterAll(async () => {
  await server?.stop()
  rmSync(dir, { recursive: true, force: true })
})

const unique = () => `s${Math.random().toString(36).slice(2, 10)}`
const ether: TokenBalance = {
  name: 'Ether',
  symbol: 'ETH',
  chainId: 'eip155:1',
  value: 3000,
  price: 2000,
  iconUrl: '',
  quantity: { decimals: '18', numeric: '1.5' },
}

/** Registers `label.latch.id` on chain 1 for a fresh key, signed as a wallet would, and returns its address. */
async function registered(label: string): Promise<`0x${string}`> {
  const key = privateKeyToAccount(generatePrivateKey())
  const message = JSON.stringify({
    name: `${label}.latch.id`,
    attributes: {},
    timestamp: Math.floor(Date.now() / 1000),
    domain: new URL(server.url).hostname,
    purpose: 'latch-name-registration',
    address: key.address,
  })
  const response = await fetch(`${server.url}/v1/profile/account`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      coin_type: 60,
      address: key.address,
      message,
      signature: await key.signMessage({ message }),
    }),
  })
  expect(response.status).toBe(200)
  return key.address
}

async function connected() {
  const sender = privateKeyToAccount(generatePrivateKey()).address
  const adapter = createTestAdapter({ accounts: [sender] })
  const client = createLatch({
    projectId: 'latch-demo',
    servicesUrl: server.url,
    networks: [mainnet],
    adapters: [adapter],
    storage: createMemoryBackend(),
    isMobile: () => false,
  })
  await client.start()
  await client.connect({ connectorId: 'test-eip155' })
  client.send.setSendForm({ token: ether, amount: '0.5' })
  return { client, adapter }
}

const settled = (client: Awaited<ReturnType<typeof connected>>['client']) =>
  vi.waitFor(() => expect(client.store.getState().send.receiverName?.status).not.toBe('resolving'), {
    timeout: 5_000,
  })

describe('send receiver typed as a registered name', () => {
  test('only dotted names on eip155 count as names; addresses and half-typed 0x text do not', () => {
    expect(receiverNameOf(' Alice.Latch.ID ', 'eip155')).toBe('alice.latch.id')
    expect(receiverNameOf('0x12', 'eip155')).toBeUndefined()
    expect(receiverNameOf('alice', 'eip155')).toBeUndefined()
    expect(receiverNameOf('alice.latch.id', 'solana')).toBeUndefined()
    expect(receiverNameOf('al ice.latch.id', 'eip155')).toBeUndefined()
  })

  test("a name's address is the one for the chain's coin type, else ENSIP-11's default EVM one, never another chain's", () => {
    const a = '0x000000000000000000000000000000000000dEaD'
    const b = '0x00000000000000000000000000000000DeaDBeef'
    expect(addressForChain({ name: 'x', addresses: { '60': { address: a } } }, 1)).toBe(a)
    expect(addressForChain({ name: 'x', addresses: { [String(0x80000000)]: { address: b } } }, 8453)).toBe(b)
    expect(addressForChain({ name: 'x', addresses: { '60': { address: a } } }, 8453)).toBeUndefined()
    expect(
      addressForChain({ name: 'x', addresses: { '60': { address: 'not-an-address' } } }, 1),
    ).toBeUndefined()
  })

  test('a registered name resolves to its address, which the wallet request sends to', async () => {
    const label = unique()
    const address = await registered(label)
    const { client, adapter } = await connected()
    const sent = vi.spyOn(adapter, 'sendTransaction')
    client.send.setSendForm({ receiverAddress: `${label}.latch.id` })
    expect(client.store.getState().send.receiverName).toEqual({
      name: `${label}.latch.id`,
      status: 'resolving',
    })
    expect(getSendProblem(client.store.getState())).toBe('Resolving name…')
    await settled(client)
    expect(client.store.getState().send.receiverName).toEqual({
      name: `${label}.latch.id`,
      status: 'resolved',
      address,
    })
    expect(getSendDraft(client.store.getState()).receiver).toBe(address)
    expect(getSendProblem(client.store.getState())).toBeUndefined()
    await client.send.confirmSend()
    expect(sent.mock.calls[0]?.[0]).toMatchObject({ to: address, value: 500_000_000_000_000_000n })
  })

  test("an unknown name gives 'Error resolving name' and the send cannot go ahead", async () => {
    const { client, adapter } = await connected()
    const sent = vi.spyOn(adapter, 'sendTransaction')
    client.send.setSendForm({ receiverAddress: `${unique()}.latch.id` })
    await settled(client)
    expect(client.store.getState().send.receiverName?.status).toBe('error')
    expect(getSendProblem(client.store.getState())).toBe('Error resolving name')
    await expect(client.send.confirmSend()).rejects.toThrow('Error resolving name')
    expect(sent).not.toHaveBeenCalled()
  })

  test('typing is debounced into one lookup, and an answer for an older receiver is ignored', async () => {
    const label = unique()
    const address = await registered(label)
    const { client } = await connected()
    const fetches = vi.spyOn(globalThis, 'fetch')
    const name = `${label}.latch.id`
    for (let end = 3; end <= name.length; end++)
      client.send.setSendForm({ receiverAddress: name.slice(0, end) })
    await settled(client)
    const lookups = fetches.mock.calls.filter(([url]) => String(url).includes('/v1/profile/account/'))
    expect(lookups).toHaveLength(1)
    expect(String(lookups[0]?.[0])).toContain(encodeURIComponent(name))
    expect(getSendDraft(client.store.getState()).receiver).toBe(address)

    // A lookup still on its way when the receiver changes must not overwrite the newer state.
    const other = `${unique()}.latch.id`
    client.send.setSendForm({ receiverAddress: other })
    await new Promise((resolve) => setTimeout(resolve, NAME_RESOLVE_DELAY_MS + 5))
    client.send.setSendForm({ receiverAddress: name })
    // The older lookup answers well within the newer one's debounce, and changes nothing.
    await new Promise((resolve) => setTimeout(resolve, NAME_RESOLVE_DELAY_MS / 2))
    expect(client.store.getState().send.receiverName).toEqual({ name, status: 'resolving' })
    await settled(client)
    expect(client.store.getState().send.receiverName).toMatchObject({ name, status: 'resolved', address })
    fetches.mockRestore()
  })

  test('a typed address still works and clears any name resolution', async () => {
    const { client } = await connected()
    client.send.setSendForm({ receiverAddress: `${unique()}.latch.id` })
    const to = privateKeyToAccount(generatePrivateKey()).address
    client.send.setSendForm({ receiverAddress: to })
    expect(client.store.getState().send.receiverName).toBeUndefined()
    await new Promise((resolve) => setTimeout(resolve, NAME_RESOLVE_DELAY_MS + 100))
    expect(client.store.getState().send.receiverName).toBeUndefined()
    expect(getSendDraft(client.store.getState()).receiver).toBe(to)
    expect(getSendProblem(client.store.getState())).toBeUndefined()
  })
})
