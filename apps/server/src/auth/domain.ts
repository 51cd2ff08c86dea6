// Which sign-in domains a server accepts: those configured for it, and hosts on the project's
// allowed-origins list. A page's Origin, when sent, must be the domain it signs in for.
import { normalizeOrigin, originAllowed } from '../origins'

/** Domains accepted for every project, from `LATCH_AUTH_DOMAINS` (comma list of `host[:port]`). */
export function configuredDomains(env: string | undefined = process.env.LATCH_AUTH_DOMAINS): string[] {
  return (env ?? '')
    .split(',')
    .map((domain) => domain.trim().toLowerCase())
    .filter(Boolean)
}

/** Why a domain is refused, or undefined when it is accepted. */
export function domainRefusal(
  domain: string,
  options: { allowedOrigins: readonly string[]; domains: readonly string[]; origin?: string },
): string | undefined {
  const host = domain.toLowerCase()
  if (options.origin !== undefined) {
    const origin = normalizeOrigin(options.origin)
    if (!origin || new URL(origin).host !== host)
      return `the message is for "${domain}" but the request comes from ${options.origin.slice(0, 200)}`
  }
  if (options.domains.includes(host)) return undefined
  const allowed = ['http', 'https'].some((scheme) =>
    originAllowed(`${scheme}://${host}`, options.allowedOrigins),
  )
  return allowed ? undefined : `"${domain}" is not an allowed domain for this project`
}
