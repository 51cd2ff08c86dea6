import { describe, expect, test } from 'vitest'
import { ERRORS } from './codes'
import { isUnknownChainError, LatchError } from './latch-error'

describe('LatchError', () => {
  test('message is the exact user text and code, details and cause are kept', () => {
    const cause = new Error('low level')
    const error = new LatchError('NETWORK_NOT_FOUND', ERRORS.NETWORK_NOT_FOUND, { details: { id: 5 }, cause })
    expect(error).toBeInstanceOf(Error)
    expect(error.message).toBe('Network not found')
    expect(error.code).toBe('NETWORK_NOT_FOUND')
    expect(error.details).toEqual({ id: 5 })
    expect(error.cause).toBe(cause)
    expect(error.name).toBe('LatchError')
  })
})

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

  test('other codes and non-objects are not unknown chain errors', () => {
    expect(isUnknownChainError({ code: 4001 })).toBe(false)
    expect(isUnknownChainError(null)).toBe(false)
    expect(isUnknownChainError('4902')).toBe(false)
    expect(isUnknownChainError(undefined)).toBe(false)
  })

  test('a cyclic cause chain does not loop forever', () => {
    const a: { code: number; cause?: unknown } = { code: 1 }
    a.cause = a
    expect(isUnknownChainError(a)).toBe(false)
  })
})
