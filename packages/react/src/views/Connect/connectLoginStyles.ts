import { useInsertionEffect } from 'react'
import { useLatchRuntime } from '../../context'
import { warmUpDialogLayout } from '../../modal/warmUp'
import { FORM_CSS } from '../../styles/formStyles'
import { injectStyle } from '../../utils/styleTag'

// CSS of Connect's email and social part (./ConnectView): the email form, the social marks, the
// collapsed wallet list and the wallet guide. It travels with that chunk, so a page with wallets
// alone never parses it.
const CONNECT_LOGIN_CSS = `${FORM_CSS}
.latch-social-mark{color:#fff;font-weight:700}
.latch-social-mark[data-provider=google]{background:#1a73e8}.latch-social-mark[data-provider=x]{background:#000}
.latch-social-mark[data-provider=discord]{background:#5865f2}.latch-social-mark[data-provider=github]{background:#24292f}
.latch-social-mark[data-provider=apple]{background:#000}.latch-social-mark[data-provider=facebook]{background:#1877f2}
.latch-wallets:not(:first-child){margin-top:12px}
.latch-wallets .latch-wallet-icon>svg{width:20px;height:20px}
.latch-wallets:not(:last-child){margin-bottom:12px}
.latch-guide{margin:12px 0;text-align:center;color:var(--latch-text-muted)}
.latch-text-button{padding:0;border:0;background:none;font:inherit;font-weight:600;color:var(--latch-link);cursor:pointer}
.latch-text-button:hover{text-decoration:underline}
`

// This part's rows, for the hidden layout that warms the browser up before the first open. No text
// field: the browser's first one sets up form-control styles that stay in memory (82 kB of heap
// after load in the everything bench app, close to its budget), for about 2 ms off the click.
const LOGIN_SKELETON = `<form class="latch-email"><button type="submit" class="latch-primary">Continue</button></form>
<ul class="latch-list"><li><button type="button" class="latch-row"><span class="latch-wallet-icon latch-social-mark"
data-provider="google">G</span><span class="latch-row-label">Continue with Google</span></button></li></ul>`

function injectConnectLoginStyles(nonce?: string): void {
  injectStyle('latch-style-connect-login', CONNECT_LOGIN_CSS, nonce)
}

/**
 * Readies this part ahead of the first open (the idle prefetch): its styles go into the page, so
 * the click that opens Connect adds no style sheet (a new one restyles the whole page in that
 * frame), and its rows are laid out once, hidden (../../modal/warmUp).
 */
export function prepareConnectLogin(nonce?: string): void {
  injectConnectLoginStyles(nonce)
  warmUpDialogLayout(LOGIN_SKELETON)
}

export function useConnectLoginStyles(): void {
  const { nonce } = useLatchRuntime()
  useInsertionEffect(() => injectConnectLoginStyles(nonce), [nonce])
}
