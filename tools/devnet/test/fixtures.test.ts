// Checks the deployed fixtures against a real devnet: tokens, NFT metadata, Multicall3, Uniswap
// pools and swaps, the ERC-1271 account and the account history.
import {
  type Address,
  createPublicClient,
  createWalletClient,
  erc20Abi,
  type Hex,
  hashMessage,
  http,
  keccak256,
  type PublicClient,
  parseAbiItem,
  parseUnits,
  toHex,
} from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  type Devnet,
  type DevnetChain,
  farcasterIdRegistryAbi,
  latchCrittersAbi,
  smartAccountAbi,
  startDevnet,
  toViemChain,
  uniswapV2FactoryAbi,
  uniswapV2PairAbi,
  uniswapV2RouterAbi,
} from '../src/index'

let devnet: Devnet
let chains: DevnetChain[]
let accounts: Address[]

beforeAll(async () => {
  devnet = await startDevnet()
  chains = devnet.manifest.chains
  accounts = devnet.manifest.accounts
})
afterAll(() => devnet?.stop())

function clientFor(chain: DevnetChain): PublicClient {
  return createPublicClient({ chain: toViemChain(chain), transport: http(), pollingInterval: 50 })
}
const at = <T>(list: T[], i: number): T => {
  const v = list[i]
  if (v === undefined) throw new Error(`no item ${i}`)
  return v
}
const chain = (i: number) => at(chains, i)
const account = (i: number) => at(accounts, i)

describe('chains', () => {
  it('runs two chains with the ids and names of the manifest, ETH as native currency', async () => {
    expect(chains.map((c) => [c.id, c.name])).toEqual([
      [31337, 'Latch Devnet'],
      [31338, 'Latch Devnet L2'],
    ])
    for (const c of chains) {
      expect(await clientFor(c).getChainId()).toBe(c.id)
      expect(c.nativeCurrency).toEqual({ name: 'Ether', symbol: 'ETH', decimals: 18 })
      expect(await clientFor(c).getBlockNumber()).toBe(BigInt(c.startBlock - 1))
    }
  })

  it('lists the accounts derived from the standard test mnemonic', () => {
    const derived = Array.from(
      { length: 10 },
      (_, i) => mnemonicToAccount(devnet.manifest.mnemonic, { addressIndex: i }).address,
    )
    expect(accounts).toEqual(derived)
  })
})

describe('tokens', () => {
  it('reports the real name, symbol and decimals on chain, lUSD first then LATCH', async () => {
    for (const c of chains) {
      expect(c.tokens.map((t) => t.symbol)).toEqual(['lUSD', 'LATCH'])
      for (const t of c.tokens) {
        const client = clientFor(c)
        expect(await client.readContract({ address: t.address, abi: erc20Abi, functionName: 'name' })).toBe(
          t.name,
        )
        expect(await client.readContract({ address: t.address, abi: erc20Abi, functionName: 'symbol' })).toBe(
          t.symbol,
        )
        expect(
          await client.readContract({ address: t.address, abi: erc20Abi, functionName: 'decimals' }),
        ).toBe(t.decimals)
      }
    }
    expect(chain(0).tokens.map((t) => [t.name, t.decimals])).toEqual([
      ['Latch USD', 6],
      ['Latch Token', 18],
    ])
  })

  it('gives accounts #0..#3 lUSD and LATCH balances', async () => {
    const client = clientFor(chain(1))
    for (const t of chain(1).tokens) {
      for (let i = 0; i < 4; i++) {
        const balance = await client.readContract({
          address: t.address,
          abi: erc20Abi,
          functionName: 'balanceOf',
          args: [account(i)],
        })
        expect(balance).toBeGreaterThan(parseUnits('1000', t.decimals))
      }
    }
  })
})

describe('nft', () => {
  it('returns a data:application/json tokenURI with a name and an inline SVG image', async () => {
    const c = chain(0)
    const client = clientFor(c)
    expect(await client.readContract({ address: c.nft.address, abi: erc20Abi, functionName: 'symbol' })).toBe(
      'CRIT',
    )
    const uri = await client.readContract({
      address: c.nft.address,
      abi: latchCrittersAbi,
      functionName: 'tokenURI',
      args: [2n],
    })
    const prefix = 'data:application/json;base64,'
    expect(uri.startsWith(prefix)).toBe(true)
    const meta = JSON.parse(Buffer.from(uri.slice(prefix.length), 'base64').toString('utf8')) as Record<
      string,
      string
    >
    expect(meta.name).toBe('Critter #2')
    expect(meta.description).toBeTruthy()
    const imagePrefix = 'data:image/svg+xml;base64,'
    expect(meta.image?.startsWith(imagePrefix)).toBe(true)
    const svg = Buffer.from(meta.image?.slice(imagePrefix.length) ?? '', 'base64').toString('utf8')
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"[\s\S]*<\/svg>$/)
  })

  it('gives accounts #0 and #1 a few Critters, listable by owner index', async () => {
    const c = chain(1)
    const client = clientFor(c)
    for (const owner of [account(0), account(1)]) {
      const count = await client.readContract({
        address: c.nft.address,
        abi: latchCrittersAbi,
        functionName: 'balanceOf',
        args: [owner],
      })
      expect(count).toBeGreaterThanOrEqual(2n)
      const first = await client.readContract({
        address: c.nft.address,
        abi: latchCrittersAbi,
        functionName: 'tokenOfOwnerByIndex',
        args: [owner, 0n],
      })
      expect(
        await client.readContract({
          address: c.nft.address,
          abi: latchCrittersAbi,
          functionName: 'ownerOf',
          args: [first],
        }),
      ).toBe(owner)
    }
  })
})

describe('multicall3', () => {
  it('answers viem multicall at the canonical address with the same balances as single reads', async () => {
    for (const c of chains) {
      expect(c.contracts.multicall3).toBe('0xcA11bde05977b3631167028862bE2a173976CA11')
      const client = clientFor(c)
      const calls = c.tokens.flatMap((t) =>
        accounts.slice(0, 4).map((owner) => ({
          address: t.address,
          abi: erc20Abi,
          functionName: 'balanceOf' as const,
          args: [owner] as const,
        })),
      )
      const batched = await client.multicall({ contracts: calls, allowFailure: false, batchSize: 0 })
      const single = await Promise.all(calls.map((call) => client.readContract(call)))
      expect(batched).toEqual(single)
      expect(batched.every((b) => b > 0n)).toBe(true)
    }
  })

  it('reports a failing call as a failure without failing the batch', async () => {
    const c = chain(0)
    const results = await clientFor(c).multicall({
      contracts: [
        { address: c.nft.address, abi: latchCrittersAbi, functionName: 'ownerOf', args: [999_999n] },
        { address: at(c.tokens, 0).address, abi: erc20Abi, functionName: 'decimals' },
      ],
    })
    expect(results[0]?.status).toBe('failure')
    expect(results[1]).toEqual({ status: 'success', result: 6 })
  })
})

describe('uniswap v2', () => {
  async function reserves(
    client: PublicClient,
    c: DevnetChain,
    a: Address,
    b: Address,
  ): Promise<[bigint, bigint]> {
    const pair = await client.readContract({
      address: c.contracts.uniswapV2Factory,
      abi: uniswapV2FactoryAbi,
      functionName: 'getPair',
      args: [a, b],
    })
    const [r0, r1] = await client.readContract({
      address: pair,
      abi: uniswapV2PairAbi,
      functionName: 'getReserves',
    })
    const token0 = await client.readContract({ address: pair, abi: uniswapV2PairAbi, functionName: 'token0' })
    return token0.toLowerCase() === a.toLowerCase() ? [r0, r1] : [r1, r0]
  }

  it('prices the pools at 1 ETH = 3000 lUSD, 1 LATCH = 2 lUSD, 1 ETH = 1500 LATCH', async () => {
    const c = chain(0)
    const client = clientFor(c)
    const [lusd, latch] = [at(c.tokens, 0), at(c.tokens, 1)]
    const [ethR, lusdR] = await reserves(client, c, c.contracts.weth, lusd.address)
    expect((lusdR * 10n ** 18n) / ethR).toBe(parseUnits('3000', 6))
    const [latchR, lusdR2] = await reserves(client, c, latch.address, lusd.address)
    expect((lusdR2 * 10n ** 18n) / latchR).toBe(parseUnits('2', 6))
    const [ethR2, latchR2] = await reserves(client, c, c.contracts.weth, latch.address)
    expect(latchR2 / ethR2).toBe(1500n)
    expect(lusd.priceUsd * 3000).toBe(devnet.manifest.ethPriceUsd)
    expect(latch.priceUsd).toBe(2)
  })

  it('swapExactTokensForTokens moves balances exactly as getAmountsOut and x*y=k with the 0.3% fee say', async () => {
    const c = chain(1)
    const client = clientFor(c)
    const trader = account(3)
    const wallet = createWalletClient({ account: trader, chain: toViemChain(c), transport: http() })
    const [lusd, latch] = [at(c.tokens, 0).address, at(c.tokens, 1).address]
    const amountIn = parseUnits('1000', 6)
    const path = [lusd, latch]
    const [rIn, rOut] = await reserves(client, c, lusd, latch)
    const expectedOut = (amountIn * 997n * rOut) / (rIn * 1000n + amountIn * 997n)
    const quoted = await client.readContract({
      address: c.contracts.uniswapV2Router,
      abi: uniswapV2RouterAbi,
      functionName: 'getAmountsOut',
      args: [amountIn, path],
    })
    expect(quoted).toEqual([amountIn, expectedOut])
    // Close to the 2 lUSD per LATCH price, less the fee and a little slippage.
    expect(expectedOut).toBeLessThan(parseUnits('500', 18))
    expect(expectedOut).toBeGreaterThan(parseUnits('495', 18))

    const balance = (token: Address) =>
      client.readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [trader] })
    const [lusdBefore, latchBefore] = [await balance(lusd), await balance(latch)]
    await client.waitForTransactionReceipt({
      hash: await wallet.writeContract({
        address: lusd,
        abi: erc20Abi,
        functionName: 'approve',
        args: [c.contracts.uniswapV2Router, amountIn],
      }),
    })
    const hash = await wallet.writeContract({
      address: c.contracts.uniswapV2Router,
      abi: uniswapV2RouterAbi,
      functionName: 'swapExactTokensForTokens',
      args: [amountIn, expectedOut, path, trader, 2n ** 64n],
    })
    const receipt = await client.waitForTransactionReceipt({ hash })
    // Seen once in a full run (not alone): the replay's reason tells why if it happens again.
    if (receipt.status !== 'success') {
      const tx = await client.getTransaction({ hash })
      const reason = await client
        .call({
          account: trader,
          to: tx.to ?? undefined,
          data: tx.input,
          blockNumber: receipt.blockNumber - 1n,
        })
        .then(
          () => 'the replay on the block before succeeds',
          (error: Error) => error.message,
        )
      const [rNow, oNow] = await reserves(client, c, lusd, latch)
      throw new Error(
        `swap reverted in block ${receipt.blockNumber} (gas ${receipt.gasUsed}/${tx.gas}): ${reason}; reserves before ${rIn}/${rOut}, now ${rNow}/${oNow}`,
      )
    }
    expect(lusdBefore - (await balance(lusd))).toBe(amountIn)
    expect((await balance(latch)) - latchBefore).toBe(expectedOut)
    const [rInAfter, rOutAfter] = await reserves(client, c, lusd, latch)
    expect([rInAfter, rOutAfter]).toEqual([rIn + amountIn, rOut - expectedOut])
  })
})

describe('erc-1271 smart account', () => {
  const magic = '0x1626ba7e'
  const owner = () => mnemonicToAccount(devnet.manifest.mnemonic, { addressIndex: 0 })
  const stranger = () => mnemonicToAccount(devnet.manifest.mnemonic, { addressIndex: 1 })

  it('is owned by account #0', async () => {
    const c = chain(0)
    const ownerAddress = await clientFor(c).readContract({
      address: c.contracts.smartAccount,
      abi: smartAccountAbi,
      functionName: 'owner',
    })
    expect(ownerAddress).toBe(account(0))
  })

  it("accepts the owner's signature over a hash and refuses another key's", async () => {
    const c = chain(0)
    const client = clientFor(c)
    const hash = keccak256(toHex('sign in to Latch'))
    const check = (signature: Hex) =>
      client.readContract({
        address: c.contracts.smartAccount,
        abi: smartAccountAbi,
        functionName: 'isValidSignature',
        args: [hash, signature],
      })
    expect(await check(await owner().sign({ hash }))).toBe(magic)
    expect(await check(await stranger().sign({ hash }))).not.toBe(magic)
    expect(await check('0x1234')).not.toBe(magic)
  })

  it("verifies a personal_sign message signed by the owner through viem's verifyMessage", async () => {
    const c = chain(1)
    const client = clientFor(c)
    const message = 'Latch wants you to sign in'
    const address = c.contracts.smartAccount
    expect(
      await client.verifyMessage({ address, message, signature: await owner().signMessage({ message }) }),
    ).toBe(true)
    expect(
      await client.verifyMessage({ address, message, signature: await stranger().signMessage({ message }) }),
    ).toBe(false)
    expect(
      await client.verifyHash({
        address,
        hash: hashMessage(message),
        signature: await owner().signMessage({ message }),
      }),
    ).toBe(true)
  })
})

describe('farcaster id registry', () => {
  it('holds each fixture fid for the custody key the manifest derives from the mnemonic, on every chain', async () => {
    const users = devnet.manifest.farcaster.users
    expect(users.map((u) => [u.fid, u.username])).toEqual([
      [1, 'alice'],
      [2, 'bob'],
    ])
    for (const chain of chains) {
      const client = clientFor(chain)
      const registry = { address: chain.contracts.farcasterIdRegistry, abi: farcasterIdRegistryAbi } as const
      for (const user of users) {
        const custody = mnemonicToAccount(devnet.manifest.mnemonic, {
          addressIndex: user.addressIndex,
        }).address
        expect(user.custody).toBe(custody)
        expect(await client.readContract({ ...registry, functionName: 'idOf', args: [custody] })).toBe(
          BigInt(user.fid),
        )
        expect(
          await client.readContract({ ...registry, functionName: 'custodyOf', args: [BigInt(user.fid)] }),
        ).toBe(custody)
      }
      expect(await client.readContract({ ...registry, functionName: 'idOf', args: [account(0)] })).toBe(0n)
    }
  })
})

describe('history', () => {
  it('leaves native, ERC-20 and NFT transfers among accounts #0..#3 before startBlock', async () => {
    const c = chain(0)
    const client = clientFor(c)
    expect(await client.getTransactionCount({ address: account(0) })).toBeGreaterThanOrEqual(3)
    const transfer = parseAbiItem('event Transfer(address indexed from, address indexed to, uint256 value)')
    const erc20Logs = await client.getLogs({
      address: at(c.tokens, 0).address,
      event: transfer,
      args: { from: account(0) },
      fromBlock: 0n,
    })
    expect(erc20Logs.some((log) => log.args.to === account(2))).toBe(true)
    const nftTransfer = parseAbiItem(
      'event Transfer(address indexed from, address indexed to, uint256 indexed tokenId)',
    )
    const nftLogs = await client.getLogs({
      address: c.nft.address,
      event: nftTransfer,
      args: { from: account(0), to: account(1) },
      fromBlock: 0n,
    })
    expect(nftLogs.map((log) => log.args.tokenId)).toEqual([1n])
    expect(nftLogs.every((log) => Number(log.blockNumber) < c.startBlock)).toBe(true)
    const users = accounts.slice(0, 4).map((a) => a.toLowerCase())
    const nativeSenders = new Set<string>()
    for (let n = 1; n < c.startBlock; n++) {
      const block = await client.getBlock({ blockNumber: BigInt(n), includeTransactions: true })
      for (const tx of block.transactions) {
        if (
          tx.value > 0n &&
          users.includes(tx.from.toLowerCase()) &&
          users.includes(tx.to?.toLowerCase() ?? '')
        )
          nativeSenders.add(tx.from)
      }
    }
    expect(nativeSenders.size).toBeGreaterThanOrEqual(2)
  })
})
