// Loads and starts the official sign client on first use. Everything heavy comes in through
// dynamic import() here, so importing the adapter costs the first page load almost nothing.
//
// Offline by construction: the relay URL is ours, telemetry is off, and the Verify component is
// swapped for one that asks no server. Verify would otherwise load an attestation iframe from an
// online host for every proposal (the client has no switch for it), and the wallet would try to
// resolve that attestation online as well.

import type { IKeyValueStorage } from '@walletconnect/keyvaluestorage'
import type SignClient from '@walletconnect/sign-client'
import type { CoreTypes } from '@walletconnect/types'

export type WalletConnectClient = SignClient

export interface ClientOptions {
  projectId: string
  relayUrl: string
  metadata: CoreTypes.Metadata
  telemetry: boolean
  storage?: IKeyValueStorage
  logLevel: string
}

/** Stands in for the client's Verify: no attestation is made or checked. */
const offlineVerify = {
  context: 'offline-verify',
  register: async () => undefined,
  resolve: async () => undefined,
}

export async function createClient(options: ClientOptions): Promise<WalletConnectClient> {
  const [{ Core }, { SignClient }] = await Promise.all([
    import('@walletconnect/core'),
    import('@walletconnect/sign-client'),
  ])
  const core = new Core({
    projectId: options.projectId,
    relayUrl: options.relayUrl,
    telemetryEnabled: options.telemetry,
    logger: options.logLevel,
    ...(options.storage ? { storage: options.storage } : {}),
  })
  Object.assign(core, { verify: offlineVerify })
  return SignClient.init({ core, metadata: options.metadata, logger: options.logLevel })
}

/** Closes the relay socket and stops the client's timers. */
export async function closeClient(client: WalletConnectClient): Promise<void> {
  client.core.heartbeat.stop()
  await client.core.relayer.transportClose().catch(() => {})
}
