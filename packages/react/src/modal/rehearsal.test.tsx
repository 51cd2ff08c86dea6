// @vitest-environment happy-dom
// Once the visitor points at a Latch button, the modal is rendered once, unseen, and taken down
// (its first render is the costly one), so the click that follows opens warm. The rehearsal must
// leave the page as it was. Relies on this file's own module graph: no visitor has acted before it.

import { cleanup, fireEvent, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { Root } from 'react-dom/client'
import { afterEach, expect, it, vi } from 'vitest'
import { renderWithLatch } from '../../test/harness'
import { ConnectButton } from '../buttons/ConnectButton'

/** The rehearsals seen: what each showed, and how it was kept from view, as it was taken down. */
const rehearsals: { text: string; visibility: string; ariaHidden: string | null }[] = []

vi.mock('react-dom/client', async (original) => {
  const actual = await original<typeof import('react-dom/client')>()
  return {
    ...actual,
    // Calls through; only notes the roots made on an element hidden from view and from screen
    // readers (the test's own root is not).
    createRoot: (container: HTMLElement, options?: Parameters<typeof actual.createRoot>[1]): Root => {
      const root = actual.createRoot(container, options)
      const ariaHidden = container.getAttribute('aria-hidden')
      if (!ariaHidden) return root
      const unmount = root.unmount.bind(root)
      return Object.assign(root, {
        unmount: () => {
          const text = container.textContent ?? ''
          rehearsals.push({ text, visibility: getComputedStyle(container).visibility, ariaHidden })
          unmount()
        },
      })
    },
  }
})

afterEach(cleanup)

it('pointing at the button renders Connect once unseen, and leaves focus, the page and the modal state as they were', async () => {
  const { client } = renderWithLatch(
    <>
      <input aria-label="Search" defaultValue="latch" />
      <ConnectButton />
    </>,
  )
  await client.start()
  const search = screen.getByRole('textbox', { name: 'Search' }) as HTMLInputElement
  search.focus()
  search.setSelectionRange(2, 2)
  const before = document.body.innerHTML

  fireEvent.pointerEnter(screen.getByRole('button', { name: 'Connect Wallet' }))
  await vi.waitFor(() => expect(rehearsals).toHaveLength(1), { timeout: 5000 })
  // It rendered Connect, with the adapter's wallet, unseen and unheard.
  expect(rehearsals[0]).toEqual({
    text: expect.stringMatching(/Connect Wallet.*Test Wallet/),
    visibility: 'hidden',
    ariaHidden: 'true',
  })
  // Nothing of it stayed: no dialog, no moved focus or caret, the modal still closed.
  expect(document.body.innerHTML).toBe(before)
  expect(document.activeElement).toBe(search)
  expect(search.selectionStart).toBe(2)
  expect(client.store.getState().modal.open).toBe(false)
  // Its key handlers are gone with it: Escape in the page closes nothing and opens nothing.
  await userEvent.keyboard('{Escape}')
  expect(client.store.getState().modal.open).toBe(false)

  // The click opens the modal as ever, and there is no second rehearsal.
  await userEvent.click(screen.getByRole('button', { name: 'Connect Wallet' }))
  const dialog = await screen.findByRole('dialog', { name: 'Connect Wallet' })
  expect(within(dialog).getByRole('button', { name: /Test Wallet/ }).isConnected).toBe(true)
  await new Promise((resolve) => setTimeout(resolve, 100))
  expect(rehearsals).toHaveLength(1)
})
