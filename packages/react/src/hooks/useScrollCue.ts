import { type RefObject, useEffect } from 'react'

/** True when part of a scrolling region's content lies below what is shown (a pixel of slack for rounding). */
export function hasMoreBelow(box: {
  scrollTop: number
  clientHeight: number
  scrollHeight: number
}): boolean {
  return box.scrollTop + box.clientHeight < box.scrollHeight - 1
}

/**
 * Marks a scrolling region with `data-more-below` while content lies below its edge, so CSS can
 * fade that edge: a visitor sees the list goes on. Re-checked on scroll, when the region or its
 * content changes size, and when content is added or removed.
 */
export function useScrollCue(ref: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const region = ref.current
    if (!region) return
    const update = () => region.toggleAttribute('data-more-below', hasMoreBelow(region))
    const sizes = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(update)
    const watchChildren = () => {
      // Observing reports every size once the browser lays the page out for its next frame, so the
      // first check needs no layout of its own: reading sizes here would force one inside the
      // click that opened the dialog. Without ResizeObserver it is read at once.
      if (!sizes) return update()
      sizes.disconnect()
      sizes.observe(region)
      for (const child of region.children) sizes.observe(child)
    }
    const children = typeof MutationObserver === 'undefined' ? undefined : new MutationObserver(watchChildren)
    children?.observe(region, { childList: true })
    region.addEventListener('scroll', update, { passive: true })
    watchChildren()
    return () => {
      region.removeEventListener('scroll', update)
      sizes?.disconnect()
      children?.disconnect()
    }
  }, [ref])
}
