import type { LatchState } from '@latch/core'
import { useLatchRuntime } from '../../context'
import { useLatchState } from '../../hooks/useLatchState'

/** The registered name, and the way back to the account that now shows it. */
export default function RegisterAccountNameSuccess() {
  const { client } = useLatchRuntime()
  const name = useLatchState(selectName)
  return (
    <div className="latch-stack">
      <p className="latch-heading" role="status">
        {name ? `${name} is yours` : 'Name registered'}
      </p>
      <p className="latch-muted">Your account now shows this name.</p>
      <button type="button" className="latch-primary" onClick={() => client.router.reset('Account')}>
        Go to account
      </button>
    </div>
  )
}

const selectName = (state: LatchState) => {
  const name = state.router.data?.name
  return typeof name === 'string' ? name : state.names.registered
}
