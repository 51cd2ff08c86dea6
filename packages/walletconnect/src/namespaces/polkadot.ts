// polkadot over WalletConnect: polkadot_signMessage ({address, message} -> {signature} as hex; the
// wallet signs the message wrapped in <Bytes>…</Bytes>, as extension wallets' signRaw does).

import { decodeBase58 } from '@latch/core/internal'
import { WalletConnectAdapterError } from '../errors'
import { field, type NamespaceModule, referenceOf } from './module'

/** SS58 text: base58 of a 1- or 2-byte prefix, a 32-byte key and a 2-byte checksum. */
export function isSs58Address(address: string): boolean {
  if (!/^[1-9A-HJ-NP-Za-km-z]{46,50}$/.test(address)) return false
  try {
    const length = decodeBase58(address).length
    return length === 35 || length === 36
  } catch {
    return false
  }
}

export const polkadot: NamespaceModule = {
  namespace: 'polkadot',
  methods: ['polkadot_signMessage', 'polkadot_signTransaction'],
  events: ['accountsChanged', 'chainChanged'],
  chainIdOf(network) {
    const reference = referenceOf(network, 'polkadot')
    if (!reference || !/^[0-9a-f]{32}$/.test(reference))
      throw new WalletConnectAdapterError(`${network.name} is not a polkadot network`)
    return reference
  },
  parseChainId: (value) => (typeof value === 'string' && /^[0-9a-f]{32}$/.test(value) ? value : undefined),
  isAddress: isSs58Address,

  signRequest(address, message) {
    if (!isSs58Address(address)) throw new WalletConnectAdapterError(`Invalid Polkadot address: ${address}`)
    return { method: 'polkadot_signMessage', params: { address, message } }
  },

  // 64 bytes (sr25519, ed25519), or 65 with the key-type byte some wallets put first.
  readSignature(answer) {
    const signature = field(answer, 'signature')
    if (typeof signature !== 'string' || !/^0x(?:[0-9a-fA-F]{128}|[0-9a-fA-F]{130})$/.test(signature)) {
      throw new WalletConnectAdapterError('The wallet returned no valid signature')
    }
    return signature
  },
}
