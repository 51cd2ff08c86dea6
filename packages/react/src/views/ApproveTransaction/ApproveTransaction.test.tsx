// @vitest-environment happy-dom
import { cleanup, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { embeddedTestAdapter } from '../../../test/embedded'
import { renderWithLatch } from '../../../test/harness'

beforeEach(() => localStorage.clear())
afterEach(cleanup)

describe('ApproveTransaction', () => {
  it('shows the embedded wallet frame over its box while the frame asks, and closing is refused', async () => {
    const { adapter, port, emit } = embeddedTestAdapter('CONNECT')
    const { client } = renderWithLatch(null, { config: { adapters: [adapter] } })
    await client.start()
    await client.embedded.connectEmail('ada@example.com')
    emit({ type: 'approvalRequested', method: 'personal_sign' })
    await screen.findByRole('dialog', { name: 'Approve Transaction' })
    await waitFor(() => expect(port.showFrame).toHaveBeenCalledTimes(1))
    const anchor = (port.showFrame as unknown as { mock: { calls: [HTMLElement][] } }).mock.calls[0]?.[0]
    expect(anchor?.classList.contains('latch-frame-host')).toBe(true)
    expect(client.close()).toBe(false)
    expect(screen.getByRole('button', { name: 'Close' }).getAttribute('aria-disabled')).toBe('true')
    emit({ type: 'approvalSettled', approved: true })
    await waitFor(() => expect(client.store.getState().modal.open).toBe(false))
  })

  it('asks to approve in the wallet when the wallet is not the embedded one', async () => {
    const { client } = renderWithLatch(null)
    await client.start()
    client.open({ view: 'ApproveTransaction' })
    expect((await screen.findByText('Approve in your wallet')).closest('[role="status"]')).toBeTruthy()
  })
})
