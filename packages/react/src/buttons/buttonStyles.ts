// First-load CSS: the theme tokens and the two buttons. The modal's own rules arrive with its
// chunk (modal/modalStyles.ts). Sizes derive from the font-size and radius masters.
export const BASE_CSS = `
.latch-root,.latch-button{
--latch-font-family:var(--latch-web-font,)ui-sans-serif,system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif;
--latch-font-size-master:10px;--latch-border-radius-master:4px;--latch-z-index:999;--latch-modal-width:360px;
--latch-accent:#2563eb;--latch-accent-text:#ffffff;
--latch-fs-small:calc(var(--latch-font-size-master)*1.2);--latch-fs-body:calc(var(--latch-font-size-master)*1.4);
--latch-fs-title:calc(var(--latch-font-size-master)*1.6);--latch-fs-large:calc(var(--latch-font-size-master)*2.4);
--latch-radius-s:calc(var(--latch-border-radius-master)*2);--latch-radius-m:calc(var(--latch-border-radius-master)*3);
--latch-radius-l:calc(var(--latch-border-radius-master)*5);--latch-radius-full:999px;
--latch-bg:var(--latch-bg-base);--latch-surface:var(--latch-surface-base);--latch-surface-hover:var(--latch-surface-hover-base)}
[data-latch-theme="light"]{--latch-bg-base:#ffffff;--latch-surface-base:#f3f4f6;--latch-surface-hover-base:#e5e7eb;
--latch-text:#111827;--latch-text-muted:#4b5563;--latch-border:#e5e7eb;--latch-success:#047857;--latch-error:#b91c1c;
--latch-backdrop:rgba(17,24,39,.45);--latch-shadow:0 16px 48px rgba(17,24,39,.18);--latch-link:#1d4ed8}
[data-latch-theme="dark"]{--latch-bg-base:#16181d;--latch-surface-base:#22252c;--latch-surface-hover-base:#2d313a;
--latch-text:#f3f4f6;--latch-text-muted:#a7adb9;--latch-border:#2d313a;--latch-success:#34d399;--latch-error:#f87171;
--latch-backdrop:rgba(0,0,0,.6);--latch-shadow:0 16px 48px rgba(0,0,0,.5);--latch-link:#93c5fd}
.latch-button{display:inline-flex;align-items:center;gap:8px;box-sizing:border-box;min-height:40px;
padding:0 16px;border:1px solid transparent;border-radius:var(--latch-radius-full);cursor:pointer;
font-family:var(--latch-font-family);font-size:var(--latch-fs-body);font-weight:600;line-height:1;
background:var(--latch-accent);color:var(--latch-accent-text);transition:filter .15s ease}
.latch-button:hover{filter:brightness(1.08)}
.latch-button:focus-visible{outline:2px solid var(--latch-accent);outline-offset:2px}
.latch-button[data-variant="account"],.latch-button[data-variant="network"]{background:var(--latch-surface);
color:var(--latch-text);border-color:var(--latch-border);padding:0 12px 0 4px}
.latch-button[data-variant="network"]{padding-left:12px}
.latch-button[data-variant="warning"]{background:#b91c1c;color:#fff}
.latch-button[disabled]{cursor:progress;opacity:.7}
.latch-button .latch-avatar,.latch-button .latch-wallet-icon{display:inline-flex;align-items:center;justify-content:center;
width:28px;height:28px;flex:none;overflow:hidden;border-radius:var(--latch-radius-full);background:var(--latch-surface-hover);font-size:var(--latch-fs-small)}
.latch-button .latch-avatar>*{width:100%;height:100%;display:block;object-fit:cover}
.latch-button img.latch-wallet-icon{object-fit:cover}
.latch-button-balance{color:var(--latch-text-muted);font-weight:500}
@media (prefers-reduced-motion:reduce){.latch-button{transition:none}}
`
