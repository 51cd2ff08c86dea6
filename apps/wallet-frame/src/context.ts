// The frame's address query (spec section 7: projectId, chainId, version, enableLogger) and its log.
export const params = new URLSearchParams(location.search)
export const projectId = params.get('projectId') ?? ''
const logging = params.get('enableLogger') === 'true'

/** Dropped messages and failures, on the console only when the host asked for logging. */
export function log(...args: unknown[]) {
  if (logging) console.warn('[latch frame]', ...args)
}
