// Several adapters for one namespace (extension wallets and WalletConnect are both eip155) act as
// one: connectors of all of them, and every call that names a connector goes to the adapter that
// offers it. Core keeps one adapter per namespace and never needs to know there were several.
import type { AdapterEvent, ChainAdapter, Connector, DisplayUriEvent } from './types'

export function combineAdapters(adapters: readonly ChainAdapter[]): ChainAdapter {
  const [primary] = adapters
  if (!primary) throw new Error('combineAdapters needs at least one adapter')
  if (adapters.length === 1) return primary
  const namespace = primary.namespace
  if (adapters.some((adapter) => adapter.namespace !== namespace)) {
    throw new Error('combineAdapters takes adapters of one namespace')
  }

  const allConnectors = (): Connector[] => {
    const seen = new Set<string>()
    const list: Connector[] = []
    for (const adapter of adapters) {
      for (const connector of adapter.getConnectors()) {
        if (seen.has(connector.id)) continue
        seen.add(connector.id)
        list.push(connector)
      }
    }
    return list
  }

  // A connector not listed yet (a wallet that has not announced itself again after a reload) is
  // the first adapter's: the one doing discovery waits for it there.
  const ownerOf = (connectorId: string): ChainAdapter =>
    adapters.find((adapter) => adapter.getConnectors().some((connector) => connector.id === connectorId)) ??
    primary

  const combined: ChainAdapter = {
    namespace,
    async setup(context) {
      await Promise.all(adapters.map((adapter) => adapter.setup(context)))
    },
    getConnectors: allConnectors,
    connect: (parameters) => ownerOf(parameters.connectorId).connect(parameters),
    reconnect: (parameters) => ownerOf(parameters.connectorId).reconnect(parameters),
    disconnect: (parameters) => ownerOf(parameters.connectorId).disconnect(parameters),
    switchNetwork: (parameters) => ownerOf(parameters.connectorId).switchNetwork(parameters),
    signMessage: (parameters) => ownerOf(parameters.connectorId).signMessage(parameters),
    sendTransaction: (parameters) => ownerOf(parameters.connectorId).sendTransaction(parameters),
    estimateFee: (parameters) => {
      const owner = ownerOf(parameters.connectorId)
      if (!owner.estimateFee)
        return Promise.reject(new Error(`${namespace}: this wallet cannot price a transaction`))
      return owner.estimateFee(parameters)
    },
    // Balances are read from the network, not a wallet: the first adapter answers.
    getBalance: (parameters) => primary.getBalance(parameters),
    request: (connectorId, args) => ownerOf(connectorId).request(connectorId, args),
    on(listener: (event: AdapterEvent) => void) {
      const stops = adapters.map((adapter) =>
        adapter.on((event) => {
          // One adapter's list changed: the namespace's list is all of them together.
          listener(
            event.type === 'connectorsChanged'
              ? { type: 'connectorsChanged', connectors: allConnectors() }
              : event,
          )
        }),
      )
      return () => {
        for (const stop of stops) stop()
      }
    },
    destroy() {
      for (const adapter of adapters) adapter.destroy?.()
    },
  }
  const embedded = adapters.find((adapter) => adapter.embedded)?.embedded
  if (embedded) combined.embedded = embedded
  const pairing = adapters.filter((adapter) => typeof adapter.onDisplayUri === 'function')
  if (pairing.length > 0) {
    combined.onDisplayUri = (listener: (event: DisplayUriEvent) => void) => {
      const stops = pairing.map((adapter) => adapter.onDisplayUri?.(listener) ?? (() => {}))
      return () => {
        for (const stop of stops) stop()
      }
    }
  }
  return combined
}
