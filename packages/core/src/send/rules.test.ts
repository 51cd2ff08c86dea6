import fc from 'fast-check'
import { encodeFunctionData, erc20Abi } from 'viem'
import { describe, expect, test } from 'vitest'
import type { TokenBalance } from '../connection/accounts'
import { formatUnits, parseUnits } from '../numbers/units'
import {
  amountUnits,
  buildSendTransaction,
  encodeErc20Transfer,
  maxFeePerGas,
  maxSendAmount,
  SEND_ERRORS,
  sendErrorMessage,
  sendProblem,
} from './rules'

const RECEIVER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const LUSD = '0x5FbDB2315678afecb367f032d93F642f64180aa3'

const ether: TokenBalance = {
  name: 'Ether',
  symbol: 'ETH',
  chainId: 'eip155:31337',
  value: 3000,
  price: 3000,
  iconUrl: '',
  quantity: { decimals: '18', numeric: '1.5' },
}
const lusd: TokenBalance = {
  ...ether,
  name: 'Latch USD',
  symbol: 'lUSD',
  address: `eip155:31337:${LUSD}`,
  quantity: { decimals: '6', numeric: '100.25' },
}

const draft = (patch: Partial<Parameters<typeof sendProblem>[0]> = {}) => ({
  namespace: 'eip155' as const,
  token: ether,
  amount: '0.5',
  receiver: RECEIVER,
  ...patch,
})

describe('send form rules', () => {
  test("a missing token is refused with 'A token is required'", () => {
    expect(sendProblem(draft({ token: undefined }))).toBe('A token is required')
  })

  test("a missing amount or receiver is refused with 'An amount and receiver address are required'", () => {
    expect(sendProblem(draft({ amount: '' }))).toBe('An amount and receiver address are required')
    expect(sendProblem(draft({ receiver: '  ' }))).toBe('An amount and receiver address are required')
  })

  test("a malformed receiver or a wrong EIP-55 checksum is refused with 'Invalid address'", () => {
    expect(sendProblem(draft({ receiver: '0x1234' }))).toBe(SEND_ERRORS.INVALID_ADDRESS)
    // One letter's case flipped: a typo the checksum catches.
    const flipped = RECEIVER.replace('C51812', 'c51812')
    expect(sendProblem(draft({ receiver: flipped }))).toBe('Invalid address')
    expect(sendProblem(draft({ receiver: RECEIVER.toLowerCase() }))).toBeUndefined()
  })

  test('an EVM receiver may leave out its 0x (spec section 5)', () => {
    expect(sendProblem(draft({ receiver: RECEIVER.slice(2) }))).toBeUndefined()
    expect(sendProblem(draft({ receiver: RECEIVER.slice(2).replace('C51812', 'c51812') }))).toBe(
      'Invalid address',
    )
  })

  test('an amount above the balance is refused', () => {
    expect(sendProblem(draft({ amount: '1.500000000000000001' }))).toBe('Insufficient balance')
    expect(sendProblem(draft({ amount: '1.5' }))).toBeUndefined()
    expect(sendProblem(draft({ token: lusd, amount: '100.250001' }))).toBe('Insufficient balance')
  })

  test('zero, negative, non-numeric and over-precise amounts are invalid', () => {
    for (const amount of ['0', '-1', 'abc', '1e3', '0.0000001'])
      expect(sendProblem(draft({ token: lusd, amount }))).toBe('Invalid amount')
  })

  test("send is supported only on eip155, solana and bip122: 'Send is supported only on eip155, solana and bip122'", () => {
    expect(sendProblem(draft({ namespace: 'cosmos' }))).toBe(
      'Send is supported only on eip155, solana and bip122',
    )
    expect(sendProblem(draft({ namespace: 'polkadot' }))).toBe(SEND_ERRORS.UNSUPPORTED_NAMESPACE)
  })
})

describe('the wallet request a send becomes', () => {
  test('native: a value transfer of the amount in wei', () => {
    expect(buildSendTransaction(draft({ amount: '0.1' }))).toEqual({
      to: RECEIVER,
      value: 100_000_000_000_000_000n,
    })
  })

  test('ERC-20: transfer(to, amount) calldata to the token contract, as viem encodes it', () => {
    const request = buildSendTransaction(draft({ token: lusd, amount: '12.345678' }))
    expect(request.to).toBe(LUSD)
    expect(request.data).toBe(
      encodeFunctionData({
        abi: erc20Abi,
        functionName: 'transfer',
        args: [RECEIVER, 12_345_678n],
      }),
    )
  })

  test('transfer calldata agrees with viem for any address and uint256 amount', () => {
    const address = fc
      .uint8Array({ minLength: 20, maxLength: 20 })
      .map((bytes) => `0x${Buffer.from(bytes).toString('hex')}` as const)
    fc.assert(
      fc.property(address, fc.bigInt({ min: 0n, max: 2n ** 256n - 1n }), (to, amount) => {
        expect(encodeErc20Transfer(to, amount)).toBe(
          encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [to, amount] }),
        )
      }),
    )
    expect(() => encodeErc20Transfer(RECEIVER, 2n ** 256n)).toThrow('Invalid amount')
  })

  test('a receiver typed without 0x goes to the wallet with it, trimmed, for a value or a token transfer', () => {
    const bare = ` ${RECEIVER.slice(2)} `
    expect(buildSendTransaction(draft({ receiver: bare, amount: '0.1' }))).toEqual({
      to: RECEIVER,
      value: 100_000_000_000_000_000n,
    })
    expect(buildSendTransaction(draft({ token: lusd, amount: '1', receiver: bare })).data).toBe(
      encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [RECEIVER, 1_000_000n] }),
    )
  })

  test('an invalid draft never becomes a request', () => {
    expect(() => buildSendTransaction(draft({ receiver: 'nope' }))).toThrow('Invalid address')
  })

  const SOLANA_RECEIVER = 'Fq1x1T1fH5mGVsHpMoKy3AJJCxwSMcXR9BBfmJk1Kdkk'
  const sol: TokenBalance = { ...ether, symbol: 'SOL', quantity: { decimals: '9', numeric: '10' } }
  const spl: TokenBalance = {
    ...lusd,
    address: 'solana:local:Ez1MPnXgDvaf1rspCCjPnRMcEbhXgzMUNzUXMoafrkVL',
    quantity: { decimals: '6', numeric: '1000' },
  }

  test('solana: SOL goes as lamports to the receiver, an SPL token with its mint and decimals', () => {
    const onSolana = (patch: Partial<Parameters<typeof sendProblem>[0]>) =>
      buildSendTransaction(draft({ namespace: 'solana', receiver: SOLANA_RECEIVER, ...patch }))
    expect(onSolana({ token: sol, amount: '0.5' })).toEqual({ to: SOLANA_RECEIVER, value: 500_000_000n })
    expect(onSolana({ token: spl, amount: '3' })).toEqual({
      to: SOLANA_RECEIVER,
      value: 3_000_000n,
      token: { address: 'Ez1MPnXgDvaf1rspCCjPnRMcEbhXgzMUNzUXMoafrkVL', decimals: 6 },
    })
  })

  test('solana: an EVM receiver is refused as an invalid address', () => {
    expect(() =>
      buildSendTransaction(draft({ namespace: 'solana', token: sol, receiver: RECEIVER })),
    ).toThrow('Invalid address')
  })
})

describe('amount text to bigint never goes through floating point', () => {
  test("'0.1' + '0.2' is exactly '0.3' in base units, at 18 and 6 decimals", () => {
    for (const token of [ether, lusd]) {
      expect(amountUnits('0.1', token) + amountUnits('0.2', token)).toBe(amountUnits('0.3', token))
    }
    // The float sum is not 0.3; the bigint one is.
    expect(0.1 + 0.2).not.toBe(0.3)
  })

  test('property: whole.fraction text equals whole * 10^decimals + fraction, for 18 and 6 decimals and huge values', () => {
    const digits = (max: number) =>
      fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: 1, maxLength: max })
    fc.assert(
      fc.property(
        fc.constantFrom(18, 6),
        fc.bigInt({ min: 0n, max: 10n ** 60n }),
        digits(18),
        (decimals, whole, fractionDigits) => {
          const fraction = fractionDigits.slice(0, decimals)
          const token = { quantity: { decimals: String(decimals), numeric: '0' } }
          const expected = whole * 10n ** BigInt(decimals) + BigInt(fraction.padEnd(decimals, '0'))
          if (expected === 0n) {
            expect(() => amountUnits(`${whole}.${fraction}`, token)).toThrow('Invalid amount')
            return
          }
          expect(amountUnits(`${whole}.${fraction}`, token)).toBe(expected)
        },
      ),
    )
  })

  test('property: an amount shown by formatUnits reads back to the same bigint', () => {
    fc.assert(
      fc.property(fc.constantFrom(18, 6), fc.bigInt({ min: 1n, max: 2n ** 256n - 1n }), (decimals, units) => {
        const token = { quantity: { decimals: String(decimals), numeric: '0' } }
        expect(amountUnits(formatUnits(units, decimals), token)).toBe(units)
      }),
    )
  })
})

describe('Max and fees', () => {
  test('maxFeePerGas applies the 1.2 base fee multiplier, rounding up', () => {
    expect(maxFeePerGas(1_000_000_000n)).toBe(1_200_000_000n)
    expect(maxFeePerGas(1n)).toBe(2n)
    expect(maxFeePerGas(0n)).toBe(0n)
  })

  test('Max on the native currency leaves room for gas; on a token it is the whole balance', () => {
    const reserve = 21_000n * maxFeePerGas(2_000_000_000n)
    expect(maxSendAmount(ether, reserve)).toBe(formatUnits(parseUnits('1.5', 18) - reserve, 18))
    expect(maxSendAmount(lusd, reserve)).toBe('100.25')
    expect(maxSendAmount({ ...ether, quantity: { decimals: '18', numeric: '0.00001' } }, reserve)).toBe('0')
  })

  test('a wallet rejection (4001) reads as declined, even when wrapped', () => {
    expect(sendErrorMessage({ code: 4001, message: 'User rejected' })).toBe(
      'Transaction declined in the wallet',
    )
    expect(sendErrorMessage(new Error('outer', { cause: { code: 4001 } }))).toBe(
      'Transaction declined in the wallet',
    )
    expect(sendErrorMessage(new Error('nonce too low'))).toBe('nonce too low')
    expect(sendErrorMessage(undefined)).toBe('The transaction could not be sent')
  })
})
