import type { LatchState } from '@latch/core'
import { useLatchRuntime } from '../../context'
import { useLatchState } from '../../hooks/useLatchState'
import { useT } from '../../i18n/useT'
import '../../styles/embedded.css'
import { socialName } from '../../utils/social'

/** A social login in progress: the provider's window is open, then its answer is redeemed. */
export default function ConnectingSocial() {
  const { client } = useLatchRuntime()
  const social = useLatchState(selectSocial)
  const t = useT()
  const name = social ? socialName(social.provider) : t('the provider')
  const authenticating = social?.phase === 'authenticating'
  return (
    <div className="latch-center">
      <span className="latch-waiting" aria-hidden="true">
        <span className="latch-spinner" />
      </span>
      <p className="latch-heading">
        {authenticating ? t('Signing you in') : t('Continue with {name}', { name })}
      </p>
      <p className="latch-muted" role="status">
        {authenticating
          ? t('{name} confirmed who you are; your wallet is getting ready.', { name })
          : t('Sign in with {name} in the window that opened, then come back here.', { name })}
      </p>
      {!authenticating && (
        <button type="button" className="latch-secondary" onClick={() => void client.embedded.cancelSocial()}>
          {t('Cancel')}
        </button>
      )}
    </div>
  )
}

const selectSocial = (state: LatchState) => state.embedded.social
