// Which namespaces the embedded wallet is the connection of. Apart from ./rules: the start of the
// embedded slice (./start, loaded with the client when the wallet is configured) needs only this,
// and importing ./rules there put all its rules in a chunk of their own before the first click.
import type { ChainNamespace } from '../adapter/types'

/** The namespaces whose connection goes through the embedded wallet's connector. */
export function embeddedNamespaces(
  connections: Partial<Record<ChainNamespace, { connectorId: string }>>,
  connectorId: string,
): ChainNamespace[] {
  return (Object.keys(connections) as ChainNamespace[]).filter(
    (namespace) => connections[namespace]?.connectorId === connectorId,
  )
}
