import { CodeForm } from '../../components/CodeForm'
import { withLtr } from '../../components/Ltr'
import { useLatchRuntime } from '../../context'
import { useEmbeddedState } from '../../hooks/useEmbeddedState'
import { useT } from '../../i18n/useT'
import '../../styles/embedded.css'

/** The login code mailed to the address: six digits, paste works, resend under the 30 s cooldown. */
export default function EmailVerifyOtp() {
  const { client } = useLatchRuntime()
  const { email, error, busy } = useEmbeddedState()
  const t = useT()
  return (
    <div className="latch-stack">
      <p className="latch-heading">{t('Check your email')}</p>
      <CodeForm
        label={
          email
            ? withLtr(t('Enter the 6-digit code sent to {email}'), { email })
            : t('Enter the 6-digit code sent to your email')
        }
        error={error}
        busy={busy}
        onSubmit={(code) => void client.embedded.verifyOtp(code)}
        onResend={() => void client.embedded.resendCode()}
      />
    </div>
  )
}
