// A Polkadot extension for tests and the demo, speaking `window.injectedWeb3` as polkadot{.js},
// Talisman and SubWallet do: enable(appName) -> accounts.get / subscribe and signer.signRaw,
// which signs the bytes wrapped in <Bytes>…</Bytes>. `control` steers it from tests.
import { bytesToHex, hexToBytes, utf8ToBytes } from '@noble/hashes/utils.js'
import type { StorageLike } from '../config'
import { sitePermission } from '../site-permission'
import { type PolkadotKey, polkadotKey } from './keys'

export interface PolkadotTestWalletConfig {
  /** Seed text the keys are derived from. */
  seed: string
  /** How many accounts it holds (default 2: #0 sr25519, #1 ed25519). */
  accountCount?: number
  /** The chain each account is bound to, by index (its genesis hash), as a person can bind one; null: any. */
  genesisHashes?: (`0x${string}` | null)[]
  /** Offer every account, the active one first, as when the person shares all (default: the active one). */
  offerAll?: boolean
  /** Where the site's permission survives a reload. */
  storage?: StorageLike | undefined
  /** Asked before each prompting request; resolves false to reject it as the person would. */
  ask?: (prompt: PolkadotPrompt) => Promise<boolean>
}

/** What the person is asked about: the method, the account and, for a message, its text. */
export interface PolkadotPrompt {
  method: 'enable' | 'signRaw'
  account?: string
  message?: string
}

export interface PolkadotTestWalletControl {
  /** Reject the next prompting request (enable of a new site, signRaw), as the person would. */
  rejectNext(): void
  /** Make the account at this index the one offered, telling subscribed sites. */
  setAccount(index: number): void
  /** Forget the site's permission, as a person revoking it in the extension would. */
  revoke(): void
  readonly connected: boolean
  readonly address: string
  readonly log: { method: string }[]
}

interface InjectedAccount {
  address: string
  name: string
  type: PolkadotKey['type']
  genesisHash: `0x${string}` | null
}

type Subscriber = (accounts: InjectedAccount[]) => void

export interface PolkadotTestWallet {
  version: string
  enable(appName: string): Promise<{
    accounts: { get(): Promise<InjectedAccount[]>; subscribe(callback: Subscriber): () => void }
    signer: {
      signRaw(payload: {
        address: string
        data: string
        type: string
      }): Promise<{ id: number; signature: `0x${string}` }>
    }
  }>
  control: PolkadotTestWalletControl
}

const STORAGE_KEY = 'latch-test-wallet:polkadot'
const BYTES_PREFIX = '<Bytes>'
const BYTES_SUFFIX = '</Bytes>'

/** Extensions sign raw bytes wrapped in <Bytes>…</Bytes>, so a signature can never be a transaction. */
export function wrapBytes(bytes: Uint8Array): Uint8Array {
  const text = new TextDecoder().decode(bytes)
  if (text.startsWith(BYTES_PREFIX) && text.endsWith(BYTES_SUFFIX)) return bytes
  return new Uint8Array([...utf8ToBytes(BYTES_PREFIX), ...bytes, ...utf8ToBytes(BYTES_SUFFIX)])
}

export function createPolkadotTestWallet(config: PolkadotTestWalletConfig): PolkadotTestWallet {
  const keys = Array.from({ length: config.accountCount ?? 2 }, (_, i) => polkadotKey(config.seed, i))
  const subscribers = new Set<Subscriber>()
  const log: { method: string }[] = []
  let rejectNext = false
  let active = 0
  const permission = sitePermission(config.storage, STORAGE_KEY)
  let requestId = 0

  const keyAt = (index: number) => {
    const key = keys[index]
    if (!key) throw new Error(`No Polkadot test account ${index}`)
    return key
  }
  const accounts = (): InjectedAccount[] => {
    if (!permission.granted) return []
    const others = config.offerAll ? keys.map((_, i) => i).filter((i) => i !== active) : []
    return [active, ...others].map((index) => {
      const key = keyAt(index)
      const genesisHash = config.genesisHashes?.[index] ?? null
      return { address: key.address, name: `Latch ${key.type} #${index}`, type: key.type, genesisHash }
    })
  }
  const notify = () => {
    for (const subscriber of subscribers) subscriber(accounts())
  }

  /** A prompting request: the person may reject it (on demand from tests, or in the approval UI). */
  async function prompt(asked: PolkadotPrompt, rejection: string): Promise<void> {
    log.push({ method: asked.method })
    if (rejectNext) {
      rejectNext = false
      throw new Error(rejection)
    }
    if (config.ask && !(await config.ask(asked))) throw new Error(rejection)
  }

  const injected = {
    accounts: {
      get: async () => accounts(),
      subscribe(callback: Subscriber) {
        subscribers.add(callback)
        // Extensions answer a new subscriber with the current list at once.
        queueMicrotask(() => {
          if (subscribers.has(callback)) callback(accounts())
        })
        return () => void subscribers.delete(callback)
      },
    },
    signer: {
      async signRaw({ address, data }: { address: string; data: string; type: string }) {
        const key = keys.find((k) => k.address === address)
        if (!key || !accounts().some((account) => account.address === address))
          throw new Error('Unable to find the account')
        if (!/^0x(?:[0-9a-fA-F]{2})*$/.test(data)) throw new Error('The data to sign is not hex')
        const bytes = hexToBytes(data.slice(2))
        await prompt(
          { method: 'signRaw', account: address, message: new TextDecoder().decode(bytes) },
          'Cancelled',
        )
        return { id: ++requestId, signature: `0x${bytesToHex(key.sign(wrapBytes(bytes)))}` as const }
      },
    },
  }

  return {
    version: '0.1.0',
    async enable() {
      // A site the person allowed before is let in silently, as extensions do.
      if (!permission.granted) {
        await prompt({ method: 'enable' }, 'Rejected')
        permission.grant()
      }
      return injected
    },
    control: {
      rejectNext() {
        rejectNext = true
      },
      setAccount(index) {
        keyAt(index)
        active = index
        if (permission.granted) notify()
      },
      revoke() {
        permission.revoke()
        notify()
      },
      get connected() {
        return permission.granted
      },
      get address() {
        return keyAt(active).address
      },
      log,
    },
  }
}
