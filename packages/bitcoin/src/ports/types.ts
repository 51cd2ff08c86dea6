import type { BitcoinAccountAddress, MessageProtocol } from '../wallet-interfaces'

/** One wallet as the adapter's calls use it, whichever way it reached the page. */
export interface BitcoinWalletPort {
  /** Granted addresses, payment first; `silent` never prompts and answers [] when not granted. */
  connect(silent: boolean): Promise<BitcoinAccountAddress[]>
  disconnect(): Promise<void>
  /** Base64 signature: BIP-322 simple witness, or a legacy 65-byte recoverable one. */
  signMessage(address: string, message: string, protocol: MessageProtocol): Promise<string>
  /** Signs the inputs listed per address; the signed PSBT, base64. */
  signPsbt(psbtBase64: string, signInputs: Record<string, number[]>): Promise<string>
  /** The wallet's own address changes: [] means the site lost access. */
  onChange(listener: (addresses: BitcoinAccountAddress[]) => void): () => void
}
