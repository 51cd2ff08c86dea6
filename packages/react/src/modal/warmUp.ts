// The first dialog a page lays out costs several milliseconds more than the next: the browser
// matches the modal's rules for the first time and shapes text in weights the page has not used
// yet. Laying out a hidden copy of the dialog's frame once, when the browser is idle, moves that
// work out of the click. Plain DOM, no React, removed in the same task, never painted.

const SKELETON = `<div class="latch-overlay"><div class="latch-dialog"><div class="latch-header"><span></span>
<h2 class="latch-title">Connect Wallet</h2><button type="button" class="latch-icon-button"></button></div>
<div class="latch-body latch-scroll-cue"><ul class="latch-list"><li><button type="button" class="latch-row">
<span class="latch-wallet-icon">W</span><span class="latch-row-label">WalletConnect</span>
<span class="latch-tag">QR Code</span></button></li></ul></div></div></div>`

/**
 * Colours do not change the layout: one theme serves both. A part of the dialog that comes in a
 * chunk of its own (Connect's email and social part) passes its own rows, laid out above the list.
 */
export function warmUpDialogLayout(part = ''): void {
  if (typeof document === 'undefined' || !document.body) return
  const root = unseenLayer()
  root.className = 'latch-root'
  root.setAttribute('data-latch-theme', 'dark')
  root.innerHTML = part
    ? SKELETON.replace('<ul class="latch-list">', `${part}<ul class="latch-list">`)
    : SKELETON
  document.body.appendChild(root)
  root.getBoundingClientRect()
  root.remove()
}

/**
 * The first number a page writes for a locale (`toLocaleString`, `Intl.NumberFormat`) costs 20 to
 * 30 ms in Chromium, which loads the ICU data then; the next ones cost nothing, whatever the
 * locale. Connect's counts (More, All Wallets) and Account's balances write numbers as they open,
 * so one is written here, when the browser is idle, rather than inside the click.
 */
export function warmUpNumbers(): void {
  ;(0).toLocaleString()
}

/**
 * An element to lay out in the page without anyone seeing, hearing or pointing at it: for work
 * done and removed in the same task, so never painted.
 */
export function unseenLayer(): HTMLDivElement {
  const layer = document.createElement('div')
  layer.setAttribute('aria-hidden', 'true')
  // CSSOM, not a style attribute: allowed under a nonce-only style-src.
  layer.style.visibility = 'hidden'
  layer.style.position = 'fixed'
  layer.style.pointerEvents = 'none'
  return layer
}
