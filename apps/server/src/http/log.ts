export type LogEntry = { level: 'info' | 'warn' | 'error'; msg: string } & Record<string, unknown>
export type LogSink = (entry: LogEntry) => void
export type Logger = Record<LogEntry['level'], (msg: string, fields?: Record<string, unknown>) => void> & {
  /** True when nothing is written, so callers may skip building entries. */
  silent?: boolean
}

/** Structured logs: one JSON object per line on stdout (or a sink of the caller's choosing). */
export function createLogger(sink: LogSink | 'stdout' | 'silent' = 'stdout'): Logger {
  const write: LogSink =
    sink === 'silent'
      ? () => {}
      : sink === 'stdout'
        ? (entry) => process.stdout.write(`${JSON.stringify({ time: new Date().toISOString(), ...entry })}\n`)
        : sink
  const at =
    (level: LogEntry['level']) =>
    (msg: string, fields: Record<string, unknown> = {}) =>
      write({ ...fields, level, msg })
  return { info: at('info'), warn: at('warn'), error: at('error'), silent: sink === 'silent' }
}
