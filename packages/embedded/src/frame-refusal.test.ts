// A frame that will not answer the page (its origin is off the project's list, or the project is
// unknown) says so instead of FRAME_READY: the host raises the alert at once, not after 20 s.
import { type EmbeddedWalletEvent, LatchError } from '@latch/core'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { createFakePage, FRAME_URL } from '../test/fake-page'
import { createFrameMessenger } from './messenger'
import { createEvent } from './protocol'
import { createEmbeddedRuntime } from './runtime'

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

function runtime() {
  const page = createFakePage()
  const wallet = createEmbeddedRuntime({
    frameUrl: FRAME_URL,
    projectId: 'p1',
    chainId: 1,
    document: page.document,
  })
  const events: EmbeddedWalletEvent[] = []
  wallet.embedded.onEvent((event) => events.push(event))
  return { page, port: wallet.embedded, events }
}

function messenger() {
  const page = createFakePage()
  const alerts: string[] = []
  const frame = createFrameMessenger({
    frameUrl: FRAME_URL,
    projectId: 'p1',
    chainId: 1,
    document: page.document,
    onAlert: (code) => alerts.push(code),
    log: () => {},
  })
  return { page, frame, alerts }
}

describe('a frame that refuses the page', () => {
  test.each([
    ['origin_not_allowed', 'UNVERIFIED_DOMAIN'],
    ['invalid_project_id', 'INVALID_PROJECT_ID'],
  ] as const)(
    "%s: 'Invalid App Configuration' (%s) at once, and the frame is taken away",
    async (reason, code) => {
      const { page, port, events } = runtime()
      const login = port.connectEmail('ada@example.com').catch((error: unknown) => error)
      page.deliver(createEvent('FRAME_REFUSED', { reason }))
      await vi.advanceTimersByTimeAsync(0)
      expect(events).toEqual([{ type: 'alert', code }])
      const error = (await login) as LatchError
      expect(error).toBeInstanceOf(LatchError)
      expect(error.code).toBe(code)
      expect(error.message).toBe('Invalid App Configuration')
      expect(page.iframe()?.removed).toBe(true)
      // Nothing more when the 20 s would have run out.
      await vi.advanceTimersByTimeAsync(20_000)
      expect(events).toHaveLength(1)
    },
  )

  test('a refusal from another origin, or with an unknown reason, is dropped and the wait goes on', async () => {
    const { page, frame, alerts } = messenger()
    const ready = frame.ready().catch((error: unknown) => error)
    page.deliver(createEvent('FRAME_REFUSED', { reason: 'origin_not_allowed' }), {
      origin: 'https://evil.test',
    })
    page.deliver(createEvent('FRAME_REFUSED', { reason: 'origin_not_allowed' }), { source: page.window })
    page.deliver({ id: crypto.randomUUID(), type: 'FRAME_REFUSED', payload: { reason: 'teapot' } })
    await vi.advanceTimersByTimeAsync(0)
    expect(alerts).toEqual([])
    page.frameReady()
    await vi.advanceTimersByTimeAsync(500)
    expect(await ready).toBeUndefined()
  })

  test('once the frame is ready, a refusal changes nothing', async () => {
    const { page, frame, alerts } = messenger()
    const ready = frame.ready()
    page.frameReady()
    await vi.advanceTimersByTimeAsync(500)
    await ready
    page.deliver(createEvent('FRAME_REFUSED', { reason: 'origin_not_allowed' }))
    await vi.advanceTimersByTimeAsync(0)
    expect(alerts).toEqual([])
    expect(page.iframe()?.removed).toBe(false)
  })
})
