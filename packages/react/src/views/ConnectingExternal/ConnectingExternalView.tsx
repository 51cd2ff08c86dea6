import { WalletIcon } from '../../components/ListRow'
import { useT } from '../../i18n/useT'

export type ConnectingStatus = 'waiting' | 'rejected' | 'error'

export interface ConnectingExternalViewProps {
  walletName: string
  walletIcon?: string
  status: ConnectingStatus
  /** Shown in the error state. */
  errorMessage?: string
  onRetry(): void
}

export function ConnectingExternalView({
  walletName,
  walletIcon,
  status,
  errorMessage,
  onRetry,
}: ConnectingExternalViewProps) {
  const t = useT()
  return (
    <div className="latch-stack">
      <div className="latch-waiting">
        {status === 'waiting' && <span className="latch-spinner" aria-hidden="true" />}
        <WalletIcon name={walletName} src={walletIcon} size="large" />
      </div>
      <div role="status" aria-live="polite">
        {status === 'waiting' && (
          <>
            <p className="latch-heading">{t('Continue in {name}', { name: walletName })}</p>
            <p className="latch-muted">{t('Accept the connection request in your wallet.')}</p>
          </>
        )}
        {status === 'rejected' && (
          <>
            <p className="latch-heading latch-error-text">{t('Connection declined')}</p>
            <p className="latch-muted">{t('The connection was declined in {name}.', { name: walletName })}</p>
          </>
        )}
        {status === 'error' && (
          <>
            <p className="latch-heading latch-error-text">{t('Connection failed')}</p>
            <p className="latch-muted">{errorMessage ? t.text(errorMessage) : t('Something went wrong')}</p>
          </>
        )}
      </div>
      {status !== 'waiting' && (
        <button type="button" className="latch-primary" onClick={onRetry}>
          {t('Try again')}
        </button>
      )}
    </div>
  )
}
