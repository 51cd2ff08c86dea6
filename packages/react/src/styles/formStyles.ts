// CSS of the modal's text fields and the email form. Connect without email login has neither, so
// it is not in the modal chunk: it comes with Connect's email and social part and with the views.
export const FORM_CSS = `
.latch-email{display:flex;flex-wrap:wrap;gap:8px;margin:0 0 12px}
.latch-email>.latch-error-text{flex-basis:100%;margin:0}
.latch-input{flex:1;min-width:0;min-height:40px;padding:0 14px;border:1px solid var(--latch-border);
border-radius:var(--latch-radius-full);background:var(--latch-surface);color:var(--latch-text);font:inherit}
.latch-input::placeholder{color:var(--latch-text-muted)}
.latch-list+.latch-email,.latch-email+.latch-list{margin-top:12px}
`
