// Portfolio actions against the real services server on a real devnet (anvil), through a real
// core client whose wallet is the in-memory test adapter holding devnet account #0.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type Devnet, devnetCaipNetwork, startDevnet } from '@latch/devnet'
import { type RunningServer, startServer } from '@latch/server'
import { createPublicClient, createWalletClient, defineChain, http, parseEther } from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest'
import { servicesDoor, unreachableUrl } from '../../test/support/services-door'
import { createTestAdapter } from '../adapter/test-adapter'
import type { CaipNetwork } from '../adapter/types'
import { createLatch } from '../client/createLatch'
import { bitcoin, solana } from '../networks/predefined'
import { sendValueUsd } from '../send/rules'
import { createMemoryBackend } from '../storage/storage'
import { getCurrentTab, getTokenBalance } from './getters'

let devnet: Devnet
let server: RunningServer
let dataDir: string
let l1: CaipNetwork

beforeAll(async () => {
  devnet = await startDevnet()
  dataDir = mkdtempSync(join(tmpdir(), 'latch-core-portfolio-'))
  server = await startServer({
    dataDir,
    manifest: devnet.manifest,
    log: 'silent',
    indexer: { pollMs: 60_000 },
  })
  await server.server.indexer?.sync()
  const chain = devnet.manifest.chains[0] as Devnet['manifest']['chains'][number]
  l1 = devnetCaipNetwork(chain)
}, 60_000)

afterAll(async () => {
  await server?.stop()
  await devnet?.stop()
  if (dataDir) rmSync(dataDir, { recursive: true, force: true })
})

afterEach(() => {
  vi.restoreAllMocks()
  vi.useRealTimers()
})

/** A viem wallet for devnet account `index`, sending straight to the chain (not through the modal). */
function walletOf(index: number) {
  return createWalletClient({
    account: mnemonicToAccount(devnet.manifest.mnemonic, { addressIndex: index }),
    chain: {
      ...defineChain({
        id: l1.id as number,
        name: l1.name,
        nativeCurrency: l1.nativeCurrency,
        rpcUrls: l1.rpcUrls,
      }),
    },
    transport: http(l1.rpcUrls.default.http[0]),
  })
}

const chainClient = () => createPublicClient({ transport: http(l1.rpcUrls.default.http[0]) })

function makeClient(options: { servicesUrl?: string; account?: string } = {}) {
  const adapter = createTestAdapter({
    accounts: [options.account ?? (devnet.manifest.accounts[0] as string)],
    chainId: l1.id,
  })
  const client = createLatch({
    projectId: 'latch-demo',
    networks: [l1],
    adapters: [adapter],
    storage: createMemoryBackend(),
    servicesUrl: options.servicesUrl ?? server.url,
  })
  return { client, adapter }
}

async function connected(options: Parameters<typeof makeClient>[0] = {}) {
  const made = makeClient(options)
  await made.client.start()
  await made.client.connect({ connectorId: 'test-eip155' })
  return made
}

/** Requests that reach the services server, seen through the real fetch (nothing is faked). */
function watchRequests() {
  const spy = vi.spyOn(globalThis, 'fetch')
  return () => spy.mock.calls.map(([input]) => String(input)).filter((url) => url.startsWith(server.url))
}

describe('portfolio', () => {
  test('the portfolio fetches nothing before the visitor is connected', async () => {
    const watched = watchRequests()
    // The start-up's own calls (the analytics config) are not the portfolio's.
    const requests = () => watched().filter((url) => new URL(url).pathname.startsWith('/v1/account/'))
    const { client } = makeClient()
    await client.start()
    await client.portfolio.fetchBalances()
    await client.portfolio.fetchNfts()
    await client.portfolio.fetchActivity()
    expect(requests()).toEqual([])
    expect(client.store.getState().portfolio.tokens.status).toBe('idle')
  })

  test('balances: native and ERC-20 tokens of the account, from the services server', async () => {
    const { client } = await connected()
    await client.portfolio.fetchBalances()
    const state = client.store.getState()
    expect(state.portfolio.tokens.status).toBe('ready')
    // The balances are the account's tokenBalance (spec section 3), on its namespace.
    const tokens = state.accounts.eip155?.tokenBalance ?? []
    expect(getTokenBalance(state)).toBe(tokens)
    expect(tokens.map((t) => t.symbol).sort()).toEqual(['ETH', 'LATCH', 'lUSD'])
    expect(tokens.find((t) => t.symbol === 'lUSD')?.quantity.decimals).toBe('6')
  })

  test("the native currency's balance is drawn with its network's icon; other tokens keep their own", async () => {
    const icon = 'https://icons.example/devnet.svg'
    const adapter = createTestAdapter({ accounts: [devnet.manifest.accounts[0] as string], chainId: l1.id })
    const client = createLatch({
      projectId: 'latch-demo',
      networks: [{ ...l1, assets: { imageUrl: icon } }],
      adapters: [adapter],
      storage: createMemoryBackend(),
      servicesUrl: server.url,
    })
    await client.start()
    await client.connect({ connectorId: 'test-eip155' })
    await client.portfolio.fetchBalances()
    const tokens = client.store.getState().accounts.eip155?.tokenBalance ?? []
    expect(tokens.find((t) => t.symbol === 'ETH')?.iconUrl).toBe(icon)
    expect(tokens.find((t) => t.symbol === 'LATCH')?.iconUrl).not.toBe(icon)
  })

  test('balances are cached 30 s; a forced fetch goes to the server', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    const { client } = await connected()
    const requests = watchRequests()
    await client.portfolio.fetchBalances()
    await client.portfolio.fetchBalances()
    expect(requests().filter((url) => url.includes('/balance'))).toHaveLength(1)
    vi.advanceTimersByTime(30_001)
    await client.portfolio.fetchBalances()
    await client.portfolio.fetchBalances({ force: true })
    const balanceCalls = requests().filter((url) => url.includes('/balance'))
    expect(balanceCalls).toHaveLength(3)
    expect(balanceCalls.at(-1)).toContain('forceUpdate=true')
  })

  test("a failing balance fetch shows 'Token Balance Unavailable' and is not retried within 30 s", async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    const url = await unreachableUrl()
    const { client } = await connected({ servicesUrl: url })
    const requests = vi.spyOn(globalThis, 'fetch')
    await client.portfolio.fetchBalances()
    expect(client.store.getState().toast).toMatchObject({ open: true, message: 'Token Balance Unavailable' })
    expect(client.store.getState().portfolio.tokens.status).toBe('error')
    const attempts = () => requests.mock.calls.filter(([input]) => String(input).startsWith(url)).length
    const first = attempts()
    vi.advanceTimersByTime(29_000)
    await client.portfolio.fetchBalances()
    expect(attempts()).toBe(first)
    expect(client.store.getState().portfolio.tokens.status).toBe('error')
    vi.advanceTimersByTime(1_001)
    await client.portfolio.fetchBalances()
    expect(attempts()).toBe(first + 1)
  })

  test('back online inside the balance gap: one retry when the gap ends, none before however often it flaps', async () => {
    const door = await servicesDoor(server.url)
    const { client } = await connected({ servicesUrl: door.url })
    const requests = vi.spyOn(globalThis, 'fetch')
    const balanceCalls = () =>
      requests.mock.calls.filter(([input]) => String(input).startsWith(`${door.url}/v1/account/`)).length
    try {
      await client.portfolio.fetchBalances()
      expect(client.store.getState().portfolio.tokens.status).toBe('error')
      expect(balanceCalls()).toBe(1)

      vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] })
      await door.open()
      vi.advanceTimersByTime(10_000)
      // The browser says it is online three times in a row.
      for (let i = 0; i < 3; i++) await client.portfolio.refreshWhenOnline()
      expect(balanceCalls()).toBe(1)
      expect(client.store.getState().portfolio.tokens.status).toBe('error')

      await vi.advanceTimersByTimeAsync(19_000)
      expect(balanceCalls()).toBe(1)
      await vi.advanceTimersByTimeAsync(1_100)
      vi.useRealTimers()
      await vi.waitFor(() => expect(client.store.getState().portfolio.tokens.status).toBe('ready'))
      expect(balanceCalls()).toBe(2)
      expect(
        getTokenBalance(client.store.getState())
          .map((t) => t.symbol)
          .sort(),
      ).toEqual(['ETH', 'LATCH', 'lUSD'])
    } finally {
      vi.useRealTimers()
      await door.close()
    }
  })

  test('back online with nothing failed: activity is fetched afresh, fresh balances come from the cache', async () => {
    const { client } = await connected()
    await client.portfolio.fetchBalances()
    await client.portfolio.fetchActivity()
    const requests = watchRequests()
    await client.portfolio.refreshWhenOnline()
    expect(requests().filter((url) => url.includes('/history'))).toHaveLength(1)
    expect(requests().filter((url) => url.includes('/balance'))).toHaveLength(0)
    const { tokens, activity } = client.store.getState().portfolio
    expect([tokens.status, activity.status]).toEqual(['ready', 'ready'])
  })

  test('NFTs the account holds, with collection, token id and picture', async () => {
    const { client } = await connected()
    await client.portfolio.fetchNfts()
    const { nfts } = client.store.getState().portfolio
    expect(nfts.status).toBe('ready')
    expect(nfts.items.length).toBeGreaterThanOrEqual(1)
    expect(nfts.items[0]).toMatchObject({ collection: { symbol: 'CRIT' } })
    expect(nfts.items[0]?.image).toMatch(/^data:image\//)
  })

  test('history is paged by cursor: a second page follows the first without repeats', async () => {
    // 25 self-transfers by account #5 give more than one 20-entry page.
    const account = devnet.manifest.accounts[5] as string
    const chain = devnet.manifest.chains[0] as Devnet['manifest']['chains'][number]
    for (let i = 0; i < 25; i++) {
      const response = await fetch(chain.rpcUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          jsonrpc: '2.0',
          id: i,
          method: 'eth_sendTransactionSync',
          params: [{ from: account, to: devnet.manifest.accounts[6], value: '0x1' }],
        }),
      })
      expect(((await response.json()) as { result?: { status: string } }).result?.status).toBe('0x1')
    }
    await server.server.indexer?.sync()
    const { client } = await connected({ account })
    await client.portfolio.fetchActivity()
    const first = client.store.getState().portfolio.activity
    expect(first.items).toHaveLength(20)
    expect(first.next).toBeTruthy()
    await client.portfolio.fetchActivity({ more: true })
    const second = client.store.getState().portfolio.activity
    expect(second.items.length).toBeGreaterThanOrEqual(25)
    expect(new Set(second.items.map((t) => t.id)).size).toBe(second.items.length)
    expect(second.next).toBeUndefined()
    // With no cursor left, asking for more fetches nothing.
    const requests = watchRequests()
    await client.portfolio.fetchActivity({ more: true })
    expect(requests()).toEqual([])
  })

  test("a failing history fetch shows 'Failed to fetch transactions'", async () => {
    const url = await unreachableUrl()
    const { client } = await connected({ servicesUrl: url })
    await client.portfolio.fetchActivity()
    expect(client.store.getState().toast).toMatchObject({
      open: true,
      message: 'Failed to fetch transactions',
    })
    expect(client.store.getState().portfolio.activity.status).toBe('error')
  })

  test('the native balance is read at most once per 30 s unless forced', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    const { client, adapter } = await connected()
    const reads = vi.spyOn(adapter, 'getBalance')
    await client.portfolio.refreshNativeBalance()
    await client.portfolio.refreshNativeBalance()
    expect(reads).toHaveBeenCalledTimes(1)
    await client.portfolio.refreshNativeBalance({ force: true })
    vi.advanceTimersByTime(30_001)
    await client.portfolio.refreshNativeBalance()
    expect(reads).toHaveBeenCalledTimes(3)
  })

  test('within the 30 s a balance is read again when the account state shows none (another address was shown meanwhile)', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    const { client, adapter } = await connected()
    const reads = vi.spyOn(adapter, 'getBalance')
    await client.portfolio.refreshNativeBalance()
    client.store.setState((state) => ({
      accounts: {
        ...state.accounts,
        eip155: {
          ...(state.accounts.eip155 as NonNullable<typeof state.accounts.eip155>),
          balance: undefined,
        },
      },
    }))
    await client.portfolio.refreshNativeBalance()
    expect(reads).toHaveBeenCalledTimes(2)
    expect(client.store.getState().accounts.eip155?.balance).toBeDefined()
  })

  test('a successful send refreshes balances (forced), native balance and activity; the form is cleared', async () => {
    const { client, adapter } = await connected()
    await client.portfolio.fetchBalances()
    const ether = getTokenBalance(client.store.getState()).find((t) => t.symbol === 'ETH')
    client.send.setSendForm({ token: ether, amount: '0.01', receiverAddress: devnet.manifest.accounts[1] })
    const requests = watchRequests()
    const reads = vi.spyOn(adapter, 'getBalance')
    const hash = await client.send.confirmSend()
    expect(hash).toMatch(/^0x[0-9a-f]{64}$/)
    expect(client.store.getState().send).toEqual({})
    await vi.waitFor(() => {
      expect(requests().some((url) => url.includes('/balance') && url.includes('forceUpdate=true'))).toBe(
        true,
      )
      expect(requests().some((url) => url.includes('/history'))).toBe(true)
      expect(reads).toHaveBeenCalled()
    })
  })

  test('Max spends the balance the chain has now, never a listed balance from before a send', async () => {
    const spender = walletOf(5)
    const { client } = await connected({ account: spender.account.address })
    await client.portfolio.fetchBalances()
    const listed = getTokenBalance(client.store.getState()).find((t) => t.symbol === 'ETH')
    // ETH leaves the account after the list was read: the list (and the server's 30 s cache) is stale.
    await chainClient().waitForTransactionReceipt({
      hash: await spender.sendTransaction({ to: devnet.manifest.accounts[6], value: parseEther('1') }),
    })
    const onChain = await chainClient().getBalance({ address: spender.account.address })
    client.send.setSendForm({ token: listed, amount: '', receiverAddress: devnet.manifest.accounts[6] })
    const max = parseEther(await client.send.fillMaxAmount())
    expect(parseEther(listed?.quantity.numeric ?? '0')).toBeGreaterThan(onChain)
    expect(max).toBeGreaterThan(0n)
    // What stays covers the transfer's 21,000 gas.
    expect(onChain - max).toBeGreaterThanOrEqual(21_000n)
    expect(onChain - max).toBeLessThan(parseEther('0.01'))
  })

  test('after a send the refresh waits for the block, so the balances it reads and caches are the new ones', async () => {
    const spender = walletOf(5)
    const { client } = await connected({ account: spender.account.address })
    await client.portfolio.fetchBalances()
    const rpc = chainClient()
    await rpc.request({ method: 'evm_setAutomine', params: [false] } as never)
    let refreshed = false
    try {
      const hash = await spender.sendTransaction({
        to: devnet.manifest.accounts[6],
        value: parseEther('0.5'),
      })
      const refresh = client.portfolio.refreshAfterSend(hash).then(() => {
        refreshed = true
      })
      // Not mined yet: the refresh holds back rather than read the old balance.
      await new Promise((resolve) => setTimeout(resolve, 1_500))
      expect(refreshed).toBe(false)
      await rpc.request({ method: 'evm_mine', params: [] } as never)
      await refresh
    } finally {
      await rpc.request({ method: 'evm_setAutomine', params: [true] } as never)
    }
    const onChain = await rpc.getBalance({ address: spender.account.address })
    const listed = getTokenBalance(client.store.getState()).find((t) => t.symbol === 'ETH')
    expect(parseEther(listed?.quantity.numeric ?? '0')).toBe(onChain)
  })

  test('a rejected send (4001) keeps the form exactly as it was', async () => {
    const { client, adapter } = await connected()
    await client.portfolio.fetchBalances()
    const ether = getTokenBalance(client.store.getState()).find((t) => t.symbol === 'ETH')
    client.send.setSendForm({ token: ether, amount: '0.01', receiverAddress: devnet.manifest.accounts[1] })
    const before = client.store.getState().send
    adapter.failNext('sendTransaction', Object.assign(new Error('User rejected the request'), { code: 4001 }))
    await expect(client.send.confirmSend()).rejects.toMatchObject({ code: 4001 })
    expect(client.store.getState().send).toBe(before)
  })

  test('the network fee is eth_estimateGas * eth_gasPrice from the network RPC; Max leaves room for gas', async () => {
    const { client } = await connected()
    await client.portfolio.fetchBalances()
    const items = getTokenBalance(client.store.getState())
    const ether = items.find((t) => t.symbol === 'ETH')
    client.send.setSendForm({ token: ether, amount: '1', receiverAddress: devnet.manifest.accounts[1] })
    const fee = await client.send.estimateSendFee()
    expect(fee.gas).toBe(21_000n)
    expect(fee.fee).toBe(fee.gas * fee.gasPrice)
    const max = await client.send.fillMaxAmount()
    expect(client.store.getState().send.amount).toBe(max)
    const lusd = items.find((t) => t.symbol === 'lUSD')
    client.send.setSendForm({ token: lusd, amount: '1' })
    const tokenFee = await client.send.estimateSendFee()
    expect(tokenFee.gas).toBeGreaterThan(21_000n)
    expect(await client.send.fillMaxAmount()).toBe(lusd?.quantity.numeric)
  })

  test('switching account starts the portfolio afresh', async () => {
    const { client, adapter } = await connected()
    await client.portfolio.fetchBalances()
    expect(getTokenBalance(client.store.getState()).length).toBeGreaterThan(0)
    adapter.emit({
      type: 'accountsChanged',
      connectorId: 'test-eip155',
      accounts: [devnet.manifest.accounts[7] as string],
    })
    // The other account's balances are gone with it, not shown under the new address.
    expect(client.store.getState().portfolio.tokens).toEqual({ status: 'idle' })
    expect(client.store.getState().accounts.eip155?.tokenBalance).toBeUndefined()
    expect(getTokenBalance(client.store.getState())).toEqual([])
    await client.disconnect()
    expect(client.store.getState().portfolio.key).toBeUndefined()
  })

  test('the Account tab is kept in the account state: chosen before opening, kept across opens, reset by a disconnect', async () => {
    const { client } = await connected()
    expect(getCurrentTab(client.store.getState())).toBe('Tokens')
    client.portfolio.setCurrentTab('Activity')
    expect(client.store.getState().accounts.eip155?.currentTab).toBe('Activity')
    client.open({ view: 'Account' })
    client.close()
    client.open({ view: 'Account' })
    expect(getCurrentTab(client.store.getState())).toBe('Activity')
    expect(() => client.portfolio.setCurrentTab('Settings' as never)).toThrow(
      /Unknown account tab "Settings"/,
    )
    expect(getCurrentTab(client.store.getState())).toBe('Activity')
    await client.disconnect()
    expect(getCurrentTab(client.store.getState())).toBe('Tokens')
  })

  test('balances are asked for eip155, solana and bip122 only; activity for eip155 and solana only', async () => {
    const requests = watchRequests()
    for (const [network, account] of [
      [solana, '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV'],
      [bitcoin, 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq'],
    ] as const) {
      const client = createLatch({
        projectId: 'latch-demo',
        networks: [network],
        adapters: [
          createTestAdapter({ namespace: network.chainNamespace, accounts: [account], chainId: network.id }),
        ],
        storage: createMemoryBackend(),
        servicesUrl: server.url,
      })
      await client.start()
      await client.connect({ connectorId: `test-${network.chainNamespace}` })
      await client.portfolio.fetchBalances()
      await client.portfolio.fetchActivity()
      expect(client.store.getState().portfolio.activity).toMatchObject({ status: 'ready', items: [] })
    }
    // Only the portfolio's own calls: a name lookup of an earlier test's account may land meanwhile.
    const paths = requests()
      .map((url) => new URL(url).pathname)
      .filter((path) => path.startsWith('/v1/account/'))
    expect(paths).toEqual([
      '/v1/account/7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV/balance',
      '/v1/account/7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV/history',
      '/v1/account/bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq/balance',
    ])
  })
})

describe('prices in Send', () => {
  test("the chosen token is priced through POST /v1/fungible/price, and the amount's value follows it", async () => {
    const { client } = await connected()
    await client.portfolio.fetchBalances()
    const balances = getTokenBalance(client.store.getState())
    for (const symbol of ['ETH', 'lUSD']) {
      const token = balances.find((entry) => entry.symbol === symbol)
      if (!token) throw new Error(`devnet account #0 holds no ${symbol}`)
      client.send.setSendForm({ token, amount: '2.5' })
      await client.send.priceSendToken()
      const { price } = client.store.getState().send
      // The same catalogue prices the portfolio: the two agree.
      expect(price?.usd).toBe(token.price)
      expect(Number(sendValueUsd(client.store.getState().send))).toBeCloseTo(2.5 * token.price, 9)
    }
  })

  test('with the services down the amount has no value rather than a wrong one', async () => {
    const { client } = await connected()
    await client.portfolio.fetchBalances()
    const token = getTokenBalance(client.store.getState()).find((entry) => entry.symbol === 'ETH')
    if (!token) throw new Error('devnet account #0 holds no ETH')
    const down = makeClient({ servicesUrl: await unreachableUrl() }).client
    await down.start()
    await down.connect({ connectorId: 'test-eip155' })
    down.send.setSendForm({ token, amount: '1' })
    await down.send.priceSendToken()
    expect(down.store.getState().send.price).toBeUndefined()
    expect(sendValueUsd(down.store.getState().send)).toBeUndefined()
  })
})
