// What a connection made leaves for the next visit: its connector, first of the namespace's
// (./status reads them), and its address, shown while the connection is restored
// (./remembered-address). Only the connection flows write them, so this loads with them.
import type { ChainNamespace } from '../adapter/types'
import { type LatchStorage, STORAGE_KEYS } from '../storage/storage'
import { readStoredAddresses } from './remembered-address'
import { readStoredConnectors } from './status'

export function rememberConnector(
  storage: LatchStorage,
  namespace: ChainNamespace,
  connectorId: string,
): void {
  const stored = readStoredConnectors(storage)
  const ids = [connectorId, ...(stored[namespace] ?? []).filter((id) => id !== connectorId)]
  storage.set(STORAGE_KEYS.connectedConnectorIds, { ...stored, [namespace]: ids })
}

export function rememberAddress(storage: LatchStorage, namespace: ChainNamespace, address: string): void {
  storage.set(STORAGE_KEYS.connectedAddresses, { ...readStoredAddresses(storage), [namespace]: address })
}
