import type { ContentfulStatusCode } from 'hono/utils/http-status'
import type { z } from 'zod'
import { jsonDepth, MAX_JSON_DEPTH, storableJson } from './json-depth'

/** An answer the client caused or is owed: rendered as `{ error: { code, message } }`. */
export class HttpError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
  ) {
    super(message)
  }
}

export const errorBody = (code: string, message: string) => ({ error: { code, message } })

/** Parses input with a zod schema, turning failures into one readable 400. */
export function parseInput<T extends z.ZodType>(schema: T, input: unknown, what: string): z.output<T> {
  const result = schema.safeParse(input)
  if (result.success) return result.data
  const issue = result.error.issues[0]
  const where = issue && issue.path.length > 0 ? `${issue.path.join('.')}: ` : ''
  throw new HttpError(400, 'invalid_input', `Invalid ${what}: ${where}${issue?.message ?? 'Invalid input'}`)
}

/** Reads a JSON body without ever throwing anything but a 400 (or a 413 from a body limit). */
export async function readJson(request: Request): Promise<unknown> {
  let text: string
  try {
    text = await request.text()
  } catch (error) {
    if (error instanceof HttpError) throw error
    // The client went away or sent a broken body (bad chunked framing, aborted upload).
    throw new HttpError(400, 'body_unreadable', 'Request body could not be read')
  }
  if (text.trim() === '') throw new HttpError(400, 'invalid_json', 'Request body must be JSON')
  return parseJsonText(text, () => new HttpError(400, 'invalid_json', 'Request body must be JSON'))
}

/**
 * Parses untrusted JSON text: too deep a nesting is a 400 before parsing (nothing downstream
 * recurses over it), text that is not JSON is `invalid()`, and strings PostgreSQL cannot store
 * (NUL, unpaired surrogates) are a 400 as well.
 */
export function parseJsonText(text: string, invalid: () => HttpError): unknown {
  if (jsonDepth(text, MAX_JSON_DEPTH) > MAX_JSON_DEPTH) {
    throw new HttpError(400, 'json_too_deep', `JSON may nest at most ${MAX_JSON_DEPTH} levels`)
  }
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    throw invalid()
  }
  if (!storableJson(value)) {
    throw new HttpError(400, 'invalid_text', 'JSON contains characters that cannot be stored')
  }
  return value
}
