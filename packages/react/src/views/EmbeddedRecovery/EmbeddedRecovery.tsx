import type { LatchState } from '@latch/core'
import { FrameHost } from '../../components/FrameHost'
import { useLatchState } from '../../hooks/useLatchState'
import type { MessageKey } from '../../i18n/messages'
import { useT } from '../../i18n/useT'
import '../../styles/embedded.css'

const STATUS: Record<'save' | 'enter', MessageKey> = {
  save: 'Your wallet is ready. Save its recovery key, shown below in the wallet, before you go on.',
  enter: 'This device is new to your wallet. Enter your recovery key in the wallet below.',
}

/**
 * The embedded wallet's recovery key, in the frame's own screen laid over this view: shown once
 * when the wallet is made, entered on a new device. The page never sees the key.
 */
export default function EmbeddedRecovery() {
  const mode = useLatchState(selectMode) ?? 'save'
  const t = useT()
  return (
    <div className="latch-stack">
      <p className="latch-visually-hidden" role="status">
        {t(STATUS[mode])}
      </p>
      <FrameHost />
    </div>
  )
}

const selectMode = (state: LatchState) => state.embedded.recovery
