import { afterEach, describe, expect, test, vi } from 'vitest'
import { createModalActions } from '../modal/actions'
import { initialModalState } from '../modal/state'
import { createRouterActions } from '../router/actions'
import { initialRouterState } from '../router/state'
import { createStore } from '../store/store'
import { createRpcGate } from './actions'
import { classifyRpcMethod } from './rules'
import { initialTransactionsState } from './state'

function setup() {
  const store = createStore({
    modal: initialModalState(),
    router: initialRouterState(),
    transactions: initialTransactionsState(),
  })
  const modal = createModalActions(store, {
    openingContext: () => ({ manualControl: false, adapterCount: 1, isConnected: true, isMobile: false }),
    closeContext: () => ({ siwxRequired: false, hasSiwxSession: false }),
  })
  const router = createRouterActions(store, { closeModal: () => modal.close() })
  const showAlert = vi.fn()
  const refreshNativeBalance = vi.fn()
  const gate = createRpcGate(store, {
    isModalOpen: () => store.getState().modal.open,
    openModal: modal.open,
    closeModal: modal.close,
    pushView: router.push,
    replaceView: router.replace,
    back: router.back,
    showAlert,
    refreshNativeBalance,
    onModalClose: modal.onClose,
  })
  return { store, modal, router, gate, showAlert, refreshNativeBalance }
}

function deferred<T>() {
  let resolve!: (value: T) => void
  let reject!: (error: unknown) => void
  const promise = new Promise<T>((res, rej) => {
    resolve = res
    reject = rej
  })
  return { promise, resolve, reject }
}

describe('RPC request gate', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  test('methods are classified as safe, unsafe or not allowed', () => {
    expect(classifyRpcMethod('eth_call')).toBe('safe')
    expect(classifyRpcMethod('eth_sendRawTransaction')).toBe('safe')
    expect(classifyRpcMethod('wallet_getCapabilities')).toBe('safe')
    for (const method of [
      'personal_sign',
      'eth_signTypedData_v4',
      'eth_sendTransaction',
      'solana_signMessage',
      'wallet_sendCalls',
      'wallet_grantPermissions',
      'eth_sendUserOperation',
    ]) {
      expect(classifyRpcMethod(method)).toBe('unsafe')
    }
    expect(classifyRpcMethod('eth_sign')).toBe('not-allowed')
    expect(classifyRpcMethod(42)).toBe('not-allowed')
  })

  test("Bitcoin's methods: getAccountAddresses reads, signMessage, signPsbt and sendTransfer need approval", () => {
    expect(classifyRpcMethod('getAccountAddresses')).toBe('safe')
    for (const method of ['signMessage', 'signPsbt', 'sendTransfer'])
      expect(classifyRpcMethod(method)).toBe('unsafe')
  })

  test('a safe request runs without the modal', async () => {
    const { gate, store } = setup()
    await expect(gate.request({ method: 'eth_chainId' }, async () => '0x1')).resolves.toBe('0x1')
    expect(store.getState().modal.open).toBe(false)
  })

  test('an unsafe request opens ApproveTransaction when the modal is closed', async () => {
    const { gate, store } = setup()
    const wallet = deferred<string>()
    const pending = gate.request({ method: 'personal_sign' }, () => wallet.promise)
    // The method lists load with the first request, so the view opens a moment later.
    await vi.waitFor(() => expect(store.getState().router.view).toBe('ApproveTransaction'))
    expect(store.getState().modal.open).toBe(true)
    wallet.resolve('0xsig')
    await pending
  })

  test('an unsafe request redirects to ApproveTransaction when the transaction stack is not empty', async () => {
    const { gate, store, modal } = setup()
    modal.open()
    gate.pushTransaction({ goBack: true })
    const wallet = deferred<string>()
    const pending = gate.request({ method: 'eth_sendTransaction' }, () => wallet.promise)
    await vi.waitFor(() => expect(store.getState().router.history).toEqual(['Account', 'ApproveTransaction']))
    wallet.resolve('0xhash')
    await pending
  })

  test('success of an unsafe method closes the modal and refreshes the native balance', async () => {
    const { gate, store, refreshNativeBalance } = setup()
    await gate.request({ method: 'personal_sign' }, async () => '0xsig')
    expect(store.getState().modal.open).toBe(false)
    expect(refreshNativeBalance).toHaveBeenCalledTimes(1)
  })

  test('a sent transaction hands its hash to the balance refresh; other unsafe calls do not', async () => {
    const { gate, refreshNativeBalance } = setup()
    const hash = `0x${'ab'.repeat(32)}`
    await gate.request({ method: 'eth_sendTransaction' }, async () => hash)
    expect(refreshNativeBalance).toHaveBeenLastCalledWith(hash)
    await gate.request({ method: 'personal_sign' }, async () => `0x${'cd'.repeat(65)}`)
    expect(refreshNativeBalance).toHaveBeenLastCalledWith(undefined)
  })

  test('success of an unsafe method pops the transaction stack when it is not empty', async () => {
    const { gate, store, modal } = setup()
    modal.open()
    const onSuccess = vi.fn()
    gate.pushTransaction({ goBack: true, onSuccess })
    await gate.request({ method: 'eth_sendTransaction' }, async () => '0xhash')
    expect(onSuccess).toHaveBeenCalled()
    expect(store.getState().transactions.stack).toEqual([])
    expect(store.getState().modal.open).toBe(true)
    expect(store.getState().router.view).toBe('Account')
  })

  test('RPC error closes the modal when the transaction stack is empty', async () => {
    const { gate, store } = setup()
    await expect(
      gate.request({ method: 'personal_sign' }, async () => {
        throw new Error('User rejected')
      }),
    ).rejects.toThrow('User rejected')
    expect(store.getState().modal.open).toBe(false)
  })

  test('RPC error pops the transaction stack when it is not empty', async () => {
    const { gate, store, modal } = setup()
    modal.open()
    const onCancel = vi.fn()
    gate.pushTransaction({ view: 'Account', onCancel })
    await expect(
      gate.request({ method: 'eth_sendTransaction' }, async () => {
        throw new Error('User rejected')
      }),
    ).rejects.toThrow('User rejected')
    expect(onCancel).toHaveBeenCalled()
    expect(store.getState().modal.open).toBe(true)
    expect(store.getState().router.view).toBe('Account')
  })

  test('closing with an empty stack rejects open requests except safe ones', async () => {
    const { gate, modal, store } = setup()
    const unsafe = gate.request({ method: 'personal_sign' }, () => new Promise<string>(() => {}))
    const safeWallet = deferred<string>()
    const safe = gate.request({ method: 'eth_call' }, () => safeWallet.promise)
    await vi.waitFor(() => expect(store.getState().router.view).toBe('ApproveTransaction'))
    // Forced, because ApproveTransaction refuses a plain close.
    modal.close({ force: true })
    await expect(unsafe).rejects.toThrow('Request was aborted')
    safeWallet.resolve('0x')
    await expect(safe).resolves.toBe('0x')
    expect(store.getState().modal.open).toBe(false)
  })

  test('a method outside both lists is rejected with "Requested RPC call is not allowed" after 300 ms', async () => {
    vi.useFakeTimers()
    const { gate, showAlert } = setup()
    const execute = vi.fn(async () => 'never')
    const result = gate.request({ method: 'eth_sign' }, execute)
    const settled = vi.fn()
    result.catch(settled)
    await vi.advanceTimersByTimeAsync(299)
    expect(showAlert).not.toHaveBeenCalled()
    expect(settled).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1)
    expect(showAlert).toHaveBeenCalledWith('RPC_METHOD_NOT_ALLOWED')
    await expect(result).rejects.toThrow('Requested RPC call is not allowed')
    expect(execute).not.toHaveBeenCalled()
  })
})
