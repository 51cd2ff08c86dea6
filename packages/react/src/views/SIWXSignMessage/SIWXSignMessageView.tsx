import { WalletIcon } from '../../components/WalletIcon'

export interface SIWXSignMessageViewProps {
  appName: string
  /** The picture above the prompt; its name's initial stands in without an icon. */
  badge: { name: string; icon?: string | undefined }
  domain: string
  statement: string
  /** The account asked to sign, shortened for display. */
  account?: string
  signing: boolean
  /** 'Signature declined' after a refusal; the Sign button then retries. */
  error?: string
  onSign(): void
  onCancel(): void
}

export function SIWXSignMessageView(props: SIWXSignMessageViewProps) {
  const { appName, badge, domain, statement, account, signing, error, onSign, onCancel } = props
  return (
    <div className="latch-stack">
      <div className="latch-waiting">
        {signing && <span className="latch-spinner" aria-hidden="true" />}
        <WalletIcon name={badge.name} src={badge.icon} size="large" />
      </div>
      {/* Without an app name the domain would stand twice; the line below names it. */}
      <p className="latch-heading">
        {appName === domain ? 'Sign in with your wallet' : `${appName} wants you to sign in`}
      </p>
      <p className="latch-muted">
        Requested by <strong>{domain}</strong>
      </p>
      {/* On a line of its own, so a narrow sheet never breaks the address in two. */}
      {account && <p className="latch-address">{account}</p>}
      <p>{statement}</p>
      <div role="status" aria-live="polite">
        {signing && <p className="latch-muted">Sign the message in your wallet.</p>}
        {!signing && error && <p className="latch-error-text">{error}</p>}
      </div>
      <div className="latch-actions">
        <button type="button" className="latch-secondary" onClick={onCancel} disabled={signing}>
          Cancel
        </button>
        <button type="button" className="latch-primary" onClick={onSign} disabled={signing}>
          {signing ? 'Signing…' : error ? 'Try again' : 'Sign'}
        </button>
      </div>
    </div>
  )
}
