import type { Services } from '../context'
import { HttpError } from '../http/errors'
import { normalizeOrigin, originAllowed } from '../origins'

/**
 * The host page's origin a login names (the frame's answer goes there, a signed message names it),
 * normalised; 403 unless it is one of the project's allowed origins.
 */
export async function allowedPageOrigin(services: Services, projectId: string, pageOrigin: string) {
  const origin = normalizeOrigin(pageOrigin)
  const allowed = (await services.projects.get(projectId))?.allowedOrigins ?? []
  if (!origin || !originAllowed(origin, allowed)) {
    throw new HttpError(403, 'origin_not_allowed', 'Unauthorized: origin not allowed')
  }
  return origin
}
