import { describe, expect, test, vi } from 'vitest'
import { awaitSocialCallback, POPUP_CLOSED } from './social-popup'

const FRAME = 'https://frame.test'

function harness() {
  const target = new EventTarget()
  const popup = { location: { href: '' }, closed: false, close: vi.fn() }
  const post = (data: unknown, origin = FRAME, source: unknown = popup) => {
    const event = new MessageEvent('message', { data, origin })
    Object.defineProperty(event, 'source', { value: source })
    target.dispatchEvent(event)
  }
  const view = {
    addEventListener: target.addEventListener.bind(target),
    removeEventListener: target.removeEventListener.bind(target),
  } as unknown as Window
  return { popup, post, view }
}

describe('the social popup, seen from the page', () => {
  test("resolves with the address the popup reports from the frame's origin", async () => {
    const { popup, post, view } = harness()
    const answer = awaitSocialCallback(popup, FRAME, view)
    post({ type: 'latch:social-callback', uri: `${FRAME}/embedded/v1/social/callback?code=c&state=s` })
    await expect(answer).resolves.toBe(`${FRAME}/embedded/v1/social/callback?code=c&state=s`)
  })

  test('ignores the same message from another origin, another window, or of another shape', async () => {
    vi.useFakeTimers()
    try {
      const { popup, post, view } = harness()
      const answer = awaitSocialCallback(popup, FRAME, view)
      const settled = vi.fn()
      answer.then(settled, settled)
      post({ type: 'latch:social-callback', uri: 'https://evil.test/x' }, 'https://evil.test')
      post({ type: 'latch:social-callback', uri: `${FRAME}/x` }, FRAME, {})
      post({ type: 'latch:social-callback', uri: 42 })
      post({ type: 'latch:social-callback', uri: `${FRAME}/${'x'.repeat(5000)}` })
      await vi.advanceTimersByTimeAsync(100)
      expect(settled).not.toHaveBeenCalled()
      popup.closed = true
      await vi.advanceTimersByTimeAsync(600)
      await expect(answer).rejects.toThrow(POPUP_CLOSED)
    } finally {
      vi.useRealTimers()
    }
  })
})
