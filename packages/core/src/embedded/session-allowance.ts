// What a smart session (spec section 6, ERC-7715-style) lets the dapp spend, read from the
// permission the server stores: a native-token allowance, or an ERC-20 allowance named by the
// token's contract. The token's symbol and decimals come from the account's own balances (the
// portfolio lists every token the account holds), so a token it holds none of shows as its contract.
import type { TokenBalance } from '../connection/accounts'
import { formatUnits } from '../numbers/units'
import type { SmartSession } from '../services/types'

export interface SessionAllowance {
  /** The allowance in the token's units, e.g. "10" or "0.05"; undefined when unreadable. */
  amount?: string
  /** "ETH", the token's symbol, or a shortened contract address when the token is unknown. */
  symbol: string
}

const HEX_AMOUNT = /^0x[0-9a-fA-F]{1,32}$/
const ADDRESS = /^0x[0-9a-fA-F]{40}$/

const short = (address: string) => `${address.slice(0, 6)}…${address.slice(-4)}`

export function sessionAllowance(session: SmartSession, balances: readonly TokenBalance[]): SessionAllowance {
  const permissions = Array.isArray(session.permissions) ? session.permissions : []
  const permission = permissions[0] as
    | { type?: unknown; data?: { allowance?: unknown; address?: unknown } }
    | undefined
  const allowance = permission?.data?.allowance
  const raw = typeof allowance === 'string' && HEX_AMOUNT.test(allowance) ? BigInt(allowance) : undefined
  if (permission?.type !== 'erc20-token-transfer')
    return { amount: raw === undefined ? undefined : formatUnits(raw, 18), symbol: 'ETH' }
  const token = permission.data?.address
  if (typeof token !== 'string' || !ADDRESS.test(token)) return { symbol: 'tokens' }
  // Balances carry CAIP-10 or plain addresses: the contract is the part after the last colon.
  const held = balances.find((b) => b.address?.split(':').pop()?.toLowerCase() === token.toLowerCase())
  const decimals = held ? Number(held.quantity.decimals) : Number.NaN
  if (!held || !Number.isInteger(decimals))
    return { amount: raw?.toString(), symbol: `units of ${short(token)}` }
  return { amount: raw === undefined ? undefined : formatUnits(raw, decimals), symbol: held.symbol }
}
