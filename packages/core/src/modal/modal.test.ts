import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { pushView } from '../router/rules'
import { initialRouterState } from '../router/state'
import { createStore } from '../store/store'
import { createModalActions } from './actions'
import { canCloseModal } from './rules'
import { initialModalState } from './state'

function setup(context: { isConnected?: boolean; siwxRequired?: boolean; hasSiwxSession?: boolean } = {}) {
  const store = createStore({ modal: initialModalState(), router: initialRouterState() })
  const actions = createModalActions(store, {
    openingContext: () => ({
      manualControl: false,
      adapterCount: 1,
      isConnected: context.isConnected ?? false,
      isMobile: false,
    }),
    closeContext: () => ({
      siwxRequired: context.siwxRequired ?? false,
      hasSiwxSession: context.hasSiwxSession ?? false,
    }),
  })
  return { store, actions }
}

describe('modal', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  test('open shows the view picked by the opening rules with a fresh history', () => {
    const { store, actions } = setup({ isConnected: true })
    store.setState({ router: pushView(initialRouterState(), 'AllWallets') })
    actions.open()
    expect(store.getState().modal.open).toBe(true)
    expect(store.getState().router).toEqual({ view: 'Account', history: ['Account'], data: undefined })
  })

  test('the opening view is what open would show now, and reading it opens nothing', () => {
    expect(setup().actions.openingView()).toBe('Connect')
    const connected = setup({ isConnected: true })
    expect(connected.actions.openingView()).toBe('Account')
    expect(connected.store.getState().modal.open).toBe(false)
    connected.actions.open()
    expect(connected.store.getState().router.view).toBe(connected.actions.openingView())
  })

  test('open with a requested view shows it with its data', () => {
    const { store, actions } = setup()
    actions.open({ view: 'AllWallets', data: { search: 'x' }, namespace: 'solana' })
    expect(store.getState().router.view).toBe('AllWallets')
    expect(store.getState().router.data).toEqual({ search: 'x' })
    expect(store.getState().modal.namespace).toBe('solana')
  })

  test('close closes the modal and tells close listeners', () => {
    const { store, actions } = setup()
    const listener = vi.fn()
    actions.onClose(listener)
    actions.open()
    expect(actions.close()).toBe(true)
    expect(store.getState().modal.open).toBe(false)
    expect(listener).toHaveBeenCalledTimes(1)
  })

  test('close is refused while ApproveTransaction is shown unless forced', () => {
    const { store, actions } = setup()
    actions.open({ view: 'ApproveTransaction' })
    expect(actions.close()).toBe(false)
    expect(store.getState().modal.open).toBe(true)
    expect(actions.close({ force: true })).toBe(true)
    expect(store.getState().modal.open).toBe(false)
  })

  test('close is refused in the sign-in view while SIWX is required and no session exists', () => {
    const { actions, store } = setup({ siwxRequired: true, hasSiwxSession: false })
    actions.open({ view: 'SIWXSignMessage' })
    expect(actions.close()).toBe(false)
    expect(store.getState().modal.open).toBe(true)
    expect(canCloseModal({ view: 'SIWXSignMessage', siwxRequired: true, hasSiwxSession: true })).toBe(true)
    expect(canCloseModal({ view: 'SIWXSignMessage', siwxRequired: false, hasSiwxSession: false })).toBe(true)
  })

  test('loading flag is kept per namespace', () => {
    const { actions } = setup()
    actions.setLoading('eip155', true)
    expect(actions.isLoading('eip155')).toBe(true)
    expect(actions.isLoading('solana')).toBe(false)
    expect(actions.isLoading()).toBe(true)
    actions.setLoading('eip155', false)
    expect(actions.isLoading()).toBe(false)
  })

  test('shake lasts 500 ms', () => {
    const { store, actions } = setup()
    actions.shake()
    expect(store.getState().modal.shake).toBe(true)
    vi.advanceTimersByTime(499)
    expect(store.getState().modal.shake).toBe(true)
    vi.advanceTimersByTime(1)
    expect(store.getState().modal.shake).toBe(false)
  })

  test('a refused close shakes the modal', () => {
    const { store, actions } = setup()
    actions.open({ view: 'ApproveTransaction' })
    actions.close()
    expect(store.getState().modal.shake).toBe(true)
  })
})
