import type { TokenBalance } from '../connection/accounts'

/**
 * The Tokens tab's list: tokens whose decimals is the string '0' dropped (spec section 3), the rest
 * by USD value, highest first; equal values by symbol so the order is stable.
 */
export function visibleTokens(balances: readonly TokenBalance[]): TokenBalance[] {
  return balances
    .filter((token) => token.quantity?.decimals !== '0')
    .map((token) => ({ token, value: Number.isFinite(token.value) ? token.value : 0 }))
    .sort((a, b) => b.value - a.value || a.token.symbol.localeCompare(b.token.symbol))
    .map(({ token }) => token)
}

/** A token's contract address without its CAIP-10 prefix ('eip155:1:0xabc' -> '0xabc'). */
export function tokenContract(token: Pick<TokenBalance, 'address'>): string | undefined {
  if (!token.address) return undefined
  return token.address.split(':').at(-1)
}
