// Whether the services let this page use the project (spec sections 5, 6 and 8). The server
// refuses an unknown project id (401) and a page origin not on the project's list (403), and lets
// the refused page read that answer, so it becomes the alert that tells the developer what to fix.
import { isOriginAllowed } from '../validation/origins'
import { httpStatusOf } from './http-client'
import type { WalletServiceClient } from './wallet-service'

export type ProjectRefusalAlert = 'INVALID_PROJECT_ID' | 'INVALID_APP_CONFIGURATION'

/** The alert for a project call the services refused (origins, analytics config), else undefined. */
export function projectRefusalAlert(error: unknown): ProjectRefusalAlert | undefined {
  const status = httpStatusOf(error)
  if (status === 401) return 'INVALID_PROJECT_ID'
  if (status === 403) return 'INVALID_APP_CONFIGURATION'
  return undefined
}

/**
 * The alert due when the page may not use the project, else undefined. A list the server does
 * answer (it refuses an origin off the list, but a request may carry none) is checked here, with
 * the default origins. Other failures (offline, a 5xx) are thrown: they say nothing of the page.
 */
export async function pageOriginRefusal(
  client: Pick<WalletServiceClient, 'getAllowedOrigins'>,
  pageOrigin: string,
): Promise<ProjectRefusalAlert | undefined> {
  let allowed: string[]
  try {
    allowed = await client.getAllowedOrigins()
  } catch (error) {
    const alert = projectRefusalAlert(error)
    if (alert) return alert
    throw error
  }
  return isOriginAllowed(pageOrigin, allowed) ? undefined : 'INVALID_APP_CONFIGURATION'
}
