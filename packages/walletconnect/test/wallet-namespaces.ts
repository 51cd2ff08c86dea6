// The non-EVM side of the walletkit test wallet: one real key per namespace, derived from the
// devnet mnemonic and the account index, and the answers to each namespace's requests. The key
// paths are the usual ones where a pure-JS library makes that easy (BIP-84 for bitcoin, the Cosmos
// Hub path for cosmos); the ed25519 and sr25519 keys are hashed from the seed, which is enough for
// a test wallet whose signatures are checked against its own public keys.
// Each library loads on first use, so a wallet on eip155 alone never loads them.

import { decodeBase58, encodeBase58 } from '@latch/core/internal'
import { ed25519 } from '@noble/curves/ed25519'
import { secp256k1 } from '@noble/curves/secp256k1'
import { sha256 } from '@noble/hashes/sha2'
import { concatBytes, utf8ToBytes } from '@noble/hashes/utils'
import { HDKey } from '@scure/bip32'
import { mnemonicToSeedSync } from '@scure/bip39'

export type WalletNamespace = 'solana' | 'bip122' | 'polkadot' | 'cosmos'

/** A namespace as the wallet holds it: its address and how it answers requests. */
export interface NamespaceSigner {
  namespace: WalletNamespace
  address: string
  /** The key a verifier checks against (hex for bitcoin, base64 for cosmos, ss58 is the address). */
  publicKey: string
  /** `chain` is the request's CAIP-2 id. */
  handle(method: string, params: unknown, chain: string): Promise<unknown>
}

/** Where the wallet submits what it sends, by CAIP-2 id (a Solana cluster's RPC URL). */
export type ChainRpcUrls = Record<string, string>

export const rpcError = (code: number, message: string) => ({ code, message })

const field = (params: unknown, name: string) =>
  typeof params === 'object' && params !== null ? (params as Record<string, unknown>)[name] : undefined

const toBase64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64')
const fromBase64 = (text: string) => new Uint8Array(Buffer.from(text, 'base64'))

function hashedKey(seed: Uint8Array, label: string): Uint8Array {
  return sha256(concatBytes(seed, utf8ToBytes(label)))
}

/** A cluster's JSON-RPC answer to one call; its error as the wallet's own. */
async function clusterCall(url: string, method: string, params: unknown[]): Promise<unknown> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  const body = (await response.json()) as { result?: unknown; error?: { code: number; message: string } }
  if (body.error) throw rpcError(body.error.code, body.error.message)
  return body.result
}

async function solanaSigner(
  seed: Uint8Array,
  index: number,
  rpcUrls: ChainRpcUrls,
): Promise<NamespaceSigner> {
  const secret = hashedKey(seed, `solana/${index}`)
  const publicKey = ed25519.getPublicKey(secret)
  const address = encodeBase58(publicKey)

  /** Signs a wire transaction as its fee payer, the first signer; the signature and the signed wire. */
  function signWire(transaction: unknown) {
    // Wire format: compact-u16 signature count, the signatures, then the message; a versioned
    // message starts with its version byte, so the header (and the payer after it) moves by one.
    const wire = fromBase64(String(transaction))
    const count = wire[0] ?? 0
    if (count === 0 || count > 127) throw rpcError(-32602, 'Unsupported transaction')
    const message = wire.slice(1 + 64 * count)
    const keysAt = (message[0] ?? 0) & 0x80 ? 5 : 4
    const payer = message.slice(keysAt, keysAt + 32)
    if (encodeBase58(payer) !== address) throw rpcError(4100, 'The fee payer is not this account')
    const signature = ed25519.sign(message, secret)
    wire.set(signature, 1)
    return { signature: encodeBase58(signature), wire }
  }

  return {
    namespace: 'solana',
    address,
    publicKey: address,
    async handle(method, params, chain) {
      if (method === 'solana_signMessage') {
        if (field(params, 'pubkey') !== address) throw rpcError(4100, 'Unknown account')
        const message = decodeBase58(String(field(params, 'message')))
        return { signature: encodeBase58(ed25519.sign(message, secret)) }
      }
      if (method === 'solana_signTransaction') {
        const { signature, wire } = signWire(field(params, 'transaction'))
        return { signature, transaction: toBase64(wire) }
      }
      if (method === 'solana_signAndSendTransaction') {
        const url = rpcUrls[chain]
        if (!url) throw rpcError(4901, `No RPC for ${chain}`)
        const { signature, wire } = signWire(field(params, 'transaction'))
        const sent = await clusterCall(url, 'sendTransaction', [
          toBase64(wire),
          { encoding: 'base64' },
        ]).catch((error: { code: number; message: string }) => {
          // The refusal's headline, as wallets show it: the full text quotes program ids (long
          // digit runs after a colon), which the sign client's JSON reader mangles, losing the answer.
          throw rpcError(error.code, error.message.split(':')[0] as string)
        })
        if (sent !== signature) throw rpcError(-32603, 'The cluster named another transaction')
        return { signature }
      }
      throw rpcError(4200, `Method ${method} is not supported`)
    },
  }
}

/** BIP-137: a legacy "Bitcoin Signed Message" signature, with the p2wpkh header range (39-42). */
function bip137Sign(message: string, privateKey: Uint8Array): string {
  const prefix = utf8ToBytes('\x18Bitcoin Signed Message:\n')
  const body = utf8ToBytes(message)
  if (body.length >= 253) throw rpcError(-32602, 'Message too long for this test wallet')
  const hash = sha256(sha256(concatBytes(prefix, Uint8Array.of(body.length), body)))
  const signature = secp256k1.sign(hash, privateKey)
  return toBase64(concatBytes(Uint8Array.of(39 + signature.recovery), signature.toCompactRawBytes()))
}

async function bitcoinSigner(seed: Uint8Array, index: number): Promise<NamespaceSigner> {
  const [btc, { Signer }] = await Promise.all([import('@scure/btc-signer'), import('bip322-js')])
  const path = `m/84'/0'/0'/0/${index}`
  const key = HDKey.fromMasterSeed(seed).derive(path)
  const privateKey = key.privateKey as Uint8Array
  const publicKey = key.publicKey as Uint8Array
  const address = btc.p2wpkh(publicKey, btc.NETWORK).address as string
  const wif = btc.WIF(btc.NETWORK).encode(privateKey)
  return {
    namespace: 'bip122',
    address,
    publicKey: Buffer.from(publicKey).toString('hex'),
    async handle(method, params) {
      if (method === 'getAccountAddresses') {
        return [{ address, publicKey: Buffer.from(publicKey).toString('hex'), path, intention: 'payment' }]
      }
      if (method === 'signMessage') {
        if (field(params, 'address') !== address) throw rpcError(4100, 'Unknown address')
        const message = String(field(params, 'message'))
        const signature =
          field(params, 'protocol') === 'bip322'
            ? String(Signer.sign(wif, address, message))
            : bip137Sign(message, privateKey)
        return { address, signature }
      }
      throw rpcError(4200, `Method ${method} is not supported`)
    },
  }
}

async function polkadotSigner(seed: Uint8Array, index: number): Promise<NamespaceSigner> {
  const [{ cryptoWaitReady, encodeAddress, sr25519PairFromSeed, sr25519Sign }, { u8aToHex, u8aWrapBytes }] =
    await Promise.all([import('@polkadot/util-crypto'), import('@polkadot/util')])
  await cryptoWaitReady()
  const pair = sr25519PairFromSeed(hashedKey(seed, `polkadot/${index}`))
  const address = encodeAddress(pair.publicKey, 0)
  return {
    namespace: 'polkadot',
    address,
    publicKey: address,
    async handle(method, params) {
      if (method === 'polkadot_signMessage') {
        if (field(params, 'address') !== address) throw rpcError(4100, 'Unknown address')
        // As extension wallets' signRaw: the bytes signed are the message inside <Bytes>…</Bytes>.
        return { signature: u8aToHex(sr25519Sign(u8aWrapBytes(String(field(params, 'message'))), pair)) }
      }
      throw rpcError(4200, `Method ${method} is not supported`)
    },
  }
}

async function cosmosSigner(mnemonic: string, index: number): Promise<NamespaceSigner> {
  const { Secp256k1HdWallet, makeCosmoshubPath } = await import('@cosmjs/amino')
  const wallet = await Secp256k1HdWallet.fromMnemonic(mnemonic, { hdPaths: [makeCosmoshubPath(index)] })
  const [account] = await wallet.getAccounts()
  if (!account) throw new Error('the cosmos wallet made no account')
  const pubkey = toBase64(account.pubkey)
  return {
    namespace: 'cosmos',
    address: account.address,
    publicKey: pubkey,
    async handle(method, params) {
      if (method === 'cosmos_getAccounts') return [{ algo: account.algo, address: account.address, pubkey }]
      if (method === 'cosmos_signAmino') {
        if (field(params, 'signerAddress') !== account.address) throw rpcError(4100, 'Unknown address')
        return wallet.signAmino(account.address, field(params, 'signDoc') as never)
      }
      throw rpcError(4200, `Method ${method} is not supported`)
    },
  }
}

export function namespaceSigners(
  mnemonic: string,
  index: number,
  namespaces: readonly WalletNamespace[],
  rpcUrls: ChainRpcUrls = {},
): Promise<NamespaceSigner[]> {
  const seed = mnemonicToSeedSync(mnemonic)
  const make: Record<WalletNamespace, () => Promise<NamespaceSigner>> = {
    solana: () => solanaSigner(seed, index, rpcUrls),
    bip122: () => bitcoinSigner(seed, index),
    polkadot: () => polkadotSigner(seed, index),
    cosmos: () => cosmosSigner(mnemonic, index),
  }
  return Promise.all(namespaces.map((namespace) => make[namespace]()))
}
