// Runs a task once the page has loaded and the main thread is idle, so prefetching the modal never
// competes with the app's own start-up. Browsers without requestIdleCallback get a short timer
// after the load event instead.

/** Idle time to wait for at most before running anyway, on pages that are never idle. */
const IDLE_TIMEOUT_MS = 2000

/** Schedules `task` after the load event, when idle; returns a cancel function. */
export function whenIdle(task: () => void): () => void {
  if (typeof window === 'undefined') return () => {}
  let cancelled = false
  let cancelScheduled = () => {}
  const schedule = () => {
    if (cancelled) return
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(task, { timeout: IDLE_TIMEOUT_MS })
      cancelScheduled = () => window.cancelIdleCallback(handle)
    } else {
      const handle = setTimeout(task, 1)
      cancelScheduled = () => clearTimeout(handle)
    }
  }
  if (document.readyState === 'complete') schedule()
  else window.addEventListener('load', schedule, { once: true })
  return () => {
    cancelled = true
    window.removeEventListener('load', schedule)
    cancelScheduled()
  }
}
