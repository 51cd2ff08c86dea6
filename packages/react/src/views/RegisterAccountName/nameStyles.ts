import { useInsertionEffect } from 'react'
import { useLatchRuntime } from '../../context'
import { injectStyle } from '../../utils/styleTag'

// The name form's own layout: the field spans the dialog with its zone beside it, centred on the
// field's line, and the suggestions are full-width rows like the modal's other lists.
const NAME_CSS = `
.latch-name-form{align-items:stretch}
.latch-name-field{display:flex;align-items:center;gap:8px}
.latch-name-field .latch-input{flex:1;min-width:0}
.latch-name-field .latch-tag{flex:none;font-weight:600;color:var(--latch-text-muted)}
.latch-name-form .latch-list{width:100%}
.latch-section-title{margin:16px 4px 8px;font-size:var(--latch-fs-small);font-weight:600;color:var(--latch-text-muted);
text-transform:uppercase;letter-spacing:.04em}
`

/** Adds the name form's CSS once, with the host's CSP nonce. */
export function useNameStyles(): void {
  const { nonce } = useLatchRuntime()
  useInsertionEffect(() => {
    injectStyle('latch-style-names', NAME_CSS, nonce)
  }, [nonce])
}
