// A Cosmos wallet for tests and the demo, speaking the interface Keplr (and Leap, Cosmostation's
// Keplr mode) expose: enable(chainId), getKey(chainId) and signArbitrary(chainId, signer, data)
// per ADR-036, with a `<prefix>_keystorechange` window event when the key changes. Keys come from
// a fixed seed and sign secp256k1 through @cosmjs/amino; `control` steers it from tests.
import { makeSignDoc, Secp256k1Wallet, type StdSignature } from '@cosmjs/amino'
import { sha256 } from '@cosmjs/crypto'
import { fromBech32, toBase64, toUtf8 } from '@cosmjs/encoding'
import type { StorageLike } from '../config'
import { sitePermission } from '../site-permission'

export interface CosmosTestWalletConfig {
  /** Seed text the keys are derived from. */
  seed: string
  /** The chains it knows, with their bech32 prefix (default: cosmoshub-4 and osmosis-1). */
  chains?: Record<string, string>
  /** How many accounts it holds (default 2). */
  accountCount?: number
  /** Where the site's permission survives a reload. */
  storage?: StorageLike | undefined
  /** Asked before each prompting request; resolves false to reject it as the person would. */
  ask?: (prompt: CosmosPrompt) => Promise<boolean>
  /** Where the keystore change event is sent (default: globalThis, the page's window). */
  events?: EventTarget
  /** The event's name (Keplr: keplr_keystorechange). */
  eventName?: string
}

/** What the person is asked about: the method, the chain, the account and, for a message, its text. */
export interface CosmosPrompt {
  method: 'enable' | 'signArbitrary'
  chainId: string
  account?: string
  message?: string
}

export interface CosmosKey {
  name: string
  algo: 'secp256k1'
  pubKey: Uint8Array
  address: Uint8Array
  bech32Address: string
  isNanoLedger: boolean
  isKeystone: boolean
}

export interface CosmosTestWalletControl {
  /** Reject the next prompting request (enable of a new site, signArbitrary), as the person would. */
  rejectNext(): void
  /** Make the account at this index the active key, sending the keystore change event. */
  setAccount(index: number): void
  /** Forget the site's permission, as a person revoking it in the extension would. */
  revoke(): void
  readonly connected: boolean
  readonly log: { method: string }[]
}

export interface CosmosTestWallet {
  enable(chainIds: string | string[]): Promise<void>
  disable(chainIds?: string | string[]): Promise<void>
  getKey(chainId: string): Promise<CosmosKey>
  signArbitrary(chainId: string, signer: string, data: string | Uint8Array): Promise<StdSignature>
  control: CosmosTestWalletControl
}

const STORAGE_KEY = 'latch-test-wallet:cosmos'
export const DEFAULT_COSMOS_CHAINS: Record<string, string> = { 'cosmoshub-4': 'cosmos', 'osmosis-1': 'osmo' }

export function createCosmosTestWallet(config: CosmosTestWalletConfig): CosmosTestWallet {
  const chains = config.chains ?? DEFAULT_COSMOS_CHAINS
  const secrets = Array.from({ length: config.accountCount ?? 2 }, (_, i) =>
    sha256(toUtf8(`${config.seed}/cosmos/${i}`)),
  )
  const eventName = config.eventName ?? 'keplr_keystorechange'
  const log: { method: string }[] = []
  let rejectNext = false
  let active = 0
  const permission = sitePermission(config.storage, STORAGE_KEY)

  function prefixOf(chainId: unknown): string {
    const prefix = typeof chainId === 'string' ? chains[chainId] : undefined
    // Keplr's own wording for a chain it was not told about.
    if (!prefix) throw new Error(`There is no chain info for ${String(chainId)}`)
    return prefix
  }

  async function signerFor(chainId: string): Promise<Secp256k1Wallet> {
    const secret = secrets[active]
    if (!secret) throw new Error(`No Cosmos test account ${active}`)
    return Secp256k1Wallet.fromKey(secret, prefixOf(chainId))
  }

  async function prompt(asked: CosmosPrompt): Promise<void> {
    log.push({ method: asked.method })
    if (rejectNext) {
      rejectNext = false
      throw new Error('Request rejected')
    }
    if (config.ask && !(await config.ask(asked))) throw new Error('Request rejected')
  }

  function keystoreChanged() {
    const target = config.events ?? (globalThis as unknown as EventTarget)
    if (typeof target.dispatchEvent === 'function') target.dispatchEvent(new Event(eventName))
  }

  function requireGranted() {
    if (!permission.granted) throw new Error('This site is not allowed to use the wallet: call enable first')
  }

  const wallet: CosmosTestWallet = {
    async enable(chainIds) {
      const ids = typeof chainIds === 'string' ? [chainIds] : chainIds
      for (const id of ids) prefixOf(id)
      // A site the person allowed before is let in silently, as Keplr does.
      if (permission.granted) return
      await prompt({ method: 'enable', chainId: ids.join(', ') })
      permission.grant()
    },
    async disable() {
      log.push({ method: 'disable' })
      permission.revoke()
    },
    async getKey(chainId) {
      requireGranted()
      const [account] = await (await signerFor(chainId)).getAccounts()
      if (!account) throw new Error('The wallet has no key')
      // An explicit limit: @cosmjs/encoding's default (Infinity) is refused by @scure/base 2.
      const { data } = fromBech32(account.address, 90)
      return {
        name: `Latch cosmos #${active}`,
        algo: 'secp256k1',
        pubKey: account.pubkey,
        address: data,
        bech32Address: account.address,
        isNanoLedger: false,
        isKeystone: false,
      }
    },
    async signArbitrary(chainId, signer, data) {
      requireGranted()
      const amino = await signerFor(chainId)
      const [account] = await amino.getAccounts()
      if (!account || account.address !== signer) throw new Error('Signer mismatched')
      const bytes = typeof data === 'string' ? toUtf8(data) : data
      await prompt({
        method: 'signArbitrary',
        chainId,
        account: signer,
        message: new TextDecoder().decode(bytes),
      })
      // ADR-036: one sign/MsgSignData message, empty chain id, fee and memo, account 0, sequence 0.
      const doc = makeSignDoc(
        [{ type: 'sign/MsgSignData', value: { signer, data: toBase64(bytes) } }],
        { gas: '0', amount: [] },
        '',
        '',
        0,
        0,
      )
      return (await amino.signAmino(signer, doc)).signature
    },
    control: {
      rejectNext() {
        rejectNext = true
      },
      setAccount(index) {
        if (!secrets[index]) throw new Error(`No Cosmos test account ${index}`)
        active = index
        keystoreChanged()
      },
      revoke() {
        permission.revoke()
        keystoreChanged()
      },
      get connected() {
        return permission.granted
      },
      log,
    },
  }
  return wallet
}
