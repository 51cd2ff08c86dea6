import { CodeForm } from '../../components/CodeForm'
import { useLatchRuntime } from '../../context'
import { useAccount } from '../../hooks/useAccount'
import { useEmbeddedState } from '../../hooks/useEmbeddedState'
import { useEmbeddedStyles } from '../../styles/embeddedStyles'

/** The two codes of an email change: first the current address's, then the new one's. */
export default function UpdateEmailOtp() {
  useEmbeddedStyles()
  const { client } = useLatchRuntime()
  const { update, error, busy } = useEmbeddedState()
  const current = useAccount().user?.email
  if (!update) return <p className="latch-empty">No email change in progress.</p>
  const primary = update.step === 'VERIFY_PRIMARY_OTP'
  return (
    <div className="latch-stack">
      <p className="latch-heading">{primary ? 'Confirm it is you' : 'Confirm your new email'}</p>
      <CodeForm
        // A fresh field for the second code.
        key={update.step}
        label={`Enter the 6-digit code sent to ${primary ? (current ?? 'your current email') : update.email}`}
        error={error}
        busy={busy}
        onSubmit={(code) => void client.embedded.verifyUpdateOtp(code)}
      />
    </div>
  )
}
