import type { WalletConnectState } from '@latch/core'
import type { ReactNode } from 'react'
import { PairingQr } from './PairingQr'

export interface PairingPanelProps {
  pairing: WalletConnectState
  walletName: string
  walletIcon?: string
  heading: string
  onCopy(): void
  onRetry(): void
  children?: ReactNode
}

/** QR code, its status line and "Copy link"; `children` adds the wallet's own links. */
export function PairingPanel({
  pairing,
  walletName,
  walletIcon,
  heading,
  onCopy,
  onRetry,
  children,
}: PairingPanelProps) {
  const { status, uri, error } = pairing
  if (status === 'error') {
    return (
      <div className="latch-stack" role="alert">
        <p className="latch-heading latch-error-text">Connection failed</p>
        <p className="latch-muted">{error || 'Something went wrong'}</p>
        <button type="button" className="latch-primary" onClick={onRetry}>
          Try again
        </button>
      </div>
    )
  }
  const expired = status === 'expired'
  return (
    <div className="latch-stack">
      <PairingQr uri={uri} expired={expired} walletName={walletName} walletIcon={walletIcon} />
      <div role="status" aria-live="polite">
        <p className="latch-heading">{heading}</p>
        <p className="latch-muted">
          {expired
            ? 'This code expired. Getting a new one…'
            : uri
              ? 'Approve the connection in your wallet.'
              : 'Preparing the code…'}
        </p>
      </div>
      {children}
      <div className="latch-wc-actions">
        <button type="button" className="latch-secondary" onClick={onCopy} disabled={!uri || expired}>
          Copy link
        </button>
      </div>
    </div>
  )
}
