// The `window.injectedWeb3` interface Polkadot browser extensions (polkadot{.js}, Talisman,
// SubWallet, ...) expose, as far as Latch uses it. Written here rather than imported from
// @polkadot/extension-dapp, which would bring @polkadot/util into the modal's bundle.

export interface InjectedAccount {
  address: string
  /** The chain the account is bound to (hex genesis hash), when the person restricted it. */
  genesisHash?: string | null
  name?: string
  /** Key type; 'ethereum' accounts carry 0x addresses and are not Substrate accounts. */
  type?: 'sr25519' | 'ed25519' | 'ecdsa' | 'ethereum'
}

export interface SignerPayloadRaw {
  address: string
  /** Hex of the bytes to sign; the extension signs them wrapped in <Bytes>…</Bytes>. */
  data: `0x${string}`
  type: 'bytes' | 'payload'
}

export interface SignerResult {
  id: number
  signature: `0x${string}`
}

/** What `enable(appName)` resolves with once the person allowed the site. */
export interface Injected {
  accounts: {
    get(anyType?: boolean): Promise<InjectedAccount[]>
    /** Calls back with the full list on every change; returns the unsubscribe function. */
    subscribe(callback: (accounts: InjectedAccount[]) => void | Promise<void>): () => void
  }
  signer: { signRaw?(payload: SignerPayloadRaw): Promise<SignerResult> }
}

export interface InjectedExtension {
  version?: string
  enable(appName: string): Promise<Injected>
}

export type InjectedWeb3 = Record<string, InjectedExtension>

/** The page's extensions, read defensively: a page may define the global with anything in it. */
export function injectedExtensions(): [string, InjectedExtension][] {
  if (typeof window === 'undefined') return []
  const injected = (window as { injectedWeb3?: unknown }).injectedWeb3
  if (typeof injected !== 'object' || injected === null) return []
  return Object.entries(injected as Record<string, unknown>).filter(
    (entry): entry is [string, InjectedExtension] =>
      typeof entry[1] === 'object' &&
      entry[1] !== null &&
      typeof (entry[1] as InjectedExtension).enable === 'function',
  )
}
