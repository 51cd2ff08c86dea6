import type { HttpBindings } from '@hono/node-server'
import type { HonoRequest } from 'hono'
import type { BundlerUpstream } from './chain/manifest'
import type { SignatureVerifier } from './chain/signatures'
import type { Db } from './db/connect'
import { HttpError } from './http/errors'
import type { Logger } from './http/log'
import type { RateLimiter } from './http/rate-limit'
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
  limits: { rpc: RateLimiter; analytics: RateLimiter }
  /** The social logins offered (providers with credentials), for the modal to show. */
  offeredSocials: () => readonly string[]
  /** Options, quotes and orders of the sandbox on-ramp (set once the catalog is built). */
  onramp?: OnRamp
}

export type Env = { Bindings: HttpBindings }
/** The parts of a Hono context the shared helpers read, whatever the route's path and input. */
export type Ctx = { req: HonoRequest<string, object>; env: Env['Bindings'] | undefined }

export const projectIdOf = (c: Ctx) => c.req.query('projectId') ?? c.req.header('x-project-id')

/** The caller's network address; requests made in-process (tests) have none. */
export const clientOf = (c: Ctx) => c.env?.incoming?.socket?.remoteAddress ?? 'local'

/** Project-scoped routes: a known project id, and an Origin (when sent) on its list. */
export async function requireProject(c: Ctx, services: Services): Promise<Project> {
  const id = projectIdOf(c)
  if (!id) throw new HttpError(400, 'missing_project_id', 'projectId is required')
  const project = PROJECT_ID.test(id) ? await services.projects.get(id) : undefined
  if (!project) throw new HttpError(401, 'invalid_key', 'Unauthorized: invalid key')
  const origin = c.req.header('origin')
  if (origin !== undefined && !originAllowed(origin, project.allowedOrigins)) {
    throw new HttpError(403, 'origin_not_allowed', 'Unauthorized: origin not allowed')
  }
  return project
}
