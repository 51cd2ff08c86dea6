// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { embeddedTestAdapter } from '../../../test/embedded'
import { renderWithLatch } from '../../../test/harness'

beforeEach(() => localStorage.clear())
afterEach(cleanup)

function withEmail(action?: 'VERIFY_OTP' | 'VERIFY_DEVICE' | 'CONNECT', injected = false) {
  const { adapter, port } = embeddedTestAdapter(action)
  const wallets = injected
    ? [{ id: 'io.rabby', name: 'Rabby', type: 'ANNOUNCED' as const, chain: 'eip155' as const }]
    : []
  const rendered = renderWithLatch(null, {
    adapter: { connectors: wallets },
    config: { adapters: [adapter] },
  })
  return { ...rendered, port }
}

describe('email login views', () => {
  it('Connect shows the email field first with no injected wallet', async () => {
    const { client } = withEmail()
    await client.start()
    client.open()
    const email = await screen.findByRole('textbox', { name: 'Email' })
    expect(email).toBeTruthy()
    expect(client.connectMethods()[0]).toBe('email')
  })

  it("says 'Required' and 'Invalid input' from core, and never asks the frame", async () => {
    const user = userEvent.setup()
    const { client, port } = withEmail()
    await client.start()
    client.open()
    await user.click(await screen.findByRole('button', { name: 'Continue' }))
    expect((await screen.findByRole('alert')).textContent).toBe('Required')
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ada@')
    await user.click(screen.getByRole('button', { name: 'Continue' }))
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Invalid input'))
    expect(screen.getByRole('textbox', { name: 'Email' }).getAttribute('aria-invalid')).toBe('true')
    expect(port.connectEmail).not.toHaveBeenCalled()
  })

  it('email, then the code view; a pasted code with spaces submits by itself and connects', async () => {
    const user = userEvent.setup()
    const { client, port } = withEmail()
    await client.start()
    client.open()
    await user.type(await screen.findByRole('textbox', { name: 'Email' }), 'ada@example.com')
    await user.click(screen.getByRole('button', { name: 'Continue' }))
    const code = await screen.findByRole('textbox', { name: /6-digit code sent to ada@example.com/ })
    // The address is one left-to-right run: a right-to-left locale keeps it whole.
    expect(screen.getByText('ada@example.com').closest('bdi')?.getAttribute('dir')).toBe('ltr')
    await screen.findByRole('dialog', { name: 'Enter Code' })
    fireEvent.change(code, { target: { value: '000 000' } })
    expect(((await screen.findByRole('alert')) as HTMLElement).textContent).toBe(
      'Invalid code. 4 tries left.',
    )
    fireEvent.change(code, { target: { value: '123 456' } })
    await waitFor(() => expect(client.isConnected('eip155')).toBe(true))
    expect(port.connectOtp).toHaveBeenLastCalledWith('123456')
  })

  it('resend within 30 s shows the cooldown text', async () => {
    const user = userEvent.setup()
    const { client } = withEmail()
    await client.start()
    client.open()
    await user.type(await screen.findByRole('textbox', { name: 'Email' }), 'ada@example.com')
    await user.click(screen.getByRole('button', { name: 'Continue' }))
    await user.click(await screen.findByRole('button', { name: 'Resend code' }))
    expect((await screen.findByRole('alert')).textContent).toMatch(/^Please try again after (29|30) seconds$/)
  })

  it('a new device: "check your mail to approve this device"', async () => {
    const user = userEvent.setup()
    const { client } = withEmail('VERIFY_DEVICE')
    await client.start()
    client.open()
    await user.type(await screen.findByRole('textbox', { name: 'Email' }), 'ada@example.com')
    await user.click(screen.getByRole('button', { name: 'Continue' }))
    await screen.findByRole('dialog', { name: 'Approve Device' })
    expect(screen.getByText(/Check your mail to approve this device/).getAttribute('role')).toBe('status')
  })

  it('update email: new address, the current address code, the new address code, back to Account', async () => {
    const user = userEvent.setup()
    const { client } = withEmail('CONNECT')
    await client.start()
    await client.embedded.connectEmail('ada@example.com')
    await waitFor(() => expect(client.store.getState().accounts.eip155?.user?.email).toBe('ada@example.com'))
    client.open()
    await user.click(await screen.findByRole('button', { name: /ada@example.com/ }))
    const field = await screen.findByRole('textbox', { name: 'New email' })
    expect(screen.getByText('ada@example.com').closest('bdi')?.getAttribute('dir')).toBe('ltr')
    await user.type(field, 'new@example.com')
    await user.click(screen.getByRole('button', { name: 'Save' }))
    fireEvent.change(await screen.findByRole('textbox', { name: /sent to ada@example.com/ }), {
      target: { value: '111111' },
    })
    fireEvent.change(await screen.findByRole('textbox', { name: /sent to new@example.com/ }), {
      target: { value: '222222' },
    })
    await screen.findByRole('dialog', { name: 'Account' })
  })
})
