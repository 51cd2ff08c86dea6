// The two ways a Bitcoin wallet meets a page, as types (nothing here runs):
// - the Wallet Standard's bitcoin features (`bitcoin:connect`, `bitcoin:signMessage`,
//   `bitcoin:signTransaction`), registered through `@wallet-standard/app`;
// - the injected sats-connect style: `window.btc_providers` lists `{ id, name, icon }`, and `id` is
//   the dotted path of an object on `window` whose `request(method, params)` answers JSON-RPC.
import type { WalletAccount } from '@wallet-standard/base'

export type BitcoinPurpose = 'payment' | 'ordinals'
export type MessageProtocol = 'BIP322' | 'ECDSA'

export interface BitcoinConnectFeature {
  'bitcoin:connect': {
    version: '1.0.0'
    /** Accounts in the order of `purposes`. */
    connect(input: { purposes: BitcoinPurpose[] }): Promise<{ accounts: readonly WalletAccount[] }>
  }
}

export interface BitcoinSignMessageFeature {
  'bitcoin:signMessage': {
    version: '1.0.0'
    signMessage(
      ...inputs: { account: WalletAccount; message: Uint8Array; protocol?: MessageProtocol }[]
    ): Promise<{ signedMessage: Uint8Array; signature: Uint8Array }[]>
  }
}

export interface BitcoinSignTransactionFeature {
  'bitcoin:signTransaction': {
    version: '1.0.0'
    signTransaction(
      ...inputs: {
        psbt: Uint8Array
        inputsToSign: { account: WalletAccount; signingIndexes: number[] }[]
        chain?: string
      }[]
    ): Promise<{ signedPsbt: Uint8Array }[]>
  }
}

/** An entry of `window.btc_providers`. */
export interface InjectedProviderInfo {
  id: string
  name: string
  icon: string
  methods?: string[]
}

export type InjectedResponse =
  | { jsonrpc?: '2.0'; id?: string; result: unknown }
  | { jsonrpc?: '2.0'; id?: string; error: { code: number; message: string; data?: unknown } }

export interface InjectedBitcoinProvider {
  request(method: string, params?: unknown): Promise<InjectedResponse>
  addListener?(info: {
    eventName: 'accountChange' | 'disconnect' | 'networkChange'
    cb: (event: unknown) => void
  }): () => void
}

/** One address as `getAddresses` / `getAccountAddresses` answer. */
export interface BitcoinAccountAddress {
  address: string
  publicKey: string
  purpose: BitcoinPurpose
  addressType: string
}

/** JSON-RPC codes of the sats-connect style. */
export const INJECTED_ERRORS = { userRejection: -32000, accessDenied: -32002 } as const
