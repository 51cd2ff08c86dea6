import { appendFileSync, mkdirSync } from 'node:fs'
import { dirname } from 'node:path'

export type LogEntry = { level: 'info' | 'warn' | 'error'; msg: string } & Record<string, unknown>
export type LogSink = (entry: LogEntry) => void
export type Logger = Record<LogEntry['level'], (msg: string, fields?: Record<string, unknown>) => void> & {
  /** True when nothing is written, so callers may skip building entries. */
  silent?: boolean
}

/** One log entry as a JSON line, stamped with the time it was written. */
export function logLine(entry: LogEntry): string {
  return `${JSON.stringify({ time: new Date().toISOString(), ...entry })}\n`
}

/**
 * A sink that appends JSON lines to `path` (its folder is made), for a terminal that should show a
 * summary rather than every request. Written synchronously: a line is on disk before the next one
 * is made, and a local server's volume does not need buffering.
 */
export function fileLogSink(path: string): LogSink {
  mkdirSync(dirname(path), { recursive: true })
  return (entry) => appendFileSync(path, logLine(entry))
}

/** Structured logs: one JSON object per line on stdout (or a sink of the caller's choosing). */
export function createLogger(sink: LogSink | 'stdout' | 'silent' = 'stdout'): Logger {
  const write: LogSink =
    sink === 'silent' ? () => {} : sink === 'stdout' ? (entry) => process.stdout.write(logLine(entry)) : sink
  const at =
    (level: LogEntry['level']) =>
    (msg: string, fields: Record<string, unknown> = {}) =>
      write({ ...fields, level, msg })
  return { info: at('info'), warn: at('warn'), error: at('error'), silent: sink === 'silent' }
}
