// cosmos over WalletConnect: cosmos_getAccounts, and cosmos_signAmino of an ADR-036 sign doc (the
// off-chain "sign/MsgSignData" that Keplr's signArbitrary signs). signMessage returns the base64
// signature, as the cosmos adapter does; the key is in the answer to cosmos_getAccounts.

import { WalletConnectAdapterError } from '../errors'
import { BASE64, field, type NamespaceModule, referenceOf, utf8ToBase64 } from './module'

const ADDRESS = /^[a-z]{1,20}1[02-9ac-hj-np-z]{38,58}$/

/** The ADR-036 sign doc for `data` signed by `signer`: no chain, no fee, no sequence. */
export function adr036SignDoc(signer: string, data: string) {
  return {
    chain_id: '',
    account_number: '0',
    sequence: '0',
    fee: { gas: '0', amount: [] },
    msgs: [{ type: 'sign/MsgSignData', value: { signer, data: utf8ToBase64(data) } }],
    memo: '',
  }
}

/** JSON with object keys sorted, as amino serialises a sign doc: equal docs give equal text. */
function sortedJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(sortedJson).join(',')}]`
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value).sort(([a], [b]) => (a < b ? -1 : 1))
    return `{${entries.map(([key, entry]) => `${JSON.stringify(key)}:${sortedJson(entry)}`).join(',')}}`
  }
  return JSON.stringify(value) ?? 'null'
}

function readStdSignature(answer: unknown) {
  const signature = field(answer, 'signature')
  const pubKey = field(signature, 'pub_key')
  const type = field(pubKey, 'type')
  const value = field(pubKey, 'value')
  const bytes = field(signature, 'signature')
  if (
    type !== 'tendermint/PubKeySecp256k1' ||
    typeof value !== 'string' ||
    value.length !== 44 ||
    !BASE64.test(value) ||
    typeof bytes !== 'string' ||
    bytes.length !== 88 ||
    !BASE64.test(bytes)
  ) {
    throw new WalletConnectAdapterError('The wallet returned no valid signature')
  }
  return { pub_key: { type, value }, signature: bytes }
}

function readAccounts(answer: unknown) {
  const list = (Array.isArray(answer) ? answer : []).filter(
    (entry) =>
      typeof field(entry, 'address') === 'string' &&
      ADDRESS.test(field(entry, 'address') as string) &&
      typeof field(entry, 'pubkey') === 'string' &&
      BASE64.test(field(entry, 'pubkey') as string),
  ) as { address: string; algo?: unknown; pubkey: string }[]
  if (list.length === 0) throw new WalletConnectAdapterError('The wallet returned no Cosmos account')
  return list.map(({ address, algo, pubkey }) => ({
    address,
    algo: algo === 'secp256k1' || algo === 'ed25519' ? algo : 'secp256k1',
    pubkey,
  }))
}

export const cosmos: NamespaceModule = {
  namespace: 'cosmos',
  methods: ['cosmos_getAccounts', 'cosmos_signAmino', 'cosmos_signDirect'],
  events: ['chainChanged', 'accountsChanged'],
  chainIdOf(network) {
    const reference = referenceOf(network, 'cosmos')
    if (!reference) throw new WalletConnectAdapterError(`${network.name} is not a cosmos network`)
    return reference
  },
  parseChainId: (value) =>
    typeof value === 'string' && /^[-_a-zA-Z0-9]{1,32}$/.test(value) ? value : undefined,
  isAddress: (address) => ADDRESS.test(address),

  signRequest(address, message) {
    if (!ADDRESS.test(address)) throw new WalletConnectAdapterError(`Invalid Cosmos address: ${address}`)
    return {
      method: 'cosmos_signAmino',
      params: { signerAddress: address, signDoc: adr036SignDoc(address, message) },
    }
  },

  // The doc signed must be the one asked for: a wallet may not swap in another message.
  readSignature(answer, { address, message }) {
    const signature = readStdSignature(answer)
    const signed = field(answer, 'signed')
    if (signed !== undefined && sortedJson(signed) !== sortedJson(adr036SignDoc(address, message))) {
      throw new WalletConnectAdapterError('The wallet signed another document than the one asked for')
    }
    return signature.signature
  },

  readAnswer(method, answer) {
    if (method === 'cosmos_getAccounts') return readAccounts(answer)
    if (method === 'cosmos_signAmino') {
      return { signature: readStdSignature(answer), signed: field(answer, 'signed') }
    }
    return answer
  },
}
