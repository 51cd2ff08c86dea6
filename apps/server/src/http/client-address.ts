import type { IncomingMessage } from 'node:http'
import { BlockList, isIP } from 'node:net'
import type { MiddlewareHandler } from 'hono'

/**
 * The caller's address behind trusted proxies. A request arriving from a trusted proxy names its
 * client in `X-Forwarded-For`; the entries are read from the right (each proxy appends the
 * address it saw) and the first one not itself a trusted proxy is the client. From anyone else
 * the header is ignored: a client cannot choose its own rate-limit bucket.
 */
export class TrustedProxies {
  private readonly list = new BlockList()
  readonly empty: boolean

  /** Entries are addresses (`10.0.0.5`, `::1`) or subnets (`10.0.0.0/8`). */
  constructor(entries: readonly string[]) {
    for (const entry of entries) {
      const [address = '', bits] = entry.trim().split('/')
      const family = isIP(address)
      if (family === 0) throw new Error(`trusted proxy is not an address or subnet: ${entry}`)
      const type = family === 6 ? 'ipv6' : 'ipv4'
      if (bits === undefined) this.list.addAddress(address, type)
      else {
        const prefix = Number(bits)
        if (!Number.isInteger(prefix) || prefix < 0 || prefix > (family === 6 ? 128 : 32))
          throw new Error(`trusted proxy subnet has a bad prefix: ${entry}`)
        this.list.addSubnet(address, prefix, type)
      }
    }
    this.empty = entries.length === 0
  }

  trusts(address: string): boolean {
    const plain = unmapped(address)
    const family = isIP(plain)
    return family !== 0 && this.list.check(plain, family === 6 ? 'ipv6' : 'ipv4')
  }

  /** The client's address for a request that came from `peer` with this `X-Forwarded-For`. */
  clientOf(peer: string, forwardedFor: string | undefined): string {
    if (this.empty || !forwardedFor || !this.trusts(peer)) return unmapped(peer)
    const hops = forwardedFor.split(',').slice(-32)
    for (let i = hops.length - 1; i >= 0; i--) {
      const hop = unmapped((hops[i] ?? '').trim())
      if (isIP(hop) === 0) return unmapped(peer) // a malformed chain names no one
      if (!this.trusts(hop)) return hop
    }
    return unmapped(peer)
  }
}

/** `::ffff:10.0.0.1` (an IPv4 peer on a dual-stack socket) is `10.0.0.1`. */
const unmapped = (address: string) => (address.startsWith('::ffff:') ? address.slice(7) : address)

/** Trusted proxies from `LATCH_TRUSTED_PROXIES` (a comma list of addresses and subnets). */
export const trustedProxiesFromEnv = (env = process.env.LATCH_TRUSTED_PROXIES) =>
  (env ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)

const CLIENT = Symbol('client address')
type Marked = IncomingMessage & { [CLIENT]?: string }

/** Resolves the client's address once per request and marks it on the request for `clientOf`. */
export function resolveClient(
  proxies: TrustedProxies,
): MiddlewareHandler<{ Bindings: { incoming: IncomingMessage } }> {
  return async (c, next) => {
    const incoming = c.env?.incoming as Marked | undefined
    const peer = incoming?.socket?.remoteAddress
    if (incoming && peer && !proxies.empty)
      incoming[CLIENT] = proxies.clientOf(peer, c.req.header('x-forwarded-for'))
    await next()
  }
}

/** The address `resolveClient` marked, else the socket's peer; in-process requests have none. */
export const markedClient = (incoming: IncomingMessage | undefined) =>
  (incoming as Marked | undefined)?.[CLIENT] ?? incoming?.socket?.remoteAddress ?? 'local'
