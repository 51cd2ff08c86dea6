// A wallet-side stand-in for tests: a ChainAdapter with the WalletConnect connector that hands out
// `wc:` pairing URIs as the WalletConnect adapter does and connects once `approve()` is called.
import {
  type Connector,
  createTestAdapter,
  type DisplayUriEvent,
  PAIRING_LIFETIME_MS,
  type TestAdapter,
} from '@latch/core'

export const PAIRING_ACCOUNT = '0x1234567890abcdef1234567890abcdef1234abcd'

export interface PairingAdapter extends TestAdapter {
  approve(): void
  /** How many pairings were proposed so far. */
  proposals(): number
}

/** `others` are further connectors of the same adapter, e.g. an announced browser wallet. */
export function pairingAdapter(others: Connector[] = []): PairingAdapter {
  const base = createTestAdapter({
    accounts: [PAIRING_ACCOUNT],
    connectors: [
      ...others,
      { id: 'walletConnect', name: 'WalletConnect', type: 'WALLET_CONNECT', chain: 'eip155' },
    ],
  })
  const listeners = new Set<(event: DisplayUriEvent) => void>()
  let proposals = 0
  let approve: (() => void) | undefined
  return Object.assign(Object.create(base) as TestAdapter, {
    async connect(parameters: Parameters<TestAdapter['connect']>[0]) {
      proposals++
      const uri = `wc:5c8f0e${proposals}@2?relay-protocol=irn&symKey=a1b2&expiryTimestamp=1700000000`
      for (const listener of listeners) {
        listener({ type: 'display_uri', uri, expiresAt: Date.now() + PAIRING_LIFETIME_MS })
      }
      await new Promise<void>((resolve) => {
        approve = resolve
      })
      return base.connect(parameters)
    },
    onDisplayUri(listener: (event: DisplayUriEvent) => void) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    approve: () => approve?.(),
    proposals: () => proposals,
  }) as PairingAdapter
}
