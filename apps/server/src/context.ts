import type { HttpBindings } from '@hono/node-server'
import type { HonoRequest } from 'hono'
import type { BundlerUpstream } from './chain/manifest'
import type { SignatureVerifier } from './chain/signatures'
import type { Db } from './db/connect'
import { markedClient, type TrustedProxies } from './http/client-address'
import { HttpError } from './http/errors'
import type { Logger } from './http/log'
import type { RateLimiter } from './http/rate-limit'
import type { Quota } from './http/shared-rate-limit'
import type { OnRamp } from './onramp/service'
import { originAllowed } from './origins'
import { PROJECT_ID, type Project, type ProjectStore } from './projects'
import type { RpcProxy } from './rpc/proxy'
import type { WalletListing } from './wallets/registry'

/** Everything a route needs, built once per server. */
export interface Services {
  /** The base of every URL in an answer (config or the listen address), never the Host header. */
  publicUrl: string
  db: Db
  log: Logger
  projects: ProjectStore
  wallets: readonly WalletListing[]
  walletsByImageId: ReadonlyMap<string, WalletListing>
  upstreams: ReadonlyMap<string, string[]>
  /** The JSON-RPC proxy: per chain upstreams, head, cache and calls in flight. */
  rpc: RpcProxy
  verifier: SignatureVerifier
  /** ERC-4337 bundlers per CAIP-2 chain id: where smart accounts work. */
  bundlers: ReadonlyMap<string, BundlerUpstream>
  zones: readonly string[]
  /** Name registration: reserved labels, names an address may hold, registrations per client. */
  names: {
    reserved: ReadonlySet<string>
    perAddress: number
    perClient: RateLimiter
    /** Registrations per project (in the database on PostgreSQL); calls without a project share one. */
    perProject: Quota
  }
  limits: {
    /** A project's JSON-RPC calls (in the database on PostgreSQL), and each client's share of them. */
    rpc: Quota
    rpcPerClient: RateLimiter
    analytics: RateLimiter
    /** Anonymous reads that reach the chain or the database (cache misses), per client. */
    reads: RateLimiter
    /** Swap quotes, gas prices and builds (`/v1/convert/*`), each reading the chain, per client. */
    swaps: RateLimiter
  }
  /** How long analytics events are kept. */
  analyticsRetentionMs?: number
  /** Proxies whose X-Forwarded-For names the client. */
  trustedProxies: TrustedProxies
  /** The social logins offered (providers with credentials), for the modal to show. */
  offeredSocials: () => readonly string[]
  /** Options, quotes and orders of the sandbox on-ramp (set once the catalog is built). */
  onramp?: OnRamp
}

export type Env = { Bindings: HttpBindings }
/** The parts of a Hono context the shared helpers read, whatever the route's path and input. */
export type Ctx = { req: HonoRequest<string, object>; env: Env['Bindings'] | undefined }

export const projectIdOf = (c: Ctx) => c.req.query('projectId') ?? c.req.header('x-project-id')

/** The caller's network address (behind trusted proxies, the one they forward); in-process requests have none. */
export const clientOf = (c: Ctx) => markedClient(c.env?.incoming)

/**
 * A project call refused for the project itself: its id is unknown (401), or the page's origin is
 * not on its list (403). The answer says only that, which the page may read (app.ts): the modal
 * shows the developer what to fix instead of a bare network error.
 */
export class ProjectRefusal extends HttpError {}

/** Project-scoped routes: a known project id, and an Origin (when sent) on its list. */
export async function requireProject(c: Ctx, services: Services): Promise<Project> {
  const id = projectIdOf(c)
  if (!id) throw new HttpError(400, 'missing_project_id', 'projectId is required')
  const project = PROJECT_ID.test(id) ? await services.projects.get(id) : undefined
  if (!project) throw new ProjectRefusal(401, 'invalid_key', 'Unauthorized: invalid key')
  const origin = c.req.header('origin')
  if (origin !== undefined && !originAllowed(origin, project.allowedOrigins)) {
    throw new ProjectRefusal(403, 'origin_not_allowed', 'Unauthorized: origin not allowed')
  }
  return project
}

/**
 * Anonymous reads that reach the chain or the database count against the caller's bucket: a 429
 * past it. Cached answers are not counted; routes call this where the work begins.
 */
export function limitReads(c: Ctx, services: Pick<Services, 'limits'>) {
  if (!services.limits.reads.take(clientOf(c)))
    throw new HttpError(429, 'rate_limited', 'Too many requests, slow down')
}
