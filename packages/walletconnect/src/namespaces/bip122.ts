// bip122 (Bitcoin) over WalletConnect: signMessage ({account, address, message, protocol} ->
// {address, signature} in base64; legacy 'ecdsa' unless the caller asks for 'bip322') and
// getAccountAddresses (the payment and ordinals addresses). Sending stays with the bitcoin adapter.

import { WalletConnectAdapterError } from '../errors'
import { BASE64, field, type NamespaceModule, referenceOf } from './module'

// Base58 legacy and P2SH addresses, and bech32/bech32m segwit ones (main, test and regtest).
const ADDRESS = /^(?:[123mn][1-9A-HJ-NP-Za-km-z]{25,34}|(?:bc|tb|bcrt)1[02-9ac-hj-np-z]{8,87})$/

function checkAddress(address: string) {
  if (!ADDRESS.test(address)) throw new WalletConnectAdapterError(`Invalid Bitcoin address: ${address}`)
}

export interface BitcoinAddress {
  address: string
  publicKey?: string
  path?: string
  intention?: 'payment' | 'ordinal'
}

function readAddresses(answer: unknown): BitcoinAddress[] {
  const list = Array.isArray(answer) ? answer : []
  const addresses = list.filter(
    (entry): entry is BitcoinAddress =>
      typeof field(entry, 'address') === 'string' && ADDRESS.test(field(entry, 'address') as string),
  )
  if (addresses.length === 0) throw new WalletConnectAdapterError('The wallet returned no Bitcoin address')
  return addresses.map(({ address, publicKey, path, intention }) => ({
    address,
    ...(typeof publicKey === 'string' && /^[0-9a-f]{64,130}$/i.test(publicKey) ? { publicKey } : {}),
    ...(typeof path === 'string' && path.length < 100 ? { path } : {}),
    ...(intention === 'payment' || intention === 'ordinal' ? { intention } : {}),
  }))
}

export const bip122: NamespaceModule = {
  namespace: 'bip122',
  methods: ['signMessage', 'signPsbt', 'sendTransfer', 'getAccountAddresses'],
  // Spec section 6's default events; Bitcoin wallets also announce a new address list under
  // their own name, with the entries getAccountAddresses gives.
  events: ['accountsChanged', 'chainChanged', 'bip122_addressesChanged'],
  accountEvents: ['accountsChanged', 'bip122_addressesChanged'],
  chainIdOf(network) {
    const reference = referenceOf(network, 'bip122')
    if (!reference || !/^[0-9a-f]{32}$/.test(reference))
      throw new WalletConnectAdapterError(`${network.name} is not a bip122 network`)
    return reference
  },
  parseChainId: (value) => (typeof value === 'string' && /^[0-9a-f]{32}$/.test(value) ? value : undefined),
  isAddress: (address) => ADDRESS.test(address),

  signRequest(address, message) {
    checkAddress(address)
    return { method: 'signMessage', params: { account: address, address, message, protocol: 'ecdsa' } }
  },

  readSignature(answer, { address }) {
    const signature = field(answer, 'signature')
    if (typeof signature !== 'string' || signature.length < 80 || !BASE64.test(signature)) {
      throw new WalletConnectAdapterError('The wallet returned no valid signature')
    }
    const signer = field(answer, 'address')
    if (signer !== undefined && signer !== address) {
      throw new WalletConnectAdapterError('The wallet signed with another address than the one asked for')
    }
    return signature
  },

  readAnswer(method, answer) {
    if (method === 'getAccountAddresses') return readAddresses(answer)
    if (method === 'signMessage') {
      const address = field(answer, 'address')
      if (typeof address !== 'string' || !ADDRESS.test(address))
        throw new WalletConnectAdapterError('The wallet named no valid signing address')
      return { address, signature: bip122.readSignature(answer, { address, message: '' }) }
    }
    return answer
  },
}
