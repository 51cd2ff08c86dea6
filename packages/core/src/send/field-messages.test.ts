// The send form's field messages: 'Required' and 'Invalid input' from the one form helper, a
// reason wherever there is a more precise one (the amount's, a mistyped checksum, 'Insufficient
// balance'), and names left to their resolution line.
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

type FormView = Pick<LatchState, 'send' | 'networks' | 'locale'>

const messages = (send: SendFormState, namespace: 'eip155' | 'solana' = 'eip155', locale = ['en']) =>
  getSendFieldMessages({ send, networks: { activeNamespace: namespace }, locale } as unknown as FormView)

describe('send field messages', () => {
  test("empty amount and receiver each say 'Required'", () => {
    expect(messages({})).toEqual({ amount: 'Required', receiver: 'Required' })
    expect(messages({ token: ether, amount: '  ', receiverAddress: ' ' })).toEqual({
      amount: 'Required',
      receiver: 'Required',
    })
  })

  test("text that is no amount or no address says 'Invalid input'", () => {
    for (const amount of ['abc', '<b>1</b>', '12abc', '1,5 ETH', '$5'])
      expect(messages({ token: ether, amount, receiverAddress: RECEIVER }).amount, amount).toBe(
        'Invalid input',
      )
    expect(messages({ amount: 'x' }).amount).toBe('Invalid input')
    for (const receiverAddress of ['0x1234', 'garbage', '<img src=x>', `0x${RECEIVER.slice(3)}`])
      expect(messages({ token: ether, amount: '1', receiverAddress }).receiver, receiverAddress).toBe(
        'Invalid input',
      )
    // An EVM address on Solana cannot be read either.
    expect(messages({ amount: '1', receiverAddress: RECEIVER }, 'solana').receiver).toBe('Invalid input')
  })

  const amountSays = (amount: string, locale?: string[]) =>
    messages({ token: ether, amount, receiverAddress: RECEIVER }, 'eip155', locale).amount

  test('an amount that is a number but cannot be sent says why', () => {
    for (const amount of ['0', '0.000', '-5', '-0.5', ' -1 '])
      expect(amountSays(amount), amount).toBe('Enter an amount greater than 0')
    for (const amount of ['1e3', '1E-2', '1,000', '1 000', '1.2.3', "1'000"])
      expect(amountSays(amount), amount).toBe('Write the amount as a plain number, such as 0.5')
    // ETH has 18 decimals: the 19th is one too many, and trailing zeros are no decimals at all.
    expect(amountSays(`${'1'.padEnd(30, '0')}.0000000000000000001`)).toBe(
      'Too many decimals for ETH (at most 18)',
    )
    expect(amountSays('0.1234567890123456789012345')).toBe('Too many decimals for ETH (at most 18)')
    expect(amountSays('0.100000000000000000000000')).toBeUndefined()
  })

  test('the amount is read in the locale of the modal: a decimal comma where the locale writes one', () => {
    expect(amountSays('1,5')).toBe('Write the amount as a plain number, such as 0.5')
    for (const locale of ['de', 'fr-CA', 'pt-BR']) {
      expect(amountSays('1,5', [locale]), locale).toBeUndefined()
      expect(amountSays('1,6', [locale]), locale).toBe('Insufficient balance')
      expect(amountSays('0,5', [locale]), locale).toBeUndefined()
      // The plain form is read everywhere (Max fills it in); grouping never is.
      expect(amountSays('0.5', [locale]), locale).toBeUndefined()
      expect(amountSays('1.000,5', [locale]), locale).toBe('Write the amount as a plain number, such as 0.5')
      expect(amountSays('0,0', [locale]), locale).toBe('Enter an amount greater than 0')
    }
    // Persian: its own digits and decimal sign.
    expect(amountSays('۰٫۵', ['fa'])).toBeUndefined()
    expect(amountSays('۲', ['fa'])).toBe('Insufficient balance')
  })

  test('a mixed-case address whose EIP-55 checksum is wrong says so: the sign of a typo', () => {
    for (const receiverAddress of [RECEIVER.replace('C', 'c'), RECEIVER.slice(2).replace('C', 'c')])
      expect(messages({ token: ether, amount: '1', receiverAddress }).receiver, receiverAddress).toBe(
        'The address checksum does not match: check the address for a typo',
      )
  })

  test("an amount above the balance keeps its own message, 'Insufficient balance'", () => {
    expect(messages({ token: ether, amount: '1.6', receiverAddress: RECEIVER })).toEqual({
      amount: 'Insufficient balance',
    })
  })

  test('a valid draft has no field message, and a typed name is left to its resolution', () => {
    expect(messages({ token: ether, amount: '1.5', receiverAddress: RECEIVER })).toEqual({})
    // 0x is optional (spec section 5), in any case.
    for (const receiverAddress of [RECEIVER.slice(2), RECEIVER.slice(2).toLowerCase(), ` ${RECEIVER} `])
      expect(messages({ token: ether, amount: '1.5', receiverAddress }), receiverAddress).toEqual({})
    expect(messages({ token: ether, amount: '1', receiverAddress: 'alice.latch.id' })).toEqual({})
  })
})
