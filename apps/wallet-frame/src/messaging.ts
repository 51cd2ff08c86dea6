// The frame's side of the protocol: it answers only its parent, on an origin of the project's list,
// with a well-formed request under an id it has not seen; anything else is dropped and logged.
// Every post names the parent's origin as its target.
import { pageOriginAllowed } from '@latch/core/internal'
import { createIdGuard, type FrameRequest, parseRequest } from '@latch/embedded/protocol'
import { log } from './context'

let parentOrigin: string | undefined
/** The host page's origin, once it is known and allowed. */
export const hostOrigin = () => parentOrigin

export function post(message: unknown) {
  if (!parentOrigin) return log('no parent origin; message not sent')
  window.parent.postMessage(message, parentOrigin)
}

/**
 * Starts answering the parent when its origin is allowed; false (and nothing listens) otherwise.
 * The parent's origin is the frame's ancestor, never what a message claims.
 */
export function listen(allowedOrigins: string[], onRequest: (request: FrameRequest) => void): boolean {
  const ancestor =
    location.ancestorOrigins?.[0] ?? (document.referrer ? new URL(document.referrer).origin : undefined)
  if (!ancestor || !pageOriginAllowed(ancestor, allowedOrigins)) {
    log('parent origin not allowed', ancestor)
    return false
  }
  parentOrigin = ancestor
  const ids = createIdGuard()
  window.addEventListener('message', (event: MessageEvent) => {
    if (event.source !== window.parent || event.origin !== parentOrigin)
      return log('dropped: wrong source or origin', event.origin)
    const request = parseRequestSafe(event.data)
    if (!request) return log('dropped: malformed message', event.data)
    if (!ids.accept(request.id)) return log('dropped: reused id', request.id)
    onRequest(request)
  })
  return true
}

function parseRequestSafe(data: unknown) {
  try {
    return parseRequest(data)
  } catch {
    return undefined
  }
}
