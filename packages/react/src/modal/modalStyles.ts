// The modal's CSS, loaded with the modal chunk. Wide screens get a centred 360 px card; screens
// up to 430 px wide get a bottom sheet. Motion is dropped under prefers-reduced-motion. The open
// motion never fades the card in: it is fully opaque from its first painted frame, so it reads at
// once; only its position moves and the backdrop's tint fades in behind it.
// Toasts, like alerts, take a row of their own between the header and the body: the view moves
// down to make room rather than lying under them (a spinner or QR code would otherwise show
// through or over the toast), and back, title and close stay in sight.
export const MODAL_CSS = `
.latch-root{font-family:var(--latch-font-family);font-size:var(--latch-fs-body);color:var(--latch-text);
line-height:1.4;-webkit-font-smoothing:antialiased}
.latch-root *,.latch-root *::before,.latch-root *::after{box-sizing:border-box}
.latch-overlay{position:fixed;inset:0;z-index:var(--latch-z-index);display:flex;align-items:center;
justify-content:center;padding:16px;background:var(--latch-backdrop);animation:latch-tint .16s ease-out}
.latch-dialog{position:relative;display:flex;flex-direction:column;width:var(--latch-modal-width);max-width:100%;
max-height:min(640px,calc(100vh - 32px));overflow:hidden;background:var(--latch-bg);color:var(--latch-text);
border:1px solid var(--latch-border);border-radius:var(--latch-radius-l);box-shadow:var(--latch-shadow);
animation:latch-rise .2s cubic-bezier(.2,.8,.2,1)}
.latch-dialog:focus{outline:none}
.latch-inline .latch-dialog{box-shadow:none;animation:none;max-height:none}
.latch-sheet{align-items:flex-end;padding:0}
.latch-sheet .latch-dialog{width:100%;max-height:calc(100vh - 48px);border-radius:var(--latch-radius-l) var(--latch-radius-l) 0 0;
border-bottom:0;animation:latch-slide .22s cubic-bezier(.2,.8,.2,1)}
@media (max-width:430px){.latch-overlay:not(.latch-inline){align-items:flex-end;padding:0}
.latch-overlay:not(.latch-inline) .latch-dialog{width:100%;border-radius:var(--latch-radius-l) var(--latch-radius-l) 0 0}}
.latch-header{display:grid;grid-template-columns:40px 1fr 40px;align-items:center;gap:8px;padding:12px 12px 4px}
.latch-title{margin:0;text-align:center;font-size:var(--latch-fs-title);font-weight:600;
overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
.latch-icon-button{display:inline-flex;align-items:center;justify-content:center;width:40px;height:40px;padding:0;
border:0;border-radius:var(--latch-radius-m);background:transparent;color:var(--latch-text);cursor:pointer}
.latch-icon-button:hover{background:var(--latch-surface-hover)}
.latch-icon-button[aria-disabled="true"]{opacity:.4;cursor:not-allowed}
.latch-icon-button[aria-disabled="true"]:hover{background:transparent}
.latch-icon-button svg{width:20px;height:20px}
.latch-header>:first-child:dir(rtl){scale:-1 1}
.latch-body{flex:1;overflow-y:auto;padding:8px 16px 16px;overscroll-behavior:contain}
.latch-scroll-cue{scrollbar-width:thin;scrollbar-color:var(--latch-text-muted) transparent}
.latch-scroll-cue[data-more-below]::after{content:"";display:block;position:sticky;bottom:0;z-index:1;height:48px;margin-top:-48px;
background:linear-gradient(transparent,var(--latch-bg));pointer-events:none}
.latch-root :focus-visible{outline:2px solid var(--latch-accent);outline-offset:2px}
.latch-root .latch-dialog:focus-visible{outline:none}
.latch-list{display:flex;flex-direction:column;gap:8px;margin:0;padding:0;list-style:none}
.latch-row{display:flex;align-items:center;gap:12px;width:100%;min-height:56px;padding:8px 12px 8px 8px;
border:0;border-radius:var(--latch-radius-m);background:var(--latch-surface);color:var(--latch-text);
font:inherit;font-weight:500;text-align:start;cursor:pointer;transition:background-color .12s ease}
.latch-row:hover{background:var(--latch-surface-hover)}
.latch-row[aria-current="true"]{box-shadow:inset 0 0 0 2px var(--latch-accent)}
.latch-row-label{flex:1;min-width:0;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
.latch-tag{flex:none;padding:2px 8px;border-radius:var(--latch-radius-full);font-size:var(--latch-fs-small);font-weight:600;
background:var(--latch-bg);color:var(--latch-text-muted)}
.latch-tag[data-tone="success"]{color:var(--latch-success)}
.latch-wallet-icon{flex:none;width:40px;height:40px;border-radius:var(--latch-radius-m);object-fit:cover;
background:var(--latch-surface-hover);display:inline-flex;align-items:center;justify-content:center;
color:var(--latch-text-muted);font-weight:700;overflow:hidden}
.latch-stack{display:flex;flex-direction:column;align-items:center;gap:12px;padding:16px 0;text-align:center}
.latch-error-text{color:var(--latch-error);overflow-wrap:anywhere}
.latch-primary,.latch-secondary{display:inline-flex;align-items:center;justify-content:center;gap:8px;min-height:40px;
padding:0 16px;border-radius:var(--latch-radius-full);font:inherit;font-weight:600;cursor:pointer;
border:1px solid var(--latch-border);text-decoration:none;white-space:nowrap}
.latch-stack p{margin:0}
.latch-primary{background:var(--latch-accent);color:var(--latch-accent-text);border-color:transparent}
.latch-primary:hover{filter:brightness(1.08)}
.latch-primary:disabled{opacity:.5;cursor:not-allowed;filter:none}
.latch-empty{padding:24px 8px;text-align:center;color:var(--latch-text-muted)}
.latch-toasts{flex:none;display:flex;flex-direction:column;gap:8px}
.latch-toast{display:flex;align-items:center;gap:8px;margin:4px 12px 0;padding:10px 14px;border-radius:var(--latch-radius-full);
background:var(--latch-text);color:var(--latch-bg);font-weight:600;box-shadow:var(--latch-shadow);
animation:latch-fade .16s ease-out}
.latch-toast[data-swapping]{visibility:hidden}
.latch-toast[data-detail]{flex-direction:column;align-items:flex-start;gap:2px;border-radius:var(--latch-radius-m)}
.latch-toast-detail{font-weight:400;font-size:var(--latch-fs-small);opacity:.85;overflow-wrap:anywhere;
display:-webkit-box;-webkit-box-orient:vertical;-webkit-line-clamp:2;overflow:hidden}
.latch-alert{margin:0 16px 8px;padding:10px 12px;border-radius:var(--latch-radius-m);background:var(--latch-surface);
border:1px solid var(--latch-error);color:var(--latch-text)}
.latch-alert strong{color:var(--latch-error);display:block}
.latch-visually-hidden{position:absolute;width:1px;height:1px;margin:-1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
.latch-list+.latch-list{margin-top:12px}
.latch-skeleton{position:relative;height:56px;border-radius:var(--latch-radius-m);background:var(--latch-surface);animation:latch-pulse 1.2s ease-in-out infinite}
.latch-skeleton::before,.latch-skeleton::after{content:"";position:absolute;background:var(--latch-surface-hover)}
.latch-skeleton::before{inset-inline-start:8px;top:8px;width:40px;height:40px;border-radius:var(--latch-radius-m)}
.latch-skeleton::after{inset-inline-start:60px;top:22px;width:40%;height:12px;border-radius:var(--latch-radius-full)}
@keyframes latch-pulse{50%{opacity:.5}}
@keyframes latch-fade{from{opacity:0}to{opacity:1}}
@keyframes latch-tint{from{background-color:transparent}}
@keyframes latch-rise{from{transform:translateY(8px) scale(.98)}to{transform:none}}
@keyframes latch-slide{from{transform:translateY(100%)}to{transform:none}}
.latch-shake{animation:latch-shake .5s ease-in-out}
@keyframes latch-shake{20%,60%{transform:translateX(-6px)}40%,80%{transform:translateX(6px)}}
@media (prefers-reduced-motion:reduce){.latch-overlay,.latch-dialog,.latch-shake,.latch-toast,.latch-row,.latch-skeleton{animation:none;transition:none}}
`
