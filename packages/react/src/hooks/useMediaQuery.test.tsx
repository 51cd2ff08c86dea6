// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react'
import { useState } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { useMediaQuery } from './useMediaQuery'

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

function Probe({ query }: { query: string }) {
  const [count, setCount] = useState(0)
  const matches = useMediaQuery(query)
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      {matches ? 'matches' : 'does not match'} {count}
    </button>
  )
}

describe('useMediaQuery', () => {
  it('asks matchMedia once per query, however often it renders (renders in a click stay cheap)', () => {
    const asked = vi.spyOn(window, 'matchMedia')
    render(<Probe query="(min-width: 1px)" />)
    const button = screen.getByRole('button')
    for (let i = 0; i < 3; i++) act(() => button.click())
    expect(button.textContent).toBe('matches 3')
    expect(asked.mock.calls.filter(([query]) => query === '(min-width: 1px)')).toHaveLength(1)
  })

  it('is false where matchMedia is missing', () => {
    vi.stubGlobal('matchMedia', undefined)
    render(<Probe query="(min-width: 2px)" />)
    expect(screen.getByRole('button').textContent).toBe('does not match 0')
    vi.unstubAllGlobals()
  })
})
