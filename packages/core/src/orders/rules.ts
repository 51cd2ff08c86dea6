// Orderings of spec section 2. Pure functions: the host app may override each order in options.
import type { Connector } from '../adapter/types'
import type { AccountTab } from '../connection/accounts'

export const WALLET_FEATURES = ['onramp', 'swaps', 'receive', 'send'] as const
export type WalletFeature = (typeof WALLET_FEATURES)[number]

export const CONNECT_METHODS = ['email', 'social', 'wallet'] as const
export type ConnectMethod = (typeof CONNECT_METHODS)[number]

export const CONNECTOR_GROUPS = [
  'walletConnect',
  'recent',
  'injected',
  'featured',
  'custom',
  'external',
  'recommended',
] as const
export type ConnectorGroup = (typeof CONNECTOR_GROUPS)[number]

/** Keeps the known entries of an override once each, in its order. */
function cleanOverride<T extends string>(
  known: readonly T[],
  override: readonly unknown[] | undefined,
): T[] | undefined {
  if (!Array.isArray(override)) return undefined
  const seen = new Set<T>()
  for (const entry of override) if ((known as readonly unknown[]).includes(entry)) seen.add(entry as T)
  return [...seen]
}

/** Wallet features in display order, only those enabled (default: onramp, swaps, receive, send). */
export function orderWalletFeatures(
  enabled: Partial<Record<WalletFeature, boolean>>,
  override?: readonly WalletFeature[],
): WalletFeature[] {
  const order = cleanOverride(WALLET_FEATURES, override) ?? [...WALLET_FEATURES]
  return order.filter((feature) => enabled[feature] !== false)
}

/** An injected or announced wallet the visitor can use right now. */
export function hasUsableInjectedWallet(connectors: readonly Connector[]): boolean {
  return connectors.some((connector) => connector.type === 'INJECTED' || connector.type === 'ANNOUNCED')
}

/** Connect methods: email, social, wallet; wallet first when an injected or announced wallet is usable. */
export function orderConnectMethods(parameters: {
  hasUsableInjectedWallet: boolean
  override?: readonly ConnectMethod[]
}): ConnectMethod[] {
  const override = cleanOverride(CONNECT_METHODS, parameters.override)
  if (override) return override
  return parameters.hasUsableInjectedWallet ? ['wallet', 'email', 'social'] : [...CONNECT_METHODS]
}

/** Connector groups in display order (default: walletConnect, recent, injected, featured, custom, external, recommended). */
export function orderConnectorGroups(override?: readonly ConnectorGroup[]): ConnectorGroup[] {
  return cleanOverride(CONNECTOR_GROUPS, override) ?? [...CONNECTOR_GROUPS]
}

/** The account area's tabs (spec section 2); Activity only with the `history` feature on. */
export function accountTabs(features: { history?: boolean }): AccountTab[] {
  return features.history === false ? ['Tokens', 'NFTs'] : ['Tokens', 'NFTs', 'Activity']
}

/** The three orders for the client's current options and connectors. */
export function orderGetters(store: {
  getState(): {
    options: {
      features: Parameters<typeof orderWalletFeatures>[0] & { history?: boolean }
      walletFeatureOrder: WalletFeature[] | undefined
      connectMethodOrder: ConnectMethod[] | undefined
      connectorTypeOrder: ConnectorGroup[] | undefined
    }
    connection: { connectors: readonly Connector[] }
  }
}): {
  walletFeatures(): WalletFeature[]
  connectMethods(): ConnectMethod[]
  connectorGroups(): ConnectorGroup[]
  accountTabs(): AccountTab[]
} {
  const options = () => store.getState().options
  return {
    walletFeatures: () => orderWalletFeatures(options().features, options().walletFeatureOrder),
    connectMethods: () =>
      orderConnectMethods({
        hasUsableInjectedWallet: hasUsableInjectedWallet(store.getState().connection.connectors),
        override: options().connectMethodOrder,
      }),
    connectorGroups: () => orderConnectorGroups(options().connectorTypeOrder),
    accountTabs: () => accountTabs(options().features),
  }
}
