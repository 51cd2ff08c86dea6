// @vitest-environment happy-dom
import { afterEach, expect, test, vi } from 'vitest'
import { warmUpDialogLayout } from './warmUp'

afterEach(() => vi.restoreAllMocks())

test('the warm-up lays out a hidden copy of the dialog frame once and leaves nothing in the page', () => {
  const before = document.body.innerHTML
  const laidOut: Element[] = []
  const measure = vi.spyOn(Element.prototype, 'getBoundingClientRect')
  measure.mockImplementation(function (this: Element) {
    laidOut.push(this)
    expect(this.isConnected).toBe(true)
    expect((this as HTMLElement).style.visibility).toBe('hidden')
    expect(this.getAttribute('aria-hidden')).toBe('true')
    expect(this.querySelector('.latch-dialog .latch-row')).not.toBeNull()
    return new DOMRect()
  })
  warmUpDialogLayout()
  expect(laidOut).toHaveLength(1)
  expect(document.body.innerHTML).toBe(before)
})
