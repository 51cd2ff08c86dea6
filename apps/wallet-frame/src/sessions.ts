// Smart sessions (ERC-7715-style permissions) in the embedded wallet. A dapp asks for a spending
// limit, in native currency or in one ERC-20 token, until an expiry; the visitor grants it here, the
// smart account signs the session (ERC-1271) and the services server stores it (POST
// /v1/sessions/{address}). Later wallet_sendCalls naming the session's context run without a prompt
// while they stay within the limit, and are refused beyond it, after the expiry, or once the server
// lists the session no longer (revoked). The frame holds the account's only key, so it is where the
// limit is enforced.
import {
  type Address,
  decodeFunctionData,
  erc20Abi,
  formatUnits,
  getAddress,
  type Hex,
  isAddress,
  isHex,
} from 'viem'
import { activeAccount, ownerAddress } from './accounts'
import { CallsError } from './calls'
import { api } from './server'
import {
  type Call,
  publicClient,
  sendUserOperation,
  smartAccountOf,
  waitForUserOperation,
} from './smart-account'
import { base64url, store } from './storage'

/** EIP-1193's "unauthorized": what a session does not allow. */
export const UNAUTHORIZED = 4100
const MAX_SESSION_SECONDS = 30 * 24 * 3600
const MAX_ALLOWANCE = 2n ** 128n
const NATIVE = { symbol: 'ETH', decimals: 18 }

/** What a session may spend: native currency, or one token (its contract, symbol and decimals). */
export interface Budget {
  token?: Address
  symbol: string
  decimals: number
}

export interface StoredSession extends Budget {
  pci: string
  chainId: number
  address: Address
  allowance: string
  spent: string
  expiry: number
}

const nowSeconds = () => Math.floor(Date.now() / 1000)
const sessionKey = (pci: string) => `session:${pci}`
const SHAPES =
  "The permission must be { type: 'native-token-transfer', data: { allowance: hex } } or { type: 'erc20-token-transfer', data: { address, allowance: hex } }"

/** wallet_grantPermissions' request, checked: one allowance (native or one ERC-20) and an expiry. */
export function parseGrant(rpcParams: unknown, chainId: number) {
  const [request] = Array.isArray(rpcParams) ? rpcParams : []
  if (!request || typeof request !== 'object')
    throw new CallsError('wallet_grantPermissions needs a request object')
  const { chainId: requested, expiry, permissions } = request as Record<string, unknown>
  if (typeof requested !== 'string' || !isHex(requested) || Number(requested) !== chainId)
    throw new CallsError(
      `The permission is for chain ${String(requested).slice(0, 20)}, not eip155:${chainId}`,
    )
  if (typeof expiry !== 'number' || !Number.isSafeInteger(expiry) || expiry <= nowSeconds())
    throw new CallsError('The expiry must be a time in the future, in seconds')
  if (expiry > nowSeconds() + MAX_SESSION_SECONDS) throw new CallsError('A session may last at most 30 days')
  if (!Array.isArray(permissions) || permissions.length !== 1)
    throw new CallsError('Exactly one permission is supported: native-token-transfer or erc20-token-transfer')
  const [permission] = permissions as Array<{
    type?: unknown
    data?: { allowance?: unknown; address?: unknown }
  }>
  const allowance = permission?.data?.allowance
  if (typeof allowance !== 'string' || !/^0x[0-9a-fA-F]{1,32}$/.test(allowance)) throw new CallsError(SHAPES)
  let token: Address | undefined
  if (permission?.type === 'erc20-token-transfer') {
    const address = permission.data?.address
    if (typeof address !== 'string' || !isAddress(address, { strict: false })) throw new CallsError(SHAPES)
    token = getAddress(address)
  } else if (permission?.type !== 'native-token-transfer') throw new CallsError(SHAPES)
  const amount = BigInt(allowance)
  if (amount === 0n || amount >= MAX_ALLOWANCE)
    throw new CallsError('The allowance must be above zero and below 2^128')
  return { expiry, allowance: amount, token }
}

/** A symbol fit to show in the approval: short, letters, digits and a few marks only. */
const PLAIN_SYMBOL = /^[A-Za-z0-9.$_-]{1,16}$/

/** The token's symbol and decimals, read from chain: the visitor approves what the contract says. */
async function budgetOf(id: number, token: Address | undefined): Promise<Budget> {
  if (!token) return NATIVE
  const client = publicClient(id)
  const [symbol, decimals] = await Promise.all([
    client.readContract({ address: token, abi: erc20Abi, functionName: 'symbol' }),
    client.readContract({ address: token, abi: erc20Abi, functionName: 'decimals' }),
  ]).catch(() => {
    throw new CallsError(`The contract at ${token} does not answer as an ERC-20 token`)
  })
  if (!PLAIN_SYMBOL.test(symbol) || decimals > 36)
    throw new CallsError(`The token at ${token} has a symbol or decimals that cannot be shown safely`)
  return { token, symbol, decimals }
}

const amountOf = (value: bigint, budget: Budget) => `${formatUnits(value, budget.decimals)} ${budget.symbol}`

export async function grantPermissions(
  approve: (details: Array<[string, string]>) => Promise<Hex>,
  rpcParams: unknown,
  id: number,
) {
  const grant = parseGrant(rpcParams, id)
  const active = await activeAccount(id, ownerAddress())
  if (active.type !== 'smartAccount') throw new CallsError('Sessions need the smart account', UNAUTHORIZED)
  const budget = await budgetOf(id, grant.token)
  const key = await approve([
    ['Account', `${active.address} (smart account)`],
    ['Spend up to', amountOf(grant.allowance, budget)],
    ...(budget.token ? [['Token contract', budget.token] as [string, string]] : []),
    ['Until', new Date(grant.expiry * 1000).toISOString()],
    ['Network', `eip155:${id}`],
  ])
  const pci = base64url(crypto.getRandomValues(new Uint8Array(18)))
  const hexAllowance = `0x${grant.allowance.toString(16)}`
  const permissions = [
    budget.token
      ? { type: 'erc20-token-transfer', data: { address: budget.token, allowance: hexAllowance } }
      : { type: 'native-token-transfer', data: { allowance: hexAllowance } },
  ]
  const message = JSON.stringify({
    pci,
    chainId: id,
    permissions,
    expiry: grant.expiry,
    timestamp: nowSeconds(),
  })
  const signature = await (await smartAccountOf(id, key)).signMessage({ message })
  await api(`/v1/sessions/${active.address}`, { message, signature }, false)
  store.set(sessionKey(pci), {
    pci,
    chainId: id,
    address: active.address,
    allowance: grant.allowance.toString(),
    spent: '0',
    expiry: grant.expiry,
    ...budget,
  } satisfies StoredSession)
  return {
    permissionsContext: pci,
    chainId: `0x${id.toString(16)}`,
    expiry: grant.expiry,
    address: active.address,
    permissions,
  }
}

/**
 * What calls spend from a budget, or why the budget does not cover them: native sessions allow
 * plain transfers; token sessions allow only `transfer(to, amount)` on their token, with no value.
 */
export function spendOf(calls: Call[], budget: Budget): bigint | string {
  let total = 0n
  for (const call of calls) {
    const data = call.data && call.data !== '0x' ? call.data : undefined
    if (!budget.token) {
      if (data) return 'The session allows plain transfers only'
      total += call.value ?? 0n
      continue
    }
    if (call.to.toLowerCase() !== budget.token.toLowerCase() || (call.value ?? 0n) !== 0n || !data)
      return `The session allows ${budget.symbol} transfers only`
    let decoded: ReturnType<typeof decodeFunctionData<typeof erc20Abi>>
    try {
      decoded = decodeFunctionData({ abi: erc20Abi, data })
    } catch {
      return `The session allows ${budget.symbol} transfers only`
    }
    if (decoded.functionName !== 'transfer') return `The session allows ${budget.symbol} transfers only`
    total += decoded.args[1]
  }
  return total
}

/** The session context a wallet_sendCalls names (capabilities.permissions.context), if any. */
export function permissionContext(rpcParams: unknown): string | undefined {
  const [request] = Array.isArray(rpcParams) ? rpcParams : []
  const context = (request as { capabilities?: { permissions?: { context?: unknown } } } | undefined)
    ?.capabilities?.permissions?.context
  return typeof context === 'string' ? context : undefined
}

/** Runs calls under a granted session, with no prompt; refused when the session does not cover them. */
export async function sendWithPermission(pci: string, calls: Call[], id: number, unlock: () => Promise<Hex>) {
  const session = store.get<StoredSession>(sessionKey(pci))
  const refuse = (why: string): never => {
    throw new CallsError(why, UNAUTHORIZED)
  }
  if (!session || typeof session.allowance !== 'string') return refuse('Unknown session')
  if (session.chainId !== id) refuse(`The session is for eip155:${session.chainId}`)
  if (session.expiry <= nowSeconds()) refuse('The session has expired')
  // Sessions stored before token budgets existed were native ones.
  const budget: Budget = session.symbol ? session : NATIVE
  const total = spendOf(calls, budget)
  if (typeof total === 'string') return refuse(total)
  // Revoked sessions are no longer listed by the server: asked at each use.
  const active = await api<{ data: Array<{ pci: string }> }>(
    `/v1/sessions/${session.address}`,
    undefined,
    false,
  )
  if (!active.data.some((entry) => entry.pci === pci)) refuse('The session was revoked')
  const left = BigInt(session.allowance) - BigInt(session.spent)
  if (total > left) refuse(`The calls exceed the session's allowance (${amountOf(left, budget)} left)`)
  const hash = await sendUserOperation(id, await unlock(), calls)
  store.set(sessionKey(pci), { ...session, spent: (BigInt(session.spent) + total).toString() })
  const receipt = await waitForUserOperation(id, hash)
  if (!receipt.success) throw new Error('The calls reverted')
  return hash
}
