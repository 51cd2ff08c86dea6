import { describe, expect, test, vi } from 'vitest'
import { createTestAdapter } from '../adapter/test-adapter'
import { createLatch } from '../client/createLatch'
import { FEATURE_ERRORS } from '../errors/codes'
import { mainnet } from '../networks/predefined'
import { PAY_ERRORS } from './rules'

const TO = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const request = { recipient: TO, amount: '0.01', asset: 'native' as const, network: 'eip155:1' }

async function setup({ pay = true, connect = true } = {}) {
  const adapter = createTestAdapter({ accounts: ['0x00000000000000000000000000000000000000a1'] })
  const client = createLatch({ projectId: 'p', networks: [mainnet], adapters: [adapter], features: { pay } })
  await client.start()
  const connectorId = adapter.getConnectors()[0]?.id ?? ''
  if (connect) await client.connect({ connectorId })
  const sent = vi.spyOn(adapter, 'sendTransaction')
  const view = () => client.store.getState().router.view
  return { client, adapter, connectorId, sent, view }
}

describe('client.pay', () => {
  test('is refused while the pay feature is off, and opens nothing', async () => {
    const { client } = await setup({ pay: false })
    await expect(client.pay(request)).rejects.toMatchObject({ code: 'PAY_DISABLED' })
    expect(client.store.getState().modal.open).toBe(false)
  })

  test('a bad request is refused before the modal opens', async () => {
    const { client } = await setup()
    await expect(client.pay({ ...request, recipient: '<svg onload=alert(1)>' })).rejects.toMatchObject({
      code: 'PAY_INVALID',
      message: 'Invalid address',
    })
    expect(client.store.getState().modal.open).toBe(false)
  })

  test('opens Pay and resolves with the transaction id once the wallet sent the payment', async () => {
    const { client, sent, view } = await setup()
    const paid = client.pay(request)
    await vi.waitFor(() => expect(view()).toBe('Pay'))
    const hash = await client.confirmPay()
    await expect(paid).resolves.toBe(hash)
    expect(sent).toHaveBeenCalledTimes(1)
    expect(sent.mock.calls[0]?.[0]).toMatchObject({ to: TO, value: 10_000_000_000_000_000n })
    expect(client.store.getState().pay).toMatchObject({ status: 'paid', hash })
  })

  test('closing the modal before paying cancels it, and nothing is sent', async () => {
    const { client, sent, view } = await setup()
    const paid = client.pay(request)
    await vi.waitFor(() => expect(view()).toBe('Pay'))
    client.close()
    await expect(paid).rejects.toMatchObject({ code: 'PAY_CANCELLED', message: PAY_ERRORS.CANCELLED })
    expect(sent).not.toHaveBeenCalled()
  })

  test('a wallet that declines rejects the payment with the wallet error, and the view says so', async () => {
    const { client, adapter } = await setup()
    const paid = client.pay(request)
    const settled = paid.catch((error: unknown) => error)
    await vi.waitFor(() => expect(client.store.getState().router.view).toBe('Pay'))
    adapter.failNext(
      'sendTransaction',
      Object.assign(new Error('User rejected the request.'), { code: 4001 }),
    )
    await expect(client.confirmPay()).rejects.toMatchObject({ code: 4001 })
    expect(await settled).toMatchObject({ code: 4001 })
    expect(client.store.getState().pay).toMatchObject({
      status: 'failed',
      error: FEATURE_ERRORS.TRANSACTION_DECLINED,
    })
  })

  test('a second payment replaces the first, which is rejected', async () => {
    const { client } = await setup()
    const first = client.pay(request)
    const firstSettled = first.catch((error: unknown) => error)
    await vi.waitFor(() => expect(client.store.getState().pay?.request.amount).toBe('0.01'))
    void client.pay({ ...request, amount: '0.02' }).catch(() => {})
    expect(await firstSettled).toMatchObject({ code: 'PAY_CANCELLED', message: PAY_ERRORS.REPLACED })
  })

  test('nobody connected: Connect opens first, then Pay once an account is there', async () => {
    const { client, connectorId, view } = await setup({ connect: false })
    const paid = client.pay(request)
    await vi.waitFor(() => expect(view()).toBe('Connect'))
    await client.connect({ connectorId })
    await vi.waitFor(() => expect(view()).toBe('Pay'))
    const hash = await client.confirmPay()
    await expect(paid).resolves.toBe(hash)
  })
})
