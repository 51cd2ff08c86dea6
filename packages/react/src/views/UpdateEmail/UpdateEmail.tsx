import { EmailForm } from '../../components/EmailForm'
import { withLtr } from '../../components/Ltr'
import { useLatchRuntime } from '../../context'
import { useAccount } from '../../hooks/useAccount'
import { useEmbeddedState } from '../../hooks/useEmbeddedState'
import { useT } from '../../i18n/useT'
import '../../styles/embedded.css'

/** Change the embedded wallet's email: the new address, then a code to each address. */
export default function UpdateEmail() {
  const { client } = useLatchRuntime()
  const { error, busy } = useEmbeddedState()
  const current = useAccount().user?.email
  const t = useT()
  return (
    <div className="latch-stack">
      {current && <p className="latch-muted">{withLtr(t('Current email: {email}'), { email: current })}</p>}
      <EmailForm
        label={t('New email')}
        submitLabel={t('Save')}
        error={error}
        busy={busy}
        onSubmit={(email) => void client.embedded.updateEmail(email)}
      />
    </div>
  )
}
