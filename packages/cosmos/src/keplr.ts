// The Keplr-style interface Cosmos browser wallets (Keplr, Leap, Cosmostation's Keplr mode) expose
// on the window, as far as Latch uses it. Written here rather than imported, so the modal's bundle
// carries no wallet SDK.

export interface KeplrKey {
  name: string
  algo: string
  pubKey: Uint8Array
  address: Uint8Array
  bech32Address: string
}

/** ADR-036 signature: the signer's amino public key and the base64 secp256k1 signature (r||s). */
export interface StdSignature {
  pub_key: { type: string; value: string }
  signature: string
}

export interface KeplrLike {
  enable(chainIds: string | string[]): Promise<void>
  /** Withdraws the site's permission (newer Keplr versions; optional). */
  disable?(chainIds?: string | string[]): Promise<void>
  getKey(chainId: string): Promise<KeplrKey>
  signArbitrary(chainId: string, signer: string, data: string | Uint8Array): Promise<StdSignature>
}

/** Where a wallet sits on the window and the event it sends when its key changes. */
export interface CosmosWalletInfo {
  /** Connector id. */
  id: string
  name: string
  /** The window property holding the provider, e.g. `keplr`. */
  global: string
  /** The window event sent when the person changes key, e.g. `keplr_keystorechange`. */
  event: string
  imageUrl?: string
}

export const KNOWN_COSMOS_WALLETS: CosmosWalletInfo[] = [
  { id: 'keplr', name: 'Keplr', global: 'keplr', event: 'keplr_keystorechange' },
  { id: 'leap', name: 'Leap', global: 'leap', event: 'leap_keystorechange' },
]

/** The provider at `global`, when it looks like one: a page may put anything there. */
export function keplrAt(global: string): KeplrLike | undefined {
  if (typeof window === 'undefined') return undefined
  const value = (window as unknown as Record<string, unknown>)[global]
  if (typeof value !== 'object' || value === null) return undefined
  const provider = value as Partial<KeplrLike>
  return typeof provider.enable === 'function' &&
    typeof provider.getKey === 'function' &&
    typeof provider.signArbitrary === 'function'
    ? (provider as KeplrLike)
    : undefined
}
