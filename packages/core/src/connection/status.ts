// Connection status and what is remembered between visits.
import type { ChainNamespace } from '../adapter/types'
import { isChainNamespace } from '../networks/namespaces'
import { type LatchStorage, parsers, STORAGE_KEYS } from '../storage/storage'

export const CONNECTION_STATUSES = ['disconnected', 'connecting', 'reconnecting', 'connected'] as const
export type ConnectionStatus = (typeof CONNECTION_STATUSES)[number]

/** A stored `connected` becomes `connecting` until the wallet is synced again. */
export function initialConnectionStatus(stored: ConnectionStatus | undefined): ConnectionStatus {
  if (stored === 'connected') return 'connecting'
  return stored ?? 'disconnected'
}

export function readStoredStatus(storage: LatchStorage): ConnectionStatus | undefined {
  return storage.get(STORAGE_KEYS.connectionStatus, parsers.oneOf(CONNECTION_STATUSES))
}

export type StoredConnectors = Partial<Record<ChainNamespace, string[]>>

function parseStoredConnectors(raw: unknown): StoredConnectors | undefined {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return undefined
  const result: StoredConnectors = {}
  for (const [namespace, ids] of Object.entries(raw)) {
    const list = parsers.stringArray(ids)
    if (!isChainNamespace(namespace) || !list) return undefined
    result[namespace] = list
  }
  return result
}

/** Connector ids per namespace that were connected, newest first. */
export function readStoredConnectors(storage: LatchStorage): StoredConnectors {
  return storage.get(STORAGE_KEYS.connectedConnectorIds, parseStoredConnectors) ?? {}
}
