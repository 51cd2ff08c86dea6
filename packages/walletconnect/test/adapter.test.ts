// The adapter against the real protocol: our relay, the official sign client, a @reown/walletkit
// wallet holding a devnet key, and the devnet chains.
import type { AdapterEvent, CaipNetwork } from '@latch/core'
import { runAdapterContract } from '@latch/core/testing'
import { type Devnet, devnetCaipNetwork, startDevnet } from '@latch/devnet'
import { type Relay, startRelay } from '@latch/relay'
import { createPublicClient, type Hex, http, parseEther, verifyMessage } from 'viem'
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest'
import {
  type DisplayUriEvent,
  memoryStorage,
  type WalletConnectAdapter,
  walletConnectAdapter,
} from '../src/index'
import { DAPP_METADATA, until } from './helpers'
import { PROJECT_ID, startTestWallet, type TestWallet } from './wallet'

let devnet: Devnet
let relay: Relay
const cleanups: (() => unknown)[] = []

// The contract suite reads its networks while tests are collected, before the devnet runs, so
// these are filled in place once it does.
const slots = [31337, 31338].map((id) => ({ id }) as CaipNetwork) as [CaipNetwork, CaipNetwork]
const networks = () => slots

// Every HTTP request made in this file (clients, wallet, viem) is noted by host, to prove at the
// end that nothing went to an online service (telemetry, Verify, hosted RPC).
const hostsContacted = new Set<string>()
const realFetch = globalThis.fetch
globalThis.fetch = (input, init) => {
  const url = input instanceof Request ? input.url : String(input)
  hostsContacted.add(new URL(url).hostname)
  return realFetch(input, init)
}

beforeAll(async () => {
  ;[devnet, relay] = await Promise.all([startDevnet(), startRelay({ port: 0 })])
  devnet.manifest.chains.forEach((chain, i) => {
    if (slots[i]) Object.assign(slots[i], devnetCaipNetwork(chain))
  })
}, 120_000)

afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

afterAll(async () => {
  globalThis.fetch = realFetch
  await relay?.stop()
  await devnet?.stop()
})

const chains = () => devnet.manifest.chains

async function wallet(options: { knownChainIds?: number[]; rejectProposals?: boolean } = {}) {
  const known = chains().filter((c) => (options.knownChainIds ?? [31337, 31338]).includes(c.id))
  const w = await startTestWallet({
    relayUrl: relay.url,
    mnemonic: devnet.manifest.mnemonic,
    chains: known,
    allChains: chains(),
    rejectProposals: options.rejectProposals,
  })
  cleanups.push(() => w.stop())
  return w
}

function adapter(storage = memoryStorage()) {
  const a = walletConnectAdapter({
    projectId: PROJECT_ID,
    relayUrl: relay.url,
    metadata: DAPP_METADATA,
    storage,
    logLevel: 'silent',
  })
  void a.setup({ networks: networks() })
  cleanups.push(() => a.destroy?.())
  return a
}

/** Shows every URI the adapter makes to the wallet, as a visitor scanning the QR code would. */
function scanWith(a: WalletConnectAdapter, w: TestWallet) {
  const uris: DisplayUriEvent[] = []
  const off = a.onDisplayUri((event) => {
    uris.push(event)
    void w.pair(event.uri)
  })
  cleanups.push(off)
  return uris
}

function record(a: WalletConnectAdapter) {
  const events: AdapterEvent[] = []
  cleanups.push(a.on((e) => events.push(e)))
  return events
}

const connectorId = 'walletConnect'

describe('WalletConnect adapter over a local relay', () => {
  test('pairing with the shown URI and wallet approval report the wallet address and chain', async () => {
    const w = await wallet()
    const a = adapter()
    const uris = scanWith(a, w)
    const before = Date.now()
    const connection = await a.connect({ connectorId, chainId: 31337 })
    expect(connection).toEqual({ connectorId, accounts: [w.address], chainId: 31337 })
    expect(uris).toHaveLength(1)
    expect(uris[0]?.uri).toMatch(/^wc:[0-9a-f]{64}@2\?/)
    expect(uris[0]?.expiresAt).toBeGreaterThanOrEqual(before + 4 * 60 * 1000)
    expect(a.pairing).toBeUndefined()
  })

  test('the project id and metadata given at setup serve when the options leave them out', async () => {
    const w = await wallet()
    const a = walletConnectAdapter({ relayUrl: relay.url, storage: memoryStorage(), logLevel: 'silent' })
    cleanups.push(() => a.destroy?.())
    const metadata = DAPP_METADATA
    await a.setup({ networks: networks(), projectId: PROJECT_ID, metadata })
    scanWith(a, w)
    const connection = await a.connect({ connectorId, chainId: 31337 })
    expect(connection.accounts).toEqual([w.address])
  })

  test("with no project id in the options nor at setup, connecting fails with 'Project ID Not Configured'", async () => {
    const a = walletConnectAdapter({ relayUrl: relay.url, storage: memoryStorage(), logLevel: 'silent' })
    cleanups.push(() => a.destroy?.())
    await a.setup({ networks: networks() })
    await expect(a.connect({ connectorId, chainId: 31337 })).rejects.toThrow(/^Project ID Not Configured/)
  })

  test('once destroyed, the adapter refuses its wallet calls, before and after its session loaded', async () => {
    const fresh = adapter()
    fresh.destroy?.()
    await expect(fresh.reconnect({ connectorId })).rejects.toThrow('The WalletConnect adapter was destroyed')

    const w = await wallet()
    const used = adapter()
    scanWith(used, w)
    await used.connect({ connectorId, chainId: 31337 })
    used.destroy?.()
    await expect(
      used.signMessage({ connectorId, address: w.address, message: 'after destroy' }),
    ).rejects.toThrow('The WalletConnect adapter was destroyed')
  })

  test('personal_sign is signed by the wallet and verifies with viem', async () => {
    const w = await wallet()
    const a = adapter()
    scanWith(a, w)
    const { accounts } = await a.connect({ connectorId, chainId: 31337 })
    const message = 'Sign in to Latch\nnonce: 42'
    const signature = await a.signMessage({ connectorId, address: accounts[0] as string, message })
    expect(await verifyMessage({ address: w.address, message, signature: signature as Hex })).toBe(true)
    expect(w.seen.requests).toEqual(['personal_sign'])
  })

  test('eth_sendTransaction is signed by the wallet and mined on the devnet', async () => {
    const w = await wallet()
    const a = adapter()
    scanWith(a, w)
    await a.connect({ connectorId, chainId: 31337 })
    const [network] = networks()
    const to = devnet.manifest.accounts[1] as Hex
    const client = createPublicClient({ transport: http(network.rpcUrls.default.http[0]) })
    const balanceBefore = await client.getBalance({ address: to })
    const hash = await a.sendTransaction({
      connectorId,
      from: w.address,
      to,
      value: parseEther('0.25'),
      network,
    })
    const receipt = await client.waitForTransactionReceipt({ hash: hash as Hex })
    expect(receipt.status).toBe('success')
    expect(receipt.from.toLowerCase()).toBe(w.address.toLowerCase())
    expect(await client.getBalance({ address: to })).toBe(balanceBefore + parseEther('0.25'))
  })

  test('switching 31337 -> 31338 goes through the session and later requests use the new chain', async () => {
    const w = await wallet()
    const a = adapter()
    scanWith(a, w)
    const events = record(a)
    await a.connect({ connectorId, chainId: 31337 })
    const [, second] = networks()
    await a.switchNetwork({ connectorId, network: second })
    expect(events.filter((e) => e.type === 'chainChanged')).toEqual([
      { type: 'chainChanged', connectorId, chainId: 31338 },
    ])
    expect(await a.request(connectorId, { method: 'eth_chainId' })).toBe('0x7a6a')
    expect(w.seen.requests).toEqual(['wallet_switchEthereumChain'])
    const hash = await a.sendTransaction({
      connectorId,
      from: w.address,
      to: w.address,
      value: 0n,
      network: second,
    })
    const client = createPublicClient({ transport: http(second.rpcUrls.default.http[0]) })
    expect((await client.waitForTransactionReceipt({ hash: hash as Hex })).status).toBe('success')
  })

  test('switching to the chain the session is already on asks the wallet nothing', async () => {
    const w = await wallet()
    const a = adapter()
    scanWith(a, w)
    const events = record(a)
    await a.connect({ connectorId, chainId: 31337 })
    await a.switchNetwork({ connectorId, network: networks()[0] })
    expect(w.seen.requests).toEqual([])
    expect(events.filter((e) => e.type === 'chainChanged')).toEqual([])
  })

  test('a wallet that does not know the chain (4902) gets it added, then switches', async () => {
    const w = await wallet({ knownChainIds: [31337] })
    const a = adapter()
    scanWith(a, w)
    const first = await a.connect({ connectorId, chainId: 31337 })
    expect(first.chainId).toBe(31337)
    const [, second] = networks()
    await a.switchNetwork({ connectorId, network: second })
    expect(w.seen.requests).toEqual([
      'wallet_switchEthereumChain',
      'wallet_addEthereumChain',
      'wallet_switchEthereumChain',
    ])
    const hash = await a.sendTransaction({
      connectorId,
      from: w.address,
      to: w.address,
      value: 0n,
      network: second,
    })
    expect(hash).toMatch(/^0x[0-9a-f]{64}$/)
  })

  test('a new adapter over the same storage reconnects to the stored session without a new pairing', async () => {
    const w = await wallet()
    const storage = memoryStorage()
    const first = adapter(storage)
    scanWith(first, w)
    const connection = await first.connect({ connectorId, chainId: 31337 })
    await first.switchNetwork({ connectorId, network: networks()[1] })
    first.destroy?.()

    const second = adapter(storage)
    const uris: DisplayUriEvent[] = []
    cleanups.push(second.onDisplayUri((e) => uris.push(e)))
    const restored = await second.reconnect({ connectorId })
    expect(restored).toEqual({ connectorId, accounts: connection.accounts, chainId: 31338 })
    const signature = await second.signMessage({ connectorId, address: w.address, message: 'after reload' })
    expect(
      await verifyMessage({ address: w.address, message: 'after reload', signature: signature as Hex }),
    ).toBe(true)
    expect(uris).toHaveLength(0)
    expect(w.seen.proposals).toBe(1)
  })

  test('the relay drops and returns on the same port: the session resumes with no new pairing', async () => {
    // Its own relay, so stopping it touches no other test.
    const own = await startRelay({ port: 0 })
    let current: Relay | undefined = own
    cleanups.push(() => current?.stop())
    const w = await startTestWallet({
      relayUrl: own.url,
      mnemonic: devnet.manifest.mnemonic,
      chains: chains(),
      allChains: chains(),
    })
    cleanups.push(() => w.stop())
    const a = walletConnectAdapter({
      projectId: PROJECT_ID,
      relayUrl: own.url,
      metadata: DAPP_METADATA,
      storage: memoryStorage(),
      logLevel: 'silent',
    })
    await a.setup({ networks: networks() })
    cleanups.push(() => a.destroy?.())
    const uris = scanWith(a, w)
    const events = record(a)
    const { accounts } = await a.connect({ connectorId, chainId: 31337 })
    expect(uris).toHaveLength(1)

    // The relay process goes away: every socket is cut and the port is closed.
    await own.stop()
    current = undefined
    // Down long enough for both clients' first reconnect attempts to fail.
    await new Promise((r) => setTimeout(r, 3_000))
    expect(a.pairing).toBeUndefined()
    current = await startRelay({ port: own.port })

    // The wallet speaks first: the app, which has sent nothing since, still hears it.
    const [topic] = Object.keys(w.kit.getActiveSessions())
    await w.kit.emitSessionEvent({
      topic: topic as string,
      chainId: 'eip155:31338',
      event: { name: 'chainChanged', data: 31338 },
    })
    await until(() => events.some((e) => e.type === 'chainChanged'))
    expect(events).toContainEqual({ type: 'chainChanged', connectorId, chainId: 31338 })

    const message = 'after the relay came back'
    const signature = await a.signMessage({ connectorId, address: accounts[0] as string, message })
    expect(await verifyMessage({ address: w.address, message, signature: signature as Hex })).toBe(true)
    expect(uris).toHaveLength(1)
    expect(w.seen.proposals).toBe(1)
    expect(events.filter((e) => e.type === 'disconnect')).toEqual([])
    expect(await a.reconnect({ connectorId })).toEqual({ connectorId, accounts, chainId: 31338 })
  }, 60_000)

  test('a disconnect from the wallet reaches the adapter as a disconnect event', async () => {
    const w = await wallet()
    const a = adapter()
    scanWith(a, w)
    const events = record(a)
    await a.connect({ connectorId, chainId: 31337 })
    await w.disconnectAll()
    await until(() => events.some((e) => e.type === 'disconnect'))
    expect(events).toContainEqual({ type: 'disconnect', connectorId })
    expect(await a.reconnect({ connectorId })).toBeNull()
  })

  test('a disconnect from the app ends the session on the wallet too', async () => {
    const w = await wallet()
    const a = adapter()
    scanWith(a, w)
    await a.connect({ connectorId, chainId: 31337 })
    expect(Object.keys(w.kit.getActiveSessions())).toHaveLength(1)
    await a.disconnect({ connectorId })
    expect(await a.reconnect({ connectorId })).toBeNull()
    await until(() => Object.keys(w.kit.getActiveSessions()).length === 0)
  })

  test('a rejected proposal fails the connect and leaves the adapter ready to retry with a fresh URI', async () => {
    const w = await wallet({ rejectProposals: true })
    const a = adapter()
    const uris = scanWith(a, w)
    const refused = a.connect({ connectorId, chainId: 31337 })
    await expect(refused).rejects.toBeInstanceOf(Error)
    await expect(refused).rejects.toMatchObject({ code: 5000, message: 'The wallet declined the connection' })
    expect(a.pairing).toBeUndefined()
    w.setRejectProposals(false)
    const connection = await a.connect({ connectorId, chainId: 31337 })
    expect(connection.accounts).toEqual([w.address])
    expect(uris).toHaveLength(2)
    expect(uris[1]?.uri).not.toBe(uris[0]?.uri)
  })

  test("a wallet's error answer reaches the caller as an Error with the wallet's code and message", async () => {
    const w = await wallet({ knownChainIds: [31337] })
    const a = adapter()
    scanWith(a, w)
    await a.connect({ connectorId, chainId: 31337 })
    const refused = a.request(connectorId, {
      method: 'wallet_switchEthereumChain',
      params: [{ chainId: '0x1' }],
    })
    await expect(refused).rejects.toBeInstanceOf(Error)
    await expect(refused).rejects.toMatchObject({ code: 4902, message: 'Unrecognized chain ID 1' })
  })

  test('balance is read from the network RPC URL as a decimal string', async () => {
    const a = adapter()
    const result = await a.getBalance({
      address: devnet.manifest.accounts[2] as string,
      network: networks()[0],
    })
    expect(result.symbol).toBe(networks()[0].nativeCurrency.symbol)
    expect(result.balance).toMatch(/^\d+(\.\d+)?$/)
    expect(Number(result.balance)).toBeGreaterThan(0)
  })

  test('offers one WalletConnect connector, naming its mark on the services server, and refuses other connector ids', async () => {
    const a = adapter()
    expect(a.getConnectors()).toEqual([
      {
        id: 'walletConnect',
        name: 'WalletConnect',
        type: 'WALLET_CONNECT',
        chain: 'eip155',
        imageId: 'walletconnect',
      },
    ])
    await expect(a.connect({ connectorId: 'injected', chainId: 31337 })).rejects.toThrow(
      /WalletConnectConnector not found/,
    )
  })
})

describe('adapter contract', () => {
  let contractWallet: TestWallet
  beforeAll(async () => {
    contractWallet = await startTestWallet({
      relayUrl: relay.url,
      mnemonic: devnet.manifest.mnemonic,
      chains: chains(),
      allChains: chains(),
    })
  })
  afterAll(() => contractWallet?.stop())

  runAdapterContract(
    'walletconnect',
    () => {
      const a = adapter()
      a.onDisplayUri((e) => void contractWallet.pair(e.uri))
      return a
    },
    {
      describe,
      test,
      expect: expect as never,
      networks: slots,
      timeout: 30_000,
    },
  )
})

test('no request in this suite went anywhere but this machine', () => {
  expect(hostsContacted.size).toBeGreaterThan(0)
  expect([...hostsContacted]).toEqual(['127.0.0.1'])
})
