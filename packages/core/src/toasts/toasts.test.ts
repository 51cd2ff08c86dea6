import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { TOASTS } from '../errors/codes'
import { createStore } from '../store/store'
import { createToastActions } from './actions'
import { createAlertActions } from './alerts'
import { alertLeavesWithModal, initialAlertState, initialToastState, toastHidesAfter } from './state'

function setup() {
  const store = createStore({ toast: initialToastState(), alert: initialAlertState() })
  return { store, actions: { ...createToastActions(store), ...createAlertActions(store) } }
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

  test('while one toast hands over to the next it is marked swapping, so its row stays until the next arrives', () => {
    const { store, actions } = setup()
    actions.showToast('one')
    actions.showToast('two')
    expect(store.getState().toast).toMatchObject({ open: false, swapping: true, message: 'one' })
    // A third toast within the hand-over takes the second's place, still without the row going.
    vi.advanceTimersByTime(100)
    actions.showToast('three')
    expect(store.getState().toast).toMatchObject({ open: false, swapping: true })
    vi.advanceTimersByTime(150)
    expect(store.getState().toast).toEqual({ open: true, message: 'three', variant: 'info' })
    actions.hideToast()
    expect(store.getState().toast).toMatchObject({ open: false, swapping: false })
  })

  test('hiding one message withdraws that toast, shown or still on its way, and leaves any other alone', () => {
    const { store, actions } = setup()
    actions.showToast('Address copied', 'success')
    actions.showToast('A token is required', 'error')
    actions.hideToast('A token is required')
    vi.advanceTimersByTime(500)
    expect(store.getState().toast).toMatchObject({ open: false, swapping: false })

    actions.showToast('Address copied', 'success')
    actions.hideToast('A token is required')
    expect(store.getState().toast).toMatchObject({ open: true, message: 'Address copied' })
    actions.showToast('A token is required', 'error')
    actions.hideToast('Address copied')
    vi.advanceTimersByTime(150)
    expect(store.getState().toast).toMatchObject({ open: true, message: 'A token is required' })
    actions.hideToast('A token is required')
    expect(store.getState().toast.open).toBe(false)
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

  test('a toast hides after 5 s in view, a loading one stays until its flow ends it', () => {
    expect(toastHidesAfter({ open: true, message: 'Signature declined', variant: 'error' })).toBe(5000)
    expect(toastHidesAfter({ open: true, message: 'Done', variant: 'success' })).toBe(5000)
    expect(toastHidesAfter({ open: true, message: 'Authenticating...', variant: 'loading' })).toBeUndefined()
    expect(toastHidesAfter({ open: false, message: 'Signature declined', variant: 'error' })).toBeUndefined()
  })

  test('the 5 s are in view in all: a toast seen for 3 s before the modal closed has 2 s left', () => {
    const toast = { open: true, message: 'A token is required', variant: 'error' } as const
    expect(toastHidesAfter(toast, 3000)).toBe(2000)
    expect(toastHidesAfter(toast, 5000)).toBe(0)
    expect(toastHidesAfter({ ...toast, variant: 'loading' }, 3000)).toBeUndefined()
  })

  test("an alert about one attempt leaves with the modal, one about the app's setup stays", () => {
    const { store, actions } = setup()
    for (const code of [
      'IFRAME_REQUEST_TIMEOUT',
      'IFRAME_LOAD_FAILED',
      'RPC_METHOD_NOT_ALLOWED',
      'SWITCH_NETWORK_NOT_FOUND',
      'JWT_TOKEN_NOT_VALID',
    ] as const) {
      actions.showAlert(code)
      expect(alertLeavesWithModal(store.getState().alert)).toBe(true)
    }
    for (const code of [
      'INVALID_APP_CONFIGURATION',
      'UNVERIFIED_DOMAIN',
      'INVALID_PROJECT_ID',
      'PROJECT_ID_NOT_CONFIGURED',
    ] as const) {
      actions.showAlert(code)
      expect(alertLeavesWithModal(store.getState().alert)).toBe(false)
    }
    actions.hideAlert()
    expect(alertLeavesWithModal(store.getState().alert)).toBe(false)
  })
})
