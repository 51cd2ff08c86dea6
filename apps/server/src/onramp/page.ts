// The sandbox provider's page, as a visitor sees it in the window the modal opens. Every value
// shown passes through `escapeHtml`; the page runs no script and may not be framed.
import { centsText, unitsText } from './quote'
import type { OnRampOrder } from './service'

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
}
export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => ENTITIES[c] as string)

export const pageHeaders = (nonce: string) => ({
  'Content-Security-Policy': `default-src 'none'; style-src 'nonce-${nonce}'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'`,
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'no-referrer',
  'Cache-Control': 'no-store',
})

const STYLE = `
:root { color-scheme: light dark; --bg: #f5f5f7; --card: #fff; --text: #141414; --muted: #5c5c66; --line: #d7d7dd; --accent: #3348d4; --error: #b3261e; --ok: #1d6b3a; }
@media (prefers-color-scheme: dark) { :root { --bg: #141416; --card: #1f1f23; --text: #f1f1f3; --muted: #a9a9b3; --line: #3a3a42; --accent: #9aa8ff; --error: #ff8a80; --ok: #7fd89b; } }
* { box-sizing: border-box; }
body { margin: 0; font: 15px/1.45 system-ui, sans-serif; background: var(--bg); color: var(--text); }
main { max-width: 420px; margin: 24px auto; padding: 20px; background: var(--card); border: 1px solid var(--line); border-radius: 12px; }
h1 { font-size: 18px; margin: 0 0 4px; }
.badge { display: inline-block; font-size: 12px; padding: 2px 8px; border-radius: 999px; border: 1px solid var(--line); color: var(--muted); }
dl { display: grid; grid-template-columns: auto 1fr; gap: 6px 12px; margin: 16px 0; }
dt { color: var(--muted); } dd { margin: 0; text-align: right; overflow-wrap: anywhere; }
label { display: block; margin: 12px 0 4px; font-weight: 600; }
input { width: 100%; padding: 10px; font: inherit; color: var(--text); background: var(--bg); border: 1px solid var(--line); border-radius: 8px; }
input:focus-visible, button:focus-visible { outline: 2px solid var(--accent); outline-offset: 2px; }
.row { display: grid; grid-template-columns: 1fr 1fr; gap: 12px; }
button { width: 100%; margin-top: 16px; padding: 12px; font: inherit; font-weight: 600; color: var(--card); background: var(--accent); border: 0; border-radius: 8px; cursor: pointer; }
.muted { color: var(--muted); font-size: 13px; }
.error { color: var(--error); font-weight: 600; }
.ok { color: var(--ok); font-weight: 600; }
code { overflow-wrap: anywhere; }
`

function layout(title: string, nonce: string, body: string, refresh = false) {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
${refresh ? '<meta http-equiv="refresh" content="1">' : ''}<title>${escapeHtml(title)}</title>
<style nonce="${nonce}">${STYLE}</style></head>
<body><main>${body}</main></body></html>`
}

function summary(order: OnRampOrder) {
  const fiat = (cents: bigint) => `${centsText(cents)} ${order.paymentCurrency}`
  const rows: Array<[string, string]> = [
    ['You pay', fiat(order.paymentTotalCents)],
    ['Provider fee', fiat(order.providerFeeCents)],
    ['Network fee', fiat(order.networkFeeCents)],
    ['You receive', `${unitsText(BigInt(order.purchaseUnits), order.decimals)} ${order.purchaseCurrency}`],
    ['Network', order.chain],
    ['To wallet', order.address],
  ]
  return `<dl>${rows.map(([k, v]) => `<dt>${escapeHtml(k)}</dt><dd>${escapeHtml(v)}</dd>`).join('')}</dl>`
}

const HEADER = '<h1>Latch Sandbox Pay</h1><span class="badge">Sandbox: no real payment</span>'

/** The order with the test-card form (created), or where its payout stands (afterwards). */
export function orderPage(order: OnRampOrder, nonce: string, error?: string): string {
  if (order.status === 'created') {
    const total = `${centsText(order.paymentTotalCents)} ${order.paymentCurrency}`
    return layout(
      'Pay with card',
      nonce,
      `${HEADER}${summary(order)}
<form method="post" action="${escapeHtml(order.id)}/pay" autocomplete="off">
${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ''}
<label for="number">Card number</label>
<input id="number" name="number" inputmode="numeric" placeholder="4242 4242 4242 4242" required maxlength="23">
<div class="row"><div><label for="expiry">Expiry (MM/YY)</label><input id="expiry" name="expiry" placeholder="12/34" required maxlength="7"></div>
<div><label for="cvc">Security code</label><input id="cvc" name="cvc" inputmode="numeric" placeholder="123" required maxlength="4"></div></div>
<button type="submit">Pay ${escapeHtml(total)}</button>
<p class="muted">Test card 4242 4242 4242 4242, any future expiry and any 3 digits. 4000 0000 0000 0002 is declined.</p>
</form>`,
    )
  }
  const amount = `${unitsText(BigInt(order.purchaseUnits), order.decimals)} ${order.purchaseCurrency}`
  const tx = order.transactionHash
    ? `<p class="muted">Transaction <code>${escapeHtml(order.transactionHash)}</code></p>`
    : ''
  if (order.status === 'completed') {
    return layout(
      'Payment complete',
      nonce,
      `${HEADER}<p class="ok" role="status">Payment complete: ${escapeHtml(amount)} sent to your wallet.</p>${tx}
<p>You can close this window and return to the app.</p>${summary(order)}`,
    )
  }
  if (order.status === 'failed') {
    return layout(
      'Payout failed',
      nonce,
      `${HEADER}<p class="error" role="alert">${escapeHtml(order.failure ?? 'The payout failed.')}</p>${tx}${summary(order)}`,
    )
  }
  return layout(
    'Sending',
    nonce,
    `${HEADER}<p role="status">Payment received. Sending ${escapeHtml(amount)} to your wallet…</p>${tx}${summary(order)}`,
    true,
  )
}

/** For a page address that names no order (unknown or malformed id). */
export function missingPage(nonce: string): string {
  return layout('Order not found', nonce, `${HEADER}<p class="error" role="alert">No order with this id.</p>`)
}
