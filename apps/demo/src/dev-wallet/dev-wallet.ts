import type { DevnetManifest } from '@latch/devnet'

const STORAGE_KEY = 'latch-demo:dev-wallet'

export function isDevWalletEnabled(): boolean {
  try {
    return localStorage.getItem(STORAGE_KEY) === 'on'
  } catch {
    return false
  }
}

export function setDevWalletEnabled(on: boolean): void {
  try {
    if (on) localStorage.setItem(STORAGE_KEY, 'on')
    else localStorage.removeItem(STORAGE_KEY)
  } catch {
    // Storage can be unavailable (private mode); the toggle then lasts for this page only.
  }
}

let announced: Promise<() => void> | undefined

/**
 * Announces the Latch Dev Wallet through EIP-6963 so a visitor without a browser extension can try
 * every flow on devnet. Loaded on demand: the wallet and its signing code never reach visitors who
 * leave it off. Calling it again while announced does nothing.
 */
export function startDevWallet(manifest: DevnetManifest): Promise<() => void> {
  announced ??= import('@latch/test-wallet').then(({ createTestWallet, announceTestWallet }) => {
    // Stored in this page's localStorage so the wallet stays connected across reloads, as an
    // extension would.
    const wallet = createTestWallet({
      mnemonic: manifest.mnemonic,
      chains: manifest.chains,
      storage: localStorage,
    })
    return announceTestWallet(wallet, window)
  })
  return announced
}

/**
 * Stops answering EIP-6963 requests. EIP-6963 has no way to take back an announcement, so a modal
 * that already saw the wallet keeps listing it until the page reloads.
 */
export function stopDevWallet(): void {
  const current = announced
  announced = undefined
  void current?.then((stop) => stop())
}
