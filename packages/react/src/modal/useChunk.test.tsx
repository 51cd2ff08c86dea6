// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import type { Chunk } from './chunk'
import { useChunk } from './useChunk'

afterEach(cleanup)

function Shows({ target }: { target: Chunk<string> }) {
  return <p>{useChunk(target).value ?? 'waiting'}</p>
}

describe('useChunk', () => {
  it('shows a chunk that finished loading between its render and its effect (another user fetched it)', async () => {
    let loaded: string | undefined
    const target: Chunk<string> = {
      // The first read (the render) sees nothing; by the effect the chunk is there.
      get: () => {
        const now = loaded
        loaded = 'ja'
        return now
      },
      load: async () => 'ja',
    }
    render(<Shows target={target} />)
    expect(await screen.findByText('ja')).toBeTruthy()
  })
})
