// The frame's side of the protocol: it answers only its parent, on an origin of the project's list,
// with a well-formed request under an id it has not seen; anything else is dropped and logged.
// Every post names the parent's origin as its target.
import { pageOrigin, pageOriginAllowed } from '@latch/core/internal'
import {
  createEvent,
  createIdGuard,
  type FrameRequest,
  parseRequest,
  type RefusalReason,
} from '@latch/embedded/protocol'
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
  const ancestor = ancestorOrigin()
  if (!ancestor || !pageOriginAllowed(ancestor, allowedOrigins)) {
    log('parent origin not allowed', ancestor)
    refuseParent('origin_not_allowed')
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

/** The parent page's origin as the browser reports it: the frame's ancestor, never a message's claim. */
function ancestorOrigin(): string | undefined {
  return location.ancestorOrigins?.[0] ?? (document.referrer ? new URL(document.referrer).origin : undefined)
}

/**
 * Tells the parent, and only it, that the frame will not answer it and why, so its modal shows
 * the alert at once rather than waiting out FRAME_READY. The reason is all that goes out: no
 * list, no project data.
 */
export function refuseParent(reason: RefusalReason) {
  const target = pageOrigin(ancestorOrigin() ?? '')
  if (target) window.parent.postMessage(createEvent('FRAME_REFUSED', { reason }), target)
}

function parseRequestSafe(data: unknown) {
  try {
    return parseRequest(data)
  } catch {
    return undefined
  }
}
