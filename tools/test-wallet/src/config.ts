import { testWalletIcon } from './icon'

export type NativeCurrency = { name: string; symbol: string; decimals: number }

export type ChainConfig = { id: number; name: string; rpcUrl: string; nativeCurrency: NativeCurrency }

/** EIP-6963 provider info. */
export type WalletInfo = { uuid: string; name: string; icon: string; rdns: string }

export type TestWalletConfig = {
  /** BIP-39 mnemonic the keys are derived from (m/44'/60'/0'/0/index). */
  mnemonic: string
  /** Which derived account is active at start. Default 0. */
  accountIndex?: number
  /** Chains the wallet knows at start; more can be added with wallet_addEthereumChain. */
  chains: ChainConfig[]
  /** Active chain at start. Default: the first chain. */
  chainId?: number
  info?: Partial<WalletInfo>
  /**
   * Where to remember the site's permission, active account and chain, and added chains, so a page
   * reload finds the wallet as the user left it (pass `localStorage`). Default: nothing is kept.
   */
  storage?: StorageLike
  /**
   * Asks the person holding the wallet about each prompt, as a real wallet's approval screen does;
   * resolves true to approve. Without it every prompt is approved at once. Steps queued through
   * `control` (rejectNext, holdNext) come before asking.
   */
  ask?: (prompt: Prompt) => Promise<boolean>
}

/** A request that needs the person's consent, with what a wallet shows beside it. */
export type Prompt = {
  method: string
  params: unknown
  /** The active account and chain when the request arrived. */
  account: string
  chainId: number
}

export type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

export type ResolvedConfig = {
  mnemonic: string
  accountIndex: number
  chains: ChainConfig[]
  chainId: number
  info: Readonly<WalletInfo>
  storage?: StorageLike
  ask?: (prompt: Prompt) => Promise<boolean>
}

const maxChainId = Number.MAX_SAFE_INTEGER

export function isChainId(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value > 0 && value <= maxChainId
}

export function isHttpUrl(value: unknown): value is string {
  if (typeof value !== 'string') return false
  try {
    const url = new URL(value)
    return url.protocol === 'http:' || url.protocol === 'https:'
  } catch {
    return false
  }
}

function fail(message: string): never {
  throw new TypeError(`createTestWallet: ${message}`)
}

export function checkNativeCurrency(value: unknown): NativeCurrency | string {
  if (!value || typeof value !== 'object') return 'nativeCurrency must be an object'
  const { name, symbol, decimals } = value as Record<string, unknown>
  if (typeof name !== 'string' || !name.trim()) return 'nativeCurrency.name must be a non-empty string'
  if (typeof symbol !== 'string' || symbol.length < 1 || symbol.length > 12)
    return 'nativeCurrency.symbol must be a string of 1 to 12 characters'
  if (typeof decimals !== 'number' || !Number.isInteger(decimals) || decimals < 0 || decimals > 36)
    return 'nativeCurrency.decimals must be an integer from 0 to 36'
  return { name, symbol, decimals }
}

export function checkChain(value: unknown, where: string): ChainConfig {
  if (!value || typeof value !== 'object') fail(`${where} must be an object`)
  const { id, name, rpcUrl, nativeCurrency } = value as Record<string, unknown>
  if (!isChainId(id)) fail(`${where}.id must be a positive safe integer`)
  if (typeof name !== 'string' || !name.trim()) fail(`${where}.name must be a non-empty string`)
  if (!isHttpUrl(rpcUrl)) fail(`${where}.rpcUrl must be an http(s) URL`)
  const currency = checkNativeCurrency(nativeCurrency)
  if (typeof currency === 'string') fail(`${where}.${currency}`)
  return { id, name, rpcUrl, nativeCurrency: currency }
}

function makeUuid(): string {
  return globalThis.crypto.randomUUID()
}

/** Checks a config and fills the defaults; throws a TypeError naming the first bad field. */
export function resolveConfig(config: TestWalletConfig): ResolvedConfig {
  if (!config || typeof config !== 'object') fail('config must be an object')
  const { mnemonic, accountIndex = 0, chains, info = {} } = config
  if (typeof mnemonic !== 'string' || mnemonic.trim().split(/\s+/).length < 12)
    fail('mnemonic must be a string of at least 12 words')
  if (!Number.isInteger(accountIndex) || accountIndex < 0 || accountIndex > 2 ** 31 - 1)
    fail('accountIndex must be a non-negative integer')
  if (!Array.isArray(chains) || chains.length === 0) fail('chains must be a non-empty array')
  const checked = chains.map((chain, i) => checkChain(chain, `chains[${i}]`))
  if (new Set(checked.map((c) => c.id)).size !== checked.length) fail('chains must have distinct ids')
  const chainId = config.chainId ?? checked[0]?.id
  if (!checked.some((c) => c.id === chainId)) fail(`chainId ${String(chainId)} is not one of chains`)
  if (!info || typeof info !== 'object') fail('info must be an object')
  for (const key of ['uuid', 'name', 'icon', 'rdns'] as const) {
    if (info[key] !== undefined && (typeof info[key] !== 'string' || !info[key]))
      fail(`info.${key} must be a non-empty string`)
  }
  if (info.icon !== undefined && !info.icon.startsWith('data:image/'))
    fail('info.icon must be a data:image/ URI')
  const { storage } = config
  if (
    storage !== undefined &&
    !(
      storage &&
      ['getItem', 'setItem', 'removeItem'].every((m) => typeof storage[m as keyof StorageLike] === 'function')
    )
  )
    fail('storage must have getItem, setItem and removeItem (like localStorage)')
  const { ask } = config
  if (ask !== undefined && typeof ask !== 'function') fail('ask must be a function')
  return {
    mnemonic: mnemonic.trim(),
    accountIndex,
    chains: checked,
    chainId: chainId as number,
    info: Object.freeze({
      uuid: info.uuid ?? makeUuid(),
      name: info.name ?? 'Latch Dev Wallet',
      icon: info.icon ?? testWalletIcon,
      rdns: info.rdns ?? 'dev.latch.testwallet',
    }),
    ...(storage ? { storage } : {}),
    ...(ask ? { ask } : {}),
  }
}
