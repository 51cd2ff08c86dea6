import { type ServiceConfig, serviceHttpClient } from './config'
import { httpStatusOf } from './http-client'

// Analytics events: POST /e. Sending never throws at the app; a 403 means the origin is not
// allowed, reported once through `onForbidden` (an invalid app configuration), then sending stops.

export interface AnalyticsEvent {
  props: Record<string, unknown>
  eventId?: string
}

export interface AnalyticsClientOptions extends ServiceConfig {
  onForbidden?: () => void
}

/** The page as analytics sees it: origin and path only, never the query or fragment (they may hold tokens). */
function pageLocation(): { url: string; domain: string } {
  const location = (globalThis as { location?: { origin?: string; pathname?: string; hostname?: string } })
    .location
  return { url: `${location?.origin ?? ''}${location?.pathname ?? ''}`, domain: location?.hostname ?? '' }
}

function randomId(): string {
  return (
    globalThis.crypto?.randomUUID?.() ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`
  )
}

export function createAnalyticsClient(options: AnalyticsClientOptions) {
  const http = serviceHttpClient(options)
  let forbidden = false

  return {
    /** Sends one event; resolves true when the service accepted it. */
    async sendEvent(event: AnalyticsEvent): Promise<boolean> {
      if (forbidden) return false
      try {
        await http.post({
          path: '/e',
          body: {
            eventId: event.eventId ?? randomId(),
            ...pageLocation(),
            timestamp: Date.now(),
            props: event.props,
          },
        })
        return true
      } catch (error) {
        // Sends already under way may all come back 403: the alert is shown for the first only.
        if (httpStatusOf(error) === 403 && !forbidden) {
          forbidden = true
          options.onForbidden?.()
        }
        return false
      }
    },
  }
}

export type AnalyticsClient = ReturnType<typeof createAnalyticsClient>
