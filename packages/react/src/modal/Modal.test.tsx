// @vitest-environment happy-dom
import { act, cleanup, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { removeWrittenStyles, renderWithLatch } from '../../test/harness'
import { ConnectButton } from '../buttons/ConnectButton'

type HappyWindow = Window & {
  happyDOM: {
    setViewport(viewport: { width: number; height: number }): void
    settings: { device: { prefersColorScheme: string } }
  }
}
const happy = () => (window as unknown as HappyWindow).happyDOM

beforeEach(() => {
  localStorage.clear()
  happy().setViewport({ width: 1280, height: 800 })
  happy().settings.device.prefersColorScheme = 'light'
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  removeWrittenStyles()
})

const themeOf = () => document.querySelector('.latch-root')?.getAttribute('data-latch-theme')

describe('Modal', () => {
  it('follows the system preference in system mode (light here)', async () => {
    const { client } = renderWithLatch(null)
    client.open()
    await screen.findByRole('dialog')
    expect(themeOf()).toBe('light')
  })

  it('is dark when the system preference is unknown', async () => {
    vi.stubGlobal('matchMedia', undefined)
    const { client } = renderWithLatch(<ConnectButton />)
    client.open()
    await screen.findByRole('dialog')
    expect(themeOf()).toBe('dark')
    expect(screen.getByRole('button', { name: 'Connect Wallet' }).getAttribute('data-latch-theme')).toBe(
      'dark',
    )
  })

  it('uses the explicit theme mode and follows changes to it', async () => {
    const { client } = renderWithLatch(null, { config: { themeMode: 'dark' } })
    client.open()
    await screen.findByRole('dialog')
    expect(themeOf()).toBe('dark')
    client.setThemeMode('light')
    await waitFor(() => expect(themeOf()).toBe('light'))
  })

  it('becomes a bottom sheet on screens up to 430 px wide', async () => {
    const { client } = renderWithLatch(null)
    client.open()
    await screen.findByRole('dialog')
    expect(document.querySelector('.latch-overlay')?.classList.contains('latch-sheet')).toBe(false)
    happy().setViewport({ width: 390, height: 800 })
    await waitFor(() =>
      expect(document.querySelector('.latch-overlay')?.classList.contains('latch-sheet')).toBe(true),
    )
  })

  it('shows a back button only with history, and back returns to the previous view', async () => {
    const user = userEvent.setup()
    const { client } = renderWithLatch(null)
    client.open()
    await screen.findByRole('dialog', { name: 'Connect Wallet' })
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull()
    client.router.push('AllWallets')
    await user.click(await screen.findByRole('button', { name: 'Back' }))
    const dialog = await screen.findByRole('dialog', { name: 'Connect Wallet' })
    // The back button left with the old view; focus stays in the dialog.
    expect(dialog.contains(document.activeElement)).toBe(true)
  })

  it('refuses to close while a transaction waits for approval', async () => {
    const user = userEvent.setup()
    const { client } = renderWithLatch(null)
    client.open({ view: 'ApproveTransaction' })
    await screen.findByRole('dialog', { name: 'Approve Transaction' })
    await user.keyboard('{Escape}')
    expect(screen.getByRole('dialog').classList.contains('latch-shake')).toBe(true)
    await user.click(screen.getByRole('button', { name: 'Close' }))
    expect(screen.getByRole('dialog')).toBeTruthy()
    expect(client.store.getState().modal.open).toBe(true)
  })

  it('shows core toasts and alerts', async () => {
    const { client } = renderWithLatch(null, { config: { projectId: '' } })
    client.open()
    await screen.findByRole('dialog')
    expect(screen.getByRole('alert').textContent).toContain('Project ID Not Configured')
    client.showToast('Signature declined', 'error')
    await waitFor(() =>
      expect(document.querySelector('.latch-toast')?.textContent).toBe('Signature declined'),
    )
  })

  it("a toast's 5 s are its time in view in all: raised while closed it gets them all, seen 3 s it gets 2 s more", async () => {
    const { client } = renderWithLatch(null)
    const shown = () => document.querySelector('.latch-toast')?.textContent
    client.open()
    await screen.findByRole('dialog')
    act(() => client.close())
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] })
    try {
      act(() => client.showToast('Signature declined', 'error'))
      act(() => vi.advanceTimersByTime(10_000))
      await act(async () => client.open())
      act(() => vi.advanceTimersByTime(3000))
      expect(shown()).toBe('Signature declined')

      act(() => client.close())
      act(() => vi.advanceTimersByTime(60_000))
      await act(async () => client.open())
      act(() => vi.advanceTimersByTime(1999))
      expect(shown()).toBe('Signature declined')
      act(() => vi.advanceTimersByTime(1))
      expect(shown()).toBeUndefined()
    } finally {
      vi.useRealTimers()
    }
  })

  it('a toast handing over to the next keeps its row, unseen and unread, so the view under it stays put', async () => {
    const { client } = renderWithLatch(null)
    client.open()
    await screen.findByRole('dialog')
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    try {
      act(() => client.showToast('Address copied', 'success'))
      act(() => client.showToast('Signature declined', 'error'))
      const row = document.querySelector('.latch-toast')
      expect(row?.hasAttribute('data-swapping')).toBe(true)
      expect(row?.textContent).toBe('Address copied')
      expect(getComputedStyle(row as Element).visibility).toBe('hidden')
      act(() => vi.advanceTimersByTime(150))
      const next = document.querySelector('.latch-toast')
      expect(next?.textContent).toBe('Signature declined')
      expect(next?.hasAttribute('data-swapping')).toBe(false)
    } finally {
      vi.useRealTimers()
    }
  })

  it('a toast hides itself 5 s after it is in view; a loading toast stays', async () => {
    const { client } = renderWithLatch(null)
    client.open()
    await screen.findByRole('dialog')
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    try {
      act(() => client.showToast('Signature declined', 'error'))
      act(() => vi.advanceTimersByTime(4999))
      expect(document.querySelector('.latch-toast')?.textContent).toBe('Signature declined')
      act(() => vi.advanceTimersByTime(1))
      expect(document.querySelector('.latch-toast')).toBeNull()

      act(() => client.showToast('Authenticating...', 'loading'))
      act(() => vi.advanceTimersByTime(60_000))
      expect(document.querySelector('.latch-toast')?.textContent).toBe('Authenticating...')
    } finally {
      vi.useRealTimers()
    }
  })

  it('a toast raised while the modal is closed is shown at the next open, its 5 s counted from then', async () => {
    const { client } = renderWithLatch(null)
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    try {
      act(() => client.showToast('This application might not support Smart Accounts', 'info'))
      act(() => vi.advanceTimersByTime(10_000))
      act(() => client.open())
      vi.useRealTimers()
      await screen.findByRole('dialog')
      expect(document.querySelector('.latch-toast')?.textContent).toBe(
        'This application might not support Smart Accounts',
      )
    } finally {
      vi.useRealTimers()
    }
  })

  it('an alert about one attempt leaves with the modal; one about the app setup stays', async () => {
    const { client } = renderWithLatch(null)
    client.open()
    await screen.findByRole('dialog')
    act(() => client.showAlert('IFRAME_REQUEST_TIMEOUT'))
    expect(screen.getByRole('alert').textContent).toContain('Embedded Wallet Request Timed Out')
    act(() => {
      client.close()
      client.open()
    })
    await screen.findByRole('dialog')
    expect(screen.queryByRole('alert')).toBeNull()

    act(() => client.showAlert('INVALID_APP_CONFIGURATION'))
    act(() => {
      client.close()
      client.open()
    })
    await screen.findByRole('dialog')
    expect(screen.getByRole('alert').textContent).toContain('Invalid App Configuration')
  })
})
