import type { LatchEvent } from '../connection/events'
import type { AlertCode } from '../errors/codes'
import { alertForProviderMessage } from '../errors/provider-messages'
import { createErrorReporter, type ErrorReporter } from '../errors/reporter'
import type { Features } from '../options/defaults'
import { type AnalyticsClient, createAnalyticsClient } from '../services/analytics'
import type { ServicesContext } from '../services/context'
import { pageOriginRefusal, projectRefusalAlert } from '../services/project-access'
import { analyticsProps, errorTexts, eventError, needsOriginCheck } from './rules'

export interface DiagnosticsDeps {
  services: ServicesContext
  options: { features: Pick<Features, 'email' | 'socials' | 'analytics'> }
  /** The page's origin (default `location.origin`). */
  pageOrigin?: () => string | undefined
  toasts: { showAlert(code: AlertCode): void }
  events: { subscribe(listener: (event: LatchEvent) => void): () => void }
  /** Events from before the diagnostics loaded (they load with the visitor's first act): heard first. */
  earlierEvents?: readonly LatchEvent[]
}

export interface Diagnostics {
  /** Resolves when the start-up checks (origin, analytics config) have answered. */
  ready: Promise<void>
  /** The checks begin when the diagnostics load; this is what loading them lazily calls. */
  start(): Promise<void>
  /** Maps a provider message to its alert, and reports the error (at most 5 a minute). */
  error(error: unknown, context?: Record<string, unknown>): void
  /** Reports an adapter's failed setup, once per distinct message. */
  providerInitError(error: unknown, context?: Record<string, unknown>): Promise<void>
  destroy(): Promise<void>
}

/**
 * Starts the checks and reporting a client with a services server does: the allowed-origins
 * check (with 'Invalid App Configuration' when the page is not on the list), analytics events,
 * the error reporter, and provider messages as alerts. A services call that fails is logged,
 * never thrown at the app.
 */
export function startDiagnostics(deps: DiagnosticsDeps): Diagnostics {
  const { services } = deps
  let analytics: AnalyticsClient | undefined
  let stopped = false
  // Events and reports from before the analytics config answered wait for it.
  const track = (props: Record<string, unknown>) => ready.then(() => analytics?.sendEvent({ props }))
  const reporter: ErrorReporter = createErrorReporter({
    // Reports travel as analytics events: nothing is sent unless analytics is on and allowed.
    send: (report) => track({ type: 'error', ...report }).then(() => undefined),
  })

  const origin =
    deps.pageOrigin ?? (() => (globalThis as { location?: { origin?: string } }).location?.origin)
  // Both start-up checks hear the same refusal (unknown project, page off the list): one alert.
  let refused = false
  const refuse = (alert: AlertCode | undefined) => {
    if (alert === undefined || refused || stopped) return
    refused = true
    deps.toasts.showAlert(alert)
  }

  async function checkOrigin(): Promise<void> {
    const page = origin()
    if (!needsOriginCheck(deps.options.features) || page === undefined) return
    refuse(await pageOriginRefusal(await services.wallet(), page))
  }

  async function startAnalytics(): Promise<void> {
    if (!deps.options.features.analytics) return
    let isAnalyticsEnabled: boolean
    try {
      ;({ isAnalyticsEnabled } = await (await services.wallet()).getAnalyticsConfig())
    } catch (error) {
      const alert = projectRefusalAlert(error)
      if (alert === undefined) throw error
      return refuse(alert)
    }
    if (!isAnalyticsEnabled || stopped) return
    // A 403 means the origin is not allowed: one alert, then the client stops sending.
    analytics = createAnalyticsClient({
      ...services.config,
      onForbidden: () => deps.toasts.showAlert('INVALID_APP_CONFIGURATION'),
    })
  }

  /** Shows the alert a provider message in `error` maps to; true when there was one. */
  const alertFor = (error: unknown) => {
    const alert = alertForProviderMessage(errorTexts(error))
    if (alert && !stopped) deps.toasts.showAlert(alert)
    return alert !== undefined
  }
  const warn = (what: string) => (error: unknown) => {
    if (!alertFor(error)) console.warn(`[latch] ${what} failed`, error)
  }
  const ready = Promise.all([
    checkOrigin().catch(warn('allowed-origins check')),
    startAnalytics().catch(warn('analytics config')),
  ]).then(() => undefined)

  function error(cause: unknown, context?: Record<string, unknown>): void {
    alertFor(cause)
    reporter.report(cause, context)
  }

  async function providerInitError(cause: unknown, context?: Record<string, unknown>): Promise<void> {
    alertFor(cause)
    reporter.reportProviderInitError(cause, context)
  }

  const hear = (event: LatchEvent) => {
    void track(analyticsProps(event))
    const message = eventError(event)
    if (message !== undefined) error(new Error(message), { event: event.type })
  }
  for (const event of deps.earlierEvents ?? []) hear(event)
  const unsubscribe = deps.events.subscribe(hear)

  return {
    ready,
    start: () => ready,
    error,
    providerInitError,
    async destroy() {
      stopped = true
      unsubscribe()
    },
  }
}
