// @vitest-environment happy-dom

import { bitcoin } from '@latch/core'
import { uniswapV2RouterAbi } from '@latch/devnet'
import { act, cleanup, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { encodeFunctionData, erc20Abi, maxUint256, parseEther, parseUnits } from 'viem'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { openConnected, startPortfolioWorld } from '../../../test/fixtures/portfolio'

const world = startPortfolioWorld()
beforeEach(() => localStorage.clear())
afterEach(cleanup)

// happy-dom has no layout, so its IntersectionObserver never fires. This one stands in for the
// browser: the test says when the end of the list has scrolled into view.
const observers = new Set<{ callback: IntersectionObserverCallback; targets: Element[] }>()
const realObserver = globalThis.IntersectionObserver
class ScrollObserver {
  private entry: { callback: IntersectionObserverCallback; targets: Element[] }
  constructor(callback: IntersectionObserverCallback) {
    this.entry = { callback, targets: [] }
    observers.add(this.entry)
  }
  observe(target: Element) {
    this.entry.targets.push(target)
  }
  unobserve() {}
  disconnect() {
    observers.delete(this.entry)
  }
  takeRecords() {
    return []
  }
}
function scrollToEnd() {
  for (const { callback, targets } of [...observers]) {
    const records = targets.map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry)
    callback(records, {} as IntersectionObserver)
  }
}

const SENDER = 5
beforeAll(async () => {
  globalThis.IntersectionObserver = ScrollObserver as unknown as typeof IntersectionObserver
  // 25 transfers by one account: more than the server's 20-entry page.
  const rpcUrl = world.network.rpcUrls.default.http[0] as string
  for (let i = 0; i < 25; i++) {
    await fetch(rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        jsonrpc: '2.0',
        id: i,
        method: 'eth_sendTransactionSync',
        params: [{ from: world.account(SENDER), to: world.account(6), value: '0x2386f26fc10000' }],
      }),
    })
  }
  await world.server.server.indexer?.sync()
}, 60_000)
afterAll(() => {
  globalThis.IntersectionObserver = realObserver
})

async function openActivity(options: Parameters<typeof openConnected>[1] = {}) {
  const user = userEvent.setup()
  const rendered = await openConnected(world, { account: world.account(SENDER), ...options })
  await user.click(screen.getByRole('tab', { name: 'Activity' }))
  return rendered
}

describe('Activity tab', () => {
  it('groups transactions by day, each with direction, amount and icon', async () => {
    await openActivity()
    const today = await screen.findByRole('region', { name: 'Today' })
    const entries = within(today).getAllByRole('listitem')
    expect(entries).toHaveLength(20)
    const first = entries[0] as HTMLElement
    expect(within(first).getByText('Sent')).toBeTruthy()
    // The signed amount is one left-to-right run: a right-to-left locale keeps its sign beside it.
    expect(within(first).getByText('-0.01 ETH').closest('bdi')?.getAttribute('dir')).toBe('ltr')
    expect(first.querySelector('.latch-activity-icon')).not.toBeNull()
  })

  it('loads the next page by cursor when the end of the list scrolls into view', async () => {
    const { client } = await openActivity()
    const entries = () => document.querySelectorAll('.latch-activity')
    await screen.findByRole('region', { name: 'Today' })
    expect(entries()).toHaveLength(20)
    act(() => scrollToEnd())
    await waitFor(() => expect(entries().length).toBeGreaterThanOrEqual(25))
    expect(client.store.getState().portfolio.activity.next).toBeUndefined()
  })

  it('links each entry to the explorer when the network has one, and not otherwise', async () => {
    await openActivity()
    await screen.findByRole('region', { name: 'Today' })
    expect(screen.queryAllByRole('link', { name: /on the explorer/ })).toHaveLength(0)
    cleanup()
    const explorer = { default: { name: 'Scan', url: 'https://scan.test' } }
    await openActivity({ config: { networks: [{ ...world.network, blockExplorers: explorer }] } })
    await screen.findByRole('region', { name: 'Today' })
    const links = screen.getAllByRole('link', { name: /on the explorer/ })
    expect(links).toHaveLength(20)
    for (const link of links)
      expect(link.getAttribute('href')).toMatch(/^https:\/\/scan\.test\/tx\/0x[0-9a-f]{64}$/)
  })

  it('shows the empty state for an account with no activity', async () => {
    await openActivity({ account: '0x000000000000000000000000000000000000dEaD' })
    expect(await screen.findByText('No activity yet')).toBeTruthy()
  })

  it('shows a swap as swapped, with the ETH paid and the lUSD received', async () => {
    // A swap through the devnet's Uniswap V2 router, indexed by the real server.
    const swapper = world.account(7)
    const chain = world.devnet.manifest.chains[0] as (typeof world.devnet.manifest.chains)[number]
    const lusd = chain.tokens[0]?.address as `0x${string}`
    const data = encodeFunctionData({
      abi: uniswapV2RouterAbi,
      functionName: 'swapExactETHForTokens',
      args: [0n, [chain.contracts.weth, lusd], swapper as `0x${string}`, maxUint256],
    })
    const value = `0x${parseEther('0.5').toString(16)}`
    // eth_sendTransactionSync (EIP-7966) answers with the mined receipt: the swap must have gone through.
    const response = await fetch(chain.rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        jsonrpc: '2.0',
        id: 1,
        method: 'eth_sendTransactionSync',
        params: [{ from: swapper, to: chain.contracts.uniswapV2Router, data, value, gas: '0x7a120' }],
      }),
    })
    const { result } = (await response.json()) as { result?: { status?: string } }
    expect(result?.status).toBe('0x1')
    await world.server.server.indexer?.sync()
    await openActivity({ account: swapper })
    const [entry] = within(await screen.findByRole('region', { name: 'Today' })).getAllByRole('listitem')
    const row = entry as HTMLElement
    expect(within(row).getByText('Swapped')).toBeTruthy()
    expect(within(row).getByText('-0.5 ETH')).toBeTruthy()
    expect(within(row).getByText(/^\+[\d,.]+ lUSD$/)).toBeTruthy()
  })

  it("shows a swap's approval as approved, with the allowance, not as a send of nothing", async () => {
    const owner = world.account(8)
    const chain = world.devnet.manifest.chains[0] as (typeof world.devnet.manifest.chains)[number]
    const data = encodeFunctionData({
      abi: erc20Abi,
      functionName: 'approve',
      args: [chain.contracts.uniswapV2Router, parseUnits('25', 6)],
    })
    const response = await fetch(chain.rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        jsonrpc: '2.0',
        id: 1,
        method: 'eth_sendTransactionSync',
        params: [{ from: owner, to: chain.tokens[0]?.address, data }],
      }),
    })
    const { result } = (await response.json()) as { result?: { status?: string } }
    expect(result?.status).toBe('0x1')
    await world.server.server.indexer?.sync()
    await openActivity({ account: owner })
    const [entry] = within(await screen.findByRole('region', { name: 'Today' })).getAllByRole('listitem')
    const row = entry as HTMLElement
    expect(within(row).getByText('Approved')).toBeTruthy()
    expect(within(row).getByText('25 lUSD')).toBeTruthy()
  })

  it('says activity is not available on a network whose transactions are not read, naming it', async () => {
    await openActivity({
      config: { networks: [bitcoin] },
      adapter: {
        namespace: 'bip122',
        accounts: ['bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq'],
        chainId: bitcoin.id,
      },
    })
    expect(await screen.findByText('Activity is not available on Bitcoin')).toBeTruthy()
    expect(screen.queryByText('Your transactions show up here.')).toBeNull()
  })

  it("shows an error state and the 'Failed to fetch transactions' toast when history cannot be fetched", async () => {
    await openActivity({ config: { servicesUrl: 'http://127.0.0.1:9/' } })
    expect(await screen.findByText('Activity is unavailable')).toBeTruthy()
    await waitFor(() => expect(screen.getByText('Failed to fetch transactions')).toBeTruthy())
  })
})
