// @vitest-environment happy-dom
// Once the visitor points at a Latch button, the modal that would open on Connect is rendered
// ahead, unseen and out of reach (../provider/ModalHost), so the click that follows only shows it.
// Relies on this file's own module graph: no visitor has acted before its first test.

import { act, cleanup, fireEvent, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, expect, it, vi } from 'vitest'
import { renderWithLatch } from '../../test/harness'
import { ConnectButton } from '../buttons/ConnectButton'

afterEach(cleanup)

/** The modal's root in the page, seen or not. */
const modalRoot = () => document.querySelector<HTMLElement>('.latch-root')

it('pointing at the button renders Connect unseen, unheard and out of reach, and leaves focus, keys and the modal state alone', async () => {
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
  expect(modalRoot()).toBeNull()

  fireEvent.pointerEnter(screen.getByRole('button', { name: 'Connect Wallet' }))
  await vi.waitFor(() => expect(modalRoot()?.textContent).toMatch(/Connect Wallet.*Test Wallet/), {
    timeout: 5000,
  })
  const root = modalRoot() as HTMLElement
  expect(root.hasAttribute('data-latch-hidden')).toBe(true)
  expect(root.getAttribute('aria-hidden')).toBe('true')
  expect(root.hasAttribute('inert')).toBe(true)
  expect(getComputedStyle(root).visibility).toBe('hidden')
  // Nothing reads it as a dialog, and nothing of it takes focus or keys.
  expect(screen.queryByRole('dialog')).toBeNull()
  await new Promise((resolve) => setTimeout(resolve, 50))
  expect(document.activeElement).toBe(search)
  expect(search.selectionStart).toBe(2)
  await userEvent.keyboard('{Escape}')
  await userEvent.tab()
  expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Connect Wallet' }))
  expect(client.store.getState().modal.open).toBe(false)
})

it('the click shows the dialog readied for it, the same elements, and focus moves in', async () => {
  const user = userEvent.setup()
  const { client } = renderWithLatch(<ConnectButton />)
  await client.start()
  const button = screen.getByRole('button', { name: 'Connect Wallet' })
  fireEvent.pointerEnter(button)
  await vi.waitFor(() => expect(modalRoot()?.textContent).toContain('Test Wallet'), { timeout: 5000 })
  const readied = modalRoot()?.querySelector('[role="dialog"]')

  await user.click(button)
  const dialog = await screen.findByRole('dialog', { name: 'Connect Wallet' })
  expect(dialog).toBe(readied)
  expect(modalRoot()?.hasAttribute('data-latch-hidden')).toBe(false)
  expect(modalRoot()?.hasAttribute('inert')).toBe(false)
  await vi.waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true))
  expect(within(dialog).getByRole('button', { name: /Test Wallet/ })).toBeTruthy()
})

it('closing hides it again, readied afresh: the next open starts as a first one, and focus goes back to the button', async () => {
  const user = userEvent.setup()
  const { client } = renderWithLatch(<ConnectButton />, {
    config: { features: { collapseWallets: true } },
  })
  await client.start()
  const button = screen.getByRole('button', { name: 'Connect Wallet' })
  await user.click(button)
  const first = await screen.findByRole('dialog', { name: 'Connect Wallet' })
  await user.keyboard('{Escape}')
  await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  expect(document.activeElement).toBe(button)
  // Readied again, unseen, as a new modal.
  await vi.waitFor(() => expect(modalRoot()?.hasAttribute('data-latch-hidden')).toBe(true), { timeout: 5000 })
  expect(modalRoot()?.querySelector('[role="dialog"]')).not.toBe(first)
  await user.click(button)
  expect(await screen.findByRole('dialog', { name: 'Connect Wallet' })).toBeTruthy()
  expect(client.store.getState().router.view).toBe('Connect')
})

it('a toast shown while the modal waits unseen counts its time only once the modal shows', async () => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] })
  try {
    const { client } = renderWithLatch(<ConnectButton />)
    await act(() => client.start())
    fireEvent.pointerEnter(screen.getByRole('button', { name: 'Connect Wallet' }))
    await act(async () => {
      await vi.advanceTimersByTimeAsync(100)
    })
    act(() => client.showToast('Signature declined', 'error'))
    act(() => vi.advanceTimersByTime(60_000))
    expect(client.store.getState().toast.open).toBe(true)
    await act(async () => client.open())
    act(() => vi.advanceTimersByTime(4000))
    expect(client.store.getState().toast.open).toBe(true)
    act(() => vi.advanceTimersByTime(1100))
    expect(client.store.getState().toast.open).toBe(false)
  } finally {
    vi.useRealTimers()
  }
})

it('a connected visitor is not readied a Connect they would not see: the click opens Account', async () => {
  const user = userEvent.setup()
  const { client } = renderWithLatch(<ConnectButton />)
  await client.start()
  await act(() => client.connect({ connectorId: 'test-eip155' }))
  const button = screen.getByRole('button', { name: /Account/ })
  fireEvent.pointerEnter(button)
  await new Promise((resolve) => setTimeout(resolve, 100))
  expect(modalRoot()).toBeNull()
  await user.click(button)
  expect(await screen.findByRole('dialog', { name: 'Account' })).toBeTruthy()
})
