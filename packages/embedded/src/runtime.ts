// What `embeddedWallet()` loads on first use: the frame messenger and the adapter over it, wired
// so the messenger's alerts (frame not loaded, request timed out) reach core through the port.
import { createEmbeddedAdapter } from './adapter'
import { createFrameMessenger, type FrameMessengerOptions } from './messenger'

export function createEmbeddedRuntime(options: Omit<FrameMessengerOptions, 'onAlert'>) {
  let alert: (code: 'IFRAME_LOAD_FAILED' | 'IFRAME_REQUEST_TIMEOUT') => void = () => {}
  const messenger = createFrameMessenger({
    ...options,
    onAlert: (code) => {
      if (code === 'IFRAME_LOAD_FAILED' || code === 'IFRAME_REQUEST_TIMEOUT') alert(code)
    },
  })
  const adapter = createEmbeddedAdapter({ messenger, projectId: options.projectId })
  alert = adapter.alert
  return adapter
}
