import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { TOASTS } from '../errors/codes'
import { createStore } from '../store/store'
import { createToastActions } from './actions'
import { initialAlertState, initialToastState } from './state'

function setup() {
  const store = createStore({ toast: initialToastState(), alert: initialAlertState() })
  return { store, actions: createToastActions(store) }
}

describe('toasts', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  test('a toast shows at once when none is open', () => {
    const { store, actions } = setup()
    actions.showToast(TOASTS.SIGNATURE_DECLINED, 'error')
    expect(store.getState().toast).toEqual({ open: true, message: 'Signature declined', variant: 'error' })
  })

  test('toast replaces after 150 ms if already open', () => {
    const { store, actions } = setup()
    actions.showToast(TOASTS.AUTHENTICATING, 'loading')
    actions.showToast(TOASTS.UNSUPPORTED_CHAIN, 'error')
    expect(store.getState().toast.open).toBe(false)
    vi.advanceTimersByTime(149)
    expect(store.getState().toast.open).toBe(false)
    vi.advanceTimersByTime(1)
    expect(store.getState().toast).toEqual({ open: true, message: 'Unsupported chain', variant: 'error' })
  })

  test('toast hide closes it and cancels a pending replacement', () => {
    const { store, actions } = setup()
    actions.showToast('one')
    actions.showToast('two')
    actions.hideToast()
    vi.advanceTimersByTime(500)
    expect(store.getState().toast.open).toBe(false)
  })

  test('an alert shows the catalogue text of its code', () => {
    const { store, actions } = setup()
    actions.showAlert('SWITCH_NETWORK_NOT_FOUND')
    expect(store.getState().alert).toMatchObject({
      open: true,
      code: 'SWITCH_NETWORK_NOT_FOUND',
      message: 'Network Not Found',
    })
    actions.hideAlert()
    expect(store.getState().alert.open).toBe(false)
  })

  test('an unknown alert code is refused', () => {
    const { actions } = setup()
    expect(() => actions.showAlert('NOPE' as never)).toThrow('Unknown alert code: NOPE')
  })
})
