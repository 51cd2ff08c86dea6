import type { ChainNamespace, Connector } from '@latch/core'

/** The embedded wallet's one connector id (type AUTH), the same on each namespace it serves. */
export const EMBEDDED_CONNECTOR_ID = 'latch-embedded'

/** Its connector on a namespace: one login, listed once per namespace the wallet serves there. */
export const embeddedConnector = (chain: ChainNamespace): Connector => ({
  id: EMBEDDED_CONNECTOR_ID,
  name: 'Email',
  type: 'AUTH',
  chain,
  // The services server serves an envelope under this id (GET /getWalletImage/email).
  imageId: 'email',
})
