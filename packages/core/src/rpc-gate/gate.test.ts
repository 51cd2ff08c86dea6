import { afterEach, describe, expect, test, vi } from 'vitest'
import { createModalActions } from '../modal/actions'
import { initialModalState } from '../modal/state'
import { createRouterActions } from '../router/actions'
import { initialRouterState } from '../router/state'
import { createStore } from '../store/store'
import { createAlertActions } from '../toasts/alerts'
import { initialAlertState, initialToastState } from '../toasts/state'
import { createRpcGate } from './actions'
import { classifyRpcMethod, gateRpcMethod, SAFE_RPC_METHODS, UNSAFE_RPC_METHODS } from './rules'
import { initialTransactionsState } from './state'

/** As the client wires it: the gate opens the modal the client's own way (modal.show). */
function setup(options: { debug?: boolean; manualControl?: boolean } = {}) {
  const store = createStore({
    modal: initialModalState(),
    router: initialRouterState(),
    transactions: initialTransactionsState(),
    toast: initialToastState(),
    alert: initialAlertState(),
  })
  const modal = createModalActions(store, {
    openingContext: () => ({
      manualControl: options.manualControl ?? false,
      adapterCount: 1,
      isConnected: true,
      isMobile: false,
    }),
    closeContext: () => ({ siwxRequired: false, hasSiwxSession: false }),
  })
  const router = createRouterActions(store, { closeModal: () => modal.close() })
  const showAlert = vi.fn(createAlertActions(store, options.debug ?? true).showAlert)
  const refreshNativeBalance = vi.fn()
  const gate = createRpcGate(store, {
    isModalOpen: () => store.getState().modal.open,
    openModal: modal.show,
    closeModal: modal.close,
    pushView: router.push,
    replaceView: router.replace,
    back: router.back,
    showAlert,
    isAlertShown: () => store.getState().alert.open,
    refreshNativeBalance,
    onModalClose: modal.onClose,
  })
  return { store, modal, router, gate, showAlert, refreshNativeBalance }
}

const shownView = (store: ReturnType<typeof setup>['store']) =>
  store.getState().modal.open ? store.getState().router.view : 'closed'

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

  test("the embedded wallet's safe list: reads, raw transaction send, capabilities and assets lookups, exactly", () => {
    expect([...SAFE_RPC_METHODS].sort()).toEqual(
      [
        'eth_accounts',
        'eth_blockNumber',
        'eth_call',
        'eth_chainId',
        'eth_estimateGas',
        'eth_feeHistory',
        'eth_gasPrice',
        'eth_getAccount',
        'eth_getBalance',
        'eth_getBlockByHash',
        'eth_getBlockByNumber',
        'eth_getBlockReceipts',
        'eth_getBlockTransactionCountByHash',
        'eth_getBlockTransactionCountByNumber',
        'eth_getCode',
        'eth_getFilterChanges',
        'eth_getFilterLogs',
        'eth_getLogs',
        'eth_getProof',
        'eth_getStorageAt',
        'eth_getTransactionByBlockHashAndIndex',
        'eth_getTransactionByBlockNumberAndIndex',
        'eth_getTransactionByHash',
        'eth_getTransactionCount',
        'eth_getTransactionReceipt',
        'eth_getUncleCountByBlockHash',
        'eth_getUncleCountByBlockNumber',
        'eth_maxPriorityFeePerGas',
        'eth_newBlockFilter',
        'eth_newFilter',
        'eth_newPendingTransactionFilter',
        'eth_sendRawTransaction',
        'eth_syncing',
        'eth_uninstallFilter',
        'eth_getUserOperationByHash',
        'eth_getUserOperationReceipt',
        'eth_estimateUserOperationGas',
        'eth_supportedEntryPoints',
        'net_version',
        'web3_clientVersion',
        'wallet_getCapabilities',
        'wallet_getCallsStatus',
        'wallet_getAssets',
        'getAccountAddresses',
      ].sort(),
    )
    for (const method of SAFE_RPC_METHODS) expect(classifyRpcMethod(method)).toBe('safe')
  })

  test("the embedded wallet's unsafe list: signing, sending, batches, permissions, user operations, exactly", () => {
    expect([...UNSAFE_RPC_METHODS].sort()).toEqual(
      [
        'personal_sign',
        'eth_signTypedData',
        'eth_signTypedData_v3',
        'eth_signTypedData_v4',
        'eth_sendTransaction',
        'solana_signMessage',
        'solana_signTransaction',
        'solana_signAllTransactions',
        'solana_signAndSendTransaction',
        'wallet_sendCalls',
        'wallet_grantPermissions',
        'wallet_revokePermissions',
        'eth_sendUserOperation',
        'signMessage',
        'signPsbt',
        'sendTransfer',
      ].sort(),
    )
    for (const method of UNSAFE_RPC_METHODS) expect(classifyRpcMethod(method)).toBe('unsafe')
  })

  test('for the embedded wallet a method in neither list, or no string, is not allowed', () => {
    for (const method of [
      'eth_sign',
      'wallet_watchAsset',
      'eth_requestAccounts',
      'eth_signTransaction',
      42,
    ]) {
      expect(classifyRpcMethod(method)).toBe('not-allowed')
      expect(gateRpcMethod(method, { embedded: true })).toBe('not-allowed')
    }
  })

  test('another wallet decides on a method in neither list; the lists still hold for it, no string is still refused', () => {
    const other = { embedded: false }
    for (const method of [
      'wallet_watchAsset',
      'wallet_switchEthereumChain',
      'eth_requestAccounts',
      'eth_sign',
    ])
      expect(gateRpcMethod(method, other)).toBe('wallet')
    expect(gateRpcMethod('personal_sign', other)).toBe('unsafe')
    expect(gateRpcMethod('eth_call', other)).toBe('safe')
    expect(gateRpcMethod(42, other)).toBe('not-allowed')
    expect(gateRpcMethod(undefined, other)).toBe('not-allowed')
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

  test('a refused method with the modal closed opens it after 300 ms, the error in view', async () => {
    vi.useFakeTimers()
    const { gate, store } = setup()
    const result = gate.request({ method: 'wallet_watchAsset' }, async () => true)
    result.catch(() => {})
    await vi.advanceTimersByTimeAsync(299)
    expect(shownView(store)).toBe('closed')
    await vi.advanceTimersByTimeAsync(1)
    // Account: the opening rules' view for a connected wallet.
    expect(shownView(store)).toBe('Account')
    expect(store.getState().alert).toMatchObject({
      open: true,
      code: 'RPC_METHOD_NOT_ALLOWED',
      message: 'Requested RPC call is not allowed',
      longMessage: 'Action not allowed',
    })
    await expect(result).rejects.toThrow('Requested RPC call is not allowed')
  })

  test('a refused method opens the modal on Account even under manual control, not on the pairing', async () => {
    vi.useFakeTimers()
    const { gate, store } = setup({ manualControl: true })
    gate.request({ method: 'wallet_watchAsset' }, async () => true).catch(() => {})
    await vi.advanceTimersByTimeAsync(300)
    expect(shownView(store)).toBe('Account')
  })

  test('a refused method leaves an open modal where it is, the error shown over it', async () => {
    vi.useFakeTimers()
    const { gate, store, modal, router } = setup()
    modal.open()
    router.push('Networks')
    gate.request({ method: 'wallet_watchAsset' }, async () => true).catch(() => {})
    await vi.advanceTimersByTimeAsync(300)
    expect(store.getState().router.history).toEqual(['Account', 'Networks'])
    expect(store.getState().alert.open).toBe(true)
  })

  test('with debug off the alert stays hidden, so a refused method does not open the modal for nothing', async () => {
    vi.useFakeTimers()
    const { gate, store } = setup({ debug: false })
    const result = gate.request({ method: 'wallet_watchAsset' }, async () => true)
    result.catch(() => {})
    await vi.advanceTimersByTimeAsync(300)
    await expect(result).rejects.toThrow('Requested RPC call is not allowed')
    expect(shownView(store)).toBe('closed')
  })

  test("another wallet's method in neither list goes to it at once, without the modal", async () => {
    const { gate, store, showAlert } = setup()
    const execute = vi.fn(async () => true)
    await expect(gate.request({ method: 'wallet_watchAsset' }, execute, { embedded: false })).resolves.toBe(
      true,
    )
    expect(execute).toHaveBeenCalledTimes(1)
    expect(shownView(store)).toBe('closed')
    expect(showAlert).not.toHaveBeenCalled()
  })

  test("another wallet's known unsafe method still shows ApproveTransaction", async () => {
    const { gate, store } = setup()
    const wallet = deferred<string>()
    const pending = gate.request({ method: 'eth_sendTransaction' }, () => wallet.promise, { embedded: false })
    await vi.waitFor(() => expect(shownView(store)).toBe('ApproveTransaction'))
    wallet.resolve('0xhash')
    await pending
    expect(shownView(store)).toBe('closed')
  })
})
