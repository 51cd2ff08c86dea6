// What one namespace needs to speak WalletConnect: the methods and events it proposes, how its
// chain ids and account addresses read, and how a message is signed and the answer checked.
// Adding a namespace is adding one module like this and naming it in ./load.

import type {
  AdapterSetupContext,
  BalanceResult,
  CaipNetwork,
  ChainNamespace,
  SendTransactionParameters,
} from '@latch/core'

/** A session request, before the session topic and chain are added. */
export interface WalletRequest {
  method: string
  params: unknown
}

/** Sends one request to the wallet on the namespace's active chain (or on `chainId`). */
export type RequestFn = <T>(request: WalletRequest, chainId?: number | string) => Promise<T>

export interface NamespaceModule {
  readonly namespace: ChainNamespace
  readonly methods: readonly string[]
  readonly events: readonly string[]
  /** Events whose data is the wallet's new account list; default accountsChanged alone. */
  readonly accountEvents?: readonly string[]
  /** Addresses compared without case (hex): one account listed twice in two cases is one. */
  readonly caseInsensitive?: boolean
  /** The chain id core uses for a configured network (its CAIP-2 reference, checked). */
  chainIdOf(network: CaipNetwork): number | string
  /** A chain id read from a CAIP-2 reference or an event's data; undefined when malformed. */
  parseChainId(value: unknown): number | string | undefined
  /** Whether the account part of a CAIP-10 id is an address of this namespace. */
  isAddress(address: string): boolean
  /** Extra proposal fields for the namespace (eip155's rpcMap). */
  proposalExtras?(networks: readonly CaipNetwork[]): Record<string, unknown>
  /** The request that signs `message` with `address`. */
  signRequest(address: string, message: string): WalletRequest
  /** The signature in the wallet's answer to that request, checked; throws on anything else. */
  readSignature(answer: unknown, asked: { address: string; message: string }): string
  /** Checks the answer to another method the namespace knows (raw `request`); returns it. */
  readAnswer?(method: string, answer: unknown): unknown
  /** Switching asks the wallet on eip155; elsewhere the session's chains are all usable. */
  switchNetwork?(request: RequestFn, network: CaipNetwork): Promise<void>
  /** `services` as for getBalance: a transaction built from the chain reads it the same way. */
  sendTransaction?(
    request: RequestFn,
    parameters: SendTransactionParameters,
    services: AdapterSetupContext['services'],
  ): Promise<string>
  /** The network fee of that transaction, where core cannot ask the network itself (solana). */
  estimateFee?(
    parameters: SendTransactionParameters,
    services: AdapterSetupContext['services'],
  ): Promise<bigint>
  /** Read from the chain, not the wallet; `services` are those the adapter's setup received. */
  getBalance?(
    address: string,
    network: CaipNetwork,
    services: AdapterSetupContext['services'],
  ): Promise<BalanceResult>
}

/** Bytes of UTF-8 text as base64 (the browser's btoa takes Latin-1 only). */
export function utf8ToBase64(text: string): string {
  let binary = ''
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte)
  return btoa(binary)
}

/** Standard base64 with padding, as wallets send signatures. */
export const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/

/** The reference part of a network's CAIP-2 id when it belongs to `namespace`. */
export function referenceOf(network: CaipNetwork, namespace: ChainNamespace): string | undefined {
  const [ns, reference, extra] = network.caipNetworkId.split(':')
  return ns === namespace && extra === undefined && reference && /^[-_a-zA-Z0-9]{1,32}$/.test(reference)
    ? reference
    : undefined
}

/** An answer object's field, for answers that must be objects. */
export function field(answer: unknown, name: string): unknown {
  return typeof answer === 'object' && answer !== null ? (answer as Record<string, unknown>)[name] : undefined
}
