// The one base of every error Latch throws, in every package. `shortMessage` is the user-facing
// text; `details` says what went wrong underneath (a string, or data for logs); `metaMessages`
// say what to do next; `cause` keeps the error this one wraps; `walk()` follows the causes.
//
// `message` stays equal to `shortMessage`: views show `error.message` and tests compare it to the
// exact catalogue texts, so the long form (short message, meta lines, details) is `longMessage`.

export interface BaseErrorOptions {
  /** What went wrong underneath: a string for people, or structured data for logs. */
  details?: unknown
  /** What to do next, one line each. */
  metaMessages?: readonly string[]
  cause?: unknown
}

/** Stops a cyclic cause chain from looping forever. */
const MAX_CAUSE_DEPTH = 32

export class BaseError<
  TCode extends string | number | undefined = string | number | undefined,
> extends Error {
  override name = 'BaseError'
  /** Lets callers branch without comparing texts: a catalogue code, or a wallet's JSON-RPC code. */
  readonly code: TCode
  /** The user-facing text; also `message`. */
  readonly shortMessage: string
  details?: unknown
  metaMessages?: string[]
  override cause?: unknown

  constructor(code: TCode, shortMessage: string, options: BaseErrorOptions = {}) {
    super(shortMessage)
    this.code = code
    this.shortMessage = shortMessage
    if (options.details !== undefined) this.details = options.details
    if (options.metaMessages !== undefined && options.metaMessages.length > 0)
      this.metaMessages = [...options.metaMessages]
    if (options.cause !== undefined) this.cause = options.cause
  }

  /** The short message, then the meta lines, then the details, each on its own line. */
  get longMessage(): string {
    const lines = [this.shortMessage]
    if (this.metaMessages) lines.push('', ...this.metaMessages)
    const details = describeDetails(this.details)
    if (details) lines.push('', `Details: ${details}`)
    return lines.join('\n')
  }

  /**
   * Follows `cause` from this error: without `fn`, to the deepest cause; with `fn`, to the first
   * error (this one included) that `fn` accepts, or undefined when none does.
   */
  walk(fn?: (error: unknown) => boolean): unknown {
    return walkCause(this, fn)
  }
}

/** `walk` for any thrown value, so a wallet's plain `{ code, cause }` object can be followed too. */
export function walkCause(error: unknown, fn?: (error: unknown) => boolean): unknown {
  let current = error
  for (let depth = 0; depth < MAX_CAUSE_DEPTH; depth++) {
    if (fn?.(current)) return current
    const cause = causeOf(current)
    if (cause === undefined || cause === current) break
    current = cause
  }
  return fn ? undefined : current
}

function causeOf(error: unknown): unknown {
  if (typeof error !== 'object' || error === null) return undefined
  return (error as { cause?: unknown }).cause
}

function describeDetails(details: unknown): string | undefined {
  if (details === undefined || details === null || details === '') return undefined
  if (typeof details === 'string') return details
  try {
    return JSON.stringify(details, (_key, value) => (typeof value === 'bigint' ? value.toString() : value))
  } catch {
    return String(details)
  }
}
