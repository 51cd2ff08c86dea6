import { WalletIcon } from '../../components/ListRow'
import { fillNodes, Ltr, OwnDirection } from '../../components/Ltr'
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
  /**
   * 'Signature declined' after a refusal: the Sign button then reads 'Try again'. The words
   * themselves are core's toast (spec section 8), not repeated here.
   */
  error?: string
  onSign(): void
  onCancel(): void
}

export function SIWXSignMessageView(props: SIWXSignMessageViewProps) {
  const { appName, badge, domain, statement, account, signing, error, onSign, onCancel } = props
  const t = useT()
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
        {fillNodes(t('Requested by {domain}'), {
          domain: (
            <strong>
              <Ltr>{domain}</Ltr>
            </strong>
          ),
        })}
      </p>
      {/* On a line of its own, so a narrow sheet never breaks the address in two. */}
      {account && (
        <p className="latch-address">
          <Ltr>{account}</Ltr>
        </p>
      )}
      <p>
        <OwnDirection>{t.text(statement)}</OwnDirection>
      </p>
      <div role="status" aria-live="polite">
        {signing && <p className="latch-muted">{t('Sign the message in your wallet.')}</p>}
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
