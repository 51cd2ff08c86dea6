import { describe, expect, test } from 'vitest'
import { alertError } from './alerts'
import { BaseError, walkCause } from './base'
import { ALERTS, ERRORS } from './codes'
import { LatchError } from './latch-error'

describe('BaseError', () => {
  test('the short message is the message; code, details, meta lines and cause are kept', () => {
    const cause = new Error('low level')
    const error = new BaseError('SOME_CODE', 'Short text', {
      details: 'what happened underneath',
      metaMessages: ['Try again.'],
      cause,
    })
    expect(error).toBeInstanceOf(Error)
    expect(error.name).toBe('BaseError')
    expect(error.shortMessage).toBe('Short text')
    expect(error.message).toBe('Short text')
    expect(error.code).toBe('SOME_CODE')
    expect(error.details).toBe('what happened underneath')
    expect(error.metaMessages).toEqual(['Try again.'])
    expect(error.cause).toBe(cause)
  })

  test('the long message puts meta lines and details on the lines after the short message', () => {
    const error = new BaseError(undefined, 'Short text', {
      details: { status: 500, big: 1n },
      metaMessages: ['Check the network.', 'Then try again.'],
    })
    expect(error.longMessage).toBe(
      'Short text\n\nCheck the network.\nThen try again.\n\nDetails: {"status":500,"big":"1"}',
    )
    expect(new BaseError(1, 'Alone').longMessage).toBe('Alone')
  })

  test('empty options leave details, meta lines and cause unset', () => {
    const error = new BaseError(4001, 'x', { metaMessages: [] })
    expect(error.details).toBeUndefined()
    expect(error.metaMessages).toBeUndefined()
    expect(error.cause).toBeUndefined()
  })

  test('walk without a predicate follows cause to the deepest error', () => {
    const root = { code: 4902, message: 'Unrecognized chain' }
    const middle = new Error('middle', { cause: root })
    const top = new BaseError('TOP', 'top', { cause: middle })
    expect(top.walk()).toBe(root)
    const alone = new BaseError('ALONE', 'alone')
    expect(alone.walk()).toBe(alone)
  })

  test('walk with a predicate returns the first error it accepts, this one included, or undefined', () => {
    const root = { code: 4001 }
    const middle = new BaseError('MIDDLE', 'middle', { cause: root })
    const top = new BaseError('TOP', 'top', { cause: middle })
    expect(top.walk((e) => e instanceof BaseError)).toBe(top)
    expect(top.walk((e) => (e as { code?: unknown }).code === 'MIDDLE')).toBe(middle)
    expect(top.walk((e) => (e as { code?: unknown }).code === 4001)).toBe(root)
    expect(top.walk(() => false)).toBeUndefined()
  })

  test('walk stops on a cyclic cause chain', () => {
    const a: { cause?: unknown } = {}
    const b = { cause: a }
    a.cause = b
    expect(walkCause(a, () => false)).toBeUndefined()
    expect([a, b]).toContain(walkCause(a))
    const self: { cause?: unknown } = {}
    self.cause = self
    expect(walkCause(self)).toBe(self)
  })

  test('walkCause works on any thrown value', () => {
    expect(walkCause('text')).toBe('text')
    expect(walkCause(undefined)).toBeUndefined()
    expect(walkCause(null, (e) => e === null)).toBeNull()
  })
})

describe('LatchError', () => {
  test('message is the exact user text and code, details and cause are kept', () => {
    const cause = new Error('low level')
    const error = new LatchError('NETWORK_NOT_FOUND', ERRORS.NETWORK_NOT_FOUND, { details: { id: 5 }, cause })
    expect(error).toBeInstanceOf(Error)
    expect(error).toBeInstanceOf(BaseError)
    expect(error.message).toBe('Network not found')
    expect(error.shortMessage).toBe('Network not found')
    expect(error.code).toBe('NETWORK_NOT_FOUND')
    expect(error.details).toEqual({ id: 5 })
    expect(error.cause).toBe(cause)
    expect(error.name).toBe('LatchError')
  })

  test("an alert's error has its short text as message, its long text as the meta line saying what to do, unless one is given", () => {
    const alert = alertError('SWITCH_NETWORK_NOT_FOUND', { details: { caipNetworkId: 'eip155:5' } })
    expect(alert).toBeInstanceOf(LatchError)
    expect(alert.code).toBe('SWITCH_NETWORK_NOT_FOUND')
    expect(alert.message).toBe('Network Not Found')
    expect(alert.metaMessages).toEqual([ALERTS.SWITCH_NETWORK_NOT_FOUND.longMessage])
    expect(alert.details).toEqual({ caipNetworkId: 'eip155:5' })
    expect(alertError('SWITCH_NETWORK_NOT_FOUND', { metaMessages: ['Pick one.'] }).metaMessages).toEqual([
      'Pick one.',
    ])
    expect(new LatchError('NETWORK_NOT_FOUND', ERRORS.NETWORK_NOT_FOUND).metaMessages).toBeUndefined()
  })

  test('only known codes type-check', () => {
    // @ts-expect-error: not a code of the catalogue
    const error = new LatchError('NOT_A_CODE', 'x')
    expect(error.code).toBe('NOT_A_CODE')
  })
})
