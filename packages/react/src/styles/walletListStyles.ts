import { useInsertionEffect } from 'react'
import { useLatchRuntime } from '../context'
import { injectStyle } from '../utils/styleTag'

// The wallet list's height. Loading, empty and error states keep it too, so the dialog does not
// jump in size while the visitor types a search; flow-root keeps their margins inside it.
// Four and a half rows: the half row shows there is more to scroll to.
const LIST_HEIGHT = 'min(460px,calc(100vh - 200px))'

// CSS of the wallet directory and of WalletConnect pairing; it travels with those views' chunks.
const WALLETS_CSS = `
.latch-search{display:flex;flex-wrap:wrap;gap:8px;margin-bottom:12px}
.latch-search .latch-input{flex:1 1 140px}
.latch-filter{display:inline-flex;align-items:center;gap:6px;min-height:40px;padding:0 14px 0 10px;border:1px solid var(--latch-border);
border-radius:var(--latch-radius-full);background:var(--latch-surface);color:var(--latch-text);font:inherit;font-weight:500;white-space:nowrap;cursor:pointer}
.latch-filter:hover{background:var(--latch-surface-hover)}
.latch-filter[aria-pressed="true"]{background:var(--latch-accent);border-color:transparent;color:var(--latch-accent-text)}
.latch-filter[aria-pressed="true"] .latch-certified{background:var(--latch-accent-text);color:var(--latch-accent)}
.latch-wallet-body{display:flow-root;min-height:${LIST_HEIGHT}}
.latch-wallet-scroller{height:${LIST_HEIGHT};overflow-y:auto;overscroll-behavior:contain;margin:0 -4px}
.latch-wallet-rows{position:relative;width:100%}
.latch-wallet-grid-row{position:absolute;top:0;inset-inline-start:0;width:100%;display:grid;grid-template-columns:repeat(4,minmax(0,1fr));gap:6px;padding:0 4px 6px}
.latch-wallet-tile{display:flex;flex-direction:column;align-items:center;gap:4px;min-width:0;height:104px;padding:8px 4px 6px;
border:0;border-radius:var(--latch-radius-m);background:var(--latch-surface);color:var(--latch-text);font:inherit;cursor:pointer}
.latch-wallet-tile:hover{background:var(--latch-surface-hover)}
.latch-wallet-tile-name{width:100%;font-size:var(--latch-fs-small);line-height:1.2;text-align:center;overflow:hidden;
display:-webkit-box;-webkit-box-orient:vertical;-webkit-line-clamp:2;overflow-wrap:anywhere}
.latch-wallet-tile-mark{position:relative}
.latch-wallet-tile-badge{position:absolute;inset-inline-end:-4px;bottom:-4px;width:14px;height:14px;border-radius:50%;
background:var(--latch-success);border:2px solid var(--latch-surface)}
.latch-certified{display:inline-flex;align-items:center;justify-content:center;flex:none;width:16px;height:16px;border-radius:50%;
background:var(--latch-accent);color:var(--latch-accent-text)}
.latch-certified svg{width:12px;height:12px;stroke-width:3}
.latch-wallet-tile-certified{position:absolute;inset-inline-end:-5px;top:-5px;box-sizing:content-box;border:2px solid var(--latch-surface)}
.latch-wallet-tile:hover :is(.latch-wallet-tile-certified,.latch-wallet-tile-badge){border-color:var(--latch-surface-hover)}
.latch-wallet-image{position:relative;display:block;width:48px;height:48px;flex:none;border-radius:var(--latch-radius-m);overflow:hidden;
background:var(--latch-surface-hover)}
.latch-wallet-image>span{position:absolute;inset:0;display:flex;align-items:center;justify-content:center;font-weight:700;
color:var(--latch-text-muted)}
.latch-wallet-image>img{position:absolute;inset:0;width:100%;height:100%;object-fit:cover;opacity:0;transition:opacity .15s}
.latch-wallet-image>img[data-loaded]{opacity:1}
.latch-wallet-skeleton{height:104px;border-radius:var(--latch-radius-m);background:var(--latch-surface);animation:latch-pulse 1.2s ease-in-out infinite}
.latch-wallet-more{display:flex;justify-content:center;padding:8px 0}
.latch-wallet-more .latch-spinner{width:28px;height:28px}
.latch-wallet-skeleton-grid{display:grid;grid-template-columns:repeat(4,minmax(0,1fr));gap:6px}
.latch-qr{position:relative;width:100%;max-width:280px;aspect-ratio:1;padding:12px;border-radius:var(--latch-radius-l);background:#fff}
.latch-qr svg{display:block;width:100%;height:100%}
.latch-qr[data-expired]{opacity:.3}
.latch-qr-logo{position:absolute;left:50%;top:50%;width:22%;height:22%;transform:translate(-50%,-50%);display:flex;align-items:center;
justify-content:center;padding:4px;border-radius:var(--latch-radius-m);background:#fff}
.latch-qr-logo .latch-wallet-image{width:100%;height:100%}
.latch-qr-placeholder{display:flex;align-items:center;justify-content:center;width:100%;height:100%;color:#666}
.latch-wc-actions{display:flex;flex-direction:column;gap:8px;width:100%}
.latch-wc-actions a{text-decoration:none}
@media (prefers-reduced-motion:reduce){.latch-wallet-skeleton{animation:none}.latch-wallet-image>img{transition:none}}
`

export function useWalletListStyles(): void {
  const { nonce } = useLatchRuntime()
  useInsertionEffect(() => {
    injectStyle('latch-style-wallets', WALLETS_CSS, nonce)
  }, [nonce])
}
