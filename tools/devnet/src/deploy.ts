// Sets up the fixtures on one fresh anvil chain. Every transaction is sent in a fixed order from
// fixed accounts, so contract addresses (deployer nonce order) are the same on every start and
// on both chains.
import { createRequire } from 'node:module'
import {
  type Abi,
  type Address,
  encodeDeployData,
  encodeFunctionData,
  erc20Abi,
  getAddress,
  type Hex,
  maxUint256,
  numberToHex,
  parseEther,
  parseUnits,
} from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { farcasterIdRegistryAbi, latchCrittersAbi, latchTokenAbi, uniswapV2RouterAbi } from './abis'
import { type AccountAbstraction, deployAccountAbstraction } from './account-abstraction'
import type { Artifacts } from './compile'
import {
  CANONICAL_MULTICALL3,
  DEPLOYER_INDEX,
  ETH_PRICE_USD,
  FARCASTER_USERS,
  MNEMONIC,
  ONRAMP_TREASURY_ETH,
  ONRAMP_TREASURY_INDEX,
  TOKENS,
} from './fixtures'
import { rpc } from './rpc'

export interface DeployedFixtures {
  lusd: Address
  latch: Address
  critters: Address
  weth: Address
  uniswapV2Factory: Address
  uniswapV2Router: Address
  multicall3: Address
  smartAccount: Address
  farcasterIdRegistry: Address
  /** Only on chains set up with ERC-4337. */
  accountAbstraction?: AccountAbstraction
  startBlock: number
}

const require = createRequire(import.meta.url)

function uniswapArtifact(path: string): { abi: Abi; bytecode: Hex } {
  const json = require(path) as { abi: Abi; bytecode: string }
  return {
    abi: json.abi,
    bytecode: (json.bytecode.startsWith('0x') ? json.bytecode : `0x${json.bytecode}`) as Hex,
  }
}

interface Receipt {
  status: Hex
  contractAddress: Address | null
}

export async function deployFixtures(
  rpcUrl: string,
  chainId: number,
  accounts: Address[],
  artifacts: Artifacts,
  withAccountAbstraction = false,
): Promise<DeployedFixtures> {
  const account = (i: number): Address => {
    const a = accounts[i]
    if (!a) throw new Error(`devnet account #${i} missing`)
    return a
  }
  const deployer = account(DEPLOYER_INDEX)

  // eth_sendTransactionSync (EIP-7966) returns the receipt once mined: no receipt polling.
  // Anvil signs for its own dev accounts, so no keys are handled here.
  async function send(
    tx: { from: Address; to?: Address; data?: Hex; value?: bigint },
    what: string,
  ): Promise<Receipt> {
    const params = {
      from: tx.from,
      to: tx.to,
      data: tx.data,
      value: tx.value ? numberToHex(tx.value) : undefined,
    }
    const receipt = await rpc<Receipt>(rpcUrl, 'eth_sendTransactionSync', [params])
    if (receipt.status !== '0x1') throw new Error(`devnet setup failed on chain ${chainId}: ${what} reverted`)
    return receipt
  }
  async function deploy(what: string, abi: Abi, bytecode: Hex, args: unknown[]): Promise<Address> {
    const { contractAddress } = await send(
      { from: deployer, data: encodeDeployData({ abi, bytecode, args }) },
      `deploying ${what}`,
    )
    if (!contractAddress) throw new Error(`devnet setup failed on chain ${chainId}: ${what} has no address`)
    return getAddress(contractAddress)
  }
  const call = (from: Address, to: Address, data: Hex, what: string, value = 0n) =>
    send({ from, to, data, value }, what)

  const [lusdSpec, latchSpec] = TOKENS
  const token = artifacts.LatchToken
  const lusd = await deploy('lUSD', token.abi, token.bytecode, [
    lusdSpec.name,
    lusdSpec.symbol,
    lusdSpec.decimals,
    deployer,
  ])
  const latch = await deploy('LATCH', token.abi, token.bytecode, [
    latchSpec.name,
    latchSpec.symbol,
    latchSpec.decimals,
    deployer,
  ])
  const critters = await deploy(
    'Latch Critters',
    artifacts.LatchCritters.abi,
    artifacts.LatchCritters.bytecode,
    [deployer],
  )
  const weth9 = uniswapArtifact('@uniswap/v2-periphery/build/WETH9.json')
  const weth = await deploy('WETH9', weth9.abi, weth9.bytecode, [])
  const factoryArtifact = uniswapArtifact('@uniswap/v2-core/build/UniswapV2Factory.json')
  const uniswapV2Factory = await deploy('UniswapV2Factory', factoryArtifact.abi, factoryArtifact.bytecode, [
    deployer,
  ])
  const routerArtifact = uniswapArtifact('@uniswap/v2-periphery/build/UniswapV2Router02.json')
  const uniswapV2Router = await deploy('UniswapV2Router02', routerArtifact.abi, routerArtifact.bytecode, [
    uniswapV2Factory,
    weth,
  ])
  const ownerWallet = artifacts.OwnerSignedWallet
  const smartAccount = await deploy('OwnerSignedWallet', ownerWallet.abi, ownerWallet.bytecode, [account(0)])

  // Multicall3 lives at the same address on every real chain; clients assume it is there.
  await rpc(rpcUrl, 'anvil_setCode', [CANONICAL_MULTICALL3, artifacts.Multicall.deployedBytecode])
  await rpc(rpcUrl, 'anvil_setBalance', [
    onRampTreasury(),
    numberToHex(parseEther(String(ONRAMP_TREASURY_ETH))),
  ])

  const usd = (n: number) => parseUnits(String(n), lusdSpec.decimals)
  const lat = (n: number) => parseUnits(String(n), latchSpec.decimals)
  const mint = (tokenAddress: Address, to: Address, amount: bigint) =>
    call(
      deployer,
      tokenAddress,
      encodeFunctionData({ abi: latchTokenAbi, functionName: 'mint', args: [to, amount] }),
      'mint',
    )
  const transfer = (from: Address, tokenAddress: Address, to: Address, amount: bigint) =>
    call(
      from,
      tokenAddress,
      encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [to, amount] }),
      'transfer',
    )

  // Pools at 1 ETH = ETH_PRICE_USD lUSD and 1 LATCH = its price in lUSD.
  const ethInPool = 100
  const lusdPerEth = ETH_PRICE_USD / lusdSpec.priceUsd
  const latchPerEth = ETH_PRICE_USD / latchSpec.priceUsd
  const lusdLatchPool = { lusd: 200_000, latch: (200_000 * lusdSpec.priceUsd) / latchSpec.priceUsd }
  await mint(lusd, deployer, usd(ethInPool * lusdPerEth + lusdLatchPool.lusd))
  await mint(latch, deployer, lat(ethInPool * latchPerEth + lusdLatchPool.latch))
  for (const t of [lusd, latch]) {
    await call(
      deployer,
      t,
      encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [uniswapV2Router, maxUint256] }),
      'approve',
    )
  }
  const addEthPool = (t: Address, amount: bigint) =>
    call(
      deployer,
      uniswapV2Router,
      encodeFunctionData({
        abi: uniswapV2RouterAbi,
        functionName: 'addLiquidityETH',
        args: [t, amount, amount, 0n, deployer, maxUint256],
      }),
      'addLiquidityETH',
      parseEther(String(ethInPool)),
    )
  await addEthPool(lusd, usd(ethInPool * lusdPerEth))
  await addEthPool(latch, lat(ethInPool * latchPerEth))
  const a = usd(lusdLatchPool.lusd)
  const b = lat(lusdLatchPool.latch)
  await call(
    deployer,
    uniswapV2Router,
    encodeFunctionData({
      abi: uniswapV2RouterAbi,
      functionName: 'addLiquidity',
      args: [lusd, latch, a, b, a, b, deployer, maxUint256],
    }),
    'addLiquidity',
  )

  // Balances for accounts #0..#3 and the smart account.
  for (let i = 0; i < 4; i++) {
    await mint(lusd, account(i), usd(10_000))
    await mint(latch, account(i), lat(5_000))
  }
  await mint(lusd, smartAccount, usd(500))
  await send({ from: deployer, to: smartAccount, value: parseEther('1') }, 'fund smart account')
  // Critters #1..#4 to account #0, #5..#6 to account #1.
  for (const to of [0, 0, 0, 0, 1, 1]) {
    await call(
      deployer,
      critters,
      encodeFunctionData({ abi: latchCrittersAbi, functionName: 'mint', args: [account(to)] }),
      'mint critter',
    )
  }

  // A little history so accounts have activity to show.
  await send({ from: account(0), to: account(1), value: parseEther('1') }, 'native transfer')
  await send({ from: account(2), to: account(0), value: parseEther('0.5') }, 'native transfer')
  await transfer(account(0), lusd, account(2), usd(250))
  await transfer(account(3), latch, account(0), lat(100))
  await transfer(account(1), lusd, account(3), usd(75))
  await call(
    account(0),
    critters,
    encodeFunctionData({
      abi: latchCrittersAbi,
      functionName: 'safeTransferFrom',
      args: [account(0), account(1), 1n],
    }),
    'critter transfer',
  )

  // Farcaster ids for sign-in, registered last so every address above stays where it was.
  const idRegistry = artifacts.FarcasterIdRegistry
  const farcasterIdRegistry = await deploy('FarcasterIdRegistry', idRegistry.abi, idRegistry.bytecode, [
    deployer,
  ])
  for (const user of FARCASTER_USERS) {
    const custody = mnemonicToAccount(MNEMONIC, { addressIndex: user.addressIndex }).address
    await call(
      deployer,
      farcasterIdRegistry,
      encodeFunctionData({ abi: farcasterIdRegistryAbi, functionName: 'register', args: [custody] }),
      'register fid',
    )
  }

  // ERC-4337 after everything else, so no address above moves; only on the chains that ask for it,
  // so the others show how a network without an EntryPoint is handled.
  const accountAbstraction = withAccountAbstraction
    ? await deployAccountAbstraction(send, rpcUrl, deployer, artifacts)
    : undefined

  const startBlock = Number(await rpc<Hex>(rpcUrl, 'eth_blockNumber')) + 1
  return {
    lusd,
    latch,
    critters,
    weth,
    uniswapV2Factory,
    uniswapV2Router,
    multicall3: CANONICAL_MULTICALL3,
    smartAccount,
    farcasterIdRegistry,
    ...(accountAbstraction ? { accountAbstraction } : {}),
    startBlock,
  }
}

/** The on-ramp treasury's address (see ONRAMP_TREASURY_INDEX). */
export const onRampTreasury = (): Address =>
  mnemonicToAccount(MNEMONIC, { addressIndex: ONRAMP_TREASURY_INDEX }).address
