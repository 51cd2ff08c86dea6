// @vitest-environment happy-dom
// The adapter against the Keplr-style test wallet: core's contract suite, then what a visitor sees
// (ADR-036 signatures verify offline with @cosmjs, rejections pass, key changes arrive).
import type { AdapterEvent, CaipNetwork, ChainAdapter } from '@latch/core'
import { cosmosHub } from '@latch/core'
import { runAdapterContract } from '@latch/core/testing'
import { verifyCosmosSignature } from '@latch/siwx/cosmos'
import {
  type CosmosTestWallet,
  createCosmosTestWallet,
  registerCosmosTestWallet,
} from '@latch/test-wallet/cosmos'
import { describe, expect, it, test, vi } from 'vitest'
import { cosmosAdapter } from '../src'

const osmosis: CaipNetwork = {
  ...cosmosHub,
  id: 'osmosis-1',
  caipNetworkId: 'cosmos:osmosis-1',
  name: 'Osmosis',
  nativeCurrency: { name: 'Osmosis', symbol: 'OSMO', decimals: 6 },
}
const networks: [CaipNetwork, CaipNetwork] = [cosmosHub, osmosis]
let counter = 0

/** A fresh wallet on its own window property and event, and an adapter set up on both networks. */
async function harness(): Promise<{ adapter: ChainAdapter; wallet: CosmosTestWallet; connectorId: string }> {
  const connectorId = `test-wallet-${++counter}`
  const global = `testWallet${counter}`
  const event = `${global}_keystorechange`
  const wallet = createCosmosTestWallet({
    seed: 'latch cosmos adapter test',
    events: window,
    eventName: event,
  })
  registerCosmosTestWallet(wallet, window, global)
  const adapter = cosmosAdapter({
    wallets: [{ id: connectorId, name: `Test Wallet ${counter}`, global, event }],
  })
  await adapter.setup({ networks })
  return { adapter, wallet, connectorId }
}

runAdapterContract(
  'cosmos',
  async () => {
    const { adapter, connectorId } = await harness()
    const getConnectors = adapter.getConnectors
    adapter.getConnectors = () => getConnectors().filter((c) => c.id === connectorId)
    return adapter
  },
  { describe, test, expect: expect as never, networks, signaturesOnly: true },
)

describe('cosmos adapter', () => {
  it('offers each Keplr-style wallet present on the window as an INJECTED cosmos connector', async () => {
    const { adapter, connectorId } = await harness()
    expect(adapter.getConnectors()).toEqual([
      { id: connectorId, name: `Test Wallet ${counter}`, type: 'INJECTED', chain: 'cosmos' },
    ])
    // Keplr is not installed here; a global that is not a provider is no wallet either.
    Object.assign(window, { keplr: { enable: 'nope' } })
    expect(adapter.getConnectors().map((c) => c.id)).toEqual([connectorId])
  })

  it('connects with the bech32 address of the chain, and switching to Osmosis moves the account to its prefix', async () => {
    const { adapter, connectorId } = await harness()
    const { accounts } = await adapter.connect({ connectorId, chainId: cosmosHub.id })
    expect(accounts[0]).toMatch(/^cosmos1[02-9ac-hj-np-z]{38}$/)
    const events: AdapterEvent[] = []
    adapter.on((event) => events.push(event))
    await adapter.switchNetwork({ connectorId, network: osmosis })
    expect(events).toEqual([
      { type: 'chainChanged', connectorId, chainId: 'osmosis-1' },
      { type: 'accountsChanged', connectorId, accounts: [expect.stringMatching(/^osmo1/)] },
    ])
  })

  it('signs a message per ADR-036: the signature verifies offline against the address', async () => {
    const { adapter, connectorId } = await harness()
    const { accounts } = await adapter.connect({ connectorId, chainId: cosmosHub.id })
    const address = accounts[0] as string
    const signature = await adapter.signMessage({ connectorId, address, message: 'Hello Latch' })
    expect(verifyCosmosSignature(address, 'Hello Latch', signature)).toBe(true)
    expect(verifyCosmosSignature(address, 'Hello Latch!', signature)).toBe(false)
  })

  it('reports a rejected connect ("Request rejected") as a code 4001 rejection and stays disconnected', async () => {
    const { adapter, wallet, connectorId } = await harness()
    wallet.control.rejectNext()
    await expect(adapter.connect({ connectorId })).rejects.toMatchObject({
      code: 4001,
      details: 'Request rejected',
    })
    expect(wallet.control.connected).toBe(false)
  })

  it('reports a rejected signature as a code 4001 rejection and the connection stays', async () => {
    const { adapter, wallet, connectorId } = await harness()
    const { accounts } = await adapter.connect({ connectorId, chainId: cosmosHub.id })
    wallet.control.rejectNext()
    await expect(
      adapter.signMessage({ connectorId, address: accounts[0] as string, message: 'no' }),
    ).rejects.toMatchObject({ code: 4001, details: 'Request rejected' })
    expect(await adapter.reconnect({ connectorId })).toMatchObject({ accounts })
  })

  it('reports a key change as accountsChanged, and a revoked site as a disconnect', async () => {
    const { adapter, wallet, connectorId } = await harness()
    const { accounts } = await adapter.connect({ connectorId, chainId: cosmosHub.id })
    const events: AdapterEvent[] = []
    adapter.on((event) => events.push(event))
    wallet.control.setAccount(1)
    await vi.waitFor(() => expect(events).toHaveLength(1))
    expect(events[0]).toMatchObject({
      type: 'accountsChanged',
      accounts: [expect.stringMatching(/^cosmos1/)],
    })
    expect((events[0] as { accounts: string[] }).accounts).not.toEqual(accounts)
    wallet.control.revoke()
    await vi.waitFor(() => expect(events).toHaveLength(2))
    expect(events[1]).toEqual({ type: 'disconnect', connectorId })
  })

  it('disconnect withdraws the site permission in the wallet', async () => {
    const { adapter, wallet, connectorId } = await harness()
    await adapter.connect({ connectorId, chainId: cosmosHub.id })
    await adapter.disconnect({ connectorId })
    expect(wallet.control.connected).toBe(false)
  })

  it('refuses to sign for another account before the wallet sees it', async () => {
    const { adapter, wallet, connectorId } = await harness()
    await adapter.connect({ connectorId, chainId: cosmosHub.id })
    const asked = wallet.control.log.length
    await expect(
      adapter.signMessage({
        connectorId,
        address: 'cosmos1qypqxpq9qcrsszg2pvxq6rs0zqg3yyc5lzv7xu',
        message: 'x',
      }),
    ).rejects.toThrow('did not grant')
    expect(wallet.control.log.length).toBe(asked)
  })

  it('refuses a malformed account or signature from the wallet', async () => {
    const good = 'cosmos1qypqxpq9qcrsszg2pvxq6rs0zqg3yyc5lzv7xu'
    let address = '<img src=x onerror=alert(1)>'
    Object.assign(window, {
      hostileWallet: {
        enable: async () => {},
        getKey: async () => ({ bech32Address: address }),
        signArbitrary: async () => ({ signature: 'not base64' }),
      },
    })
    const adapter = cosmosAdapter({
      wallets: [{ id: 'hostile', name: 'Hostile', global: 'hostileWallet', event: 'hostile_change' }],
    })
    await adapter.setup({ networks })
    await expect(adapter.connect({ connectorId: 'hostile', chainId: cosmosHub.id })).rejects.toThrow(
      'invalid account',
    )
    address = good
    await adapter.connect({ connectorId: 'hostile', chainId: cosmosHub.id })
    await expect(adapter.signMessage({ connectorId: 'hostile', address, message: 'x' })).rejects.toThrow(
      'no valid signature',
    )
  })
})
