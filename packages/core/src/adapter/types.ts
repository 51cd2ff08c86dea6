// The contract every chain adapter (EVM, WalletConnect, Solana, Bitcoin, embedded wallet) fulfils.
// The modal never special-cases a wallet brand: it reads connectors from the adapters through core
// and calls these methods. Addresses here are plain (not CAIP-10); core builds CAIP ids from them.

export type ChainNamespace = 'eip155' | 'solana' | 'polkadot' | 'bip122' | 'cosmos'

/** CAIP-2 chain id: `namespace:reference`, e.g. `eip155:1`. */
export type CaipNetworkId = `${string}:${string}`
/** CAIP-10 account id: `namespace:reference:address`. */
export type CaipAddress = `${string}:${string}:${string}`

export interface NativeCurrency {
  name: string
  symbol: string
  decimals: number
}

export interface CaipNetwork {
  id: number | string
  caipNetworkId: CaipNetworkId
  chainNamespace: ChainNamespace
  name: string
  nativeCurrency: NativeCurrency
  rpcUrls: { default: { http: string[] }; chainDefault?: { http: string[] } }
  blockExplorers?: { default: { name: string; url: string } }
  testnet?: boolean
  deprecatedCaipNetworkId?: string
  assets?: { imageId?: string; imageUrl?: string }
}

export type ConnectorType =
  | 'EXTERNAL'
  | 'WALLET_CONNECT'
  | 'INJECTED'
  | 'ANNOUNCED'
  | 'AUTH'
  | 'MULTI_CHAIN'
  | 'ID_AUTH'

export interface Connector {
  id: string
  name: string
  type: ConnectorType
  chain: ChainNamespace
  imageUrl?: string
  imageId?: string
  explorerId?: string
  info?: { rdns?: string }
}

export interface AdapterConnection {
  connectorId: string
  /** Plain addresses, first one active. */
  accounts: string[]
  chainId: number | string
}

export type AdapterEvent =
  | { type: 'accountsChanged'; connectorId: string; accounts: string[] }
  | { type: 'chainChanged'; connectorId: string; chainId: number | string }
  | { type: 'disconnect'; connectorId: string }
  | { type: 'connectorsChanged'; connectors: Connector[] }

/** A WalletConnect pairing URI (`wc:…`) to show as a QR code and hand to wallet apps. */
export interface DisplayUriEvent {
  type: 'display_uri'
  uri: string
  /** Epoch milliseconds after which the URI no longer pairs. */
  expiresAt: number
}

export interface SendTransactionParameters {
  connectorId: string
  from: string
  to: string
  /** Smallest unit (wei, lamports). */
  value?: bigint
  data?: string
  network: CaipNetwork
}

export interface BalanceResult {
  /** Decimal string in whole units, e.g. "1.5". Never a float. */
  balance: string
  symbol: string
}

export interface AdapterSetupContext {
  networks: CaipNetwork[]
  projectId?: string | undefined
  metadata?: { name: string; description: string; url: string; icons: string[] } | undefined
}

export interface ChainAdapter {
  readonly namespace: ChainNamespace
  /** Start discovery (EIP-6963 and the like). Called once, in the browser, never at import time. */
  /**
   * Called once by the client at start with what an adapter needs from the app's options (the
   * host passes each only once, to `createLatch`): the networks of this adapter's namespace, the
   * project id and the app's metadata.
   */
  setup(context: AdapterSetupContext): void | Promise<void>
  /** Connectors usable right now (announced, injected, WalletConnect, ...). */
  getConnectors(): Connector[]
  /** Ask the wallet for accounts; may prompt the user. */
  connect(parameters: { connectorId: string; chainId?: number | string }): Promise<AdapterConnection>
  /** Restore a previous connection without prompting; null when the wallet no longer grants access. */
  reconnect(parameters: { connectorId: string; chainId?: number | string }): Promise<AdapterConnection | null>
  disconnect(parameters: { connectorId: string }): Promise<void>
  /** Switch the wallet's network, adding it first when the wallet does not know it. */
  switchNetwork(parameters: { connectorId: string; network: CaipNetwork }): Promise<void>
  signMessage(parameters: { connectorId: string; address: string; message: string }): Promise<string>
  /** Returns the transaction hash once the wallet has sent it. */
  sendTransaction(parameters: SendTransactionParameters): Promise<string>
  getBalance(parameters: { address: string; network: CaipNetwork }): Promise<BalanceResult>
  /** Raw passthrough to the wallet (EIP-1193 `request` for eip155). */
  request(connectorId: string, args: { method: string; params?: unknown }): Promise<unknown>
  /** Wallet events; returns an unsubscribe function. */
  on(listener: (event: AdapterEvent) => void): () => void
  /** Adapters that pair by URI (WalletConnect) report each URI here, replacements included. */
  onDisplayUri?(listener: (event: DisplayUriEvent) => void): () => void
  destroy?(): void
}
