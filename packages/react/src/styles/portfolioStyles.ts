import { useInsertionEffect } from 'react'
import { useLatchRuntime } from '../context'
import { injectStyle } from '../utils/styleTag'

// CSS of the Account view's balance and tabs, the portfolio (Tokens, NFTs, Activity) and Send and Receive. It travels
// with those chunks, so the modal's first paint carries none of it.
// The Account card stands at the modal's full height (the dialog's max-height caps 100vh): one
// height for every tab, so switching tabs never moves the tab bar of a centred card or a sheet.
const PORTFOLIO_CSS = `
.latch-account-head{display:grid;grid-template-columns:auto minmax(0,1fr);align-items:center;gap:12px;padding:4px 0 12px;text-align:start}
.latch-account-head>.latch-feature-actions{grid-column:1/-1}
.latch-account-head .latch-avatar{width:56px;height:56px}
.latch-address-line{display:flex;align-items:center;gap:2px;min-width:0}
.latch-address-line .latch-address{min-width:0;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
.latch-account-rows{gap:6px}
.latch-account-rows .latch-row{min-height:44px;padding-block:4px}
.latch-account-rows .latch-wallet-icon{width:32px;height:32px}
.latch-address-line .latch-icon-button{width:32px;height:32px;flex:none;color:var(--latch-text-muted)}
.latch-address-line .latch-icon-button svg{width:16px;height:16px}
.latch-header-network .latch-wallet-icon{width:28px;height:28px;border-radius:var(--latch-radius-full)}
.latch-root .latch-header>span:first-child:dir(rtl){scale:none}
.latch-feature-actions{display:flex;gap:8px;width:100%}
.latch-feature-actions>*{flex:1 1 0;min-width:0;padding-inline:4px}
.latch-tab-panel{padding:12px 0 4px}
.latch-overlay:not(.latch-inline) .latch-dialog:has(.latch-account){height:100vh}
.latch-balance{font-size:var(--latch-fs-title);color:var(--latch-text-muted);font-variant-numeric:tabular-nums}
.latch-tabs{display:grid;grid-template-columns:repeat(3,1fr);gap:4px;padding:4px;margin-top:8px;
border-radius:var(--latch-radius-full);background:var(--latch-surface);position:sticky;top:-8px;z-index:1;
box-shadow:0 0 0 4px var(--latch-bg)}
.latch-tab{min-height:32px;border:0;border-radius:var(--latch-radius-full);background:transparent;color:var(--latch-text-muted);
font:inherit;font-weight:600;cursor:pointer}
.latch-tab[aria-selected="true"]{background:var(--latch-bg);color:var(--latch-text)}
.latch-token-row{display:flex;align-items:center;gap:12px;padding:8px;border-radius:var(--latch-radius-m);background:var(--latch-surface)}
.latch-token-main{flex:1;min-width:0;display:flex;flex-direction:column}
.latch-token-main span,.latch-token-side span{overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
.latch-token-name{font-weight:600}
.latch-token-side{display:flex;flex-direction:column;align-items:flex-end;font-variant-numeric:tabular-nums;max-width:50%}
.latch-token-value{font-weight:600}
.latch-small{font-size:var(--latch-fs-small)}
.latch-nft-grid{display:grid;grid-template-columns:repeat(2,minmax(0,1fr));gap:8px;margin:0;padding:0;list-style:none}
.latch-nft{display:flex;flex-direction:column;gap:4px;padding:6px;border-radius:var(--latch-radius-m);background:var(--latch-surface);min-width:0}
.latch-nft-image{width:100%;aspect-ratio:1;border-radius:var(--latch-radius-s,6px);object-fit:cover;display:block;
background:var(--latch-surface-hover)}
.latch-nft-placeholder{display:flex;align-items:center;justify-content:center;color:var(--latch-text-muted);font-weight:700}
.latch-nft-name{font-weight:600;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
.latch-nft-meta{display:flex;justify-content:space-between;gap:4px;color:var(--latch-text-muted);font-size:var(--latch-fs-small)}
.latch-nft-meta span{overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
.latch-day-group{margin:0;padding:0;border:0;background:none;box-shadow:none;border-radius:0}
.latch-day{margin:12px 4px 6px;font-size:var(--latch-fs-small);font-weight:600;color:var(--latch-text-muted)}
.latch-activity{display:flex;align-items:center;gap:12px;padding:8px;border-radius:var(--latch-radius-m);background:var(--latch-surface)}
.latch-activity-icon{position:relative;flex:none;width:40px;height:40px}
.latch-activity-icon img,.latch-activity-glyph{width:40px;height:40px;border-radius:var(--latch-radius-full);display:flex;
align-items:center;justify-content:center;background:var(--latch-surface-hover);object-fit:cover}
.latch-activity-badge{position:absolute;inset-inline-end:-2px;bottom:-2px;width:18px;height:18px;border-radius:var(--latch-radius-full);
display:flex;align-items:center;justify-content:center;font-size:11px;font-weight:700;background:var(--latch-bg);
border:1px solid var(--latch-border);color:var(--latch-text)}
.latch-activity-badge[data-direction="received"]{color:var(--latch-success)}
.latch-activity-main{flex:1;min-width:0;display:flex;flex-direction:column}
.latch-activity-main span{overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
.latch-activity-title{font-weight:600}
.latch-activity-side{display:flex;flex-direction:column;align-items:flex-end;gap:2px;font-variant-numeric:tabular-nums}
.latch-sentinel{height:1px}
.latch-form{display:flex;flex-direction:column;gap:12px;padding-top:8px}
.latch-field{display:flex;flex-direction:column;gap:6px}
.latch-field-label{font-weight:600;font-size:var(--latch-fs-small);color:var(--latch-text-muted)}
.latch-field-row{display:flex;gap:8px;align-items:center}
.latch-field-row>.latch-wallet-icon{width:28px;height:28px;border-radius:var(--latch-radius-full);font-size:11px;flex:none}
.latch-resolved-address code{font-family:ui-monospace,SFMono-Regular,Menlo,monospace;word-break:break-all}
.latch-select{min-height:40px;padding:0 14px;border:1px solid var(--latch-border);border-radius:var(--latch-radius-full);
background:var(--latch-surface);color:var(--latch-text);font:inherit}
.latch-form .latch-input{width:100%}
.latch-form .latch-primary{width:100%}
.latch-summary{display:flex;flex-direction:column;gap:8px;margin:8px 0 0;padding:12px;border-radius:var(--latch-radius-m);background:var(--latch-surface)}
.latch-summary div{display:flex;justify-content:space-between;gap:12px}
.latch-summary dt{color:var(--latch-text-muted)}
.latch-summary dd{margin:0;font-weight:600;text-align:end;min-width:0;overflow-wrap:anywhere;font-variant-numeric:tabular-nums}
.latch-send-amount{font-size:var(--latch-fs-large,24px);font-weight:700;margin:8px 0 0;text-align:center}
.latch-qr{width:220px;height:220px;padding:12px;border-radius:var(--latch-radius-l);background:#fff;color:#000}
.latch-qr svg{width:100%;height:100%;display:block}
.latch-receive-address{max-width:100%;overflow-wrap:anywhere;font-family:ui-monospace,monospace;font-size:var(--latch-fs-small)}
.latch-chips{display:flex;flex-wrap:wrap;gap:6px;justify-content:center;margin:0;padding:0;list-style:none}
.latch-chip{display:inline-flex;align-items:center;gap:6px;padding:4px 10px 4px 4px;border-radius:var(--latch-radius-full);
background:var(--latch-surface);font-size:var(--latch-fs-small);font-weight:600}
.latch-chip .latch-wallet-icon{width:20px;height:20px;font-size:11px}
`

/** Adds the portfolio CSS once, with the host's CSP nonce. */
export function usePortfolioStyles(): void {
  const { nonce } = useLatchRuntime()
  useInsertionEffect(() => {
    injectStyle('latch-style-portfolio', PORTFOLIO_CSS, nonce)
  }, [nonce])
}
