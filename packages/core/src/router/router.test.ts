import { describe, expect, test, vi } from 'vitest'
import { createStore } from '../store/store'
import { createRouterActions } from './actions'
import { backClosesModal, popView, pushView, replaceView, resetView } from './rules'
import { initialRouterState } from './state'
import { VIEWS } from './views'

function setup() {
  const store = createStore({ router: initialRouterState('Connect') })
  const closeModal = vi.fn()
  const actions = createRouterActions(store, { closeModal })
  return { store, closeModal, actions }
}

describe('router', () => {
  test('the view stack knows the 13 views of the spec, plus the feature screens', () => {
    const specViews = [
      'Connect',
      'Account',
      'AllWallets',
      'ConnectingWalletConnect',
      'ConnectingWalletConnectBasic',
      'ConnectingExternal',
      'ConnectingSiwe',
      'ConnectingFarcaster',
      'UnsupportedChain',
      'SIWXSignMessage',
      'ApproveTransaction',
      'RegisterAccountName',
      'RegisterAccountNameSuccess',
    ]
    expect(VIEWS).toEqual(expect.arrayContaining(specViews))
    expect(VIEWS).toContain('Networks')
    expect(new Set(VIEWS).size).toBe(VIEWS.length)
  })

  test('push adds the view to the history with its data payload', () => {
    const state = pushView(initialRouterState('Connect'), 'AllWallets', { search: 'rain' })
    expect(state.view).toBe('AllWallets')
    expect(state.history).toEqual(['Connect', 'AllWallets'])
    expect(state.data).toEqual({ search: 'rain' })
  })

  test('replace swaps the top entry instead of growing the history', () => {
    const state = replaceView(pushView(initialRouterState(), 'AllWallets'), 'ConnectingExternal')
    expect(state.history).toEqual(['Connect', 'ConnectingExternal'])
  })

  test('reset starts a fresh history', () => {
    expect(resetView('Account').history).toEqual(['Account'])
  })

  test('an unknown view is refused with a clear error', () => {
    expect(() => pushView(initialRouterState(), 'Nope' as never)).toThrow('Unknown view: Nope')
  })

  test('back pops the history', () => {
    const { store, actions, closeModal } = setup()
    actions.push('AllWallets')
    actions.push('ConnectingExternal')
    actions.back()
    expect(store.getState().router.history).toEqual(['Connect', 'AllWallets'])
    expect(store.getState().router.view).toBe('AllWallets')
    expect(closeModal).not.toHaveBeenCalled()
  })

  test('back with one entry in the history closes the modal', () => {
    const { actions, closeModal } = setup()
    actions.back()
    expect(closeModal).toHaveBeenCalledTimes(1)
  })

  test('back with UnsupportedChain in the history closes the modal', () => {
    const { actions, closeModal, store } = setup()
    actions.push('UnsupportedChain')
    actions.push('AllWallets')
    actions.back()
    expect(closeModal).toHaveBeenCalledTimes(1)
    expect(store.getState().router.view).toBe('AllWallets')
    expect(backClosesModal(store.getState().router)).toBe(true)
  })

  test('back is refused over a request waiting for approval unless forced, as when the answer came', () => {
    const { actions, store } = setup()
    actions.push('WalletSend')
    actions.push('ApproveTransaction')
    actions.back()
    expect(store.getState().router.view).toBe('ApproveTransaction')
    actions.back({ force: true })
    expect(store.getState().router.view).toBe('WalletSend')
  })

  test('popping a single entry leaves it in place', () => {
    const state = initialRouterState('Account')
    expect(popView(state)).toBe(state)
  })
})
