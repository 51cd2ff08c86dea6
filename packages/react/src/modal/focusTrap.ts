// Keeps keyboard focus inside the dialog: Tab and Shift+Tab wrap around its focusable elements.
const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',')

export function focusableElements(container: HTMLElement): HTMLElement[] {
  // tabindex="-1" takes an element out of the Tab order (roving tabs, for one) whatever its kind.
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (element) =>
      element.getAttribute('tabindex') !== '-1' &&
      !element.hasAttribute('inert') &&
      element.getAttribute('aria-hidden') !== 'true',
  )
}

/** Handles a Tab keydown inside `container`; returns true when it moved focus itself. */
export function trapTab(
  container: HTMLElement,
  event: KeyboardEvent | { key: string; shiftKey: boolean },
): boolean {
  if (event.key !== 'Tab') return false
  const elements = focusableElements(container)
  const first = elements[0]
  const last = elements[elements.length - 1]
  if (!first || !last) {
    container.focus()
    return true
  }
  const active = container.ownerDocument.activeElement
  const inside = active instanceof HTMLElement && container.contains(active)
  if (event.shiftKey && (!inside || active === first || active === container)) {
    last.focus()
    return true
  }
  if (!event.shiftKey && (!inside || active === last)) {
    first.focus()
    return true
  }
  return false
}
