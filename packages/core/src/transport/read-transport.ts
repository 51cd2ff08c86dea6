import type { AdapterSetupContext, CaipNetwork } from '../adapter/types'
import { FEATURE_ERRORS } from '../errors/codes'
import { LatchError } from '../errors/latch-error'
import { createFallbackTransport, type FallbackTransport } from './fallback'

// How an adapter reads a network that its wallet does not (spec section 7): with a services
// server, through the client's transport (the hosted RPC of a chain it serves, then the network's
// own URLs); without one, through the network's own URLs in order. Either way a read moves on to
// the next endpoint when one is down or failing, so one bad endpoint does not fail the read.

export async function networkReadTransport(
  services: AdapterSetupContext['services'],
  network: CaipNetwork,
): Promise<FallbackTransport> {
  const client = await services
    ?.blockchain()
    .then((blockchain) => blockchain.chainRpc(network))
    .catch(() => undefined)
  if (client) return client
  if (network.rpcUrls.default.http.length === 0)
    throw new LatchError('NO_RPC_URL', FEATURE_ERRORS.NO_RPC_URL(network.name))
  return createFallbackTransport({ urls: network.rpcUrls.default.http })
}
