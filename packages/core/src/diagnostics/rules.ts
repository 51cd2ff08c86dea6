// What the client tells the services about itself, and when (spec sections 7 and 8): the page's
// origin is checked against the project's allowlist when email or social login is offered, events
// go to analytics when the feature is on and the project allows it, errors are reported within
// the reporter's limits, and the hosted services' provider messages become alerts.
import type { LatchEvent } from '../connection/events'
import { walkCause } from '../errors/base'
import type { Features } from '../options/defaults'

/** The embedded wallet (email or socials) only works on an allowed origin, so it is checked up front. */
export function needsOriginCheck(features: Pick<Features, 'email' | 'socials'>): boolean {
  return features.email || (Array.isArray(features.socials) && features.socials.length > 0)
}

/** Errors and messages are cut short: a wallet's text is not ours to forward whole. */
const MAX_MESSAGE = 200

/**
 * The props of an analytics event: what happened, on which namespace, connector or network. An
 * address is never sent.
 */
export function analyticsProps(event: LatchEvent): Record<string, unknown> {
  const props: Record<string, unknown> = { type: 'track', event: event.type }
  if ('namespace' in event) props.namespace = event.namespace
  if ('namespaces' in event) props.namespaces = event.namespaces
  if ('connectorId' in event) props.connectorId = event.connectorId
  if ('caipNetworkId' in event) props.caipNetworkId = event.caipNetworkId
  if ('message' in event) props.message = event.message.slice(0, MAX_MESSAGE)
  return props
}

/** The error an `*_ERROR` event reports, if it is one. */
export function eventError(event: LatchEvent): string | undefined {
  return 'message' in event && event.type.endsWith('_ERROR') ? event.message : undefined
}

/**
 * Every text an error carries, its causes' included: a service's answer (`details.body`, where
 * the provider's message is) as well as the messages, so a provider message is found wherever
 * it was wrapped.
 */
export function errorTexts(error: unknown): string {
  const texts: string[] = []
  walkCause(error, (e) => {
    if (e instanceof Error) texts.push(e.message)
    else if (typeof e === 'string') texts.push(e)
    const body = (e as { details?: { body?: unknown } } | null)?.details?.body
    if (typeof body === 'string') texts.push(body)
    return false
  })
  return texts.join('\n')
}
