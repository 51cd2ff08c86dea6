import { WalletIcon } from '../../components/WalletIcon'

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
  return (
    <div className="latch-stack">
      <div className="latch-waiting">
        {status === 'waiting' && <span className="latch-spinner" aria-hidden="true" />}
        <WalletIcon name={walletName} src={walletIcon} size="large" />
      </div>
      <div role="status" aria-live="polite">
        {status === 'waiting' && (
          <>
            <p className="latch-heading">Continue in {walletName}</p>
            <p className="latch-muted">Accept the connection request in your wallet.</p>
          </>
        )}
        {status === 'rejected' && (
          <>
            <p className="latch-heading latch-error-text">Connection declined</p>
            <p className="latch-muted">The connection was declined in {walletName}.</p>
          </>
        )}
        {status === 'error' && (
          <>
            <p className="latch-heading latch-error-text">Connection failed</p>
            <p className="latch-muted">{errorMessage || 'Something went wrong'}</p>
          </>
        )}
      </div>
      {status !== 'waiting' && (
        <button type="button" className="latch-primary" onClick={onRetry}>
          Try again
        </button>
      )}
    </div>
  )
}
