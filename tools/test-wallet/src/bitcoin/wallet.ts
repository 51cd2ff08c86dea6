// A Bitcoin wallet for tests and the demo, holding the local chain's fixture keys: a payment
// (P2WPKH) and an ordinals (P2TR) address per account. It signs messages (BIP-322 or legacy
// ECDSA) and PSBTs, and builds, signs and broadcasts transfers on the chain's API. Two faces
// present it to apps: the Wallet Standard (./standard) and the injected sats-connect style (./injected).
// `control` steers it from tests.
import { fixtureAccount, REGTEST } from '@latch/bitcoin-chain/fixtures'
import { Address, OutScript, p2wpkh, selectUTXO, Transaction } from '@scure/btc-signer'
import type { StorageLike } from '../config'
import { ErrorCode, ProviderRpcError } from '../errors'
import { promptGate, sitePermission, type WalletPrompt } from '../site-permission'
import { signBip322, signLegacy } from './message'

export interface BitcoinAddressInfo {
  address: string
  /** Hex: 33-byte compressed key for payment, 32-byte x-only key for ordinals. */
  publicKey: string
  purpose: 'payment' | 'ordinals'
  addressType: 'p2wpkh' | 'p2tr'
}

/** What the person is asked about: the method, the address and, for a message, its text. */
export type BitcoinPrompt = WalletPrompt

export interface BitcoinTestWalletConfig {
  /** The local chain's manifest seed. */
  seed: string
  /** The chain's Esplora-like API: UTXOs, fee estimates and broadcast. */
  apiUrl: string
  name?: string
  icon: `data:image/${'svg+xml' | 'webp' | 'png' | 'gif'};base64,${string}`
  /** How many fixture accounts it holds (default 2). */
  accountCount?: number
  /** Where the site's permission survives a reload. */
  storage?: StorageLike | undefined
  /** Asked before each prompting request; resolves false to reject it as the person would. */
  ask?: (prompt: BitcoinPrompt) => Promise<boolean>
}

export interface BitcoinTestWalletControl {
  /** Reject the next prompting request (connect, sign, send) with this code (default 4001). */
  rejectNext(code?: number): void
  /** Make the account at this fixture index the active one, emitting a change. */
  setAccount(index: number): void
  /** Forget the site's permission, as a person revoking it in the extension would. */
  revoke(): void
  readonly connected: boolean
  readonly log: { method: string }[]
}

export interface BitcoinTestWallet {
  readonly name: string
  readonly icon: BitcoinTestWalletConfig['icon']
  readonly control: BitcoinTestWalletControl
  /** The granted addresses, payment first; prompts unless `silent` (then [] when not granted). */
  connect(silent: boolean): Promise<BitcoinAddressInfo[]>
  disconnect(): void
  addresses(): BitcoinAddressInfo[]
  signMessage(input: { address: string; message: string; protocol?: 'BIP322' | 'ECDSA' }): Promise<{
    address: string
    signature: string
    protocol: 'BIP322' | 'ECDSA'
  }>
  /** Signs the listed inputs (address: input indexes) of a base64 PSBT; broadcasts when asked. */
  signPsbt(input: { psbt: string; signInputs?: Record<string, number[]>; broadcast?: boolean }): Promise<{
    psbt: string
    txid?: string
  }>
  /** Pays the recipients (sats) from the payment address, change back to it. */
  sendTransfer(input: { recipients: { address: string; amount: number }[] }): Promise<{ txid: string }>
  on(listener: (addresses: BitcoinAddressInfo[]) => void): () => void
}

const STORAGE_KEY = 'latch-test-wallet:bitcoin'
const toHex = (bytes: Uint8Array) => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')
const toBase64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes))
const fromBase64 = (text: string) => Uint8Array.from(atob(text), (c) => c.charCodeAt(0))

export function createBitcoinTestWallet(config: BitcoinTestWalletConfig): BitcoinTestWallet {
  const keys = Array.from({ length: config.accountCount ?? 2 }, (_, i) => fixtureAccount(config.seed, i))
  const listeners = new Set<(addresses: BitcoinAddressInfo[]) => void>()
  const permission = sitePermission(config.storage, STORAGE_KEY)
  const gate = promptGate(config.ask)
  const { prompt } = gate
  let active = 0

  const keyAt = (index: number) => {
    const key = keys[index]
    if (!key) throw new Error(`No fixture account ${index}`)
    return key
  }
  function addresses(): BitcoinAddressInfo[] {
    if (!permission.granted) return []
    const { payment, ordinals } = keyAt(active)
    return [
      {
        address: payment.address,
        publicKey: toHex(payment.publicKey),
        purpose: 'payment',
        addressType: 'p2wpkh',
      },
      {
        address: ordinals.address,
        publicKey: toHex(ordinals.publicKey),
        purpose: 'ordinals',
        addressType: 'p2tr',
      },
    ]
  }
  const emitChange = () => {
    for (const listener of listeners) listener(addresses())
  }

  /** The key behind a granted address of the active account. */
  function keyFor(address: string) {
    const { payment, ordinals } = keyAt(active)
    if (!permission.granted) throw new ProviderRpcError(ErrorCode.unauthorized, 'The site is not connected')
    if (address === payment.address) return { ...payment, kind: 'p2wpkh' as const }
    if (address === ordinals.address) return { ...ordinals, kind: 'p2tr' as const }
    throw new ProviderRpcError(ErrorCode.unauthorized, 'The address is not one of this wallet’s')
  }

  async function api(path: string, init?: RequestInit): Promise<Response> {
    const response = await fetch(`${config.apiUrl}${path}`, init)
    if (!response.ok) throw new ProviderRpcError(ErrorCode.internal, (await response.text()).slice(0, 300))
    return response
  }
  const broadcast = async (tx: Transaction) => (await api('/tx', { method: 'POST', body: tx.hex })).text()

  return {
    name: config.name ?? 'Latch Dev Wallet',
    icon: config.icon,
    addresses,

    async connect(silent) {
      if (silent) return addresses()
      await prompt('connect')
      permission.grant()
      emitChange()
      return addresses()
    },

    disconnect() {
      gate.log.push({ method: 'disconnect' })
      permission.revoke()
      emitChange()
    },

    async signMessage({ address, message, protocol }) {
      const key = keyFor(address)
      const chosen = protocol === 'ECDSA' && key.kind === 'p2wpkh' ? 'ECDSA' : 'BIP322'
      await prompt('signMessage', address, message)
      const signature =
        chosen === 'ECDSA'
          ? signLegacy(key.secretKey, message, 'p2wpkh')
          : signBip322(key.secretKey, address, message, REGTEST)
      return { address, signature, protocol: chosen }
    },

    async signPsbt({ psbt, signInputs = {}, broadcast: send = false }) {
      let tx: Transaction
      try {
        tx = Transaction.fromPSBT(fromBase64(psbt))
      } catch {
        throw new ProviderRpcError(ErrorCode.invalidParams, 'The PSBT could not be read')
      }
      const entries = Object.entries(signInputs)
      for (const [address] of entries) keyFor(address)
      await prompt('signPsbt', entries[0]?.[0])
      for (const [address, indexes] of entries) {
        const key = keyFor(address)
        for (const index of indexes) {
          if (!Number.isSafeInteger(index) || index < 0 || index >= tx.inputsLength)
            throw new ProviderRpcError(ErrorCode.invalidParams, `No input ${index} to sign`)
          tx.signIdx(key.secretKey, index)
        }
      }
      if (!send) return { psbt: toBase64(tx.toPSBT()) }
      tx.finalize()
      return { psbt: toBase64(tx.toPSBT()), txid: await broadcast(tx) }
    },

    async sendTransfer({ recipients }) {
      const { payment } = keyAt(active)
      keyFor(payment.address)
      if (!Array.isArray(recipients) || recipients.length === 0)
        throw new ProviderRpcError(ErrorCode.invalidParams, 'No recipient')
      const outputs = recipients.map(({ address, amount }) => {
        if (!Number.isSafeInteger(amount) || amount <= 0)
          throw new ProviderRpcError(ErrorCode.invalidParams, `Invalid amount: ${amount}`)
        try {
          OutScript.encode(Address(REGTEST).decode(address))
        } catch {
          throw new ProviderRpcError(
            ErrorCode.invalidParams,
            `Invalid address: ${String(address).slice(0, 100)}`,
          )
        }
        return { address, amount: BigInt(amount) }
      })
      await prompt('sendTransfer', payment.address)
      const utxos = (await (await api(`/address/${payment.address}/utxo`)).json()) as {
        txid: string
        vout: number
        value: number
      }[]
      const feeRate = ((await (await api('/fee-estimates')).json()) as Record<string, number>)['3'] ?? 2
      const script = p2wpkh(payment.publicKey, REGTEST).script
      const selected = selectUTXO(
        utxos.map((u) => ({ txid: u.txid, index: u.vout, witnessUtxo: { script, amount: BigInt(u.value) } })),
        outputs,
        'default',
        {
          changeAddress: payment.address,
          feePerByte: BigInt(Math.ceil(feeRate)),
          bip69: false,
          createTx: true,
          network: REGTEST,
        },
      )
      if (!selected?.tx) throw new ProviderRpcError(ErrorCode.invalidParams, 'Insufficient funds')
      selected.tx.sign(payment.secretKey)
      selected.tx.finalize()
      return { txid: await broadcast(selected.tx) }
    },

    on(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },

    control: {
      rejectNext: gate.rejectNext,
      setAccount(index) {
        keyAt(index)
        active = index
        if (permission.granted) emitChange()
      },
      revoke() {
        permission.revoke()
        emitChange()
      },
      get connected() {
        return permission.granted
      },
      log: gate.log,
    },
  }
}
