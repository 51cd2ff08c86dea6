import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type RunningServer, startServer } from '@latch/server'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest'
import { createTestAdapter } from '../adapter/test-adapter'
import { createLatch } from '../client/createLatch'
import { mainnet } from '../networks/predefined'
import { createServicesContext } from '../services/context'
import { createMemoryBackend } from '../storage/storage'
import { chainIdToCoinType } from '../validation/coin-type'
import { createNameActions } from './actions'
import { accountNameError, accountNameFieldMessage } from './field'
import { isNameRegistrationOffered } from './getters'
import { fullName, labelOf } from './rules'

let server: RunningServer
let dir: string
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'latch-names-'))
  // Every registration here comes from 127.0.0.1: the per-client quota is not what is tested.
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

// Registration timestamps must be recent: the server refuses messages older than 10 minutes.
const signedAt = Date.now()
const unique = () => `n${Math.random().toString(36).slice(2, 10)}`

/** A client connected with a real key; `names` signs with that key, as a wallet would. */
async function connectedNames(options: { servicesUrl?: string } = {}) {
  const key = privateKeyToAccount(generatePrivateKey())
  const client = createLatch({
    projectId: 'latch-demo',
    servicesUrl: options.servicesUrl ?? server.url,
    networks: [mainnet],
    adapters: [createTestAdapter({ accounts: [key.address] })],
    storage: createMemoryBackend(),
    isMobile: () => false,
  })
  await client.start()
  await client.connect({ connectorId: 'test-eip155' })
  const signed: string[] = []
  const names = createNameActions(client.store, {
    services: createServicesContext({ baseUrl: options.servicesUrl ?? server.url, projectId: 'latch-demo' }),
    account: () => ({ address: key.address, chainId: 1 }),
    signMessage: (message) => {
      signed.push(message)
      return key.signMessage({ message })
    },
    pushView: client.router.push,
    replaceView: client.router.replace,
    showToast: client.showToast,
    now: () => signedAt,
  })
  return { client, names, key, signed }
}

describe('account name rules', () => {
  test('a name needs at least 4 characters of letters, digits or hyphen', () => {
    expect(accountNameError('abc')).toBe('Use at least 4 characters')
    expect(accountNameError('ab_c')).toBe('Use only letters, digits and hyphens')
    expect(accountNameError('al ice')).toBe('Use only letters, digits and hyphens')
    expect(accountNameError('a'.repeat(64))).toBe('Use at most 63 characters')
    expect(accountNameError('Alice-42')).toBeUndefined()
  })

  test("the name field says 'Required' when submitted empty, else the rule it breaks", () => {
    expect(accountNameFieldMessage('')).toBe('Required')
    expect(accountNameFieldMessage('   ')).toBe('Required')
    expect(accountNameFieldMessage('abc')).toBe('Use at least 4 characters')
    expect(accountNameFieldMessage('<b>x</b>')).toBe('Use only letters, digits and hyphens')
    expect(accountNameFieldMessage('alice')).toBeUndefined()
  })

  test('names live in the latch.id zone unless told otherwise, lower-cased', () => {
    expect(fullName('Alice')).toBe('alice.latch.id')
    expect(fullName('bob1', 'other.id')).toBe('bob1.other.id')
    expect(labelOf(' alice.latch.id ')).toBe('alice')
    expect(labelOf('alice')).toBe('alice')
  })
})

describe('names against the services server', () => {
  test('a name breaking the rules is refused before any request', async () => {
    const { client, names } = await connectedNames()
    const before = client.store.getState().names
    await names.checkName('ab')
    expect(client.store.getState().names).toMatchObject({
      status: 'invalid',
      error: 'Use at least 4 characters',
    })
    expect(before.status).toBe('idle')
    expect(await names.registerName('a_b_c')).toBe(false)
    expect(client.store.getState().names.error).toBe('Use only letters, digits and hyphens')
  })

  test('a free name is available with free suggestions; registering signs JSON {name, attributes, timestamp in seconds} bound to the server, purpose and account', async () => {
    const { client, names, key, signed } = await connectedNames()
    const label = unique()
    await names.checkName(label)
    const checked = client.store.getState().names
    expect(checked.status).toBe('available')
    expect(checked.suggestions.length).toBeGreaterThan(0)
    expect(checked.suggestions.every((s) => s.name.endsWith('.latch.id') && !s.registered)).toBe(true)

    expect(await names.registerName(label)).toBe(true)
    expect(JSON.parse(signed[0] ?? '')).toEqual({
      name: `${label}.latch.id`,
      attributes: {},
      timestamp: Math.floor(signedAt / 1000),
      domain: new URL(server.url).hostname,
      purpose: 'latch-name-registration',
      address: key.address,
    })
    expect(client.store.getState().router).toMatchObject({
      view: 'RegisterAccountNameSuccess',
      data: { name: `${label}.latch.id` },
    })
    expect(client.store.getState().accounts.eip155?.profileName).toBe(`${label}.latch.id`)
    // The server kept it for this address and the coin type of the chain.
    const profile = await fetch(`${server.url}/v1/profile/account/${label}.latch.id`).then((r) => r.json())
    expect(profile.addresses).toEqual({ [String(chainIdToCoinType(1))]: { address: key.address } })
  })

  test('a taken name shows as taken', async () => {
    const first = await connectedNames()
    const label = unique()
    expect(await first.names.registerName(label)).toBe(true)
    const second = await connectedNames()
    await second.names.checkName(label.toUpperCase())
    expect(second.client.store.getState().names.status).toBe('taken')
  })

  test("a refused registration says 'Error registering name {name}' and returns to RegisterAccountName", async () => {
    // The client's own wallet here signs with a key the server does not accept for the address.
    const { client } = await connectedNames()
    client.open({ view: 'RegisterAccountName' })
    const label = unique()
    expect(await client.names.registerName(label)).toBe(false)
    const text = `Error registering name ${label}.latch.id`
    expect(client.store.getState().router).toMatchObject({
      view: 'RegisterAccountName',
      data: { error: text },
    })
    expect(client.store.getState().names).toMatchObject({ error: text, registering: false })
    expect(client.store.getState().toast).toMatchObject({ message: text, variant: 'error' })
  })

  test("the connected account's name is fetched for the Account view", async () => {
    const { client, names } = await connectedNames()
    expect(await names.fetchAccountName()).toBeUndefined()
    expect(client.store.getState().accounts.eip155?.profileName).toBeNull()
    const label = unique()
    await names.registerName(label)
    expect(await names.fetchAccountName()).toBe(`${label}.latch.id`)
  })

  test('an account with no registered name shows the identity the services know for it', async () => {
    // The services here would only ever answer identity from their own names, so an identity of
    // another origin (an ENS name, say) is served by a small server that knows one.
    const known = { name: 'vitalik.eth', avatar: 'https://avatars.example/v.png' }
    const asked: string[] = []
    const identityServer = createServer((request, response) => {
      asked.push(request.url ?? '')
      response.setHeader('content-type', 'application/json')
      response.setHeader('access-control-allow-origin', '*')
      const path = new URL(request.url ?? '/', 'http://x').pathname
      response.end(JSON.stringify(path.startsWith('/v1/identity/') ? known : []))
    })
    await new Promise<void>((done) => identityServer.listen(0, '127.0.0.1', done))
    try {
      const { port } = identityServer.address() as AddressInfo
      const { client, names, key } = await connectedNames({ servicesUrl: `http://127.0.0.1:${port}` })
      expect(await names.fetchAccountName()).toBe('vitalik.eth')
      expect(client.store.getState().accounts.eip155).toMatchObject({
        profileName: 'vitalik.eth',
        profileImage: known.avatar,
      })
      const paths = asked.map((url) => new URL(url, 'http://x').pathname)
      expect(paths).toContain(`/v1/profile/reverse/${key.address}`)
      expect(paths).toContain(`/v1/identity/${key.address}`)
    } finally {
      await new Promise((done) => identityServer.close(done))
    }
  })

  test('an account holding several names shows the one it registered last here', async () => {
    const { client, names } = await connectedNames()
    const first = unique()
    const second = unique()
    expect(await names.registerName(first)).toBe(true)
    expect(await names.registerName(second)).toBe(true)
    expect(await names.fetchAccountName()).toBe(`${second}.latch.id`)
    expect(client.store.getState().accounts.eip155?.profileName).toBe(`${second}.latch.id`)
  })

  test("after an account switch the old account's name is not shown while the new one's is looked up", async () => {
    const first = privateKeyToAccount(generatePrivateKey())
    const second = privateKeyToAccount(generatePrivateKey())
    const adapter = createTestAdapter({ accounts: [first.address] })
    const client = createLatch({
      projectId: 'latch-demo',
      networks: [mainnet],
      adapters: [adapter],
      storage: createMemoryBackend(),
      isMobile: () => false,
    })
    await client.start()
    await client.connect({ connectorId: 'test-eip155' })
    let wallet = first
    const names = createNameActions(client.store, {
      services: createServicesContext({ baseUrl: server.url, projectId: 'latch-demo' }),
      account: () => ({ address: wallet.address, chainId: 1 }),
      signMessage: (message) => wallet.signMessage({ message }),
      pushView: client.router.push,
      replaceView: client.router.replace,
      showToast: client.showToast,
      now: () => signedAt,
    })
    const label = unique()
    expect(await names.registerName(label)).toBe(true)
    expect(client.store.getState().accounts.eip155?.profileName).toBe(`${label}.latch.id`)

    wallet = second
    adapter.emit({ type: 'accountsChanged', connectorId: 'test-eip155', accounts: [second.address] })
    const lookup = names.fetchAccountName()
    expect(client.store.getState().accounts.eip155).toMatchObject({
      address: second.address,
      profileName: undefined,
    })
    expect(isNameRegistrationOffered(client.store.getState())).toBe(false)
    expect(await lookup).toBeUndefined()
    expect(client.store.getState().accounts.eip155?.profileName).toBeNull()
    expect(isNameRegistrationOffered(client.store.getState())).toBe(true)
  })

  test("an unreachable server gives 'Error resolving name' and 'Error fetching name suggestions'", async () => {
    const { client, names } = await connectedNames({ servicesUrl: 'http://127.0.0.1:9' })
    await names.checkName('alice')
    expect(client.store.getState().names).toMatchObject({
      status: 'error',
      error: 'Error resolving name',
      suggestionsError: 'Error fetching name suggestions',
    })
    await expect(names.fetchAccountName()).rejects.toThrow('Error fetching names for address')
  })
})

describe('the offer to register a name in Account', () => {
  test('an eip155 account whose lookup found no name is offered one; once it holds a name it is not', async () => {
    const { client, names } = await connectedNames()
    // The client asks for the name by itself as the account connects.
    await vi.waitFor(() => expect(client.store.getState().accounts.eip155?.profileName).toBeNull())
    expect(isNameRegistrationOffered(client.store.getState())).toBe(true)
    expect(await names.registerName(unique())).toBe(true)
    expect(isNameRegistrationOffered(client.store.getState())).toBe(false)
  })

  test('nothing is offered while the lookup is on its way, on another namespace, or without a services server', async () => {
    const { client } = await connectedNames()
    await vi.waitFor(() => expect(client.store.getState().accounts.eip155?.profileName).toBeNull())
    const state = client.store.getState()
    const account = state.accounts.eip155
    if (!account) throw new Error('the account is connected')
    const pending = { ...state.accounts, eip155: { ...account, profileName: undefined } }
    expect(isNameRegistrationOffered({ ...state, accounts: pending })).toBe(false)
    expect(
      isNameRegistrationOffered({ ...state, networks: { ...state.networks, activeNamespace: 'solana' } }),
    ).toBe(false)

    const key = privateKeyToAccount(generatePrivateKey())
    const offline = createLatch({
      projectId: 'latch-demo',
      networks: [mainnet],
      adapters: [createTestAdapter({ accounts: [key.address] })],
      storage: createMemoryBackend(),
      isMobile: () => false,
    })
    await offline.start()
    await offline.connect({ connectorId: 'test-eip155' })
    expect(offline.store.getState().accounts.eip155?.profileName).toBeUndefined()
    expect(isNameRegistrationOffered(offline.store.getState())).toBe(false)
  })
})
