import { uniswapV2RouterAbi } from '@latch/devnet'
import fc from 'fast-check'
import {
  type Address,
  createPublicClient,
  encodeFunctionData,
  erc20Abi,
  type Hex,
  http,
  maxUint256,
  parseEther,
  parseUnits,
} from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { NATIVE_TOKEN } from '../src/portfolio/catalog'
import type { RunningServer } from '../src/server'
import { backends } from './helpers/backends'
import { call, start, useDevnet } from './helpers/fixture'

// The swap services on the devnet's Uniswap V2 pools: quotes against the router, transactions
// built here and executed by devnet accounts, and every kind of bad input.

const devnet = useDevnet()
const chain = () => devnet.manifest.chains[0] as (typeof devnet.manifest.chains)[number]
const account = (i: number) => devnet.manifest.accounts[i] as Address
const lusd = () => chain().tokens[0]?.address as Address
const latch = () => chain().tokens[1]?.address as Address
const id = (token: string) => `eip155:31337:${token}`
const client = () => createPublicClient({ transport: http(chain().rpcUrl) })

type Tx = { from: Address; to: Address; data: Hex; value: string; gas?: string; gasPrice?: string }

/** Sends from an unlocked devnet account and returns the mined receipt's status (EIP-7966). */
async function send(tx: { from: Address; to: Address; data?: Hex; value?: bigint | string }) {
  const value = tx.value === undefined ? undefined : `0x${BigInt(tx.value).toString(16)}`
  const response = await fetch(chain().rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      jsonrpc: '2.0',
      id: 1,
      method: 'eth_sendTransactionSync',
      params: [{ from: tx.from, to: tx.to, data: tx.data, value, gas: '0x7a120' }],
    }),
  })
  const { result, error } = (await response.json()) as {
    result?: { status: Hex }
    error?: { message: string }
  }
  if (!result) throw new Error(`not mined: ${error?.message}`)
  return result.status
}

const balanceOf = (token: Address, owner: Address) =>
  client().readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [owner] })

const amountsOut = (amount: bigint, path: Address[], blockNumber?: bigint) =>
  client().readContract({
    address: chain().contracts.uniswapV2Router,
    abi: uniswapV2RouterAbi,
    functionName: 'getAmountsOut',
    args: [amount, path],
    ...(blockNumber !== undefined ? { blockNumber } : {}),
  })

/** A swap straight through the router from a devnet account: moves a pool's price. */
async function movePool(from: Address, path: Address[], amountIn: bigint) {
  for (const token of [path[0] as Address])
    await send({
      from,
      to: token,
      data: encodeFunctionData({
        abi: erc20Abi,
        functionName: 'approve',
        args: [chain().contracts.uniswapV2Router, maxUint256],
      }),
    })
  const status = await send({
    from,
    to: chain().contracts.uniswapV2Router,
    data: encodeFunctionData({
      abi: uniswapV2RouterAbi,
      functionName: 'swapExactTokensForTokens',
      args: [amountIn, 0n, path, from, maxUint256],
    }),
  })
  expect(status).toBe('0x1')
}

/** A services server on the devnet for one describe block, without the indexer; its URL once up. */
function useServer(config: Parameters<typeof start>[1] = {}) {
  const [backend] = backends()
  let server: RunningServer | undefined
  beforeAll(async () => {
    server = await start(await (backend as NonNullable<typeof backend>).storage(), {
      manifest: devnet.manifest,
      indexer: false,
      ...config,
    })
  })
  afterAll(async () => {
    await server?.stop()
  })
  return () => (server as RunningServer).url
}

describe('swap services on the devnet pools', () => {
  const serverUrl = useServer({ swap: { chains: [31337] } })
  let url: string
  const quote = async (from: string, to: string, amount: bigint, extra = '') => {
    const response = await call(url, `/v1/convert/quotes?from=${from}&to=${to}&amount=${amount}${extra}`)
    expect(response.status, response.text).toBe(200)
    const [best] = response.body.quotes as Array<Record<string, string & string[]>>
    return best as { toAmount: string; path: Address[]; blockNumber: string; priceImpact: number } & Record<
      string,
      unknown
    >
  }
  const build = async (body: Record<string, unknown>) =>
    call(url, '/v1/convert/build-transaction', { json: { projectId: 'latch-demo', ...body } })

  beforeAll(() => {
    url = serverUrl()
  })

  it('lists the chain tokens with prices and icons, the native currency first', async () => {
    const response = await call(url, '/v1/convert/tokens?chainId=eip155:31337')
    expect(response.status).toBe(200)
    const tokens = response.body.tokens as Array<{
      symbol: string
      address: string
      price: number
      logoUri: string
    }>
    expect(tokens.map((t) => [t.symbol, t.price])).toEqual([
      ['ETH', 3000],
      ['lUSD', 1],
      ['LATCH', 2],
    ])
    expect(tokens[0]?.address).toBe(id(NATIVE_TOKEN))
    expect(tokens[1]?.address).toBe(id(lusd()))
    expect(tokens[2]?.logoUri).toBe(`${url}/public/getTokenImage/LATCH`)
  })

  it('a direct quote equals what the router says in the same block', async () => {
    const amount = parseEther('1')
    const best = await quote(id(NATIVE_TOKEN), id(lusd()), amount)
    expect(best.path).toEqual([chain().contracts.weth, lusd()])
    const router = await amountsOut(amount, best.path, BigInt(best.blockNumber))
    expect(best.toAmount).toBe(String(router.at(-1)))
    // 1 ETH into a 100 ETH pool: about 1% worse than the mid price, the 0.3% fee reported apart.
    expect(best.priceImpact).toBeGreaterThan(0.9)
    expect(best.priceImpact).toBeLessThan(1.1)
    expect(best.fee).toEqual({ percent: 0.3, amount: String((amount * 3n) / 1000n), token: id(NATIVE_TOKEN) })
  })

  it('the best route is the one-hop path once the direct pool is worse, and it equals getAmountsOut', async () => {
    const amount = parseUnits('1000', 6)
    const before = await quote(id(lusd()), id(latch()), amount)
    expect(before.path).toEqual([lusd(), latch()])
    // Someone buys most of the direct pool's LATCH: the route through WETH is now better.
    await movePool(account(3), [lusd(), latch()], parseUnits('9000', 6))
    const after = await quote(id(lusd()), id(latch()), amount)
    expect(after.path).toEqual([lusd(), chain().contracts.weth, latch()])
    const block = BigInt(after.blockNumber)
    const viaWeth = await amountsOut(amount, after.path, block)
    const direct = await amountsOut(amount, [lusd(), latch()], block)
    expect(after.toAmount).toBe(String(viaWeth.at(-1)))
    expect(viaWeth.at(-1)).toBeGreaterThan(direct.at(-1) as bigint)
  })

  it('approve comes before the swap: without it the build fails, after it the swap moves balances by the quote', async () => {
    const user = account(2)
    const amount = parseUnits('250', 6)
    const request = {
      amount: String(amount),
      from: id(lusd()),
      to: id(latch()),
      userAddress: user,
      eip155: { slippage: '1' },
    }

    const allowance = await call(url, `/v1/convert/allowance?tokenAddress=${id(lusd())}&userAddress=${user}`)
    expect(allowance.body.allowance).toBe('0')
    const refused = await build(request)
    expect(refused.status).toBe(400)
    expect(refused.body.error?.code).toBe('estimate_failed')

    const approve = await call(
      url,
      `/v1/convert/build-approve?from=${id(lusd())}&to=${id(latch())}&amount=${amount}&userAddress=${user}`,
    )
    expect(approve.status).toBe(200)
    const approveTx = approve.body.tx as Tx
    expect(approveTx.to).toBe(lusd())
    expect(await send(approveTx)).toBe('0x1')
    const granted = await call(url, `/v1/convert/allowance?tokenAddress=${id(lusd())}&userAddress=${user}`)
    expect(granted.body.allowance).toBe(String(amount))

    const built = await build(request)
    expect(built.status, built.text).toBe(200)
    const tx = built.body.tx as Tx
    expect(tx.to).toBe(chain().contracts.uniswapV2Router)
    expect(BigInt(tx.gas ?? 0)).toBeGreaterThan(21_000n)
    const toAmount = BigInt(built.body.toAmount as string)
    expect(BigInt(built.body.amountOutMin as string)).toBe((toAmount * 99n) / 100n)

    const [lusdBefore, latchBefore] = await Promise.all([balanceOf(lusd(), user), balanceOf(latch(), user)])
    expect(await send(tx)).toBe('0x1')
    const [lusdAfter, latchAfter] = await Promise.all([balanceOf(lusd(), user), balanceOf(latch(), user)])
    expect(lusdBefore - lusdAfter).toBe(amount)
    // Nothing moved the pools between build and send: exactly the quote, and never under the bound.
    expect(latchAfter - latchBefore).toBe(toAmount)
    expect(latchAfter - latchBefore).toBeGreaterThanOrEqual(BigInt(built.body.amountOutMin as string))
    expect(
      await call(url, `/v1/convert/allowance?tokenAddress=${id(lusd())}&userAddress=${user}`),
    ).toMatchObject({
      body: { allowance: '0' },
    })
  })

  it('the native currency swaps without an approval, paying the value along', async () => {
    const user = account(1)
    const amount = parseEther('0.5')
    const built = await build({
      amount: String(amount),
      from: id(NATIVE_TOKEN),
      to: id(latch()),
      userAddress: user,
    })
    expect(built.status, built.text).toBe(200)
    const tx = built.body.tx as Tx
    expect(tx.value).toBe(String(amount))
    const before = await balanceOf(latch(), user)
    expect(await send(tx)).toBe('0x1')
    expect((await balanceOf(latch(), user)) - before).toBe(BigInt(built.body.toAmount as string))
  })

  it('a swap built with a tight bound reverts once the pool has moved against it', async () => {
    const user = account(0)
    const amount = parseUnits('100', 6)
    await send({
      from: user,
      to: lusd(),
      data: encodeFunctionData({
        abi: erc20Abi,
        functionName: 'approve',
        args: [chain().contracts.uniswapV2Router, maxUint256],
      }),
    })
    const built = await build({
      amount: String(amount),
      from: id(lusd()),
      to: id(latch()),
      userAddress: user,
      eip155: { slippage: '0.1' },
    })
    expect(built.status, built.text).toBe(200)
    const tx = built.body.tx as Tx
    // Another trader buys LATCH through the same route first.
    await movePool(account(3), built.body.path as Address[], parseUnits('1000', 6))
    const before = await balanceOf(latch(), user)
    expect(await send(tx)).toBe('0x0')
    expect(await balanceOf(latch(), user)).toBe(before)
  })

  it('gas prices are the base fee times 1.2 plus the priority fee', async () => {
    const response = await call(url, '/v1/convert/gas-price?chainId=eip155:31337')
    expect(response.status).toBe(200)
    const block = await client().getBlock()
    const tip = await client().estimateMaxPriorityFeePerGas()
    const base = ((block.baseFeePerGas as bigint) * 12n + 9n) / 10n
    expect(response.body).toEqual({
      standard: String(base + tip),
      fast: String(base + (tip * 3n) / 2n),
      instant: String(base + tip * 2n),
    })
  })

  it('a quote asked with a gas price costs its gas at that price; one asked without, at the chain standard', async () => {
    const amount = parseEther('0.1')
    const given = await quote(id(NATIVE_TOKEN), id(lusd()), amount, '&gasPrice=7000000000')
    expect(given.gasPrice).toBe('7000000000')
    expect(given.networkCost).toBe(String(BigInt(given.gas as string) * 7_000_000_000n))
    // Zero is a price too: a devnet may charge nothing for gas.
    expect((await quote(id(NATIVE_TOKEN), id(lusd()), amount, '&gasPrice=0')).networkCost).toBe('0')
    const { standard } = (await call(url, '/v1/convert/gas-price?chainId=eip155:31337')).body
    const priced = await quote(id(NATIVE_TOKEN), id(lusd()), amount)
    expect(priced.gasPrice).toBe(standard)
    expect(priced.networkCost).toBe(String(BigInt(priced.gas as string) * BigInt(standard as string)))
  })

  it("chains off the swap list answer 'Network not supported for Swaps' and '... for Gas Price'", async () => {
    const tokens = await call(url, '/v1/convert/tokens?chainId=eip155:31338')
    expect(tokens.status).toBe(400)
    expect(tokens.body.error?.message).toBe('Network not supported for Swaps')
    const quotes = await call(
      url,
      `/v1/convert/quotes?from=eip155:1:${lusd()}&to=eip155:1:${latch()}&amount=1`,
    )
    expect(quotes.body.error?.message).toBe('Network not supported for Swaps')
    const gas = await call(url, '/v1/convert/gas-price?chainId=eip155:10')
    expect(gas.status).toBe(400)
    expect(gas.body.error?.message).toBe('Network not supported for Gas Price')
  })

  it.each([
    [
      'an unknown token',
      `from=${'eip155:31337:0x00000000000000000000000000000000000000aa'}&to=LATCH&amount=1`,
      'not a token swapped',
    ],
    ['a zero amount', 'from=LUSD&to=LATCH&amount=0', 'amount: must be greater than zero'],
    ['a negative amount', 'from=LUSD&to=LATCH&amount=-5', 'amount: must be a whole number of base units'],
    ['a decimal amount', 'from=LUSD&to=LATCH&amount=1.5', 'amount: must be a whole number of base units'],
    ['a huge amount', `from=LUSD&to=LATCH&amount=${2n ** 200n}`, 'amount: is larger than any pool can hold'],
    ['a malformed token id', 'from=<b>lusd</b>&to=LATCH&amount=1', 'from: must be a CAIP-10 token id'],
    ['the same token twice', 'from=LATCH&to=LATCH&amount=1', 'must be different tokens'],
    [
      'a gas price in words',
      'from=LUSD&to=LATCH&amount=1&gasPrice=fast',
      'gasPrice: must be wei as a whole number',
    ],
    [
      'a negative gas price',
      'from=LUSD&to=LATCH&amount=1&gasPrice=-1',
      'gasPrice: must be wei as a whole number',
    ],
    [
      'a decimal gas price',
      'from=LUSD&to=LATCH&amount=1&gasPrice=1.5',
      'gasPrice: must be wei as a whole number',
    ],
    [
      'a gas price in exponent form',
      'from=LUSD&to=LATCH&amount=1&gasPrice=1e9',
      'gasPrice: must be wei as a whole number',
    ],
    [
      'an empty gas price',
      'from=LUSD&to=LATCH&amount=1&gasPrice=',
      'gasPrice: must be wei as a whole number',
    ],
    [
      'a gas price above a million gwei',
      `from=LUSD&to=LATCH&amount=1&gasPrice=${10n ** 15n + 1n}`,
      'gasPrice: must be at most 1000000000000000 wei',
    ],
    [
      'a thousand-digit gas price',
      `from=LUSD&to=LATCH&amount=1&gasPrice=${'9'.repeat(1000)}`,
      'gasPrice: must be at most 1000000000000000 wei',
    ],
    [
      'tokens on two chains',
      `from=LUSD&to=eip155:31338:${'0x'.padEnd(42, '1')}&amount=1`,
      'Network not supported for Swaps',
    ],
  ])('a quote with %s is a 400 with a clear message', async (_, query, message) => {
    const q = query.replaceAll('LUSD', id(lusd())).replaceAll('LATCH', id(latch()))
    const response = await call(url, `/v1/convert/quotes?${q}`)
    expect(response.status).toBe(400)
    expect(response.body.error?.message).toContain(message)
  })

  it.each([
    ['no chain id', '', 'chainId:'],
    ['markup as the chain id', 'chainId=<b>1</b>', 'chainId: must be a CAIP-2 chain id'],
    [
      'a token id for the chain id',
      `chainId=eip155:31337:${'0x'.padEnd(42, '1')}`,
      'must be a CAIP-2 chain id',
    ],
    ['an unknown chain', 'chainId=eip155:424242', 'Network not supported for Gas Price'],
    [
      'a chain of another namespace',
      'chainId=solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
      'Network not supported for Gas Price',
    ],
  ])('a gas price asked with %s is a 400 with a clear message', async (_, query, message) => {
    const response = await call(url, `/v1/convert/gas-price?${query}`)
    expect(response.status).toBe(400)
    expect(response.body.error?.message).toContain(message)
  })

  it.each([
    ['a bad user address', { userAddress: '0x123' }, 'userAddress: must be an EVM address'],
    ['slippage over 50', { eip155: { slippage: '51' } }, 'eip155.slippage: must be a percent from 0 to 50'],
    ['negative slippage', { eip155: { slippage: '-1' } }, 'eip155.slippage: must be a percent from 0 to 50'],
    [
      'markup as slippage',
      { eip155: { slippage: '<img>' } },
      'eip155.slippage: must be a percent from 0 to 50',
    ],
  ])('a build with %s is a 400 with a clear message', async (_, patch, message) => {
    const response = await build({
      amount: '1000',
      from: id(lusd()),
      to: id(latch()),
      userAddress: account(0),
      ...patch,
    })
    expect(response.status).toBe(400)
    expect(response.body.error?.message).toContain(message)
  })

  it('generated hostile input never gets a 5xx', async () => {
    const text = fc.oneof(
      fc.string({ maxLength: 90 }),
      fc.bigInt({ min: -(2n ** 300n), max: 2n ** 300n }).map(String),
      fc.constantFrom(
        id(lusd()),
        id(latch()),
        id(NATIVE_TOKEN),
        'eip155:31337',
        'eip155:31337:0x',
        '%00',
        '1e18',
        'NaN',
        '1000000000000000',
      ),
    )
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('quotes', 'allowance', 'build-approve', 'gas-price', 'tokens', 'build-transaction'),
        text,
        text,
        text,
        text,
        async (route, a, b, amount, gasPrice) => {
          const response =
            route === 'build-transaction'
              ? await build({ amount, from: a, to: b, userAddress: account(0), eip155: { slippage: amount } })
              : await call(
                  url,
                  `/v1/convert/${route}?${new URLSearchParams({ from: a, to: b, amount, gasPrice, tokenAddress: a, chainId: b, userAddress: account(0) })}`,
                )
          expect(response.status, response.text).toBeLessThan(500)
        },
      ),
      { numRuns: 40 },
    )
  })
})

describe('swap services with the default (spec) network list', () => {
  const serverUrl = useServer()

  it('serves the spec list only: devnet chains are off it, listed chains without pools have no tokens', async () => {
    const devnetTokens = await call(serverUrl(), '/v1/convert/tokens?chainId=eip155:31337')
    expect(devnetTokens.body.error?.message).toBe('Network not supported for Swaps')
    const mainnet = await call(serverUrl(), '/v1/convert/tokens?chainId=eip155:1')
    expect(mainnet.status).toBe(200)
    expect(mainnet.body.tokens).toEqual([])
  })
})

describe('swap services under load from one client', () => {
  const serverUrl = useServer({
    swap: { chains: [31337] },
    rateLimits: { swaps: { perSecond: 0.001, burst: 2 } },
  })

  it("past its burst a client's swap requests are a 429 until the bucket refills, whatever the route", async () => {
    const gasPrice = () => call(serverUrl(), '/v1/convert/gas-price?chainId=eip155:31337')
    expect((await gasPrice()).status).toBe(200)
    expect((await call(serverUrl(), '/v1/convert/tokens?chainId=eip155:31337')).status).toBe(200)
    const limited = await gasPrice()
    expect(limited.status).toBe(429)
    expect(limited.body.error).toEqual({ code: 'rate_limited', message: 'Too many swap requests, slow down' })
    expect((await call(serverUrl(), `/v1/convert/quotes?from=x&to=y&amount=1`)).status).toBe(429)
  })
})
