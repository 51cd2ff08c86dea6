import type { Address } from 'viem'
import type { WalletInfo } from './config'
import type { Listener } from './emitter'

export type RequestArguments = { method: string; params?: unknown }

export type LogEntry = {
  method: string
  params: unknown
  /** Milliseconds since the epoch when the request arrived. */
  at: number
  status: 'pending' | 'ok' | 'error'
  errorCode?: number
}

export type Permission = {
  parentCapability: 'eth_accounts'
  invoker: string
  date: number
  caveats: { type: 'restrictReturnedAccounts'; value: Address[] }[]
}

/** Steering for tests: decide what the "user" does at the next prompt, and act from the wallet side. */
export type TestWalletControl = {
  /** The next prompting request (connect, sign, send, switch/add chain, permissions) fails with `code`. */
  rejectNext(code?: number): void
  /** The next prompting request stays pending until `release()` or `rejectHeld()`. */
  holdNext(): void
  /** Resolves once a request is being held (so a test can act while it is pending). */
  waitForHeld(): Promise<void>
  /** Lets the oldest held request go ahead as if approved. Throws if nothing is held. */
  release(): void
  /** Fails the oldest held request with `code` (default 4001). Throws if nothing is held. */
  rejectHeld(code?: number): void
  /** Makes derived account `index` active; a connected site gets `accountsChanged`. */
  switchAccount(index: number): void
  /** Switches the active chain from the wallet side and emits `chainChanged`. */
  switchChain(chainId: number): void
  /** Revokes the site's permission: eth_accounts becomes [] and `accountsChanged([])` fires. */
  forgetPermissions(): void
  /** Drops the connection to all chains: emits `disconnect`, then every request fails with 4900. */
  disconnect(): void
  /** Reconnects after `disconnect()` and emits `connect`. */
  connect(): void
  /** The active account's address, whether or not the site may see it. */
  readonly address: Address
  readonly chainId: number
  /** Every request received, oldest first. Tests may clear it with `log.length = 0`. */
  readonly log: LogEntry[]
}

export type TestWallet = {
  request(args: RequestArguments): Promise<unknown>
  on(event: string, listener: Listener): void
  removeListener(event: string, listener: Listener): void
  isConnected(): boolean
  readonly info: Readonly<WalletInfo>
  readonly control: TestWalletControl
}
