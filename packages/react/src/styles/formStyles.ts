// CSS of the modal's text fields and the email form. Connect without email login has neither, so
// it is not in the modal chunk: it comes with Connect's email and social part and with the views.
// A field for an email, an amount or an address (.latch-ltr-value) keeps its text in left-to-right
// order in a right-to-left modal, where 'user@' would otherwise show as '@user' and '1.' as '.1',
// and stays aligned to the right there.
export const FORM_CSS = `
.latch-email{display:flex;flex-wrap:wrap;gap:8px;margin:0 0 12px}
.latch-email>.latch-error-text{flex-basis:100%;margin:0}
.latch-input{flex:1;min-width:0;min-height:40px;padding:0 14px;border:1px solid var(--latch-border);
border-radius:var(--latch-radius-full);background:var(--latch-surface);color:var(--latch-text);font:inherit}
.latch-input::placeholder{color:var(--latch-text-muted)}
.latch-ltr-value:not(:placeholder-shown){direction:ltr}
.latch-ltr-value:dir(rtl){text-align:right}
.latch-list+.latch-email,.latch-email+.latch-list{margin-top:12px}
`
