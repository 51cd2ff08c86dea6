// What the in-page test wallets (Solana, Bitcoin) share: the site's permission, kept in storage so
// it survives a reload as an extension's would, and the prompt every request that needs the person
// goes through (rejected on demand from tests, or in the approval UI through `ask`).
import type { StorageLike } from './config'
import { ErrorCode, ProviderRpcError } from './errors'

export function sitePermission(storage: StorageLike | undefined, key: string) {
  let granted = false
  try {
    granted = storage?.getItem(key) === 'granted'
  } catch {
    // Unreadable storage: not granted.
  }
  function save(value: boolean) {
    granted = value
    try {
      if (value) storage?.setItem(key, 'granted')
      else storage?.removeItem(key)
    } catch {
      // A blocked storage only means the wallet forgets on reload.
    }
  }
  return {
    get granted() {
      return granted
    },
    grant: () => save(true),
    revoke: () => save(false),
  }
}

/** What the person is asked about: the method, the account and, for a message, its text. */
export interface WalletPrompt {
  method: string
  account?: string
  message?: string
}

export function promptGate(ask: ((prompt: WalletPrompt) => Promise<boolean>) | undefined) {
  const log: { method: string }[] = []
  let pendingRejection: number | undefined
  return {
    log,
    /** Reject the next prompt with this code (default 4001). */
    rejectNext(code: number = ErrorCode.userRejected) {
      pendingRejection = code
    },
    async prompt(method: string, account?: string, message?: string): Promise<void> {
      log.push({ method })
      if (pendingRejection !== undefined) {
        const code = pendingRejection
        pendingRejection = undefined
        throw new ProviderRpcError(
          code,
          code === ErrorCode.userRejected ? 'User rejected the request.' : 'Request failed',
        )
      }
      const asked = { method, ...(account ? { account } : {}), ...(message === undefined ? {} : { message }) }
      if (ask && !(await ask(asked)))
        throw new ProviderRpcError(ErrorCode.userRejected, 'User rejected the request.')
    },
  }
}
