import type { ContentfulStatusCode } from 'hono/utils/http-status'
import type { z } from 'zod'

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

/** Reads a JSON body without ever throwing anything but a 400. */
export async function readJson(request: Request): Promise<unknown> {
  const text = await request.text()
  if (text.trim() === '') throw new HttpError(400, 'invalid_json', 'Request body must be JSON')
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    throw new HttpError(400, 'invalid_json', 'Request body must be JSON')
  }
  // PostgreSQL stores neither NUL characters nor unpaired surrogates; refuse them up front.
  if (/\\u0000|\\ud[89a-f][0-9a-f]{2}/i.test(JSON.stringify(value))) {
    throw new HttpError(400, 'invalid_text', 'Request body contains characters that cannot be stored')
  }
  return value
}
