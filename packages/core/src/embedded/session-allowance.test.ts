import { describe, expect, it } from 'vitest'
import type { TokenBalance } from '../connection/accounts'
import { sessionAllowance } from './session-allowance'

const LUSD = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const lusd: TokenBalance = {
  name: 'Latch USD',
  symbol: 'lUSD',
  chainId: 'eip155:31337',
  address: `eip155:31337:${LUSD}`,
  value: 0,
  price: 1,
  iconUrl: '',
  quantity: { decimals: '6', numeric: '25' },
}
const session = (permission: unknown) => ({ pci: 'p', permissions: [permission], expiry: 1 })

describe('what a smart session lets the dapp spend', () => {
  it('reads a native allowance in ETH', () => {
    const native = session({ type: 'native-token-transfer', data: { allowance: '0xb1a2bc2ec50000' } })
    expect(sessionAllowance(native, [])).toEqual({ amount: '0.05', symbol: 'ETH' })
  })

  it("reads a token allowance with the held token's symbol and decimals, whatever the address case", () => {
    const token = session({
      type: 'erc20-token-transfer',
      data: { address: LUSD.toLowerCase(), allowance: '0x989680' },
    })
    expect(sessionAllowance(token, [lusd])).toEqual({ amount: '10', symbol: 'lUSD' })
  })

  it('names a token the account does not hold by its contract, in base units', () => {
    const token = session({ type: 'erc20-token-transfer', data: { address: LUSD, allowance: '0x989680' } })
    expect(sessionAllowance(token, [])).toEqual({ amount: '10000000', symbol: 'units of 0x5FbD…0aa3' })
  })

  it('leaves the amount out when the stored allowance or contract is not well formed', () => {
    expect(
      sessionAllowance(session({ type: 'native-token-transfer', data: { allowance: 'lots' } }), []),
    ).toEqual({
      amount: undefined,
      symbol: 'ETH',
    })
    const markup = session({ type: 'erc20-token-transfer', data: { address: '<b>x</b>', allowance: '0x1' } })
    expect(sessionAllowance(markup, [lusd])).toEqual({ symbol: 'tokens' })
    expect(sessionAllowance({ pci: 'p' }, [])).toEqual({ amount: undefined, symbol: 'ETH' })
  })
})
