// What an app asks of the connected wallet, as the client's runtime holds it. The requests, the
// request gate and its method lists arrive together with the first request, or as soon as a wallet
// connects, so a wallet that works offline still signs once the page is offline. A page whose
// visitor never connects does not download them. The transaction stack the views push and pop is
// the runtime's own, synchronous once it is there, and handed to the gate when it loads.
import { lazyActions } from '../client/lazy-actions'
import type { RpcGate } from '../rpc-gate/actions'
import type { TransactionStack } from '../rpc-gate/stack'
import type { createGatedRequests, WalletRequests } from './requests'

type Gated = ReturnType<typeof createGatedRequests>

export function lazyWalletRequests(
  store: Parameters<typeof createGatedRequests>[0],
  stack: TransactionStack,
  deps: Parameters<typeof createGatedRequests>[1],
): { requests: WalletRequests; rpcGate: RpcGate & { start(): void } } {
  let loaded: Gated | undefined
  let loading: Promise<Gated> | undefined
  let stop: (() => void) | undefined
  let destroyed = false
  const load = () =>
    (loading ??= import('./requests').then(
      ({ createGatedRequests }) => {
        loaded = createGatedRequests(store, deps, stack)
        // Arrived after the client was destroyed: its listener on the modal goes at once.
        if (destroyed) loaded.rpcGate.destroy()
        return loaded
      },
      (error: unknown) => {
        loading = undefined
        throw error
      },
    ))
  return {
    requests: lazyActions<WalletRequests>(
      () => load().then((gated) => gated.requests),
      ['request', 'signMessage', 'signMessageAs', 'sendTransaction', 'estimateFee'],
    ),
    rpcGate: {
      ...stack,
      request: (args, execute, options) =>
        load().then((gated) => gated.rpcGate.request(args, execute, options)),
      // Nothing is open before the gate has loaded.
      rejectOpenRequests: () => loaded?.rpcGate.rejectOpenRequests(),
      start() {
        destroyed = false
        const preload = (connected: boolean) => connected && void load().catch(() => {})
        const connected = () => Object.keys(store.getState().connection.connections).length > 0
        stop ??= store.select(connected, preload)
        preload(connected())
      },
      destroy() {
        destroyed = true
        stop?.()
        stop = undefined
        loaded?.rpcGate.destroy()
      },
    },
  }
}
