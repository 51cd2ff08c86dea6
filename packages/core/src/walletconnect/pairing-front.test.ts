import { describe, expect, it, vi } from 'vitest'
import { createTestAdapter } from '../adapter/test-adapter'
import type { DisplayUriEvent } from '../adapter/types'
import { createLatch } from '../client/createLatch'
import { mainnet } from '../networks/predefined'
import type { WalletConnectActions } from './actions'
import { createPairingFront } from './pairing-front'

function pairingAdapter() {
  let send: ((event: DisplayUriEvent) => void) | undefined
  const adapter = Object.assign(
    createTestAdapter({
      connectors: [{ id: 'walletConnect', name: 'WalletConnect', type: 'WALLET_CONNECT', chain: 'eip155' }],
    }),
    {
      onDisplayUri(listener: (event: DisplayUriEvent) => void) {
        send = listener
        return () => {
          send = undefined
        }
      },
    },
  )
  return {
    adapter,
    show: (uri: string) => send?.({ type: 'display_uri', uri, expiresAt: Date.now() + 240_000 }),
  }
}

describe('the pairing front', () => {
  it('loads the pairing code once, on first use, and never for a client whose adapters do not pair', async () => {
    let loads = 0
    const client = createLatch({ projectId: 'p', networks: [mainnet], adapters: [createTestAdapter()] })
    const front = createPairingFront(client.store, async () => {
      loads++
      return {} as WalletConnectActions
    })
    front.actions.abandon()
    expect(front.actions.connector()).toBeUndefined()
    expect(loads).toBe(0)
    await Promise.all([front.load(), front.load()])
    expect(loads).toBe(1)
    client.destroy()
  })

  it('listens to a pairing adapter once the runtime is there, and loads the pairing code with its first URI', async () => {
    const { adapter, show } = pairingAdapter()
    const client = createLatch({ projectId: 'p', networks: [mainnet], adapters: [adapter] })
    await client.start()
    // An adapter shows a URI only for a pairing, which the runtime starts: it is there by then.
    await client.prepare()
    expect(client.store.getState().walletConnect.status).toBe('idle')
    show('wc:abc@2?relay-protocol=irn&symKey=00')
    await vi.waitFor(() => expect(client.store.getState().walletConnect.status).toBe('pairing'))
    expect(client.store.getState().walletConnect).toMatchObject({
      status: 'pairing',
      uri: 'wc:abc@2?relay-protocol=irn&symKey=00',
    })
    expect(client.walletConnect.connector()?.id).toBe('walletConnect')
    client.walletConnect.abandon()
    expect(client.store.getState().walletConnect.status).toBe('idle')
    client.destroy()
  })
})
