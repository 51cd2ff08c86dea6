// Error reporting with the spec's limits: at most 5 reports in any 60 s window, and each provider
// init error reported once, so a broken setup cannot flood the analytics endpoint.

export interface ErrorReport {
  message: string
  name: string
  kind: 'error' | 'provider-init'
  context?: Record<string, unknown>
  timestamp: number
}

export interface ErrorReporterOptions {
  send: (report: ErrorReport) => void | Promise<void>
  /** Reports allowed per window. */
  limit?: number
  windowMs?: number
}

export interface ErrorReporter {
  /** Returns true when the report was sent, false when the rate limit dropped it. */
  report(error: unknown, context?: Record<string, unknown>): boolean
  /** Sends a provider init error once per distinct message; repeats return false. */
  reportProviderInitError(error: unknown, context?: Record<string, unknown>): boolean
}

export const ERROR_REPORT_LIMIT = 5
export const ERROR_REPORT_WINDOW_MS = 60_000

function describe(error: unknown): { message: string; name: string } {
  if (error instanceof Error) return { message: error.message, name: error.name }
  if (typeof error === 'string') return { message: error, name: 'Error' }
  try {
    return { message: JSON.stringify(error) ?? String(error), name: 'Error' }
  } catch {
    return { message: String(error), name: 'Error' }
  }
}

export function createErrorReporter(options: ErrorReporterOptions): ErrorReporter {
  const limit = options.limit ?? ERROR_REPORT_LIMIT
  const windowMs = options.windowMs ?? ERROR_REPORT_WINDOW_MS
  const sentAt: number[] = []
  const initErrorsSeen = new Set<string>()

  function send(error: unknown, kind: ErrorReport['kind'], context?: Record<string, unknown>): boolean {
    const now = Date.now()
    while (sentAt.length > 0 && now - (sentAt[0] ?? 0) >= windowMs) sentAt.shift()
    if (sentAt.length >= limit) return false
    sentAt.push(now)
    const report: ErrorReport = { ...describe(error), kind, timestamp: now, ...(context ? { context } : {}) }
    try {
      // A failing sink must never turn a reported error into a second, unhandled one.
      Promise.resolve(options.send(report)).catch(() => undefined)
    } catch {
      // Synchronous throw from the sink: ignored for the same reason.
    }
    return true
  }

  return {
    report: (error, context) => send(error, 'error', context),
    reportProviderInitError(error, context) {
      const { message } = describe(error)
      if (initErrorsSeen.has(message)) return false
      const sent = send(error, 'provider-init', context)
      if (sent) initErrorsSeen.add(message)
      return sent
    },
  }
}
