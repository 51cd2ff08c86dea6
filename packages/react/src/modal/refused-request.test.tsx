// @vitest-environment happy-dom
// A request the embedded wallet may not run is refused with an error the visitor sees: alerts are
// drawn in the modal, so a closed modal opens to show it (spec section 5).
import { act, cleanup, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { removeWrittenStyles, renderWithLatch } from '../../test/harness'

beforeEach(() => localStorage.clear())
afterEach(() => {
  cleanup()
  removeWrittenStyles()
})

describe('a refused request', () => {
  it("shows 'Action not allowed' in the modal when it was closed", async () => {
    const { client } = renderWithLatch(null, {
      adapter: { connectors: [{ id: 'latch-embedded', name: 'Email', type: 'AUTH', chain: 'eip155' }] },
    })
    await client.start()
    await act(() => client.connect({ connectorId: 'latch-embedded' }))
    expect(screen.queryByRole('dialog')).toBeNull()
    const refused = client.request({ method: 'wallet_watchAsset', params: {} })
    refused.catch(() => {})
    const alert = await screen.findByRole('alert', {}, { timeout: 3000 })
    expect(alert.textContent).toContain('Requested RPC call is not allowed')
    expect(alert.textContent).toContain('Action not allowed')
    expect(alert.closest('[role="dialog"]')).not.toBeNull()
    await expect(refused).rejects.toThrow('Requested RPC call is not allowed')
  })
})
