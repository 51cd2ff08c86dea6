// Code that runs inside the page, kept as plain source text so no build helper leaks into it.
//
// OPEN_SCRIPT is the outside measure of opening: `t0 = performance.now()`, `button.click()`, then
// on every animation frame until a dialog is attached, has a non-empty box and passes
// `checkVisibility({ visibilityProperty: true })`; it counts those frames too. It also lists the requests that started between
// the click and that frame (read once they have finished, see startedBetween): anything there
// sits on the click's critical path.
//
// FIRST_PAINT_SCRIPT (an init script) notes, from the document's start, the first button's label
// and variant in every animation frame, to tell what a reload shows in its first paint.

export interface OpenResult {
  clickToDialogMs: number
  /**
   * Animation frames from the click to the first one the dialog is visible in: 1 is the frame the
   * click produces (the dialog rendered before it, with no promise between the click and the commit).
   */
  frames: number
  /**
   * Buttons, fields and links in the dialog in that frame: a dialog with its header's buttons
   * alone (2 or fewer) showed an empty card, its view still to come.
   */
  controls: number
  /** performance.now() at the click and at the frame the dialog was first visible in. */
  t0: number
  t1: number
}

export interface PaintFrame {
  t: number
  label: string
  variant: string | null
}

declare global {
  interface Window {
    __benchFrames?: PaintFrame[]
  }
}

/** Evaluated in the page; resolves with an OpenResult. */
export const OPEN_SCRIPT = `new Promise((resolve, reject) => {
  const shown = (el) => {
    if (!el.isConnected) return false
    const rect = el.getBoundingClientRect()
    if (rect.width === 0 || rect.height === 0) return false
    return el.checkVisibility({ visibilityProperty: true })
  }
  const roots = () => {
    const found = [document]
    for (const host of document.querySelectorAll('*')) if (host.shadowRoot) found.push(host.shadowRoot)
    return found
  }
  const shownDialog = () => {
    for (const root of roots())
      for (const dialog of root.querySelectorAll('dialog, [role="dialog"]')) if (shown(dialog)) return dialog
  }
  const dialogShown = () => shownDialog() !== undefined
  const button = document.querySelector('button')
  if (!button) return reject(new Error('no button on the page'))
  if (dialogShown()) return reject(new Error('a dialog is visible before the click'))
  const t0 = performance.now()
  button.click()
  const started = performance.now()
  let frames = 0
  const poll = () => {
    frames++
    if (!dialogShown()) {
      if (performance.now() - started > 15000) return reject(new Error('no dialog within 15 s'))
      return requestAnimationFrame(poll)
    }
    const t1 = performance.now()
    const controls = shownDialog().querySelectorAll('button, input, select, textarea, a[href]').length
    resolve({ clickToDialogMs: t1 - t0, frames, controls, t0, t1 })
  }
  requestAnimationFrame(poll)
})`

/**
 * Resolves once the idle prefetch has run on a page with a Latch button (the modal's stylesheet,
 * which comes with its chunk, is in the page), at once on a page without one. Plain page code
 * rather than Playwright's waitForFunction, whose helper script would stay in the page's heap and
 * be counted.
 */
export const PREFETCHED_SCRIPT = `new Promise((resolve, reject) => {
  const started = performance.now()
  const modalStyled = () => [...document.styleSheets].some((sheet) => {
    try {
      return [...sheet.cssRules].some((rule) => rule.selectorText === '.latch-dialog')
    } catch {
      return false
    }
  })
  const check = () => {
    if (!document.querySelector('.latch-button') || modalStyled()) return resolve(true)
    if (performance.now() - started > 15000) return reject(new Error('the idle prefetch did not run within 15 s'))
    setTimeout(check, 50)
  }
  check()
})`

/** Resolves once no resource has started or been pending for `quietMs` (the idle prefetch done). */
export const SETTLED_SCRIPT = `new Promise((resolve) => {
  const quietMs = 500
  let count = -1
  let since = performance.now()
  const check = () => {
    const entries = performance.getEntriesByType('resource')
    if (entries.length !== count) {
      count = entries.length
      since = performance.now()
    }
    if (performance.now() - since >= quietMs) return resolve(count)
    setTimeout(check, 50)
  }
  check()
})`

export const FIRST_PAINT_SCRIPT = `(() => {
  const frames = (window.__benchFrames = [])
  const start = performance.now()
  const note = () => {
    const button = document.querySelector('#root button')
    if (button) frames.push({ t: performance.now(), label: button.textContent ?? '', variant: button.getAttribute('data-variant') })
    if (performance.now() - start < 3000) requestAnimationFrame(note)
  }
  requestAnimationFrame(note)
})()`

/**
 * URLs of the resources whose fetch started between t0 and t1 (performance.now() times). Images
 * the dialog shows are left out: it is painted with their placeholders and never waits for them.
 */
export const startedBetween = (t0: number, t1: number) => `performance
  .getEntriesByType('resource')
  .filter((entry) => entry.startTime >= ${t0} && entry.startTime <= ${t1} && entry.initiatorType !== 'img')
  .map((entry) => entry.name)`
