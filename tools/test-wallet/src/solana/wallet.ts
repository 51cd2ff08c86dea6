// A Solana wallet for tests and the demo, speaking the Wallet Standard as browser wallets do:
// standard:connect / disconnect / events and solana:signMessage / signTransaction /
// signAndSendTransaction. Keys are the local chain's fixture keys; `control` steers it from tests.
import { fixtureSecretKey } from '@latch/solana-chain/fixtures'
import { ed25519 } from '@noble/curves/ed25519'
import {
  getBase58Decoder,
  getBase58Encoder,
  getBase64EncodedWireTransaction,
  getTransactionDecoder,
  getTransactionEncoder,
  type SignatureBytes,
  type Transaction,
} from '@solana/kit'
import type {
  SolanaSignAndSendTransactionFeature,
  SolanaSignMessageFeature,
  SolanaSignTransactionFeature,
} from '@solana/wallet-standard-features'
import type { IdentifierString, Wallet, WalletAccount } from '@wallet-standard/base'
import type {
  StandardConnectFeature,
  StandardDisconnectFeature,
  StandardEventsFeature,
  StandardEventsListeners,
} from '@wallet-standard/features'
import type { StorageLike } from '../config'
import { ErrorCode, ProviderRpcError } from '../errors'
import { promptGate, sitePermission, type WalletPrompt } from '../site-permission'

export interface SolanaTestWalletConfig {
  /** The local chain's manifest seed. */
  seed: string
  /** RPC that signAndSendTransaction sends to. */
  rpcUrl: string
  /** Wallet Standard chain ids the wallet offers (default: solana:localnet). */
  chains?: IdentifierString[]
  name?: string
  icon: `data:image/${'svg+xml' | 'webp' | 'png' | 'gif'};base64,${string}`
  /** How many fixture accounts it holds (default 2). */
  accountCount?: number
  /** Where the site's permission survives a reload. */
  storage?: StorageLike | undefined
  /** Asked before each prompting request; resolves false to reject it as the person would. */
  ask?: (prompt: SolanaPrompt) => Promise<boolean>
}

/** What the person is asked about: the method, the account and, for a message, its text. */
export type SolanaPrompt = WalletPrompt

export interface SolanaTestWalletControl {
  /** Reject the next prompting request (connect, sign, send) with this code (default 4001). */
  rejectNext(code?: number): void
  /** Make the account at this fixture index the active one, emitting a change event. */
  setAccount(index: number): void
  /** Forget the site's permission, as a person revoking it in the extension would. */
  revoke(): void
  readonly connected: boolean
  readonly log: { method: string }[]
}

export type SolanaTestWallet = Wallet & { control: SolanaTestWalletControl }

const STORAGE_KEY = 'latch-test-wallet:solana'
const base58 = getBase58Decoder()
const fromBase58 = getBase58Encoder()

export function createSolanaTestWallet(config: SolanaTestWalletConfig): SolanaTestWallet {
  const chains = config.chains ?? ['solana:localnet']
  const keys = Array.from({ length: config.accountCount ?? 2 }, (_, i) => {
    const secret = fixtureSecretKey(config.seed, i)
    const publicKey = ed25519.getPublicKey(secret)
    return { secret, publicKey, address: base58.decode(publicKey) }
  })
  const listeners: { [E in keyof StandardEventsListeners]?: Set<StandardEventsListeners[E]> } = {}
  const permission = sitePermission(config.storage, STORAGE_KEY)
  const gate = promptGate(config.ask)
  const { prompt } = gate
  let active = 0

  const features = ['solana:signMessage', 'solana:signTransaction', 'solana:signAndSendTransaction'] as const
  const accountAt = (index: number): WalletAccount => {
    const key = keys[index]
    if (!key) throw new Error(`No fixture account ${index}`)
    return { address: key.address, publicKey: key.publicKey.slice(), chains, features: [...features] }
  }
  const accounts = (): WalletAccount[] => (permission.granted ? [accountAt(active)] : [])

  function emitChange() {
    for (const listener of listeners.change ?? []) listener({ accounts: accounts() })
  }

  function keyFor(account: WalletAccount) {
    const key = keys.find((k) => k.address === account.address)
    if (!key || !permission.granted)
      throw new ProviderRpcError(ErrorCode.unauthorized, 'The account is not connected')
    return key
  }

  function sign(transactionBytes: Uint8Array, account: WalletAccount): Transaction {
    const key = keyFor(account)
    const transaction = getTransactionDecoder().decode(transactionBytes)
    if (!(key.address in transaction.signatures)) {
      throw new ProviderRpcError(
        ErrorCode.invalidParams,
        'The transaction does not need this account to sign',
      )
    }
    const signature = ed25519.sign(new Uint8Array(transaction.messageBytes), key.secret) as SignatureBytes
    return { ...transaction, signatures: { ...transaction.signatures, [key.address]: signature } }
  }

  async function send(transaction: Transaction): Promise<Uint8Array> {
    const response = await fetch(config.rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        jsonrpc: '2.0',
        id: 1,
        method: 'sendTransaction',
        params: [getBase64EncodedWireTransaction(transaction), { encoding: 'base64' }],
      }),
    })
    const body = (await response.json()) as { result?: string; error?: { code: number; message: string } }
    if (body.error) throw new ProviderRpcError(body.error.code, body.error.message)
    return new Uint8Array(fromBase58.encode(body.result as string))
  }

  const standardConnect: StandardConnectFeature = {
    'standard:connect': {
      version: '1.0.0',
      async connect(input) {
        if (input?.silent) return { accounts: accounts() }
        await prompt('standard:connect')
        permission.grant()
        emitChange()
        return { accounts: accounts() }
      },
    },
  }
  const standardDisconnect: StandardDisconnectFeature = {
    'standard:disconnect': {
      version: '1.0.0',
      async disconnect() {
        gate.log.push({ method: 'standard:disconnect' })
        permission.revoke()
        emitChange()
      },
    },
  }
  const standardEvents: StandardEventsFeature = {
    'standard:events': {
      version: '1.0.0',
      on(event, listener) {
        listeners[event] ??= new Set()
        const set = listeners[event] as Set<typeof listener>
        set.add(listener)
        return () => set.delete(listener)
      },
    },
  }
  const solana: SolanaSignMessageFeature &
    SolanaSignTransactionFeature &
    SolanaSignAndSendTransactionFeature = {
    'solana:signMessage': {
      version: '1.1.0',
      async signMessage(...inputs) {
        const outputs = []
        for (const { account, message } of inputs) {
          const key = keyFor(account)
          await prompt('solana:signMessage', account.address, new TextDecoder().decode(message))
          outputs.push({
            signedMessage: message,
            signature: ed25519.sign(message, key.secret),
            signatureType: 'ed25519' as const,
          })
        }
        return outputs
      },
    },
    'solana:signTransaction': {
      version: '1.0.0',
      supportedTransactionVersions: ['legacy', 0],
      async signTransaction(...inputs) {
        const outputs = []
        for (const { account, transaction } of inputs) {
          keyFor(account)
          await prompt('solana:signTransaction', account.address)
          outputs.push({
            signedTransaction: new Uint8Array(getTransactionEncoder().encode(sign(transaction, account))),
          })
        }
        return outputs
      },
    },
    'solana:signAndSendTransaction': {
      version: '1.0.0',
      supportedTransactionVersions: ['legacy', 0],
      async signAndSendTransaction(...inputs) {
        const outputs = []
        for (const { account, transaction } of inputs) {
          keyFor(account)
          await prompt('solana:signAndSendTransaction', account.address)
          outputs.push({ signature: await send(sign(transaction, account)) })
        }
        return outputs
      },
    },
  }

  const control: SolanaTestWalletControl = {
    rejectNext: gate.rejectNext,
    setAccount(index) {
      accountAt(index)
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
  }

  return {
    version: '1.0.0',
    name: config.name ?? 'Latch Dev Wallet',
    icon: config.icon,
    chains,
    get accounts() {
      return accounts()
    },
    features: { ...standardConnect, ...standardDisconnect, ...standardEvents, ...solana },
    control,
  }
}
