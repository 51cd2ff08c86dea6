import type { LatchState } from '@latch/core'
import { PairingQr } from '../../components/PairingQr'
import { useLatchRuntime } from '../../context'
import { useLatchState } from '../../hooks/useLatchState'
import { useT } from '../../i18n/useT'
import '../../styles/embedded.css'
import '../../styles/walletList.css'

/**
 * Sign In With Farcaster: the sign-in link as a QR code to scan with a phone, the same link to
 * open here, then the wait while the Farcaster client answers; then the wallet gets ready.
 */
export default function ConnectingFarcaster() {
  const { client } = useLatchRuntime()
  const phase = useLatchState(selectPhase)
  const url = useLatchState(selectUrl)
  const t = useT()
  if (phase === 'authenticating') {
    return (
      <div className="latch-center">
        <span className="latch-waiting" aria-hidden="true">
          <span className="latch-spinner" />
        </span>
        <p className="latch-heading">{t('Signing you in')}</p>
        <p className="latch-muted" role="status">
          {t('{name} confirmed who you are; your wallet is getting ready.', { name: 'Farcaster' })}
        </p>
      </div>
    )
  }
  const copy = async () => {
    if (!url) return
    try {
      await navigator.clipboard.writeText(url)
      client.showToast('Link copied', 'success')
    } catch {
      client.showToast('Could not copy the link', 'error')
    }
  }
  return (
    <div className="latch-stack">
      <PairingQr uri={url} expired={false} walletName="Farcaster" />
      <div role="status" aria-live="polite">
        <p className="latch-heading">{t('Sign in with {name}', { name: 'Farcaster' })}</p>
        <p className="latch-muted">
          {url
            ? t('Scan with your phone and approve in your Farcaster app. This page signs you in once you do.')
            : t('Preparing the code…')}
        </p>
      </div>
      <div className="latch-wc-actions">
        {url && (
          <a className="latch-secondary" href={url} target="_blank" rel="noopener noreferrer">
            {t('Open {name}', { name: 'Farcaster' })}
          </a>
        )}
        <button type="button" className="latch-secondary" onClick={() => void copy()} disabled={!url}>
          {t('Copy link')}
        </button>
        <button
          type="button"
          className="latch-secondary"
          onClick={() => void client.embedded.cancelFarcaster()}
        >
          {t('Cancel')}
        </button>
      </div>
    </div>
  )
}

const selectPhase = (state: LatchState) => state.embedded.social?.phase
const selectUrl = (state: LatchState) =>
  Object.values(state.accounts).find((account) => account?.farcasterUrl)?.farcasterUrl
