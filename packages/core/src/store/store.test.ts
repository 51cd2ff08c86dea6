import { describe, expect, test, vi } from 'vitest'
import { createStore } from './store'

describe('store', () => {
  test('setState merges a partial state and getState returns it', () => {
    const store = createStore({ a: 1, b: 'x' })
    store.setState({ a: 2 })
    expect(store.getState()).toEqual({ a: 2, b: 'x' })
  })

  test('setState accepts an updater of the current state', () => {
    const store = createStore({ count: 1 })
    store.setState((state) => ({ count: state.count + 1 }))
    expect(store.getState().count).toBe(2)
  })

  test('each change yields a new state object, so useSyncExternalStore sees it', () => {
    const store = createStore({ count: 1 })
    const before = store.getState()
    store.setState({ count: 2 })
    expect(store.getState()).not.toBe(before)
  })

  test('subscribe notifies on change and unsubscribe stops it', () => {
    const store = createStore({ count: 0 })
    const listener = vi.fn()
    const unsubscribe = store.subscribe(listener)
    store.setState({ count: 1 })
    unsubscribe()
    store.setState({ count: 2 })
    expect(listener).toHaveBeenCalledTimes(1)
  })

  test('a setState that changes nothing notifies nobody', () => {
    const store = createStore({ count: 0 })
    const listener = vi.fn()
    store.subscribe(listener)
    store.setState({ count: 0 })
    expect(listener).not.toHaveBeenCalled()
  })

  test('select only fires when the selected value changes (Object.is)', () => {
    const store = createStore({ a: 1, b: 1 })
    const listener = vi.fn()
    store.select((state) => state.a, listener)
    store.setState({ b: 2 })
    store.setState({ a: 5 })
    expect(listener).toHaveBeenCalledTimes(1)
    expect(listener).toHaveBeenCalledWith(5, 1)
  })
})
