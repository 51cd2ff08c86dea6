// What Latch writes as CSS at run time (the host's theme variables, the web font's import) goes in
// <style> elements made once per id, carrying the host's CSP nonce, so the modal needs no inline
// style attributes and works under `style-src 'nonce-…'`. Everything else is the package's own
// stylesheets, which the host's bundler emits.

export function injectStyle(id: string, css: string, nonce?: string): HTMLStyleElement | null {
  if (typeof document === 'undefined') return null
  const existing = document.getElementById(id)
  if (existing instanceof HTMLStyleElement) {
    if (existing.textContent !== css) existing.textContent = css
    return existing
  }
  const style = document.createElement('style')
  style.id = id
  if (nonce) style.setAttribute('nonce', nonce)
  style.textContent = css
  document.head.appendChild(style)
  return style
}
