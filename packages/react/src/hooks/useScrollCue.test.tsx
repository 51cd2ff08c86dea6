// @vitest-environment happy-dom
import { act, render } from '@testing-library/react'
import { useRef } from 'react'
import { describe, expect, test } from 'vitest'
import { hasMoreBelow, useScrollCue } from './useScrollCue'

function Region() {
  const ref = useRef<HTMLDivElement>(null)
  useScrollCue(ref)
  return <div ref={ref} data-testid="region" />
}

/** Gives the region a layout happy-dom does not compute: a 300 px window on 900 px of content. */
function layOut(region: HTMLElement, scrollTop: number) {
  Object.defineProperty(region, 'clientHeight', { configurable: true, value: 300 })
  Object.defineProperty(region, 'scrollHeight', { configurable: true, value: 900 })
  Object.defineProperty(region, 'scrollTop', { configurable: true, value: scrollTop })
}

describe('the scroll cue', () => {
  test('more lies below until the region is scrolled to its end', () => {
    expect(hasMoreBelow({ scrollTop: 0, clientHeight: 300, scrollHeight: 900 })).toBe(true)
    expect(hasMoreBelow({ scrollTop: 600, clientHeight: 300, scrollHeight: 900 })).toBe(false)
    // Fractional layouts leave up to a pixel of slack at the end.
    expect(hasMoreBelow({ scrollTop: 599.5, clientHeight: 300, scrollHeight: 900 })).toBe(false)
    expect(hasMoreBelow({ scrollTop: 0, clientHeight: 300, scrollHeight: 300 })).toBe(false)
  })

  test('a region marks itself while content lies below and stops once scrolled to the end', () => {
    const { getByTestId } = render(<Region />)
    const region = getByTestId('region')
    expect(region.hasAttribute('data-more-below')).toBe(false)
    layOut(region, 0)
    act(() => void region.dispatchEvent(new Event('scroll')))
    expect(region.hasAttribute('data-more-below')).toBe(true)
    layOut(region, 600)
    act(() => void region.dispatchEvent(new Event('scroll')))
    expect(region.hasAttribute('data-more-below')).toBe(false)
  })
})
