// Sessions kept for the life of the page (or process): nothing survives a reload.
import type { CaipNetworkId } from '@latch/core'
import type { SIWXSession, SIWXStorage } from '../types'
import { belongsTo } from './sessions'

export class MemorySessionStore implements SIWXStorage {
  private sessions: SIWXSession[] = []

  async add(session: SIWXSession): Promise<void> {
    // A re-sign for the same message replaces the old copy instead of piling up.
    this.sessions = [...this.sessions.filter((s) => s.message !== session.message), structuredClone(session)]
  }

  async set(sessions: SIWXSession[]): Promise<void> {
    this.sessions = structuredClone(sessions)
  }

  async get(chainId: CaipNetworkId, address: string): Promise<SIWXSession[]> {
    return structuredClone(this.sessions.filter((s) => belongsTo(s, chainId, address)))
  }

  async delete(chainId: CaipNetworkId, address: string): Promise<void> {
    this.sessions = this.sessions.filter((s) => !belongsTo(s, chainId, address))
  }
}
