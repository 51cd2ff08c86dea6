import { type LatchState, usesEmbeddedWallet } from '@latch/core'
import { FrameHost } from '../../components/FrameHost'
import { useLatchRuntime } from '../../context'
import { useLatchState } from '../../hooks/useLatchState'
import { useT } from '../../i18n/useT'
import '../../styles/embedded.css'

/**
 * A request waits for the user's approval. With the embedded wallet, its frame draws its own
 * Approve and Reject over this view's box (the page cannot answer for the user); any other wallet
 * asks in its own window.
 */
export default function ApproveTransaction() {
  const { client } = useLatchRuntime()
  const embedded = useLatchState(selectShowsFrame) && client.embedded.available()
  const t = useT()
  if (!embedded) {
    return (
      <div className="latch-center" role="status">
        <span className="latch-waiting" aria-hidden="true">
          <span className="latch-spinner" />
        </span>
        <p className="latch-heading">{t('Approve in your wallet')}</p>
        <p className="latch-muted">
          {t('Review the request in your wallet and approve or reject it there.')}
        </p>
      </div>
    )
  }
  return (
    <div className="latch-stack">
      <p className="latch-visually-hidden" role="status">
        {t('Review the request in the wallet below and approve or reject it.')}
      </p>
      <FrameHost />
    </div>
  )
}

/** The frame is shown when the active connection is the embedded wallet, or it asks for approval. */
const selectShowsFrame = (state: LatchState) =>
  usesEmbeddedWallet(state) || state.embedded.approval !== undefined
