import { describe, expect, test } from 'vitest'
import { BaseError } from './base'
import { errorCode, isUnknownChainError, isUserRejection } from './wallet'

describe('wallet errors 4902, 5000 and 32603 mean unknown chain, add it', () => {
  test.each([4902, 5000, 32603, -32603])('code %i is an unknown chain error', (code) => {
    expect(isUnknownChainError({ code, message: 'x' })).toBe(true)
  })

  test('codes nested in data.originalError or a cause chain are found', () => {
    expect(isUnknownChainError({ code: -1, data: { originalError: { code: 4902 } } })).toBe(true)
    expect(isUnknownChainError(new Error('wrapped', { cause: { code: 5000 } }))).toBe(true)
    expect(isUnknownChainError({ code: '4902' })).toBe(true)
    expect(isUnknownChainError({ code: 4902, data: { originalError: { code: 1 } } })).toBe(true)
  })

  test('string codes count, in a cause chain and nested in data.originalError too', () => {
    expect(isUnknownChainError({ code: '-32603' })).toBe(true)
    expect(
      isUnknownChainError(new BaseError('X', 'x', { cause: { data: { originalError: { code: '5000' } } } })),
    ).toBe(true)
  })

  test('other codes and non-objects are not unknown chain errors', () => {
    expect(isUnknownChainError({ code: 4001 })).toBe(false)
    expect(isUnknownChainError({ code: '' })).toBe(false)
    expect(isUnknownChainError({ code: 'x4902' })).toBe(false)
    expect(isUnknownChainError(null)).toBe(false)
    expect(isUnknownChainError('4902')).toBe(false)
    expect(isUnknownChainError(4902)).toBe(false)
    expect(isUnknownChainError(undefined)).toBe(false)
  })

  test('a cyclic cause chain does not loop forever', () => {
    const a: { code: number; cause?: unknown } = { code: 1 }
    a.cause = a
    expect(isUnknownChainError(a)).toBe(false)
  })
})

describe('a wallet rejection (4001) is the user saying no', () => {
  test('code 4001, as a number or a string', () => {
    expect(isUserRejection({ code: 4001, message: 'User rejected the request.' })).toBe(true)
    expect(isUserRejection({ code: '4001' })).toBe(true)
    expect(isUserRejection({ code: 'ACTION_REJECTED' })).toBe(true)
  })

  test('found along the cause chain and in data.originalError', () => {
    expect(isUserRejection(new Error('outer', { cause: { code: 4001 } }))).toBe(true)
    expect(isUserRejection(new Error('a', { cause: new Error('b', { cause: { code: '4001' } }) }))).toBe(true)
    expect(isUserRejection({ code: -32000, data: { originalError: { code: 4001 } } })).toBe(true)
    expect(
      isUserRejection(new BaseError('X', 'x', { cause: { data: { originalError: { code: 4001 } } } })),
    ).toBe(true)
  })

  test('the wording wallets use without a code', () => {
    expect(isUserRejection(new Error('User denied account authorization'))).toBe(true)
    expect(isUserRejection({ code: 5000, message: 'User rejected.' })).toBe(true)
    expect(isUserRejection(new Error('MetaMask: the user rejected the request'))).toBe(true)
  })

  test('other errors, unknown chains and non-errors are not rejections', () => {
    expect(isUserRejection(new Error('Chain not configured'))).toBe(false)
    expect(isUserRejection({ code: 4902 })).toBe(false)
    expect(isUserRejection({ code: 4100, message: 'Unauthorized' })).toBe(false)
    expect(isUserRejection(null)).toBe(false)
    expect(isUserRejection(undefined)).toBe(false)
    expect(isUserRejection(4001)).toBe(false)
    expect(isUserRejection('User rejected')).toBe(false)
  })

  test('a cyclic cause chain does not loop forever', () => {
    const a: { code: number; cause?: unknown } = { code: 1 }
    a.cause = a
    expect(isUserRejection(a)).toBe(false)
  })
})

describe('errorCode', () => {
  test('the numeric code of a wallet error, or undefined', () => {
    expect(errorCode({ code: 4902 })).toBe(4902)
    expect(errorCode({ code: '4902' })).toBeUndefined()
    expect(errorCode(new Error('x'))).toBeUndefined()
    expect(errorCode(null)).toBeUndefined()
  })
})
