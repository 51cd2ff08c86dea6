// @vitest-environment happy-dom
// What opening the modal fetches: only the view it opens on (the others are fetched as the visitor
// is about to reach them, ./reach), and a view's own loading (the wallet directory) waits for the
// dialog's first paint, so nothing is fetched between the click and the dialog.
import { act, cleanup, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { removeWrittenStyles, renderWithLatch } from '../../test/harness'
import { ConnectButton } from '../buttons/ConnectButton'
import { LAZY_VIEWS, type LazyView } from './lazyViews'
import { modalChunk } from './loadModal'
import { viewRegistry } from './viewLoading'

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
  removeWrittenStyles()
})

/** Stops requestIdleCallback from firing until `release` runs the queued tasks. */
function holdIdle() {
  const queued: IdleRequestCallback[] = []
  vi.stubGlobal('requestIdleCallback', (task: IdleRequestCallback) => queued.push(task))
  vi.stubGlobal('cancelIdleCallback', () => {})
  return {
    release: () => {
      for (const task of queued.splice(0)) task({ didTimeout: false, timeRemaining: () => 50 })
    },
  }
}

describe('opening the modal', () => {
  it('fetches only the view it opens on: nothing else follows, not even once the browser is idle', async () => {
    const { viewChunk } = await modalChunk.load()
    const loads = (Object.keys(LAZY_VIEWS) as LazyView[]).map((view) => ({
      view,
      load: vi.spyOn(viewChunk(view), 'load'),
    }))
    const idle = holdIdle()
    const { client } = renderWithLatch(<ConnectButton />)
    act(() => client.open())
    await screen.findByRole('dialog', { name: 'Connect Wallet' })
    // Whatever was left for an idle moment has had its chance.
    await act(async () => idle.release())
    await act(() => modalChunk.load())
    expect(loads.filter(({ load }) => load.mock.calls.length > 0).map(({ view }) => view)).toEqual([])
  })

  it('once open and idle, the registry of the other views arrives (no view with it), so the first view reached is one fetch away', async () => {
    await modalChunk.load()
    const registry = vi.spyOn(viewRegistry, 'load')
    const idle = holdIdle()
    const { client } = renderWithLatch(<ConnectButton />)
    await act(async () => idle.release())
    expect(registry).not.toHaveBeenCalled()
    act(() => client.open())
    await screen.findByRole('dialog', { name: 'Connect Wallet' })
    expect(registry).not.toHaveBeenCalled()
    await act(async () => idle.release())
    expect(registry).toHaveBeenCalled()
  })

  it('the Connect view asks for the wallet directory only after the dialog has been painted', async () => {
    await modalChunk.load()
    const frames: FrameRequestCallback[] = []
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((frame) => frames.push(frame))
    const { client } = renderWithLatch(<ConnectButton />, {
      adapter: {
        connectors: [{ id: 'walletConnect', name: 'WalletConnect', type: 'WALLET_CONNECT', chain: 'eip155' }],
      },
    })
    const load = vi.spyOn(client.wallets, 'load').mockResolvedValue(undefined)
    act(() => client.open())
    await screen.findByRole('dialog', { name: 'Connect Wallet' })
    expect(load).not.toHaveBeenCalled()
    await act(async () => {
      for (const frame of frames.splice(0)) frame(performance.now())
      await new Promise((resolve) => setTimeout(resolve, 5))
    })
    expect(load).toHaveBeenCalled()
  })

  it('the idle prefetch also loads Account for a returning visitor, and only for them', async () => {
    localStorage.clear()
    const { viewChunk } = await modalChunk.load()
    const account = vi.spyOn(viewChunk('Account'), 'load')
    const idle = holdIdle()
    const first = renderWithLatch(<ConnectButton />)
    await act(() => idle.release())
    await act(() => modalChunk.load())
    expect(account).not.toHaveBeenCalled()
    await first.client.start()
    await act(() => first.client.connect({ connectorId: 'test-eip155' }))
    first.unmount()
    renderWithLatch(<ConnectButton />)
    await act(async () => {
      idle.release()
      await modalChunk.load()
    })
    expect(account).toHaveBeenCalled()
  })
})
