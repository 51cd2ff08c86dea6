import type { LatchState } from '@latch/core'
import { useLatchRuntime } from '../../context'
import { useLatchState } from '../../hooks/useLatchState'
import { useT } from '../../i18n/useT'

/** The registered name, and the way back to the account that now shows it. */
export default function RegisterAccountNameSuccess() {
  const { client } = useLatchRuntime()
  const name = useLatchState(selectName)
  const t = useT()
  return (
    <div className="latch-stack">
      <p className="latch-heading" role="status">
        {name ? t('{name} is yours', { name }) : t('Name registered')}
      </p>
      <p className="latch-muted">{t('Your account now shows this name.')}</p>
      <button type="button" className="latch-primary" onClick={() => client.router.reset('Account')}>
        {t('Go to account')}
      </button>
    </div>
  )
}

const selectName = (state: LatchState) => {
  const name = state.router.data?.name
  return typeof name === 'string' ? name : state.names.registered
}
