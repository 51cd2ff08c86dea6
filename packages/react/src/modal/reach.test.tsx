// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { LAZY_VIEWS, type LazyView } from './lazyViews'
import { reach } from './reach'
import { lazyView } from './viewLoading'

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

/** Spies on every view's load, so a test can say which were fetched. */
function watchLoads() {
  const loads = (Object.keys(LAZY_VIEWS) as LazyView[]).map((view) => ({
    view,
    load: vi.spyOn(lazyView(view), 'load'),
  }))
  return () => loads.filter(({ load }) => load.mock.calls.length > 0).map(({ view }) => view)
}

describe('reach: a control fetches the view it leads to when the visitor is about to press it', () => {
  it('fetches nothing while the control only sits there', () => {
    const fetched = watchLoads()
    render(
      <button type="button" {...reach('WalletSend')}>
        Send
      </button>,
    )
    expect(fetched()).toEqual([])
  })

  it('pointing at the control fetches that view, and only that one; the chunk arrives', async () => {
    const fetched = watchLoads()
    render(
      <>
        <button type="button" {...reach('WalletSend')}>
          Send
        </button>
        <button type="button" {...reach('Swap')}>
          Swap
        </button>
      </>,
    )
    fireEvent.pointerEnter(screen.getByRole('button', { name: 'Send' }))
    expect(fetched()).toEqual(['WalletSend'])
    // The first import of a view compiles it, which can take a while here.
    await vi.waitFor(() => expect(lazyView('WalletSend').get()).toBeTypeOf('function'), { timeout: 15_000 })
  })

  it('focusing it from the keyboard fetches it too', () => {
    const fetched = watchLoads()
    render(
      <button type="button" {...reach('WalletReceive')}>
        Receive
      </button>,
    )
    screen.getByRole('button', { name: 'Receive' }).focus()
    expect(fetched()).toEqual(['WalletReceive'])
  })

  it('a failed fetch stays quiet: the view tries again when it is shown', async () => {
    // Replaced by hand, not spied on: a spy observes the promise it returns, which handles it.
    const chunk = lazyView('OnRampBuy')
    const load = chunk.load
    let attempts = 0
    chunk.load = () => {
      attempts++
      return Promise.reject(new Error('offline'))
    }
    const unhandled = vi.fn()
    process.on('unhandledRejection', unhandled)
    try {
      render(
        <button type="button" {...reach('OnRampBuy')}>
          Buy
        </button>,
      )
      fireEvent.pointerEnter(screen.getByRole('button', { name: 'Buy' }))
      expect(attempts).toBe(1)
      // Node reports an unhandled rejection once the microtasks have run.
      await new Promise((resolve) => setImmediate(resolve))
      expect(unhandled).not.toHaveBeenCalled()
    } finally {
      process.off('unhandledRejection', unhandled)
      chunk.load = load
    }
  })
})
