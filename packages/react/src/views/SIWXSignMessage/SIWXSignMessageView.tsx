import { WalletIcon } from '../../components/WalletIcon'
import { useT } from '../../i18n/useT'

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
  const t = useT()
  // The domain is set apart in bold wherever the language puts it in the sentence.
  const [before, after] = t('Requested by {domain}').split('{domain}')
  return (
    <div className="latch-stack">
      <div className="latch-waiting">
        {signing && <span className="latch-spinner" aria-hidden="true" />}
        <WalletIcon name={badge.name} src={badge.icon} size="large" />
      </div>
      {/* Without an app name the domain would stand twice; the line below names it. */}
      <p className="latch-heading">
        {appName === domain
          ? t('Sign in with your wallet')
          : t('{name} wants you to sign in', { name: appName })}
      </p>
      <p className="latch-muted">
        {before}
        <strong>{domain}</strong>
        {after}
      </p>
      {/* On a line of its own, so a narrow sheet never breaks the address in two. */}
      {account && <p className="latch-address">{account}</p>}
      <p>{t.text(statement)}</p>
      <div role="status" aria-live="polite">
        {signing && <p className="latch-muted">{t('Sign the message in your wallet.')}</p>}
        {!signing && error && <p className="latch-error-text">{t.text(error)}</p>}
      </div>
      <div className="latch-actions">
        <button type="button" className="latch-secondary" onClick={onCancel} disabled={signing}>
          {t('Cancel')}
        </button>
        <button type="button" className="latch-primary" onClick={onSign} disabled={signing}>
          {signing ? t('Signing…') : error ? t('Try again') : t('Sign')}
        </button>
      </div>
    </div>
  )
}
