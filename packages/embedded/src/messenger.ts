// The host side of the frame channel: it puts the wallet frame on the page (on the frame's own
// origin), sends requests `{ id, type, payload }` to that origin only, and accepts a message only
// when it comes from that origin AND from the frame's own window, passes the protocol's guards, and
// (for a reply) answers a request still open under that id. Everything else is dropped and logged.
// Nothing happens at creation: the frame is made with the first `ready()`, request or sync.
import { AdapterError, type AlertCode, FEATURE_ERRORS, type FrameAnchor, LatchError } from '@latch/core'
import { alertError } from '@latch/core/internal'
import {
  type ChainId,
  createIdGuard,
  createRequest,
  errorMessageOf,
  FRAME_READY_TIMEOUT_MS,
  FRAME_REQUEST_TIMEOUT_MS,
  type FrameEvent,
  isEventType,
  isFrameMessage,
  POST_READY_DELAY_MS,
  parseEvent,
  parseReply,
  type RefusalReason,
  type RequestPayloads,
  type RequestType,
  type SuccessPayloads,
  TIMED_REQUEST_TYPES,
} from './protocol'

/** What the frame keeps in its page's memory only, and so loses when that page goes. */
export type SyncType = 'SYNC_DAPP_DATA' | 'SYNC_THEME'

/** Default version of the frame's SDK (spec section 9). */
export const DEFAULT_FRAME_VERSION = 4
/** Above the modal (z-index 999): the frame is shown over the modal's ApproveTransaction body. */
export const FRAME_Z_INDEX = 1000

export interface FrameMessengerOptions {
  /** Where the wallet frame is served; its origin is the only one spoken to and heard. */
  frameUrl: string
  projectId: string
  chainId: ChainId
  version?: number
  enableLogger?: boolean
  /** The page to put the frame in (default: the global document). */
  document?: Document
  /** Catalogue alerts to show: IFRAME_LOAD_FAILED, IFRAME_REQUEST_TIMEOUT, and the frame's refusals. */
  onAlert?(code: AlertCode): void
  /** Where dropped messages are reported (default: console.warn when the logger is on). */
  log?(...args: unknown[]): void
}

export interface FrameMessenger {
  readonly origin: string
  /**
   * Resolves 500 ms after FRAME_READY; rejects with IFRAME_LOAD_FAILED when none came in 20 s, or
   * at once with UNVERIFIED_DOMAIN / INVALID_PROJECT_ID when the frame refuses the page.
   */
  ready(): Promise<void>
  /**
   * The login steps (TIMED_REQUEST_TYPES) fail with IFRAME_REQUEST_TIMEOUT after 30 s; any open
   * request fails with FRAME_IFRAME_NOT_SET once the frame is removed, reloaded or destroyed.
   */
  request<T extends RequestType>(
    type: T,
    ...payload: RequestPayloads[T] extends undefined ? [] : [RequestPayloads[T]]
  ): Promise<SuccessPayloads[T]>
  /**
   * Tells the frame what its screens show (the app, the theme), loading it if need be, and keeps
   * the newest of each: every frame that comes up (reloaded, or put up again after the old one was
   * removed or failed to load) is told them first. Nothing to wait for: a frame not there is told
   * when it comes.
   */
  sync<T extends SyncType>(type: T, payload: RequestPayloads[T]): void
  /** Frame events other than FRAME_READY (approval, not connected, session expired). */
  onEvent(listener: (event: FrameEvent) => void): () => void
  /** Shows the frame over the anchor's box, following it each frame; returns the hide function. */
  show(anchor: FrameAnchor): () => void
  destroy(): void
}

/** The frame's address with the query of spec section 7: projectId, chainId, version, enableLogger. */
export function frameSource(options: FrameMessengerOptions): string {
  const url = new URL(options.frameUrl)
  url.searchParams.set('projectId', options.projectId)
  url.searchParams.set('chainId', String(options.chainId))
  url.searchParams.set('version', String(options.version ?? DEFAULT_FRAME_VERSION))
  url.searchParams.set('enableLogger', String(options.enableLogger ?? false))
  return url.toString()
}

/**
 * How often a frame with requests open is checked for still being on the page: the requests that
 * have no time-out must not wait forever on a frame someone took away.
 */
export const FRAME_WATCH_MS = 1000

/** The alert for each refusal: the page's domain is not on the project's list, or the project id is unknown. */
const REFUSAL_ALERTS: Record<RefusalReason, AlertCode> = {
  origin_not_allowed: 'UNVERIFIED_DOMAIN',
  invalid_project_id: 'INVALID_PROJECT_ID',
}

const HIDDEN_STYLE =
  'position:fixed;top:0;left:0;width:0;height:0;border:0;visibility:hidden;pointer-events:none;color-scheme:normal;'

interface Open {
  type: RequestType
  resolve(payload: unknown): void
  reject(error: Error): void
  timer?: ReturnType<typeof setTimeout>
}

export function createFrameMessenger(options: FrameMessengerOptions): FrameMessenger {
  const origin = new URL(options.frameUrl).origin
  const log =
    options.log ??
    ((...args: unknown[]) => {
      if (options.enableLogger) console.warn('[latch embedded]', ...args)
    })
  const open = new Map<string, Open>()
  const eventIds = createIdGuard()
  const listeners = new Set<(event: FrameEvent) => void>()
  let iframe: HTMLIFrameElement | undefined
  let readiness: Promise<void> | undefined
  let markReady: (() => void) | undefined
  /** Set while the frame is awaited: it refused this page instead of coming up. */
  let markRefused: ((reason: RefusalReason) => void) | undefined
  let readyTimer: ReturnType<typeof setTimeout> | undefined
  let watchTimer: ReturnType<typeof setInterval> | undefined
  let destroyed = false
  /** The newest payload of each sync, told to every frame as it comes up. */
  const synced = new Map<SyncType, unknown>()
  /** A frame has posted FRAME_READY and is still there: a sync goes to it at once. */
  let up = false

  const doc = () => options.document ?? (globalThis as { document?: Document }).document

  function onMessage(event: MessageEvent) {
    if (event.origin !== origin || !iframe || event.source !== iframe.contentWindow) {
      return log('dropped: not from the frame', event.origin)
    }
    const data: unknown = event.data
    if (!isFrameMessage(data)) return log('dropped: malformed message')
    if (isEventType(data.type)) {
      const frameEvent = parseEvent(data)
      if (!frameEvent) return log('dropped: malformed event', data.type)
      if (!eventIds.accept(frameEvent.id)) return log('dropped: reused event id', frameEvent.id)
      if (frameEvent.type === 'FRAME_REFUSED') return markRefused?.(frameEvent.payload.reason)
      if (frameEvent.type === 'FRAME_READY') {
        // A second FRAME_READY is the frame loaded afresh: what it was asked before is lost with
        // its old page, so nothing open can be answered any more.
        if (markReady) return markReady()
        log('the frame reloaded; open requests are dropped')
        rejectOpen()
        return frameUp()
      }
      for (const listener of [...listeners]) listener(frameEvent)
      return
    }
    const pending = open.get(data.id)
    if (!pending) return log('dropped: no open request with this id', data.id)
    const reply = parseReply(data, pending.type)
    if (!reply) return log('dropped: malformed reply', data.type)
    open.delete(data.id)
    clearTimeout(pending.timer)
    if (reply.type.endsWith('_SUCCESS')) pending.resolve(reply.payload)
    else {
      const payload = reply.payload as { code?: number }
      pending.reject(
        new AdapterError('embedded', errorMessageOf(reply.payload), {
          ...(payload.code === undefined ? {} : { code: payload.code }),
        }),
      )
    }
  }

  function create(): Promise<void> {
    const page = doc()
    if (!page?.body) {
      return Promise.reject(new LatchError('FRAME_PARENT_NOT_SET', FEATURE_ERRORS.FRAME_PARENT_NOT_SET))
    }
    const view = page.defaultView ?? globalThis
    view.addEventListener('message', onMessage)
    const element = page.createElement('iframe')
    element.src = frameSource(options)
    element.title = 'Embedded wallet'
    // The recovery-key screen's Copy button writes to the clipboard from inside the frame.
    element.allow = 'clipboard-write'
    element.setAttribute('style', HIDDEN_STYLE)
    element.setAttribute('aria-hidden', 'true')
    element.tabIndex = -1
    // The modal's focus guard lets focus into the frame while it is shown.
    element.setAttribute('data-latch-dialog-part', '')
    iframe = element
    return new Promise<void>((resolve, reject) => {
      readyTimer = setTimeout(() => {
        markReady = undefined
        options.onAlert?.('IFRAME_LOAD_FAILED')
        reject(alertError('IFRAME_LOAD_FAILED'))
      }, FRAME_READY_TIMEOUT_MS)
      markReady = () => {
        markReady = undefined
        clearTimeout(readyTimer)
        frameUp()
        setTimeout(resolve, POST_READY_DELAY_MS)
      }
      // Heard only while the frame is awaited (markReady set): after that the frame never refuses.
      markRefused = (reason) => {
        if (!markReady) return
        markReady = undefined
        clearTimeout(readyTimer)
        const code = REFUSAL_ALERTS[reason]
        options.onAlert?.(code)
        reject(alertError(code))
      }
      page.body.append(element)
    })
  }

  const messenger: FrameMessenger = {
    origin,
    ready() {
      if (destroyed)
        return Promise.reject(new LatchError('FRAME_IFRAME_NOT_SET', FEATURE_ERRORS.FRAME_IFRAME_NOT_SET))
      readiness ??= create().catch((error: unknown) => {
        // A frame that never came up is taken away; the next use tries afresh.
        teardown()
        readiness = undefined
        throw error
      })
      return readiness
    },
    async request(type, ...payload) {
      await messenger.ready()
      return post(type, payload) as Promise<SuccessPayloads[typeof type]>
    },
    sync(type, payload) {
      synced.set(type, payload)
      if (up) void post(type, [payload]).catch((error: unknown) => log('sync failed', type, error))
      else void messenger.ready().catch(() => {})
    },
    onEvent(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    show(anchor) {
      const element = iframe
      if (!element) throw new LatchError('FRAME_IFRAME_NOT_SET', FEATURE_ERRORS.FRAME_IFRAME_NOT_SET)
      let last = ''
      let timer: ReturnType<typeof setTimeout> | undefined
      let raf = 0
      // Each animation frame where there is one (browsers), else every 16 ms.
      const next = (fn: () => void) => {
        if (typeof requestAnimationFrame === 'function') raf = requestAnimationFrame(fn)
        else timer = setTimeout(fn, 16)
      }
      const follow = () => {
        const box = anchor.getBoundingClientRect()
        const style = `position:fixed;top:${box.top}px;left:${box.left}px;width:${box.width}px;height:${box.height}px;border:0;z-index:${FRAME_Z_INDEX};color-scheme:normal;`
        if (style !== last) {
          last = style
          element.setAttribute('style', style)
        }
        next(follow)
      }
      follow()
      element.removeAttribute('aria-hidden')
      element.tabIndex = 0
      element.focus()
      return () => {
        if (typeof cancelAnimationFrame === 'function') cancelAnimationFrame(raf)
        clearTimeout(timer)
        element.setAttribute('style', HIDDEN_STYLE)
        element.setAttribute('aria-hidden', 'true')
        element.tabIndex = -1
      }
    },
    destroy() {
      destroyed = true
      teardown()
    },
  }

  /** Posts a request to the frame as it is now and waits for its reply. */
  function post(type: RequestType, payload: unknown[]): Promise<unknown> {
    const target = iframe?.contentWindow
    if (!target)
      return Promise.reject(new LatchError('FRAME_IFRAME_NOT_SET', FEATURE_ERRORS.FRAME_IFRAME_NOT_SET))
    const message = (createRequest as unknown as (t: RequestType, ...p: unknown[]) => { id: string })(
      type,
      ...payload,
    )
    return new Promise((resolve, reject) => {
      const entry: Open = { type, resolve, reject }
      // Spec section 8: only the login steps time out. The others wait on the user (an unsafe
      // RPC call in the frame's approval UI, a Farcaster answer from a phone) or on the frame
      // alone, which answers or is gone (see rejectOpen).
      if (TIMED_REQUEST_TYPES.includes(type)) {
        entry.timer = setTimeout(() => {
          open.delete(message.id)
          options.onAlert?.('IFRAME_REQUEST_TIMEOUT')
          reject(alertError('IFRAME_REQUEST_TIMEOUT'))
        }, FRAME_REQUEST_TIMEOUT_MS)
      }
      open.set(message.id, entry)
      watchFrame()
      target.postMessage(message, origin)
    })
  }

  /**
   * A frame came up. It keeps what it is told in its page's memory, so one loaded afresh (a reload,
   * or a new frame after the old one was removed) knows nothing of the app or the theme: each frame
   * is told the newest of each before anything else.
   */
  function frameUp(): void {
    up = true
    for (const [type, payload] of synced)
      void post(type, [payload]).catch((error: unknown) => log('sync failed', type, error))
  }

  /** Every open request fails: the frame that was to answer it is gone (removed, reloaded, destroyed). */
  function rejectOpen(): void {
    for (const [id, entry] of open) {
      clearTimeout(entry.timer)
      entry.reject(new LatchError('FRAME_IFRAME_NOT_SET', FEATURE_ERRORS.FRAME_IFRAME_NOT_SET))
      open.delete(id)
    }
  }

  /** While requests are open, checks that the frame is still on the page; a removed one is let go. */
  function watchFrame(): void {
    watchTimer ??= setInterval(() => {
      if (open.size === 0) {
        clearInterval(watchTimer)
        watchTimer = undefined
      } else if (iframe?.isConnected === false) {
        log('the frame was removed from the page; open requests are dropped')
        // The next use puts up a new frame, which finds the session in its own storage.
        teardown()
        readiness = undefined
      }
    }, FRAME_WATCH_MS)
  }

  function teardown(): void {
    up = false
    clearTimeout(readyTimer)
    clearInterval(watchTimer)
    watchTimer = undefined
    markReady = undefined
    const page = doc()
    ;(page?.defaultView ?? globalThis).removeEventListener('message', onMessage)
    iframe?.remove()
    iframe = undefined
    rejectOpen()
  }

  return messenger
}
