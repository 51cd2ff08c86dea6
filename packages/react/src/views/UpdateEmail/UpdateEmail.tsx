import { EmailForm } from '../../components/EmailForm'
import { useLatchRuntime } from '../../context'
import { useAccount } from '../../hooks/useAccount'
import { useEmbeddedState } from '../../hooks/useEmbeddedState'
import { useEmbeddedStyles } from '../../styles/embeddedStyles'

/** Change the embedded wallet's email: the new address, then a code to each address. */
export default function UpdateEmail() {
  useEmbeddedStyles()
  const { client } = useLatchRuntime()
  const { error, busy } = useEmbeddedState()
  const current = useAccount().user?.email
  return (
    <div className="latch-stack">
      {current && <p className="latch-muted">Current email: {current}</p>}
      <EmailForm
        label="New email"
        submitLabel="Save"
        error={error}
        busy={busy}
        onSubmit={(email) => void client.embedded.updateEmail(email)}
      />
    </div>
  )
}
