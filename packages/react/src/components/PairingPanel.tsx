import type { WalletConnectState } from '@latch/core'
import type { ReactNode } from 'react'
import { useT } from '../i18n/useT'
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
  const t = useT()
  if (status === 'error') {
    return (
      <div className="latch-stack" role="alert">
        <p className="latch-heading latch-error-text">{t('Connection failed')}</p>
        <p className="latch-muted">{error ? t.text(error) : t('Something went wrong')}</p>
        <button type="button" className="latch-primary" onClick={onRetry}>
          {t('Try again')}
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
            ? t('This code expired. Getting a new one…')
            : uri
              ? t('Approve the connection in your wallet.')
              : t('Preparing the code…')}
        </p>
      </div>
      {children}
      <div className="latch-wc-actions">
        <button type="button" className="latch-secondary" onClick={onCopy} disabled={!uri || expired}>
          {t('Copy link')}
        </button>
      </div>
    </div>
  )
}
