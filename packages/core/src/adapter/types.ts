// The contract every chain adapter (EVM, WalletConnect, Solana, Bitcoin, embedded wallet) fulfils.
// The modal never special-cases a wallet brand: it reads connectors from the adapters through core
// and calls these methods. Addresses here are plain (not CAIP-10); core builds CAIP ids from them.
import type { AccountType, EmbeddedWalletUser } from '../connection/accounts'
import type { FallbackTransport } from '../transport/fallback'

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
  /** Solana: the SPL token's mint and decimals, `value` then being in its base units. */
  token?: { address: string; decimals: number } | undefined
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
  /** The host's `enableAuthLogger`: the embedded wallet's frame logs what it drops. */
  enableAuthLogger?: boolean | undefined
  /**
   * The client's one services context, absent when no services server is configured. Its
   * `hostedRpcUrl(network)` is the hosted RPC of a chain the server serves (its
   * `v1/supported-chains` answer, asked once), else undefined: the network's own RPC is read then.
   * Its `chainRpc(network)` is the client's ranked read transport of an eip155 or solana network
   * (the hosted RPC, then the network's URLs, falling back in turn), the one every read of the
   * client goes through.
   */
  services?:
    | {
        blockchain(): Promise<{
          hostedRpcUrl(network: CaipNetwork): Promise<string | undefined>
          chainRpc(network: CaipNetwork): Promise<FallbackTransport>
        }>
      }
    | undefined
}

/** What the embedded wallet reports to core beyond the adapter events. */
export type EmbeddedWalletEvent =
  /** The frame shows its own approval UI for a request: the host must show the frame. */
  | { type: 'approvalRequested'; method: string }
  /** The frame's approval UI closed, approved or rejected. */
  | { type: 'approvalSettled'; approved: boolean }
  /** The frame shows its recovery-key screen: saving a new wallet's key, or entering it on a new device. */
  | { type: 'recoveryRequested'; mode: 'save' | 'enter' }
  /** The recovery-key screen closed; `done` false when the user gave up entering the key. */
  | { type: 'recoverySettled'; mode: 'save' | 'enter'; done: boolean }
  /** The frame has no session (signed out elsewhere, storage cleared). */
  | { type: 'notConnected' }
  /** The frame's session token expired (JWT_TOKEN_NOT_VALID). */
  | { type: 'sessionExpired' }
  /**
   * The frame did not load in time, or a request to it timed out; or it refused the page (an
   * origin off the project's list, an unknown project).
   */
  | {
      type: 'alert'
      code: 'IFRAME_LOAD_FAILED' | 'IFRAME_REQUEST_TIMEOUT' | 'UNVERIFIED_DOMAIN' | 'INVALID_PROJECT_ID'
    }

/** The popup window a social login runs in. */
export interface SocialPopup {
  location: { href: string }
  readonly closed: boolean
  close(): void
}

/** The theme the frame's screens follow (spec section 7: themeMode and themeVariables). */
export interface EmbeddedTheme {
  themeMode: 'light' | 'dark'
  themeVariables: Record<string, string | number>
}

/** A box on the page to show the frame over (an element's `getBoundingClientRect`). */
export interface FrameAnchor {
  getBoundingClientRect(): { top: number; left: number; width: number; height: number }
}

/**
 * The embedded (email) wallet's own steps, offered by an adapter whose AUTH connector is that
 * wallet. Login ends with the adapter's `connect`, which reads the signed-in user.
 */
export interface EmbeddedWalletPort {
  readonly connectorId: string
  connectEmail(email: string): Promise<{ action: 'VERIFY_DEVICE' | 'VERIFY_OTP' | 'CONNECT' }>
  /** Resolves once the device was approved from the mail (the login code is mailed then). */
  connectDevice(): Promise<void>
  connectOtp(otp: string): Promise<void>
  updateEmail(email: string): Promise<{ action: 'VERIFY_PRIMARY_OTP' | 'VERIFY_SECONDARY_OTP' }>
  updateEmailPrimaryOtp(otp: string): Promise<void>
  updateEmailSecondaryOtp(otp: string): Promise<{ email: string }>
  /**
   * The signed-in user (email, address, chain, accounts); fails when nobody is signed in. The
   * account type asked for applies where the visitor has not chosen one for that network.
   */
  getUser(chainId: number | string, preferredAccountType?: AccountType): Promise<EmbeddedWalletUser>
  /** The chain ids where the wallet offers a smart account. */
  smartAccountEnabledNetworks(): Promise<number[]>
  /** Makes `type` the account that acts on the current network (kept per network by the wallet). */
  setPreferredAccountType(type: AccountType): Promise<{ type: AccountType; address: string }>
  onEvent(listener: (event: EmbeddedWalletEvent) => void): () => void
  /** Shows the frame over the anchor's box, following it; the returned function hides it again. */
  showFrame(anchor: FrameAnchor): () => void
  /**
   * Social login, first half: sends the popup (opened by the caller in the click) to the
   * provider and resolves with the callback address it comes back to; rejects when it is closed.
   */
  socialRedirect(provider: string, popup: SocialPopup): Promise<string>
  /**
   * Social login without a popup (blocked, or an in-app browser such as Telegram's): the
   * provider's address for the page itself; the answer comes back to `returnUrl` as `result_uri`.
   */
  socialRedirectUri(provider: string, returnUrl: string): Promise<string>
  /** Social login, second half: the frame redeems the callback address and signs the user in. */
  connectSocial(uri: string): Promise<EmbeddedWalletUser>
  /** Sign In With Farcaster, first half: the link a Farcaster client opens (shown as a QR code). */
  farcasterUri(): Promise<string>
  /** Resolves with the user once a Farcaster client answered the last link; rejects when it expires. */
  connectFarcaster(): Promise<EmbeddedWalletUser>
  /** Ends the frame's wait for a Farcaster answer (it signs out: a late answer signs nobody in). */
  cancelFarcaster(): Promise<void>
  /**
   * The modal's resolved theme, for the frame's own screens to match. Kept until the frame is
   * loaded (this never loads it), then sent, and again on each change.
   */
  syncTheme(theme: EmbeddedTheme): void
}

export interface ConnectParameters {
  connectorId: string
  chainId?: number | string
  /**
   * The account type asked for on the namespace (the visitor's choice, else the host's
   * `defaultAccountTypes`, else spec section 3's default): a wallet that holds several kinds (the
   * embedded wallet's smart account and eoa) answers with that one from the first read.
   */
  accountType?: AccountType
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
  connect(parameters: ConnectParameters): Promise<AdapterConnection>
  /** Restore a previous connection without prompting; null when the wallet no longer grants access. */
  reconnect(parameters: ConnectParameters): Promise<AdapterConnection | null>
  /**
   * The wallets' own API cannot tell a site they allowed from one they did not without asking
   * (Keplr's and Polkadot extensions' `enable`): `reconnect` is then only silent for a connector
   * this site connected before, and core calls it for those only.
   */
  readonly reconnectNeedsHistory?: boolean
  disconnect(parameters: { connectorId: string }): Promise<void>
  /** Switch the wallet's network, adding it first when the wallet does not know it. */
  switchNetwork(parameters: { connectorId: string; network: CaipNetwork }): Promise<void>
  signMessage(parameters: { connectorId: string; address: string; message: string }): Promise<string>
  /** Returns the transaction hash once the wallet has sent it. */
  sendTransaction(parameters: SendTransactionParameters): Promise<string>
  /**
   * The network fee of that transaction in the native currency's base units, for namespaces whose
   * fee core cannot ask the network for itself (Solana prices a compiled message).
   */
  estimateFee?(parameters: SendTransactionParameters): Promise<bigint>
  getBalance(parameters: { address: string; network: CaipNetwork }): Promise<BalanceResult>
  /** Raw passthrough to the wallet (EIP-1193 `request` for eip155). */
  request(connectorId: string, args: { method: string; params?: unknown }): Promise<unknown>
  /** Wallet events; returns an unsubscribe function. */
  on(listener: (event: AdapterEvent) => void): () => void
  /** Adapters that pair by URI (WalletConnect) report each URI here, replacements included. */
  onDisplayUri?(listener: (event: DisplayUriEvent) => void): () => void
  /** The embedded wallet's login steps and frame, when this adapter is the embedded wallet. */
  embedded?: EmbeddedWalletPort
  /**
   * The same wallet on other namespaces (the embedded wallet on solana), added by the one adapter
   * the host lists: each joins its namespace when the host configured an adapter there.
   */
  readonly companions?: readonly ChainAdapter[]
  destroy?(): void
}
