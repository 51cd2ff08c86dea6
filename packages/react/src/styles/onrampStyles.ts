import { useInsertionEffect } from 'react'
import { useLatchRuntime } from '../context'
import { injectStyle } from '../utils/styleTag'

// The Buy views' few rules of their own, loaded with them.
const ONRAMP_CSS = `
.latch-onramp-head{display:flex;flex-direction:column;align-items:center;gap:8px;text-align:center}
.latch-onramp-head .latch-send-amount{margin:0}
`

/** Adds the on-ramp CSS once, with the host's CSP nonce. */
export function useOnRampStyles(): void {
  const { nonce } = useLatchRuntime()
  useInsertionEffect(() => {
    injectStyle('latch-style-onramp', ONRAMP_CSS, nonce)
  }, [nonce])
}
