// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { removeWrittenStyles } from '../../test/harness'
import { Dialog, type DialogPlacement } from './Dialog'

afterEach(() => {
  cleanup()
  removeWrittenStyles()
})

function Harness({ placement = 'portal' }: { placement?: DialogPlacement }) {
  const [open, setOpen] = useState(false)
  return (
    <div data-testid="host">
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      {open && (
        <Dialog
          title="Connect Wallet"
          theme="dark"
          placement={placement}
          sheet={false}
          onClose={() => setOpen(false)}
          onBack={() => {}}
        >
          <button type="button">First row</button>
          <button type="button">Last row</button>
        </Dialog>
      )}
    </div>
  )
}

describe('Dialog', () => {
  it('is a modal dialog labelled by its title, appended to document.body', async () => {
    const user = userEvent.setup()
    render(<Harness />)
    await user.click(screen.getByRole('button', { name: 'Open' }))
    const dialog = screen.getByRole('dialog', { name: 'Connect Wallet' })
    expect(dialog.getAttribute('aria-modal')).toBe('true')
    expect(screen.getByTestId('host').contains(dialog)).toBe(false)
    expect(dialog.closest('.latch-root')?.parentElement).toBe(document.body)
  })

  it("has no banner landmark of its own: the host page's header stays the page's only banner", async () => {
    const user = userEvent.setup()
    render(<Harness />)
    await user.click(screen.getByRole('button', { name: 'Open' }))
    const dialog = screen.getByRole('dialog')
    expect(dialog.querySelector('.latch-header')).not.toBeNull()
    expect(screen.queryByRole('banner')).toBeNull()
  })

  it('moves focus in on open and cycles Tab and Shift+Tab inside the dialog', async () => {
    const user = userEvent.setup()
    render(<Harness />)
    await user.click(screen.getByRole('button', { name: 'Open' }))
    const dialog = screen.getByRole('dialog')
    expect(document.activeElement).toBe(dialog)
    await user.tab()
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Back' }))
    await user.tab({ shift: true })
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Last row' }))
    await user.tab()
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Back' }))
  })

  it('closes on Escape and returns focus to the opening button', async () => {
    const user = userEvent.setup()
    render(<Harness />)
    const opener = screen.getByRole('button', { name: 'Open' })
    await user.click(opener)
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(document.activeElement).toBe(opener)
  })

  it('closes on a backdrop click but not on a click inside the dialog', async () => {
    const user = userEvent.setup()
    render(<Harness />)
    await user.click(screen.getByRole('button', { name: 'Open' }))
    await user.click(screen.getByRole('button', { name: 'First row' }))
    expect(screen.queryByRole('dialog')).not.toBeNull()
    const overlay = document.querySelector('.latch-overlay')
    if (!overlay) throw new Error('overlay missing')
    await user.click(overlay)
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('asks before closing: the close handler decides, the dialog does not unmount itself', async () => {
    const user = userEvent.setup()
    const onClose = vi.fn()
    render(
      <Dialog title="Approve" theme="light" placement="portal" sheet={false} onClose={onClose}>
        <p>pending</p>
      </Dialog>,
    )
    await user.keyboard('{Escape}')
    await user.click(screen.getByRole('button', { name: 'Close' }))
    expect(onClose).toHaveBeenCalledTimes(2)
    expect(screen.getByRole('dialog', { name: 'Approve' })).toBeTruthy()
  })

  it('puts no style attribute on any of its elements, which a strict style-src would refuse', async () => {
    const user = userEvent.setup()
    render(<Harness />)
    await user.click(screen.getByRole('button', { name: 'Open' }))
    expect(screen.getByRole('dialog')).toBeTruthy()
    expect(document.querySelectorAll('.latch-root[style], .latch-root [style]')).toHaveLength(0)
  })

  it('renders in place without aria-modal or overlay in inline mode', async () => {
    const user = userEvent.setup()
    render(<Harness placement="inline" />)
    await user.click(screen.getByRole('button', { name: 'Open' }))
    const dialog = screen.getByRole('dialog')
    expect(screen.getByTestId('host').contains(dialog)).toBe(true)
    expect(dialog.hasAttribute('aria-modal')).toBe(false)
    expect(document.querySelector('.latch-overlay')).toBeNull()
  })

  it('keeps the overlay in place when appending is disabled', async () => {
    const user = userEvent.setup()
    render(<Harness placement="in-place" />)
    await user.click(screen.getByRole('button', { name: 'Open' }))
    const dialog = screen.getByRole('dialog')
    expect(screen.getByTestId('host').contains(dialog)).toBe(true)
    expect(dialog.getAttribute('aria-modal')).toBe('true')
  })
})
