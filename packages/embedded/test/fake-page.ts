// A fake page and frame window pair for the messenger's tests (and the adapter's): the page's
// `message` listeners are called directly with `{ origin, source, data }`, and what the messenger
// posts to the frame is recorded and may be answered by a scripted frame.
import { createEvent, type FrameMessage, parseRequest } from '../src/protocol'

export const FRAME_URL = 'https://frame.test/wallet'
export const FRAME_ORIGIN = 'https://frame.test'

type Listener = (event: { origin: string; source: unknown; data: unknown }) => void

export interface FakePage {
  document: Document
  /** The page's own window (what a forged message from the host page would name as source). */
  window: object
  /** The frame's window: where the messenger posts. */
  frameWindow: { postMessage(message: unknown, targetOrigin: string): void }
  /** Messages the messenger posted, with the target origin it named. */
  posted: Array<{ message: FrameMessage; targetOrigin: string }>
  iframe(): FakeIframe | undefined
  /** Delivers a message to the page as if posted by `source` from `origin` (default: the frame). */
  deliver(data: unknown, from?: { origin?: string; source?: unknown }): void
  /**
   * Answers each request with what `answer` returns (a payload, or an Error for an _ERROR reply),
   * or resolves to.
   */
  answerWith(answer: (request: FrameMessage) => unknown): void
  /** The frame posts FRAME_READY. */
  frameReady(): void
}

export interface FakeIframe {
  src: string
  title: string
  tabIndex: number
  contentWindow: FakePage['frameWindow'] | null
  attributes: Map<string, string>
  removed: boolean
  /** False once removed, as a real element off the page. */
  readonly isConnected: boolean
  focused: number
  setAttribute(name: string, value: string): void
  removeAttribute(name: string): void
  getAttribute(name: string): string | null
  focus(): void
  remove(): void
}

export function createFakePage(options: { withBody?: boolean; autoReady?: boolean } = {}): FakePage {
  const listeners = new Set<Listener>()
  let frame: FakeIframe | undefined
  let answer: ((request: FrameMessage) => unknown) | undefined
  const posted: FakePage['posted'] = []
  const pageWindow = {
    addEventListener: (type: string, listener: Listener) => {
      if (type === 'message') listeners.add(listener)
    },
    removeEventListener: (type: string, listener: Listener) => {
      if (type === 'message') listeners.delete(listener)
    },
  }
  const page: FakePage = {
    window: pageWindow,
    posted,
    frameWindow: {
      postMessage(message, targetOrigin) {
        posted.push({ message: message as FrameMessage, targetOrigin })
        const request = parseRequest(message)
        if (!request || !answer) return
        const answered = answer(request)
        const reply = (result: unknown) => {
          if (result instanceof Error) {
            const code = (result as { code?: number }).code
            page.deliver({
              id: request.id,
              type: `${request.type}_ERROR`,
              payload: { message: result.message, ...(code === undefined ? {} : { code }) },
            })
          } else {
            page.deliver({
              id: request.id,
              type: `${request.type}_SUCCESS`,
              ...(result === undefined ? {} : { payload: result }),
            })
          }
        }
        // An answer the frame has to work out (signing, a cluster's reply) comes when it is ready.
        if (answered instanceof Promise) void answered.then(reply, reply)
        else queueMicrotask(() => reply(answered))
      },
    },
    iframe: () => frame,
    deliver(data, from = {}) {
      const event = { origin: from.origin ?? FRAME_ORIGIN, source: from.source ?? page.frameWindow, data }
      for (const listener of [...listeners]) listener(event)
    },
    answerWith(fn) {
      answer = fn
    },
    frameReady() {
      page.deliver(createEvent('FRAME_READY'))
    },
    document: {
      body:
        options.withBody === false
          ? null
          : {
              append: (element: FakeIframe) => {
                frame = element
                if (options.autoReady) queueMicrotask(() => page.frameReady())
              },
            },
      defaultView: pageWindow,
      createElement: () => {
        const attributes = new Map<string, string>()
        const element: FakeIframe = {
          src: '',
          title: '',
          tabIndex: 0,
          contentWindow: page.frameWindow,
          attributes,
          removed: false,
          get isConnected() {
            return !element.removed
          },
          focused: 0,
          setAttribute: (name, value) => void attributes.set(name, value),
          removeAttribute: (name) => void attributes.delete(name),
          getAttribute: (name) => attributes.get(name) ?? null,
          focus: () => {
            element.focused++
          },
          remove: () => {
            element.removed = true
          },
        }
        return element
      },
    } as unknown as Document,
  }
  return page
}
