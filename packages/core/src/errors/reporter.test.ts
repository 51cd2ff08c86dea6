import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { createErrorReporter, type ErrorReport } from './reporter'

describe('error reporter', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  test('error reports are limited to 5 per minute', () => {
    const sent: ErrorReport[] = []
    const reporter = createErrorReporter({ send: (report) => void sent.push(report) })
    const results = Array.from({ length: 7 }, (_, i) => reporter.report(new Error(`e${i}`)))
    expect(results).toEqual([true, true, true, true, true, false, false])
    expect(sent.map((r) => r.message)).toEqual(['e0', 'e1', 'e2', 'e3', 'e4'])
    vi.advanceTimersByTime(59_999)
    expect(reporter.report(new Error('still limited'))).toBe(false)
    vi.advanceTimersByTime(1)
    expect(reporter.report(new Error('after a minute'))).toBe(true)
    expect(sent).toHaveLength(6)
  })

  test('provider init errors are reported once each', () => {
    const sent: ErrorReport[] = []
    const reporter = createErrorReporter({ send: (report) => void sent.push(report) })
    expect(reporter.reportProviderInitError(new Error('init failed A'))).toBe(true)
    expect(reporter.reportProviderInitError(new Error('init failed A'))).toBe(false)
    expect(reporter.reportProviderInitError('init failed B')).toBe(true)
    expect(sent.map((r) => [r.kind, r.message])).toEqual([
      ['provider-init', 'init failed A'],
      ['provider-init', 'init failed B'],
    ])
  })

  test('a throwing or rejecting sink never throws at the caller', async () => {
    const throwing = createErrorReporter({
      send: () => {
        throw new Error('sink down')
      },
    })
    expect(throwing.report('x')).toBe(true)
    const rejecting = createErrorReporter({ send: () => Promise.reject(new Error('sink down')) })
    expect(rejecting.report({ weird: 1n })).toBe(true)
    await vi.runAllTimersAsync()
  })
})
