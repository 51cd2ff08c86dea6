import type { DirectoryWallet, LatchState } from '@latch/core'
import { useCallback, useEffect, useState } from 'react'
import { useLatchRuntime } from '../context'
import { useLatchState } from './useLatchState'

/**
 * Starts a WalletConnect pairing while the view is shown and reads its state. When the wallet
 * connects, the modal closes (unless a later step, such as sign-in, took over the view).
 */
export function usePairing(
  view: 'ConnectingWalletConnect' | 'ConnectingWalletConnectBasic',
  wallet?: DirectoryWallet,
) {
  const { client } = useLatchRuntime()
  const pairing = useLatchState(selectPairing)
  const [copied, setCopied] = useState(false)

  const start = useCallback(() => {
    void client.walletConnect.connect(wallet).then((connected) => {
      if (connected && client.store.getState().router.view === view) client.close()
    })
  }, [client, wallet, view])

  useEffect(() => {
    start()
    return () => client.walletConnect.abandon()
  }, [client, start])

  const copy = useCallback(async () => {
    if (!pairing.uri) return
    try {
      await navigator.clipboard.writeText(pairing.uri)
      setCopied(true)
      client.showToast('Link copied', 'success')
    } catch {
      client.showToast('Could not copy the link', 'error')
    }
  }, [client, pairing.uri])

  return { pairing, copied, copy, retry: start }
}

const selectPairing = (state: LatchState) => state.walletConnect
