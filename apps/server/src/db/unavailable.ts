import { HttpError } from '../http/errors'

// Network failures reaching the database, and PostgreSQL's own "not now" answers: SQLSTATE class
// 08 (connection exception), 57P01-57P03 (shutting down, crashed, starting up), 53300 (too many
// connections).
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENOTFOUND',
])
const SQLSTATES = /^(08...|57P0[123]|53300)$/
const MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|connection error and is not queryable|Client was closed|the database system is (shutting down|starting up)/i

/** Whether an error (or one of its causes) says the database cannot be reached right now. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e = error, depth = 0; e instanceof Error && depth < 8; e = e.cause, depth++) {
    const code = (e as { code?: unknown }).code
    if (typeof code === 'string' && (NETWORK_CODES.has(code) || SQLSTATES.test(code))) return true
    if (MESSAGES.test(e.message)) return true
    // Several addresses refused at once (IPv4 and IPv6) arrive as one AggregateError.
    if (e instanceof AggregateError && e.errors.some(isDatabaseUnavailable)) return true
  }
  return false
}

export const databaseUnavailable = () =>
  new HttpError(503, 'database_unavailable', 'The database cannot be reached right now; try again shortly')
