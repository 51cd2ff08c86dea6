import { withLtr } from '../../components/Ltr'
import { useLatchRuntime } from '../../context'
import { useEmbeddedState } from '../../hooks/useEmbeddedState'
import type { MessageKey } from '../../i18n/messages'
import { useT } from '../../i18n/useT'
import '../../styles/embedded.css'

const DEVICE_LINK_SENT: MessageKey =
  'Check your mail to approve this device. We sent a link to {email}; this continues by itself once you have approved.'

/** A new device: the visitor approves it from the mail; core moves on to the code by itself. */
export default function EmailVerifyDevice() {
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
        {email ? withLtr(t(DEVICE_LINK_SENT), { email }) : t(DEVICE_LINK_SENT, { email: t('your email') })}
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
