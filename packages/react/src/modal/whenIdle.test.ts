// @vitest-environment happy-dom
import { afterEach, describe, expect, test, vi } from 'vitest'
import { whenIdle } from './whenIdle'

function setReadyState(state: DocumentReadyState) {
  Object.defineProperty(document, 'readyState', { value: state, configurable: true })
}

const idleApi = {
  requestIdleCallback: window.requestIdleCallback,
  cancelIdleCallback: window.cancelIdleCallback,
}

afterEach(() => {
  setReadyState('complete')
  Object.assign(window, idleApi)
  vi.useRealTimers()
})

describe('whenIdle', () => {
  test('waits for the load event before scheduling the task', async () => {
    setReadyState('loading')
    const task = vi.fn()
    whenIdle(task)
    await new Promise((resolve) => setTimeout(resolve, 30))
    expect(task).not.toHaveBeenCalled()
    setReadyState('complete')
    window.dispatchEvent(new Event('load'))
    await vi.waitFor(() => expect(task).toHaveBeenCalledTimes(1))
  })

  test('uses requestIdleCallback with a time-out when the browser has it', () => {
    const requested: Array<{ callback: () => void; timeout?: number }> = []
    Object.assign(window, {
      requestIdleCallback: (callback: () => void, options?: { timeout?: number }) =>
        requested.push({ callback, timeout: options?.timeout }),
      cancelIdleCallback: () => {},
    })
    const task = vi.fn()
    whenIdle(task)
    expect(requested).toHaveLength(1)
    expect(requested[0]?.timeout).toBeGreaterThan(0)
    expect(task).not.toHaveBeenCalled()
    requested[0]?.callback()
    expect(task).toHaveBeenCalledTimes(1)
  })

  test('falls back to a timer when requestIdleCallback is missing', () => {
    vi.useFakeTimers()
    Object.assign(window, { requestIdleCallback: undefined, cancelIdleCallback: undefined })
    const task = vi.fn()
    whenIdle(task)
    expect(task).not.toHaveBeenCalled()
    vi.advanceTimersByTime(5)
    expect(task).toHaveBeenCalledTimes(1)
  })

  test('a cancelled task never runs, before or after the load event', async () => {
    setReadyState('loading')
    const beforeLoad = vi.fn()
    whenIdle(beforeLoad)()
    setReadyState('complete')
    window.dispatchEvent(new Event('load'))
    const afterLoad = vi.fn()
    whenIdle(afterLoad)()
    await new Promise((resolve) => setTimeout(resolve, 30))
    expect(beforeLoad).not.toHaveBeenCalled()
    expect(afterLoad).not.toHaveBeenCalled()
  })
})
