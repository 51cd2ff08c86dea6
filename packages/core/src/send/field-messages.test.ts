// The send form's field messages: 'Required' and 'Invalid input' from the one form helper, the
// more precise 'Insufficient balance' kept, and names left to their resolution line.
import { describe, expect, test } from 'vitest'
import type { LatchState } from '../client/state'
import type { TokenBalance } from '../connection/accounts'
import { getSendFieldMessages } from './getters'
import type { SendFormState } from './state'

const ether: TokenBalance = {
  name: 'Ether',
  symbol: 'ETH',
  chainId: 'eip155:1',
  value: 3000,
  price: 2000,
  iconUrl: '',
  quantity: { decimals: '18', numeric: '1.5' },
}
const RECEIVER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

const messages = (send: SendFormState, namespace: 'eip155' | 'solana' = 'eip155') =>
  getSendFieldMessages({ send, networks: { activeNamespace: namespace } } as Pick<
    LatchState,
    'send' | 'networks'
  >)

describe('send field messages', () => {
  test("empty amount and receiver each say 'Required'", () => {
    expect(messages({})).toEqual({ amount: 'Required', receiver: 'Required' })
    expect(messages({ token: ether, amount: '  ', receiverAddress: ' ' })).toEqual({
      amount: 'Required',
      receiver: 'Required',
    })
  })

  test("text that is no amount or no address says 'Invalid input'", () => {
    for (const amount of [
      'abc',
      '1e3',
      '-1',
      '0',
      '1.2.3',
      '<b>1</b>',
      `${'1'.padEnd(30, '0')}.0000000000000000001`,
    ])
      expect(messages({ token: ether, amount, receiverAddress: RECEIVER }).amount, amount).toBe(
        'Invalid input',
      )
    expect(messages({ amount: 'x' }).amount).toBe('Invalid input')
    for (const receiverAddress of ['0x1234', 'garbage', '<img src=x>', RECEIVER.replace('C', 'c')])
      expect(messages({ token: ether, amount: '1', receiverAddress }).receiver, receiverAddress).toBe(
        'Invalid input',
      )
    // An EVM address on Solana cannot be read either.
    expect(messages({ amount: '1', receiverAddress: RECEIVER }, 'solana').receiver).toBe('Invalid input')
  })

  test("an amount above the balance keeps its own message, 'Insufficient balance'", () => {
    expect(messages({ token: ether, amount: '1.6', receiverAddress: RECEIVER })).toEqual({
      amount: 'Insufficient balance',
    })
  })

  test('a valid draft has no field message, and a typed name is left to its resolution', () => {
    expect(messages({ token: ether, amount: '1.5', receiverAddress: RECEIVER })).toEqual({})
    expect(messages({ token: ether, amount: '1', receiverAddress: 'alice.latch.id' })).toEqual({})
  })
})
