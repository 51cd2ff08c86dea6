import { announceTestWallet } from './announce'
import type { TestWalletConfig } from './config'
import type { TestWallet } from './types'
import { createTestWallet } from './wallet'

export type InjectConfig = Omit<TestWalletConfig, 'storage'> & {
  /** Also set `window.ethereum`. */
  legacy?: boolean
  /** Keep permission, account, chain and added chains in the page's localStorage across reloads. */
  persist?: boolean
}

declare global {
  interface Window {
    __latchTestWallet?: TestWallet
  }
}

// Storage can be blocked (opaque origins, privacy settings); the wallet then simply forgets on reload.
function pageStorage(): Storage | undefined {
  try {
    return window.localStorage
  } catch {
    return undefined
  }
}

/** Browser entry of the inject script: one wallet per window, announced as soon as the page starts. */
export function install(config: InjectConfig): void {
  if (window.__latchTestWallet) return
  const { legacy, persist, ...walletConfig } = config
  const wallet = createTestWallet(persist ? { ...walletConfig, storage: pageStorage() } : walletConfig)
  Object.defineProperty(window, '__latchTestWallet', {
    value: wallet,
    configurable: false,
    enumerable: false,
  })
  announceTestWallet(wallet, window, { legacy: legacy === true })
}
