import { latchCrittersAbi, uniswapV2RouterAbi } from '@latch/devnet'
import {
  type Address,
  createPublicClient,
  encodeFunctionData,
  erc20Abi,
  formatUnits,
  getAddress,
  type Hex,
  http,
  maxUint256,
  parseAbi,
  parseEther,
  parseUnits,
} from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { NATIVE_TOKEN } from '../src/portfolio/catalog'
import { parseTokenUri } from '../src/portfolio/token-uri'
import type { RunningServer } from '../src/server'
import { backends } from './helpers/backends'
import { call, randomAccount, start, useDevnet } from './helpers/fixture'

const devnet = useDevnet()
const chain = () => devnet.manifest.chains[0] as (typeof devnet.manifest.chains)[number]
const account = (i: number) => devnet.manifest.accounts[i] as Address
const wethAbi = parseAbi(['function deposit() payable'])

/** Sends from an anvil dev account and waits for it to be mined (EIP-7966). */
async function send(tx: { from: Address; to: Address; data?: Hex; value?: bigint }) {
  const response = await fetch(chain().rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      jsonrpc: '2.0',
      id: 1,
      method: 'eth_sendTransactionSync',
      params: [{ ...tx, value: tx.value === undefined ? undefined : `0x${tx.value.toString(16)}` }],
    }),
  })
  const { result, error } = (await response.json()) as { result?: { status: Hex }; error?: unknown }
  if (result?.status !== '0x1') throw new Error(`transaction failed: ${JSON.stringify(error)}`)
}

type Balance = {
  name: string
  symbol: string
  chainId: string
  address?: string
  value: number
  price: number
  iconUrl: string
  quantity: { decimals: string; numeric: string }
}
type Transfer = {
  fungible_info?: { name: string; symbol: string; icon: { url: string } }
  nft_info?: { name: string; content?: { preview: { url: string } }; flags: { is_spam: boolean } }
  direction: string
  quantity: { numeric: string }
  value: number
}
type Transaction = {
  id: string
  metadata: {
    minedAt: string
    chain: string
    operationType: string
    status: string
    sentFrom: string
    sentTo: string
  }
  transfers: Transfer[]
  approvals?: { fungible_info: { symbol: string }; quantity: { numeric: string }; unlimited: boolean }[]
}

describe.each(backends())('portfolio on $name', (backend) => {
  let server: RunningServer
  let url: string
  const client = () => createPublicClient({ transport: http(chain().rpcUrl) })
  const sync = () => server.server.indexer?.sync()
  const balances = async (address: string, query = '') => {
    const response = await call(
      url,
      `/v1/account/${address}/balance?currency=usd&chainId=eip155:31337${query}`,
    )
    expect(response.status).toBe(200)
    return response.body.balances as Balance[]
  }
  const history = async (address: string, cursor?: string) => {
    const response = await call(
      url,
      `/v1/account/${address}/history?chainId=eip155:31337${cursor ? `&cursor=${cursor}` : ''}`,
    )
    expect(response.status).toBe(200)
    return response.body as unknown as { data: Transaction[]; next: string | null }
  }
  const fullHistory = async (address: string) => {
    const pages: Transaction[][] = []
    let cursor: string | undefined
    do {
      const page = await history(address, cursor)
      pages.push(page.data)
      cursor = page.next ?? undefined
    } while (cursor)
    return pages
  }

  beforeAll(async () => {
    if (!backend.available) return
    const weth = chain().contracts.weth
    server = await start(await backend.storage(), {
      manifest: devnet.manifest,
      // Polls are driven by the tests (sync) so every assertion sees a settled index.
      indexer: { pollMs: 60_000 },
      prices: { [`eip155:31337:${weth}`]: 2999.5 },
    })
    url = server.url
    await sync()
  })
  afterAll(async () => {
    await server?.stop()
  })

  describe.skipIf(!backend.available)('routes', () => {
    it('reports native and ERC-20 balances equal to on-chain reads, with decimals and USD values', async () => {
      const found = await balances(account(0))
      const native = found.find((b) => b.address === undefined)
      const onChain = await client().getBalance({ address: account(0) })
      expect(native).toMatchObject({
        name: 'Ether',
        symbol: 'ETH',
        chainId: 'eip155:31337',
        price: devnet.manifest.ethPriceUsd,
        quantity: { decimals: '18', numeric: formatUnits(onChain, 18) },
        iconUrl: `${url}/public/getTokenImage/ETH`,
      })
      expect(native?.value).toBeCloseTo(Number(formatUnits(onChain, 18)) * devnet.manifest.ethPriceUsd, 6)
      for (const token of chain().tokens) {
        const amount = await client().readContract({
          address: token.address,
          abi: erc20Abi,
          functionName: 'balanceOf',
          args: [account(0)],
        })
        const entry = found.find((b) => b.symbol === token.symbol)
        expect(entry).toEqual({
          name: token.name,
          symbol: token.symbol,
          chainId: 'eip155:31337',
          address: `eip155:31337:${token.address}`,
          value: Number(formatUnits(amount, token.decimals)) * token.priceUsd,
          price: token.priceUsd,
          iconUrl: `${url}/public/getTokenImage/${token.symbol}`,
          quantity: { decimals: String(token.decimals), numeric: formatUnits(amount, token.decimals) },
        })
      }
      // The fixture moved 250 lUSD out and 100 LATCH in.
      expect(found.find((b) => b.symbol === 'lUSD')?.quantity.numeric).toBe('9750')
      expect(found.find((b) => b.symbol === 'LATCH')?.quantity.numeric).toBe('5100')
      const icon = await fetch(native?.iconUrl as string)
      expect(icon.headers.get('content-type')).toMatch(/^image\/svg\+xml/)
      await icon.arrayBuffer()
    })

    it('leaves out zero balances and answers unsupported chains with an empty list', async () => {
      expect(await balances(randomAccount().address)).toEqual([])
      for (const chainId of ['eip155:999', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp']) {
        const response = await call(url, `/v1/account/${account(0)}/balance?currency=usd&chainId=${chainId}`)
        expect(response).toMatchObject({ status: 200, body: { balances: [] } })
      }
    })

    it('serves balances from a 30 s cache until forceUpdate asks for a fresh read', async () => {
      const fresh = randomAccount().address
      await send({ from: account(2), to: fresh, value: parseEther('0.25') })
      expect((await balances(fresh)).map((b) => b.quantity.numeric)).toEqual(['0.25'])
      await send({ from: account(2), to: fresh, value: parseEther('0.5') })
      expect((await balances(fresh)).map((b) => b.quantity.numeric)).toEqual(['0.25'])
      expect((await balances(fresh, '&forceUpdate=true')).map((b) => b.quantity.numeric)).toEqual(['0.75'])
    })

    it('adds ERC-20 tokens the indexer saw the account receive, priced from the price table', async () => {
      const weth = chain().contracts.weth
      const receiver = randomAccount().address
      await send({
        from: account(3),
        to: weth,
        data: encodeFunctionData({ abi: wethAbi, functionName: 'deposit' }),
        value: parseEther('2'),
      })
      await send({
        from: account(3),
        to: weth,
        data: encodeFunctionData({
          abi: erc20Abi,
          functionName: 'transfer',
          args: [receiver, parseEther('1.5')],
        }),
      })
      await sync()
      const found = await balances(receiver)
      expect(found).toEqual([
        {
          name: 'Wrapped Ether',
          symbol: 'WETH',
          chainId: 'eip155:31337',
          address: `eip155:31337:${weth}`,
          value: 1.5 * 2999.5,
          price: 2999.5,
          iconUrl: `${url}/public/getTokenImage/WETH`,
          quantity: { decimals: '18', numeric: '1.5' },
        },
      ])
    })

    it('prices tokens given as CAIP-10 ids and leaves unknown ones out', async () => {
      const [lusd, latch] = chain().tokens
      const response = await call(url, '/v1/fungible/price', {
        json: {
          currency: 'usd',
          projectId: 'latch-demo',
          addresses: [
            `eip155:31337:${latch?.address}`,
            `eip155:31337:${NATIVE_TOKEN}`,
            `eip155:31337:${lusd?.address.toLowerCase()}`,
            `eip155:31337:${randomAccount().address}`,
            `eip155:999:${lusd?.address}`,
          ],
        },
      })
      expect(response.status).toBe(200)
      expect(response.body.fungibles).toEqual([
        { name: 'Latch Token', symbol: 'LATCH', iconUrl: `${url}/public/getTokenImage/LATCH`, price: 2 },
        { name: 'Ether', symbol: 'ETH', iconUrl: `${url}/public/getTokenImage/ETH`, price: 3000 },
        { name: 'Latch USD', symbol: 'lUSD', iconUrl: `${url}/public/getTokenImage/lUSD`, price: 1 },
      ])
    })

    it('lists the fixture transfers of account #0 with every field filled', async () => {
      const all = (await fullHistory(account(0))).flat()
      const me = account(0)
      const find = (type: string, symbol: string, numeric: string, direction: string) =>
        all.find(
          (tx) =>
            tx.metadata.operationType === type &&
            tx.transfers.some(
              (t) =>
                (t.fungible_info?.symbol === symbol || t.nft_info?.name === symbol) &&
                t.quantity.numeric === numeric &&
                t.direction === direction,
            ),
        )
      const sent = find('send', 'ETH', '1', 'out')
      expect(sent?.metadata).toMatchObject({ sentFrom: me, sentTo: account(1), status: 'confirmed' })
      expect(sent?.transfers[0]).toEqual({
        fungible_info: { name: 'Ether', symbol: 'ETH', icon: { url: `${url}/public/getTokenImage/ETH` } },
        direction: 'out',
        quantity: { numeric: '1' },
        value: 3000,
        price: 3000,
      })
      expect(find('receive', 'ETH', '0.5', 'in')?.metadata.sentFrom).toBe(account(2))
      expect(find('send', 'lUSD', '250', 'out')?.metadata.sentTo).toBe(chain().tokens[0]?.address)
      expect(find('receive', 'LATCH', '100', 'in')?.metadata.sentFrom).toBe(account(3))
      expect(find('mint', 'lUSD', '10000', 'in')).toBeDefined()
      expect(find('mint', 'LATCH', '5000', 'in')).toBeDefined()
      for (const id of [1, 2, 3, 4]) {
        const minted = find('mint', `Critter #${id}`, '1', 'in')
        expect(minted?.transfers[0]?.nft_info).toMatchObject({
          content: { preview: { url: expect.stringMatching(/^data:image\/svg\+xml;base64,/) } },
          flags: { is_spam: false },
        })
      }
      expect(find('send', 'Critter #1', '1', 'out')?.metadata.sentTo).toBe(chain().nft.address)
      for (const tx of all) {
        expect(tx.id).toMatch(/^0x[0-9a-f]{64}$/)
        expect(new Date(tx.metadata.minedAt).toISOString()).toBe(tx.metadata.minedAt)
        expect(tx.metadata.chain).toBe('eip155:31337')
      }
    })

    it('pages history newest first with an opaque cursor, 20 transactions a page', async () => {
      const payer = randomAccount().address
      await send({ from: account(1), to: payer, value: parseEther('5') })
      // 24 more wei transfers in, so the account's history runs past one page.
      for (let i = 1; i <= 24; i++) await send({ from: account(1), to: payer, value: BigInt(i) })
      await sync()
      const pages = await fullHistory(payer)
      expect(pages.map((p) => p.length)).toEqual([20, 5])
      const all = pages.flat()
      expect(new Set(all.map((t) => t.id)).size).toBe(25)
      const times = all.map((t) => t.metadata.minedAt)
      expect(times).toEqual([...times].sort().reverse())
      // Newest first: the last wei transfer leads, the 5 ETH funding closes the list.
      const amounts = all.map((t) => t.transfers[0]?.quantity.numeric)
      expect(amounts).toEqual([...Array.from({ length: 24 }, (_, i) => formatUnits(BigInt(24 - i), 18)), '5'])
      const bad = await call(url, `/v1/account/${payer}/history?chainId=eip155:31337&cursor=not-a-cursor`)
      expect(bad.status).toBe(400)
      expect(bad.body.error?.code).toBe('invalid_cursor')
    })

    it('answers history on other namespaces with an empty page', async () => {
      const response = await call(
        url,
        `/v1/account/${account(0)}/history?chainId=solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp`,
      )
      expect(response).toMatchObject({ status: 200, body: { data: [], next: null } })
    })

    it('lists the Critters account #0 holds, as the contract enumerates them, with names and images', async () => {
      const nft = chain().nft
      const count = await client().readContract({
        address: nft.address,
        abi: parseAbi(['function balanceOf(address) view returns (uint256)']),
        functionName: 'balanceOf',
        args: [account(0)],
      })
      const held: string[] = []
      for (let i = 0n; i < count; i++) {
        const id = await client().readContract({
          address: nft.address,
          abi: latchCrittersAbi,
          functionName: 'tokenOfOwnerByIndex',
          args: [account(0), i],
        })
        held.push(id.toString())
      }
      const response = await call(url, `/v1/account/${account(0)}/nfts?chainId=eip155:31337`)
      expect(response.status).toBe(200)
      const data = response.body.data as Array<Record<string, unknown>>
      expect(data.map((n) => n.tokenId)).toEqual(held.sort())
      expect(held).toEqual(['2', '3', '4'])
      for (const item of data) {
        expect(item).toEqual({
          chainId: 'eip155:31337',
          collection: { address: nft.address, name: 'Latch Critters', symbol: 'CRIT' },
          tokenId: item.tokenId,
          name: `Critter #${item.tokenId}`,
          description: 'A Latch Critter, drawn on chain.',
          image: expect.stringMatching(/^data:image\/svg\+xml;base64,/),
        })
      }
      // Without a chainId every chain counts: the L2 devnet has the same fixtures.
      const other = await call(url, `/v1/account/${account(1)}/nfts`)
      expect(
        (other.body.data as Array<{ chainId: string; tokenId: string }>).map(
          (n) => `${n.chainId}/${n.tokenId}`,
        ),
      ).toEqual([
        'eip155:31337/1',
        'eip155:31337/5',
        'eip155:31337/6',
        'eip155:31338/1',
        'eip155:31338/5',
        'eip155:31338/6',
      ])
    })

    it('shows a swap to ETH as a trade: the token paid out and the ETH the router sent back inside the transaction', async () => {
      const trader = account(1)
      const lusd = chain().tokens[0]?.address as Address
      const router = chain().contracts.uniswapV2Router
      const path = [lusd, chain().contracts.weth]
      const amountIn = parseUnits('30', 6)
      await send({
        from: trader,
        to: lusd,
        data: encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [router, amountIn] }),
      })
      const [, ethOut] = await client().readContract({
        address: router,
        abi: uniswapV2RouterAbi,
        functionName: 'getAmountsOut',
        args: [amountIn, path],
      })
      await send({
        from: trader,
        to: router,
        data: encodeFunctionData({
          abi: uniswapV2RouterAbi,
          functionName: 'swapExactTokensForETH',
          args: [amountIn, 0n, path, trader, maxUint256],
        }),
      })
      await sync()
      const [swap, approval] = (await history(trader)).data
      // The allowance the swap needed first reads as an approval of exactly that amount.
      expect(approval?.metadata.operationType).toBe('approve')
      expect(approval?.transfers).toEqual([])
      expect(
        approval?.approvals?.map((a) => [a.fungible_info.symbol, a.quantity.numeric, a.unlimited]),
      ).toEqual([['lUSD', '30', false]])
      expect(swap?.metadata.operationType).toBe('trade')
      expect(swap?.approvals).toBeUndefined()
      expect(swap?.transfers.map((t) => [t.direction, t.fungible_info?.symbol, t.quantity.numeric])).toEqual([
        ['out', 'lUSD', '30'],
        ['in', 'ETH', formatUnits(ethOut as bigint, 18)],
      ])
    })

    it("lists an unlimited allowance as the owner's approval, and not in the spender's history", async () => {
      const owner = account(1)
      const spender = randomAccount().address
      const latch = chain().tokens[1]?.address as Address
      await send({
        from: owner,
        to: latch,
        data: encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [spender, maxUint256] }),
      })
      await sync()
      const [approval] = (await history(owner)).data
      expect(approval?.metadata).toMatchObject({ operationType: 'approve', sentTo: getAddress(latch) })
      expect(approval?.approvals?.map((a) => [a.fungible_info.symbol, a.unlimited])).toEqual([
        ['LATCH', true],
      ])
      expect((await history(spender)).data).toEqual([])
    })

    it('keeps LATCH transfers made after start in the balance and history once indexed', async () => {
      const receiver = randomAccount().address
      const latch = chain().tokens[1]?.address as Address
      await send({
        from: account(2),
        to: latch,
        data: encodeFunctionData({
          abi: erc20Abi,
          functionName: 'transfer',
          args: [receiver, parseUnits('12.5', 18)],
        }),
      })
      await sync()
      expect((await balances(receiver)).map((b) => [b.symbol, b.quantity.numeric, b.value])).toEqual([
        ['LATCH', '12.5', 25],
      ])
      const { data } = await history(receiver)
      expect(data.map((t) => [t.metadata.operationType, t.transfers[0]?.fungible_info?.symbol])).toEqual([
        ['receive', 'LATCH'],
      ])
    })
  })
})

describe('tokenURI metadata', () => {
  const json = (value: unknown) =>
    `data:application/json;base64,${Buffer.from(JSON.stringify(value)).toString('base64')}`

  it('reads name, description and image from base64 and percent-encoded JSON data URIs', () => {
    const svg = 'data:image/svg+xml;base64,PHN2Zy8+'
    expect(parseTokenUri(json({ name: 'Critter #9', description: 'drawn', image: svg }))).toEqual({
      name: 'Critter #9',
      description: 'drawn',
      image: svg,
    })
    const plain = `data:application/json;utf8,${encodeURIComponent(JSON.stringify({ name: 'A', image: 'https://img.example/a.png' }))}`
    expect(parseTokenUri(plain)).toEqual({ name: 'A', image: 'https://img.example/a.png' })
  })

  it('drops images that are neither http(s) nor inline pictures, and never follows URLs', () => {
    for (const image of [
      'javascript:alert(1)',
      'ipfs://bafy/1.png',
      'data:text/html,<script>',
      'file:///etc/passwd',
      42,
    ]) {
      expect(parseTokenUri(json({ name: 'x', image }))).toEqual({ name: 'x' })
    }
    expect(parseTokenUri('https://metadata.example/1.json')).toEqual({})
    expect(parseTokenUri('ipfs://bafy/1.json')).toEqual({})
  })

  it('survives malformed, oversized and non-object metadata', () => {
    expect(parseTokenUri('data:application/json;base64,!!!not base64')).toEqual({})
    expect(parseTokenUri('data:application/json,%E0%A4%A')).toEqual({})
    expect(parseTokenUri(json([1, 2]))).toEqual({})
    expect(parseTokenUri(json(null))).toEqual({})
    expect(parseTokenUri(`data:application/json,${'x'.repeat(600_000)}`)).toEqual({})
    // Control characters become spaces; text fields of the wrong type are left out.
    expect(parseTokenUri(json({ name: 'a\u0000b', description: 7 }))).toEqual({ name: 'a b' })
    expect(parseTokenUri(json({ name: `${'n'.repeat(300)}\u0007` })).name).toHaveLength(200)
  })
})
