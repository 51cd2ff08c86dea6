// @vitest-environment happy-dom
// The modal chunk is a module-level singleton: the 'intent' case runs first, before anything has
// loaded it, and this file keeps its own module graph.
import { cleanup, screen } from '@testing-library/react'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { embeddedTestAdapter } from '../../test/embedded'
import { renderWithLatch } from '../../test/harness'
import { pageStyles } from '../../test/stylesheets'
import { ConnectButton } from '../buttons/ConnectButton'
import { modalChunk } from '../modal/loadModal'

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

describe('modal prefetch', () => {
  test("with prefetch: 'intent' nothing of the modal loads while the page sits idle", async () => {
    const { client } = renderWithLatch(<ConnectButton />, { config: { prefetch: 'intent' } })
    await client.start()
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(modalChunk.get()).toBeUndefined()
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  test('by default the modal chunk loads once the page is idle, without opening the modal', async () => {
    const { client } = renderWithLatch(<ConnectButton />)
    await client.start()
    await vi.waitFor(() => expect(modalChunk.get()).toBeDefined(), { timeout: 5000 })
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(client.store.getState().modal.open).toBe(false)
  })

  test('once idle, the page has written a number, so the first view that writes one (a count, a balance) does not start the browser’s number formatting inside the click', async () => {
    const written = vi.spyOn(Number.prototype, 'toLocaleString')
    const { client } = renderWithLatch(<ConnectButton />)
    await client.start()
    // The button writes no number: only the idle prefetch does.
    await vi.waitFor(() => expect(written).toHaveBeenCalled(), { timeout: 5000 })
    expect(client.store.getState().modal.open).toBe(false)
  })

  test("Connect's email, social and legal parts and their stylesheets are in the page once idle, so the opening click adds no style sheet", async () => {
    const laidOut: string[] = []
    vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
      if (
        this.getAttribute('aria-hidden') === 'true' &&
        this.querySelector('.latch-email + .latch-list .latch-social-mark')
      )
        laidOut.push('login')
      return new DOMRect()
    })
    const { adapter } = embeddedTestAdapter()
    const { client } = renderWithLatch(<ConnectButton />, {
      config: {
        adapters: [adapter],
        features: { email: true, socials: ['google'] },
        termsConditionsUrl: 'https://app.example/terms',
      },
    })
    await client.start()
    await vi.waitFor(
      () => {
        expect(pageStyles()).toContain('.latch-social-mark')
        expect(pageStyles()).toContain('.latch-legal-footer')
      },
      { timeout: 5000 },
    )
    expect(client.store.getState().modal.open).toBe(false)
    // Its rows were laid out once, hidden, too (../modal/warmUp).
    expect(laidOut).toEqual(['login'])
  })
})
