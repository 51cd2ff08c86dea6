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

test("a part's own rows are laid out inside the same hidden frame, above the wallet list", () => {
  const before = document.body.innerHTML
  const part = '<form class="latch-email"><input class="latch-input" type="email"></form>'
  const seen: string[] = []
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    const body = this.querySelector('.latch-body')
    seen.push([...(body?.children ?? [])].map((child) => child.className).join(' '))
    return new DOMRect()
  })
  warmUpDialogLayout(part)
  expect(seen).toEqual(['latch-email latch-list'])
  expect(document.body.innerHTML).toBe(before)
})
