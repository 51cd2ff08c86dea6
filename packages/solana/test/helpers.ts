// What the Solana adapter tests share: a page-like window for the Wallet Standard registry, and a
// test wallet registered under its own name.
import type { SolanaChainManifest } from '@latch/solana-chain'
import {
  createSolanaTestWallet,
  registerSolanaTestWallet,
  type SolanaTestWallet,
  solanaTestWalletIcon,
} from '@latch/test-wallet/solana'

/**
 * The Wallet Standard registry talks through window events. Node's own EventTarget stands in for
 * the page's window: happy-dom's AbortSignal is not one @solana/kit's Node build accepts.
 */
export function installWindow(): void {
  if ('window' in globalThis) return
  const events = new EventTarget()
  Object.assign(globalThis, {
    window: globalThis,
    addEventListener: events.addEventListener.bind(events),
    removeEventListener: events.removeEventListener.bind(events),
    dispatchEvent: events.dispatchEvent.bind(events),
  })
}

/** A test wallet on the chain's fixture keys, registered in the page under `name`. */
export function registerWallet(manifest: SolanaChainManifest, name: string): SolanaTestWallet {
  const wallet = createSolanaTestWallet({
    seed: manifest.seed,
    rpcUrl: manifest.rpcUrl,
    name,
    icon: solanaTestWalletIcon,
  })
  registerSolanaTestWallet(wallet)
  return wallet
}
