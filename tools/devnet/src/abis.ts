// Typed ABIs for the fixtures, for the deploy script and for tests that drive the devnet.
// Standard ERC-20 / ERC-721 reads are covered by viem's `erc20Abi` and `erc721Abi`.
import { parseAbi } from 'viem'

export const latchTokenAbi = parseAbi([
  'function mint(address to, uint256 amount)',
  'function owner() view returns (address)',
])

export const latchCrittersAbi = parseAbi([
  'function mint(address to) returns (uint256)',
  'function nextId() view returns (uint256)',
  'function tokenURI(uint256 id) view returns (string)',
  'function totalSupply() view returns (uint256)',
  'function tokenOfOwnerByIndex(address owner, uint256 index) view returns (uint256)',
  'function balanceOf(address owner) view returns (uint256)',
  'function ownerOf(uint256 id) view returns (address)',
  'function safeTransferFrom(address from, address to, uint256 id)',
])

export const multicall3Abi = parseAbi([
  'struct Call3 { address target; bool allowFailure; bytes callData; }',
  'struct Result { bool success; bytes returnData; }',
  'function aggregate3(Call3[] calls) payable returns (Result[] results)',
  'function getEthBalance(address account) view returns (uint256)',
  'function getBlockNumber() view returns (uint256)',
  'function getCurrentBlockTimestamp() view returns (uint256)',
])

export const smartAccountAbi = parseAbi([
  'function owner() view returns (address)',
  'function isValidSignature(bytes32 hash, bytes signature) view returns (bytes4)',
  'function execute(address target, uint256 value, bytes data) returns (bytes)',
])

export const uniswapV2FactoryAbi = parseAbi([
  'function getPair(address tokenA, address tokenB) view returns (address)',
  'function allPairsLength() view returns (uint256)',
])

export const uniswapV2PairAbi = parseAbi([
  'function getReserves() view returns (uint112 reserve0, uint112 reserve1, uint32 blockTimestampLast)',
  'function token0() view returns (address)',
  'function token1() view returns (address)',
])

export const uniswapV2RouterAbi = parseAbi([
  'function WETH() view returns (address)',
  'function factory() view returns (address)',
  'function getAmountsOut(uint256 amountIn, address[] path) view returns (uint256[] amounts)',
  'function getAmountsIn(uint256 amountOut, address[] path) view returns (uint256[] amounts)',
  'function addLiquidity(address tokenA, address tokenB, uint256 amountADesired, uint256 amountBDesired, uint256 amountAMin, uint256 amountBMin, address to, uint256 deadline) returns (uint256 amountA, uint256 amountB, uint256 liquidity)',
  'function addLiquidityETH(address token, uint256 amountTokenDesired, uint256 amountTokenMin, uint256 amountETHMin, address to, uint256 deadline) payable returns (uint256 amountToken, uint256 amountETH, uint256 liquidity)',
  'function swapExactTokensForTokens(uint256 amountIn, uint256 amountOutMin, address[] path, address to, uint256 deadline) returns (uint256[] amounts)',
  'function swapExactETHForTokens(uint256 amountOutMin, address[] path, address to, uint256 deadline) payable returns (uint256[] amounts)',
  'function swapExactTokensForETH(uint256 amountIn, uint256 amountOutMin, address[] path, address to, uint256 deadline) returns (uint256[] amounts)',
])

export const weth9Abi = parseAbi(['function deposit() payable', 'function withdraw(uint256 wad)'])

/** The devnet's Farcaster id registry (the reads sign-in uses, and the owner's writes). */
export const farcasterIdRegistryAbi = parseAbi([
  'function idOf(address custody) view returns (uint256)',
  'function custodyOf(uint256 fid) view returns (address)',
  'function register(address to) returns (uint256)',
  'function moveCustody(uint256 fid, address to)',
])
