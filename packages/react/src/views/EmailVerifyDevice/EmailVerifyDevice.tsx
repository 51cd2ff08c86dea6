import { useLatchRuntime } from '../../context'
import { useEmbeddedState } from '../../hooks/useEmbeddedState'
import { useT } from '../../i18n/useT'
import { useEmbeddedStyles } from '../../styles/embeddedStyles'

/** A new device: the visitor approves it from the mail; core moves on to the code by itself. */
export default function EmailVerifyDevice() {
  useEmbeddedStyles()
  const { client } = useLatchRuntime()
  const { email, error } = useEmbeddedState()
  const t = useT()
  return (
    <div className="latch-center">
      <span className="latch-waiting" aria-hidden="true">
        <span className="latch-spinner" />
      </span>
      <p className="latch-heading">{t('Approve this device')}</p>
      <p className="latch-muted" role="status">
        {t(
          'Check your mail to approve this device. We sent a link to {email}; this continues by itself once you have approved.',
          { email: email ?? t('your email') },
        )}
      </p>
      {error && (
        <p className="latch-error-text" role="alert">
          {t.text(error)}
        </p>
      )}
      <button type="button" className="latch-secondary" onClick={() => client.router.back()}>
        {t('Use another email')}
      </button>
    </div>
  )
}
