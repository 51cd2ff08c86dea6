// Smart sessions (ERC-7715-style permissions) in the embedded wallet. A dapp asks for a spending
// limit in native currency until an expiry; the visitor grants it here, the smart account signs the
// session (ERC-1271) and the services server stores it (POST /v1/sessions/{address}). Later
// wallet_sendCalls naming the session's context run without a prompt while they stay within the
// limit, and are refused beyond it, after the expiry, or once the server lists the session no longer
// (revoked). The frame holds the account's only key, so it is where the limit is enforced.
import { type Address, formatEther, type Hex, isHex } from 'viem'
import { activeAccount, ownerAddress } from './accounts'
import { CallsError } from './calls'
import { api } from './server'
import { type Call, sendUserOperation, smartAccountOf, waitForUserOperation } from './smart-account'
import { base64url, store } from './storage'

/** EIP-1193's "unauthorized": what a session does not allow. */
export const UNAUTHORIZED = 4100
const MAX_SESSION_SECONDS = 30 * 24 * 3600
const MAX_ALLOWANCE = 2n ** 128n

export interface StoredSession {
  pci: string
  chainId: number
  address: Address
  allowance: string
  spent: string
  expiry: number
}

const nowSeconds = () => Math.floor(Date.now() / 1000)
const sessionKey = (pci: string) => `session:${pci}`

/** wallet_grantPermissions' request, checked: one native-token-transfer allowance and an expiry. */
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
    throw new CallsError('Exactly one permission is supported: native-token-transfer')
  const [permission] = permissions as Array<{ type?: unknown; data?: { allowance?: unknown } }>
  const allowance = permission?.data?.allowance
  if (
    permission?.type !== 'native-token-transfer' ||
    typeof allowance !== 'string' ||
    !/^0x[0-9a-fA-F]{1,32}$/.test(allowance)
  )
    throw new CallsError("The permission must be { type: 'native-token-transfer', data: { allowance: hex } }")
  const amount = BigInt(allowance)
  if (amount === 0n || amount >= MAX_ALLOWANCE)
    throw new CallsError('The allowance must be above zero and below 2^128')
  return { expiry, allowance: amount }
}

export async function grantPermissions(
  approve: (details: Array<[string, string]>) => Promise<Hex>,
  rpcParams: unknown,
  id: number,
) {
  const grant = parseGrant(rpcParams, id)
  const active = await activeAccount(id, ownerAddress())
  if (active.type !== 'smartAccount') throw new CallsError('Sessions need the smart account', UNAUTHORIZED)
  const key = await approve([
    ['Account', `${active.address} (smart account)`],
    ['Spend up to', `${formatEther(grant.allowance)} ETH`],
    ['Until', new Date(grant.expiry * 1000).toISOString()],
    ['Network', `eip155:${id}`],
  ])
  const pci = base64url(crypto.getRandomValues(new Uint8Array(18)))
  const permissions = [
    { type: 'native-token-transfer', data: { allowance: `0x${grant.allowance.toString(16)}` } },
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
  } satisfies StoredSession)
  return {
    permissionsContext: pci,
    chainId: `0x${id.toString(16)}`,
    expiry: grant.expiry,
    address: active.address,
    permissions,
  }
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
  if (calls.some((call) => call.data && call.data !== '0x')) refuse('The session allows plain transfers only')
  // Revoked sessions are no longer listed by the server: asked at each use.
  const active = await api<{ data: Array<{ pci: string }> }>(
    `/v1/sessions/${session.address}`,
    undefined,
    false,
  )
  if (!active.data.some((entry) => entry.pci === pci)) refuse('The session was revoked')
  const total = calls.reduce((sum, call) => sum + (call.value ?? 0n), 0n)
  const left = BigInt(session.allowance) - BigInt(session.spent)
  if (total > left) refuse(`The calls exceed the session's allowance (${formatEther(left)} ETH left)`)
  const hash = await sendUserOperation(id, await unlock(), calls)
  store.set(sessionKey(pci), { ...session, spent: (BigInt(session.spent) + total).toString() })
  const receipt = await waitForUserOperation(id, hash)
  if (!receipt.success) throw new Error('The calls reverted')
  return hash
}
