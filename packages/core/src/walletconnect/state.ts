// The `walletConnect` slice's shape and start value, apart from the pairing actions so that a
// client whose adapters never pair does not load those actions at all.
export type PairingStatus = 'idle' | 'pairing' | 'expired' | 'connected' | 'error'

export interface WalletConnectState {
  status: PairingStatus
  uri?: string
  expiresAt?: number
  error?: string
}

export function initialWalletConnectState(): WalletConnectState {
  return { status: 'idle' }
}
