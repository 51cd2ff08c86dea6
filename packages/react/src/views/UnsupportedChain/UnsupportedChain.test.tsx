// @vitest-environment happy-dom
import { cleanup, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { renderWithLatch } from '../../../test/harness'
import { NetworkButton } from '../../buttons/NetworkButton'

beforeEach(() => localStorage.clear())
afterEach(cleanup)

describe('UnsupportedChain view', () => {
  it('opens when the wallet moves to an unrequested network and switches back to a supported one', async () => {
    const user = userEvent.setup()
    const { client, adapter } = renderWithLatch(<NetworkButton />)
    await client.start()
    await client.connect({ connectorId: 'test-eip155' })
    adapter.emit({ type: 'chainChanged', connectorId: 'test-eip155', chainId: 999 })
    await screen.findByRole('dialog', { name: 'Switch Network' })
    expect(screen.getByText('This network is not supported')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Wrong Network' })).toBeTruthy()
    await user.click(screen.getByRole('button', { name: /OP Mainnet/ }))
    await waitFor(() => expect(client.store.getState().modal.open).toBe(false))
    expect(client.getActiveNetwork()?.caipNetworkId).toBe('eip155:10')
    expect(screen.getByRole('button', { name: /OP Mainnet/ })).toBeTruthy()
  })
})
