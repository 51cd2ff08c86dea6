// The swap's gas price against the real services server on a real devnet (anvil), through a real
// core client whose wallet is the in-memory test adapter: the quote is asked with the network's
// gas price and its cost shown at it; a network the services do not price is never quoted; a
// failed gas price call ends in an error with Try again.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type Devnet, devnetCaipNetwork, startDevnet } from '@latch/devnet'
import { type RunningServer, startServer } from '@latch/server'
import { createPublicClient, http } from 'viem'
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest'
import { servicesDoor } from '../../test/support/services-door'
import { createTestAdapter } from '../adapter/test-adapter'
import type { CaipNetwork } from '../adapter/types'
import { GAS_PRICE_LIFE_MS } from '../cache/cache'
import { createLatch } from '../client/createLatch'
import type { LatchClient } from '../client/types'
import { createMemoryBackend } from '../storage/storage'
import { editSwapDraft } from './draft'
import { getCurrentQuote, getSwapNetworkCost, getSwapState } from './getters'

let devnet: Devnet
/** Swaps on both devnet chains. */
let server: RunningServer
/** Swaps on the first devnet chain only: it prices no gas on the second. */
let firstChainOnly: RunningServer
const dataDirs: string[] = []
let l1: CaipNetwork
let l2: CaipNetwork

async function services(chains: number[]) {
  const dataDir = mkdtempSync(join(tmpdir(), 'latch-core-swap-'))
  dataDirs.push(dataDir)
  return startServer({ dataDir, manifest: devnet.manifest, log: 'silent', indexer: false, swap: { chains } })
}

beforeAll(async () => {
  devnet = await startDevnet()
  const [first, second] = devnet.manifest.chains as [
    Devnet['manifest']['chains'][number],
    Devnet['manifest']['chains'][number],
  ]
  l1 = devnetCaipNetwork(first)
  l2 = devnetCaipNetwork(second)
  ;[server, firstChainOnly] = await Promise.all([services([first.id, second.id]), services([first.id])])
}, 60_000)

afterAll(async () => {
  await Promise.all([server?.stop(), firstChainOnly?.stop()])
  await devnet?.stop()
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true })
})

afterEach(() => {
  vi.restoreAllMocks()
  vi.useRealTimers()
})

const clients: LatchClient[] = []
const doors: Array<Awaited<ReturnType<typeof servicesDoor>>> = []
afterEach(async () => {
  for (const client of clients.splice(0)) {
    await client.swap.close()
    client.destroy()
  }
  for (const door of doors.splice(0)) await door.close()
})

/** Services in front of the server swapping on both chains, that the test can close or swap out. */
async function openDoor() {
  const door = await servicesDoor(server.url)
  doors.push(door)
  await door.open()
  return door
}

/** A client connected with devnet account #0 on `network`, its swap list both devnet chains. */
async function connected(network: CaipNetwork, servicesUrl = server.url) {
  const client = createLatch({
    projectId: 'latch-demo',
    networks: [l1, l2],
    adapters: [createTestAdapter({ accounts: [devnet.manifest.accounts[0] as string], chainId: l1.id })],
    storage: createMemoryBackend(),
    servicesUrl,
    swapChainIds: [l1.id as number, l2.id as number],
  })
  clients.push(client)
  await client.start()
  await client.connect({ connectorId: 'test-eip155' })
  await client.switchNetwork(network)
  return client
}

/** The swap calls that reach the services, in order, seen through the real fetch (nothing is faked). */
function watchSwapCalls() {
  const spy = vi.spyOn(globalThis, 'fetch')
  return () =>
    spy.mock.calls
      .map(([input]) => new URL(String(input)))
      .filter((url) => url.pathname.startsWith('/v1/convert/') && url.pathname !== '/v1/convert/tokens')
}

/** Types an amount as the Swap view does, and waits for the quote to settle (ready or failed). */
async function typeAmount(client: LatchClient, amount: string) {
  editSwapDraft(client, { amount })
  await vi.waitFor(
    () => expect(getCurrentQuote(client.store.getState())?.status).toMatch(/^(ready|error)$/),
    {
      timeout: 10_000,
    },
  )
  return getCurrentQuote(client.store.getState())
}

describe('the swap asks the services for the gas price and quotes with it', () => {
  test("a quote is asked with the network's gas price, and the cost shown is the quote's gas at that price", async () => {
    const client = await connected(l1)
    const calls = watchSwapCalls()
    await client.swap.open()
    expect(getSwapState(client.store.getState()).tokens.status).toBe('ready')
    // Opening the form asks for no gas price: there is nothing to quote yet.
    expect(calls()).toEqual([])

    const quote = await typeAmount(client, '0.5')
    if (quote?.status !== 'ready') throw new Error(`no quote: ${JSON.stringify(quote)}`)
    const [gasPriceCall, quoteCall, ...rest] = calls()
    expect(rest).toEqual([])
    expect(gasPriceCall?.pathname).toBe('/v1/convert/gas-price')
    expect(gasPriceCall?.searchParams.get('chainId')).toBe(l1.caipNetworkId)
    expect(quoteCall?.pathname).toBe('/v1/convert/quotes')
    expect(quoteCall?.searchParams.get('gasPrice')).toBe(quote.gasPrice)

    // The services' standard price: the chain's base fee times 1.2, plus the priority fee.
    const chain = createPublicClient({ transport: http(l1.rpcUrls.default.http[0]) })
    const [block, tip] = await Promise.all([chain.getBlock(), chain.estimateMaxPriorityFeePerGas()])
    const base = ((block.baseFeePerGas as bigint) * 12n + 9n) / 10n
    expect(quote.gasPrice).toBe(String(base + tip))

    const cost = getSwapNetworkCost(client.store.getState())
    expect(cost).toBe(BigInt(quote.quote.gas as string) * BigInt(quote.gasPrice))
    // The services priced the quote at the gas price sent, so both sides show the same cost.
    expect(quote.quote.gasPrice).toBe(quote.gasPrice)
    expect(quote.quote.networkCost).toBe(String(cost))
  })

  test('the quotes asked as the visitor types share one gas price until it is GAS_PRICE_LIFE_MS old', async () => {
    const client = await connected(l1)
    await client.swap.open()
    const calls = watchSwapCalls()
    const asked = (path: string) => calls().filter((url) => url.pathname === path).length
    vi.useFakeTimers({ toFake: ['Date'] })

    expect((await typeAmount(client, '0.1'))?.status).toBe('ready')
    expect((await typeAmount(client, '0.2'))?.status).toBe('ready')
    expect([asked('/v1/convert/gas-price'), asked('/v1/convert/quotes')]).toEqual([1, 2])

    vi.advanceTimersByTime(GAS_PRICE_LIFE_MS)
    expect((await typeAmount(client, '0.3'))?.status).toBe('ready')
    expect([asked('/v1/convert/gas-price'), asked('/v1/convert/quotes')]).toEqual([2, 3])
  })

  test("on a network the services do not price, 'Network not supported for Gas Price' shows and nothing is quoted", async () => {
    // The tokens come from services that swap on the second chain; then they are replaced by
    // services that swap on the first one only, while the visitor has the form open.
    const door = await openDoor()
    const client = await connected(l2, door.url)
    await client.swap.open()
    expect(getSwapState(client.store.getState())).toMatchObject({
      network: l2.caipNetworkId,
      tokens: { status: 'ready' },
    })
    await door.close()
    await door.open(firstChainOnly.url)
    const calls = watchSwapCalls()

    const quote = await typeAmount(client, '0.5')
    expect(quote).toMatchObject({
      status: 'error',
      error: 'Network not supported for Gas Price',
      retryable: false,
    })
    expect(calls().map((url) => url.pathname)).toEqual(['/v1/convert/gas-price'])
    expect(getSwapNetworkCost(client.store.getState())).toBeUndefined()
  })

  test('a failed gas price call ends in an error with Try again, not a spinner; Try again quotes once the services answer', async () => {
    const door = await openDoor()
    const client = await connected(l1, door.url)
    await client.swap.open()
    await door.close()
    const calls = watchSwapCalls()

    const failed = await typeAmount(client, '0.5')
    expect(failed).toMatchObject({ status: 'error', retryable: true })
    expect(calls().map((url) => url.pathname)).toEqual(['/v1/convert/gas-price'])

    await door.open()
    await client.swap.refreshQuote()
    const quote = getCurrentQuote(client.store.getState())
    expect(quote?.status).toBe('ready')
    expect(calls().map((url) => url.pathname)).toEqual([
      '/v1/convert/gas-price',
      '/v1/convert/gas-price',
      '/v1/convert/quotes',
    ])
    expect(getSwapNetworkCost(client.store.getState())).toBeGreaterThan(0n)
  })
})
