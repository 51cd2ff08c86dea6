import { useInsertionEffect } from 'react'
import { useLatchRuntime } from '../context'
import { injectStyle } from '../utils/styleTag'

/** The wallet frame's box in ApproveTransaction: the frame is laid over it, sized by it. */
export const FRAME_HOST_HEIGHT = 'min(440px,calc(100vh - 160px))'

// CSS of the email views and ApproveTransaction; it travels with those views' chunks.
const EMBEDDED_CSS = `
.latch-code{align-items:stretch;text-align:start}
.latch-stack>.latch-email{align-self:stretch}
.latch-code .latch-actions{justify-content:space-between}
.latch-code-input{flex:none;text-align:center;letter-spacing:.5em;font-size:1.4em;font-variant-numeric:tabular-nums}
.latch-code .latch-error-text{margin:0}
.latch-frame-host{display:block;width:100%;height:${FRAME_HOST_HEIGHT};border-radius:var(--latch-radius-m);background:var(--latch-surface)}
.latch-center{display:flex;flex-direction:column;align-items:center;gap:12px;text-align:center}
`

export function useEmbeddedStyles(): void {
  const { nonce } = useLatchRuntime()
  useInsertionEffect(() => {
    injectStyle('latch-style-embedded', EMBEDDED_CSS, nonce)
  }, [nonce])
}
