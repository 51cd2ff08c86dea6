import { describe, expect, test } from 'vitest'
import { createTestAdapter } from '../adapter/test-adapter'
import type { Connector } from '../adapter/types'
import { createLatch } from '../client/createLatch'
import { mainnet } from '../networks/predefined'

const TO = '0x00000000000000000000000000000000000000b0'

async function connected(smartSessions = false, connectors?: Connector[]) {
  const adapter = createTestAdapter({ accounts: ['0x00000000000000000000000000000000000000a1'], connectors })
  const client = createLatch({
    projectId: 'p',
    networks: [mainnet],
    adapters: [adapter],
    features: { smartSessions },
  })
  await client.start()
  await client.connect({ connectorId: adapter.getConnectors()[0]?.id ?? '' })
  return { client, adapter }
}

describe('wallet_sendCalls through the client', () => {
  test('well-formed calls reach the wallet', async () => {
    const { client, adapter } = await connected()
    const params = [
      {
        version: '2.0.0',
        calls: [
          { to: TO, value: '0x1' },
          { to: TO, data: '0x12' },
        ],
      },
    ]
    await client.request({ method: 'wallet_sendCalls', params })
    expect(adapter.requests.map((r) => r.method)).toContain('wallet_sendCalls')
  })

  test("entries without a 0x 'to', with non-0x 'data', or no calls at all never reach the wallet", async () => {
    const { client, adapter } = await connected()
    const bad: unknown[] = [
      [{ calls: [{ to: 'b0' }] }],
      [{ calls: [{ to: TO, data: '12' }] }],
      [{ calls: [{ data: '0x' }] }],
      [{ calls: [] }],
      [{ calls: 'nope' }],
      [{ calls: [{ to: '<img src=x>' }] }],
      [],
      undefined,
    ]
    for (const params of bad) {
      await expect(client.request({ method: 'wallet_sendCalls', params })).rejects.toMatchObject({
        code: 'SEND_CALLS_INVALID',
      })
    }
    expect(adapter.requests.filter((r) => r.method === 'wallet_sendCalls')).toEqual([])
  })
})

describe('smart sessions through the client', () => {
  const grant = {
    method: 'wallet_grantPermissions',
    params: [{ chainId: '0x1', expiry: 2_000_000_000, permissions: [] }],
  }
  const underSession = {
    method: 'wallet_sendCalls',
    params: [{ calls: [{ to: TO, value: '0x1' }], capabilities: { permissions: { context: 'pci-1' } } }],
  }

  test('off by default: granting, revoking and calls under a session never reach the wallet', async () => {
    const { client, adapter } = await connected()
    for (const args of [grant, { method: 'wallet_revokePermissions', params: [] }, underSession]) {
      await expect(client.request(args)).rejects.toMatchObject({ code: 'SMART_SESSIONS_DISABLED' })
    }
    expect(adapter.requests).toEqual([])
  })

  test('with the feature on, a grant asks for approval (ApproveTransaction) and calls under a session do not', async () => {
    const { client, adapter } = await connected(true)
    client.close()
    const opened: boolean[] = []
    const stopWatching = client.store.select(
      (state) => state.modal.open,
      (open) => opened.push(open),
    )
    await client.request(underSession)
    stopWatching()
    expect(opened).toEqual([])
    expect(adapter.requests.map((r) => r.method)).toEqual(['wallet_sendCalls'])
    const views: string[] = []
    const stop = client.store.select(
      (state) => (state.modal.open ? state.router.view : 'closed'),
      (view) => views.push(view),
    )
    await client.request(grant)
    stop()
    expect(views).toContain('ApproveTransaction')
  })
})

describe('methods outside the lists', () => {
  const watchAsset = {
    method: 'wallet_watchAsset',
    params: { type: 'ERC20', options: { address: TO, symbol: 'TKN', decimals: 18 } },
  }

  test("an extension wallet's wallet_watchAsset reaches the wallet, which decides", async () => {
    const { client, adapter } = await connected()
    client.close()
    await expect(client.request(watchAsset)).resolves.toMatchObject({ method: 'wallet_watchAsset' })
    expect(adapter.requests.map((request) => request.method)).toEqual(['wallet_watchAsset'])
    expect(client.store.getState().modal.open).toBe(false)
    expect(client.store.getState().alert.open).toBe(false)
  })

  test("the embedded wallet's wallet_watchAsset is refused after 300 ms, the error shown in the modal", async () => {
    const { client, adapter } = await connected(false, [
      { id: 'latch-embedded', name: 'Email', type: 'AUTH', chain: 'eip155' },
    ])
    client.close()
    const started = Date.now()
    await expect(client.request(watchAsset)).rejects.toMatchObject({
      code: 'RPC_METHOD_NOT_ALLOWED',
      message: 'Requested RPC call is not allowed',
    })
    expect(Date.now() - started).toBeGreaterThanOrEqual(290)
    expect(adapter.requests).toEqual([])
    const { modal, router, alert } = client.store.getState()
    expect({ open: modal.open, view: router.view }).toEqual({ open: true, view: 'Account' })
    expect(alert).toMatchObject({
      open: true,
      code: 'RPC_METHOD_NOT_ALLOWED',
      longMessage: 'Action not allowed',
    })
  })
})
