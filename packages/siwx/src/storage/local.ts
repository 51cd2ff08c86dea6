// Sessions in the browser's localStorage, one JSON list under one key. On the server (SSR) there
// is no localStorage: the store then holds nothing rather than sharing memory across requests,
// which would hand one visitor's session to another.
import type { CaipNetworkId } from '@latch/core'
import type { SIWXSession, SIWXStorage } from '../types'
import { belongsTo, isSessionShape } from './sessions'

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

export interface LocalStorageSessionStoreOptions {
  /** Default `latch.siwx.sessions`. */
  key?: string
  /** Default `globalThis.localStorage`, looked up on each call (absent during SSR). */
  storage?: KeyValueStorage
  /** Told about dropped corrupt entries. Default `console.warn`. */
  warn?: (message: string) => void
}

export const DEFAULT_SESSIONS_KEY = 'latch.siwx.sessions'

export class LocalStorageSessionStore implements SIWXStorage {
  private readonly key: string
  private readonly warn: (message: string) => void

  constructor(private readonly options: LocalStorageSessionStoreOptions = {}) {
    this.key = options.key ?? DEFAULT_SESSIONS_KEY
    this.warn = options.warn ?? ((message) => console.warn(message))
  }

  private storage(): KeyValueStorage | undefined {
    if (this.options.storage) return this.options.storage
    try {
      // Reading localStorage throws in some privacy modes; treat that like SSR.
      return (globalThis as { localStorage?: KeyValueStorage }).localStorage
    } catch {
      return undefined
    }
  }

  private read(): SIWXSession[] {
    const raw = this.storage()?.getItem(this.key)
    if (raw == null) return []
    let parsed: unknown
    try {
      parsed = JSON.parse(raw)
    } catch {
      parsed = undefined
    }
    if (!Array.isArray(parsed)) {
      this.warn(`SIWX: dropped unreadable sessions stored under "${this.key}"`)
      this.storage()?.removeItem(this.key)
      return []
    }
    const sessions = parsed.filter(isSessionShape)
    if (sessions.length !== parsed.length) {
      this.warn(
        `SIWX: dropped ${parsed.length - sessions.length} corrupt session(s) stored under "${this.key}"`,
      )
      this.write(sessions)
    }
    return sessions
  }

  private write(sessions: SIWXSession[]): void {
    const storage = this.storage()
    if (!storage) return
    if (sessions.length === 0) storage.removeItem(this.key)
    else storage.setItem(this.key, JSON.stringify(sessions))
  }

  async add(session: SIWXSession): Promise<void> {
    this.write([...this.read().filter((s) => s.message !== session.message), session])
  }

  async set(sessions: SIWXSession[]): Promise<void> {
    this.write(sessions)
  }

  async get(chainId: CaipNetworkId, address: string): Promise<SIWXSession[]> {
    return this.read().filter((s) => belongsTo(s, chainId, address))
  }

  async delete(chainId: CaipNetworkId, address: string): Promise<void> {
    this.write(this.read().filter((s) => !belongsTo(s, chainId, address)))
  }
}
