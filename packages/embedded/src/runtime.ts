// What `embeddedWallet()` loads on first use: the frame messenger and the adapter over it, wired
// so the messenger's alerts (frame not loaded or refusing the page, request timed out) reach core
// through the port.
import type { AlertCode } from '@latch/core'
import { createEmbeddedAdapter, type FrameAlert } from './adapter'
import { createFrameMessenger, type FrameMessengerOptions } from './messenger'

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
  const adapter = createEmbeddedAdapter({ messenger, projectId: options.projectId })
  alert = adapter.alert
  return adapter
}
