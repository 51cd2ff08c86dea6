// Runs inside the page (added as an init script, kept as plain source text so no build helper
// leaks into it). On the first trusted click it polls once per animation frame until an element
// with role="dialog" is visible (also inside open shadow roots), then waits one more frame so the
// dialog has been painted, and stores the time since the click event's timeStamp.

export interface ProbeResult {
  clickToDialogMs: number
}

declare global {
  interface Window {
    __benchProbe?: ProbeResult
  }
}

export const PROBE_SCRIPT = `(() => {
  const visible = (el) => {
    const rect = el.getBoundingClientRect()
    if (rect.width === 0 || rect.height === 0) return false
    return el.checkVisibility({ opacityProperty: true, visibilityProperty: true })
  }
  const dialogVisible = () => {
    for (const el of document.querySelectorAll('[role="dialog"]')) if (visible(el)) return true
    for (const host of document.querySelectorAll('*')) {
      if (!host.shadowRoot) continue
      for (const el of host.shadowRoot.querySelectorAll('[role="dialog"]')) if (visible(el)) return true
    }
    return false
  }
  const onClick = (event) => {
    if (!event.isTrusted) return
    window.removeEventListener('click', onClick, true)
    const start = event.timeStamp
    const poll = () => {
      if (!dialogVisible()) return requestAnimationFrame(poll)
      requestAnimationFrame(() => {
        window.__benchProbe = { clickToDialogMs: performance.now() - start }
      })
    }
    requestAnimationFrame(poll)
  }
  window.addEventListener('click', onClick, true)
})()`
