// What `embeddedWallet()` loads on first use: the frame messenger, the sign-in the namespaces
// share, and the wallet's adapter on each of them (eip155, solana) over that one frame, wired so
// the messenger's alerts (frame not loaded or refusing the page, request timed out) reach core
// through the port.
import type { AlertCode, EmbeddedWalletPort } from '@latch/core'
import { alertError } from '@latch/core/internal'
import { createEmbeddedAdapter, type FrameAlert } from './adapter'
import type { EmbeddedShell } from './embeddedWallet'
import { createFrameMessenger, type FrameMessengerOptions } from './messenger'
import { createFrameSession } from './session'
import { createEmbeddedSolanaAdapter } from './solana-adapter'

const FRAME_ALERTS: readonly FrameAlert[] = [
  'IFRAME_LOAD_FAILED',
  'IFRAME_REQUEST_TIMEOUT',
  'UNVERIFIED_DOMAIN',
  'INVALID_PROJECT_ID',
]
const isFrameAlert = (code: AlertCode): code is FrameAlert =>
  (FRAME_ALERTS as readonly AlertCode[]).includes(code)

export function createEmbeddedRuntime(options: Omit<FrameMessengerOptions, 'onAlert'>) {
  let alert: (code: FrameAlert) => void = () => {}
  const messenger = createFrameMessenger({
    ...options,
    onAlert: (code) => {
      if (isFrameAlert(code)) alert(code)
    },
  })
  const session = createFrameSession(messenger)
  const eip155 = createEmbeddedAdapter({ messenger, projectId: options.projectId, session })
  const solana = createEmbeddedSolanaAdapter({ messenger, session })
  alert = eip155.alert
  const embedded: EmbeddedWalletPort = {
    ...eip155.embedded,
    // Core reads the user of each namespace by its connection's chain: a Solana cluster's user
    // (another key, another address) is the Solana side's to read.
    getUser: (chainId, type) =>
      solana.serves(chainId) ? solana.user(chainId) : eip155.embedded.getUser(chainId, type),
  }
  return {
    eip155,
    solana,
    embedded,
    destroy() {
      solana.destroy()
      eip155.destroy?.()
    },
  }
}

export type EmbeddedRuntime = ReturnType<typeof createEmbeddedRuntime>

/**
 * The runtime `embeddedWallet()` loads, wired to its shell: each namespace's setup handed over,
 * its events and the port's fanned out to the shell's listeners, the newest theme sent.
 */
export function startEmbeddedRuntime(shell: EmbeddedShell): EmbeddedRuntime {
  const { projectId, contexts, listeners, portListeners } = shell
  if (!projectId) throw alertError('PROJECT_ID_NOT_CONFIGURED')
  const runtime = createEmbeddedRuntime({
    ...shell.options,
    projectId,
    chainId: contexts.eip155?.networks[0]?.id ?? 1,
    enableLogger: shell.enableLogger ?? false,
  })
  for (const namespace of ['eip155', 'solana'] as const) {
    const context = contexts[namespace]
    if (context) runtime[namespace].setup(context)
    runtime[namespace].on((event) => {
      for (const listener of [...listeners[namespace]]) listener(event)
    })
  }
  if (shell.theme) runtime.embedded.syncTheme(shell.theme)
  runtime.embedded.onEvent((event) => {
    for (const listener of [...portListeners]) listener(event)
  })
  return runtime
}
