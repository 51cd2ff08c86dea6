import { CodeForm } from '../../components/CodeForm'
import { withLtr } from '../../components/Ltr'
import { useLatchRuntime } from '../../context'
import { useAccount } from '../../hooks/useAccount'
import { useEmbeddedState } from '../../hooks/useEmbeddedState'
import { useT } from '../../i18n/useT'
import '../../styles/embedded.css'

/** The two codes of an email change: first the current address's, then the new one's. */
export default function UpdateEmailOtp() {
  const { client } = useLatchRuntime()
  const { update, error, busy } = useEmbeddedState()
  const current = useAccount().user?.email
  const t = useT()
  if (!update) return <p className="latch-empty">{t('No email change in progress.')}</p>
  const primary = update.step === 'VERIFY_PRIMARY_OTP'
  return (
    <div className="latch-stack">
      <p className="latch-heading">{primary ? t('Confirm it is you') : t('Confirm your new email')}</p>
      <CodeForm
        // A fresh field for the second code.
        key={update.step}
        label={
          primary && !current
            ? t('Enter the 6-digit code sent to your current email')
            : withLtr(t('Enter the 6-digit code sent to {email}'), {
                email: primary ? (current as string) : update.email,
              })
        }
        error={error}
        busy={busy}
        onSubmit={(code) => void client.embedded.verifyUpdateOtp(code)}
      />
    </div>
  )
}
