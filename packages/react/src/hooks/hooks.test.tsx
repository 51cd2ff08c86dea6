// @vitest-environment happy-dom
import type { LatchState } from '@latch/core'
import { act, cleanup, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { ACCOUNT, renderWithLatch } from '../../test/harness'
import { useAccount } from './useAccount'
import { useDisconnect } from './useDisconnect'
import { useLatch } from './useLatch'
import { useLatchEvents } from './useLatchEvents'
import { useLatchState } from './useLatchState'
import { useNetwork } from './useNetwork'
import { useWalletInfo } from './useWalletInfo'

beforeEach(() => localStorage.clear())
afterEach(cleanup)

let renders = 0
const selectSummary = (state: LatchState) => ({ open: state.modal.open, view: state.router.view })

function Probe() {
  renders++
  const account = useAccount()
  const network = useNetwork()
  const { walletInfo } = useWalletInfo()
  const event = useLatchEvents()
  const summary = useLatchState(selectSummary)
  const { open, close } = useLatch()
  const { disconnect } = useDisconnect()
  return (
    <div>
      <output data-testid="account">{`${account.status}:${account.address ?? '-'}:${account.isConnected}`}</output>
      <output data-testid="network">{network.caipNetworkId}</output>
      <output data-testid="wallet">{walletInfo?.name ?? '-'}</output>
      <output data-testid="event">{event?.type ?? '-'}</output>
      <output data-testid="summary">{`${summary.open}:${summary.view}`}</output>
      <button type="button" onClick={() => open('AllWallets')}>
        open
      </button>
      <button type="button" onClick={() => close()}>
        close
      </button>
      <button type="button" onClick={() => void disconnect()}>
        disconnect
      </button>
      <button type="button" onClick={() => void network.switchNetwork('eip155:10')}>
        switch
      </button>
    </div>
  )
}

const text = (id: string) => screen.getByTestId(id).textContent

describe('hooks', () => {
  it('useAccount, useWalletInfo and useLatchEvents follow a connection', async () => {
    const { client } = renderWithLatch(<Probe />)
    await client.start()
    expect(text('account')).toBe('disconnected:-:false')
    await act(() => client.connect({ connectorId: 'test-eip155' }))
    expect(text('account')).toBe(`connected:${ACCOUNT}:true`)
    expect(text('wallet')).toBe('Test Wallet')
    expect(text('event')).toBe('CONNECT_SUCCESS')
  })

  it('useLatch opens a requested view and closes; useLatchState reads the store', async () => {
    const user = userEvent.setup()
    renderWithLatch(<Probe />)
    await user.click(screen.getByRole('button', { name: 'open' }))
    expect(text('summary')).toBe('true:AllWallets')
    expect(text('event')).toBe('MODAL_OPEN')
    await user.click(screen.getByRole('button', { name: 'close' }))
    expect(text('summary')).toBe('false:AllWallets')
  })

  it('useNetwork switches networks and useDisconnect disconnects', async () => {
    const user = userEvent.setup()
    const { client } = renderWithLatch(<Probe />)
    await client.start()
    await act(() => client.connect({ connectorId: 'test-eip155' }))
    expect(text('network')).toBe('eip155:1')
    await user.click(screen.getByRole('button', { name: 'switch' }))
    await waitFor(() => expect(text('network')).toBe('eip155:10'))
    await user.click(screen.getByRole('button', { name: 'disconnect' }))
    await waitFor(() => expect(text('account')).toMatch(/^disconnected/))
  })

  it('useLatchState does not re-render for store changes outside the selected slice', async () => {
    const { client } = renderWithLatch(<Probe />)
    const before = renders
    act(() => client.store.setState((state) => ({ send: { ...state.send } })))
    expect(renders).toBe(before)
  })
})
