// CSS every view but Connect shares: headings, muted lines, action rows, links, the account's
// avatar and address, the waiting spinner, text fields. It arrives with the first of those views (./../modal/
// viewExtras), so the modal chunk carries only what the dialog and Connect paint.
import { FORM_CSS } from './formStyles'

export const VIEW_CSS = `${FORM_CSS}
.latch-wallet-icon[data-size="large"]{width:72px;height:72px;border-radius:var(--latch-radius-l);font-size:var(--latch-fs-large)}
.latch-wallet-icon svg{width:20px;height:20px}
.latch-muted{color:var(--latch-text-muted)}
.latch-heading{margin:0;font-size:var(--latch-fs-title);font-weight:600}
.latch-actions{display:grid;grid-auto-flow:column;grid-auto-columns:1fr;gap:8px;width:100%}
.latch-link{color:var(--latch-link);text-decoration:none;font-weight:600}
.latch-link:hover{text-decoration:underline}
.latch-avatar{width:72px;height:72px;border-radius:var(--latch-radius-full);overflow:hidden;flex:none}
.latch-avatar img,.latch-avatar svg{width:100%;height:100%;display:block;object-fit:cover}
.latch-address{font-size:var(--latch-fs-title);font-weight:600;font-variant-numeric:tabular-nums}
.latch-spinner{width:80px;height:80px;border-radius:var(--latch-radius-full);border:3px solid var(--latch-surface-hover);
border-top-color:var(--latch-accent);position:absolute;animation:latch-spin 1s linear infinite}
.latch-waiting{position:relative;display:flex;align-items:center;justify-content:center;width:96px;height:96px}
@keyframes latch-spin{to{transform:rotate(360deg)}}
@media (prefers-reduced-motion:reduce){.latch-spinner{animation:none}}
.latch-primary svg,.latch-secondary svg{width:18px;height:18px;flex:none}
.latch-secondary{background:var(--latch-surface);color:var(--latch-text)}
.latch-secondary:hover{filter:brightness(1.08)}
.latch-secondary:disabled{opacity:.5;cursor:not-allowed;filter:none}
`
