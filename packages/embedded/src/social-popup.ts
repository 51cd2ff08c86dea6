// The social login's popup, seen from the host page: sent to the provider, then waited on until
// the frame origin's callback page hands back its address (a message from that popup, on the
// frame's origin, of the one expected shape) or the visitor closes it.
import { AdapterError, type SocialPopup } from '@latch/core'

const CLOSED_POLL_MS = 500
const MAX_URI_LENGTH = 4096

/** The visitor closed the popup before the provider answered. */
export const POPUP_CLOSED = 'The sign-in window was closed.'

/** Resolves with the callback address the popup reports; rejects when the popup closes first. */
export function awaitSocialCallback(
  popup: SocialPopup,
  frameOrigin: string,
  view: Pick<Window, 'addEventListener' | 'removeEventListener'> = window,
): Promise<string> {
  return new Promise((resolve, reject) => {
    const onMessage = (event: MessageEvent) => {
      if (event.source !== (popup as unknown) || event.origin !== frameOrigin) return
      const data = event.data as { type?: unknown; uri?: unknown } | null
      if (data?.type !== 'latch:social-callback' || typeof data.uri !== 'string') return
      if (data.uri.length > MAX_URI_LENGTH) return
      done()
      resolve(data.uri)
    }
    const timer = setInterval(() => {
      if (!popup.closed) return
      done()
      reject(new AdapterError('embedded', POPUP_CLOSED))
    }, CLOSED_POLL_MS)
    const done = () => {
      clearInterval(timer)
      view.removeEventListener('message', onMessage as EventListener)
    }
    view.addEventListener('message', onMessage as EventListener)
  })
}
