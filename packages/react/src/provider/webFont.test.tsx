// @vitest-environment happy-dom
// The modal's web font: the services server's stylesheet, imported once the modal has opened and
// painted its first frame, never without a services server, never twice, and with the host's CSP
// nonce.
import { act, cleanup, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { removeWrittenStyles, renderWithLatch } from '../../test/harness'
import { stylesheet } from '../../test/stylesheets'
import { ConnectButton } from '../buttons/ConnectButton'

afterEach(() => {
  cleanup()
  removeWrittenStyles()
})

// Nothing else of the services server is asked for here (no origin check, no analytics).
const QUIET = { analytics: false, email: false, socials: [] as never[] }

const fontSheets = () =>
  [...document.head.querySelectorAll('style')].filter((style) =>
    style.textContent?.includes('/fonts/latch.css'),
  )

/** The moment after the next painted frame, when the font is asked for (off the click's path). */
const painted = () =>
  act(() => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))))

async function openAndClose(client: { open(): void; close(): void }) {
  act(() => client.open())
  await screen.findByRole('dialog', { name: 'Connect Wallet' })
  await painted()
  act(() => client.close())
}

describe('the web font', () => {
  it('is imported from the services server once the modal opens, and only once', async () => {
    const { client } = renderWithLatch(<ConnectButton />, {
      config: {
        servicesUrl: 'https://services.example.test/latch',
        nonce: 'n0nce',
        features: QUIET,
      },
    })
    expect(fontSheets()).toEqual([])
    // Not in the open itself: the request would sit on the click's path.
    act(() => client.open())
    expect(fontSheets()).toEqual([])
    await screen.findByRole('dialog', { name: 'Connect Wallet' })
    await painted()
    expect(fontSheets()).toHaveLength(1)
    act(() => client.close())
    await openAndClose(client)
    const sheets = fontSheets()
    expect(sheets).toHaveLength(1)
    expect(sheets[0]?.textContent).toBe('@import"https://services.example.test/latch/fonts/latch.css";')
    expect(sheets[0]?.getAttribute('nonce')).toBe('n0nce')
  })

  it('joins a services URL with a trailing slash without doubling it', async () => {
    const { client } = renderWithLatch(<ConnectButton />, {
      config: { servicesUrl: 'http://127.0.0.1:8787', features: QUIET },
    })
    await openAndClose(client)
    expect(fontSheets()[0]?.textContent).toBe('@import"http://127.0.0.1:8787/fonts/latch.css";')
  })

  it('is never asked for without a services server', async () => {
    const { client } = renderWithLatch(<ConnectButton />)
    await openAndClose(client)
    expect(fontSheets()).toEqual([])
    expect(document.head.innerHTML).not.toContain('/fonts/')
  })

  it('puts the font names in front of the system stack only through --latch-web-font, which the stylesheet sets', () => {
    expect(stylesheet('styles/base.css')).toMatch(
      /--latch-font-family:\s*var\(--latch-web-font,\)\s*ui-sans-serif, system-ui,/,
    )
  })
})
