import { useInsertionEffect } from 'react'
import { useLatchRuntime } from '../context'
import { injectStyle } from '../utils/styleTag'

// CSS of the swap views (form, token picker, review). It travels with their chunks only.
const SWAP_CSS = `
.latch-swap-side{display:flex;flex-direction:column;gap:6px;padding:12px;border-radius:var(--latch-radius-m);background:var(--latch-surface)}
.latch-swap-side .latch-field-row{justify-content:space-between}
.latch-swap-side .latch-input{flex:1;min-width:0;font-size:var(--latch-fs-large,20px);background:transparent}
.latch-swap-out{flex:1;min-width:0;font-size:var(--latch-fs-large,20px);font-weight:600;overflow:hidden;text-overflow:ellipsis;font-variant-numeric:tabular-nums}
.latch-swap-out>.latch-muted{font-weight:400}
.latch-swap-pending{display:inline-flex;align-items:center;gap:8px;font-size:var(--latch-fs-body);font-weight:400;color:var(--latch-text-muted)}
.latch-swap-pending>.latch-spinner{position:static;flex:none;width:16px;height:16px;border-width:2px}
.latch-swap-token{display:inline-flex;align-items:center;gap:6px;min-height:40px;padding:4px 12px 4px 4px;border:1px solid var(--latch-border);
border-radius:var(--latch-radius-full);background:var(--latch-bg,transparent);color:var(--latch-text);font:inherit;font-weight:600;cursor:pointer;flex:none}
.latch-swap-token .latch-wallet-icon{width:28px;height:28px;font-size:13px}
.latch-swap-flip{align-self:center;margin:-8px 0;min-width:40px;min-height:40px;border-radius:var(--latch-radius-full)}
.latch-swap-warning{color:var(--latch-error,#d93025);font-weight:600}
.latch-token-list{display:flex;flex-direction:column;gap:4px;margin:0;padding:0;list-style:none}
.latch-token-pick{display:flex;width:100%;align-items:center;gap:12px;padding:8px;border:0;border-radius:var(--latch-radius-m);
background:var(--latch-surface);color:var(--latch-text);font:inherit;text-align:start;cursor:pointer}
.latch-token-pick[aria-current="true"]{outline:2px solid var(--latch-accent)}
`

/** Adds the swap CSS once, with the host's CSP nonce. */
export function useSwapStyles(): void {
  const { nonce } = useLatchRuntime()
  useInsertionEffect(() => {
    injectStyle('latch-style-swap', SWAP_CSS, nonce)
  }, [nonce])
}
