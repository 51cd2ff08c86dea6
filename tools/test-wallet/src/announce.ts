import type { WalletInfo } from './config'
import type { TestWallet } from './types'

export type AnnounceOptions = {
  /** Also expose the wallet as `target.ethereum`, for sites that only know the legacy injected path. */
  legacy?: boolean
}

type AnnounceTarget = EventTarget & { ethereum?: unknown }

export type ProviderDetail = Readonly<{ info: Readonly<WalletInfo>; provider: TestWallet }>

/**
 * EIP-6963: announces the wallet now and again on every `eip6963:requestProvider`.
 * Returns a function that stops answering (and removes `ethereum` if this call set it).
 */
export function announceTestWallet(
  wallet: TestWallet,
  target: AnnounceTarget = window,
  options: AnnounceOptions = {},
): () => void {
  const detail: ProviderDetail = Object.freeze({ info: Object.freeze({ ...wallet.info }), provider: wallet })
  const announce = () => {
    target.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }))
  }
  target.addEventListener('eip6963:requestProvider', announce)
  if (options.legacy) target.ethereum = wallet
  announce()
  return () => {
    target.removeEventListener('eip6963:requestProvider', announce)
    if (options.legacy && target.ethereum === wallet) delete target.ethereum
  }
}
