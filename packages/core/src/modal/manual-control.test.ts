// With manual control on, the opening rules send the host's and the buttons' openings to the
// WalletConnect pairing (spec section 2, rule 1); what the client itself must show is shown anyway.
import { describe, expect, test } from 'vitest'
import { createTestAdapter } from '../adapter/test-adapter'
import { createLatch } from '../client/createLatch'
import { mainnet } from '../networks/predefined'
import type { SiwxConfig } from '../siwx/state'

const ADDRESS = '0x00000000000000000000000000000000000000a1'

async function manualClient(parameters: { siwx?: SiwxConfig; mobile?: boolean } = {}) {
  const adapter = createTestAdapter({ accounts: [ADDRESS] })
  const client = createLatch({
    projectId: 'p',
    networks: [mainnet],
    adapters: [adapter],
    manualControl: true,
    isMobile: () => parameters.mobile ?? false,
    siwx: parameters.siwx,
  })
  await client.start()
  const connect = () => client.connect({ connectorId: adapter.getConnectors()[0]?.id ?? '' })
  return { client, adapter, connect }
}

const shownView = (client: Awaited<ReturnType<typeof manualClient>>['client']) => {
  const { modal, router } = client.store.getState()
  return modal.open ? router.view : 'closed'
}

describe('manual control', () => {
  test("a host's plain open still follows rule 1: the pairing, even with a wallet connected", async () => {
    const { client, connect } = await manualClient()
    await connect()
    client.open()
    expect(shownView(client)).toBe('ConnectingWalletConnectBasic')
    client.close()
    client.open({ view: 'Account' })
    expect(shownView(client)).toBe('ConnectingWalletConnectBasic')
    const mobile = await manualClient({ mobile: true })
    mobile.client.open()
    expect(shownView(mobile.client)).toBe('AllWallets')
  })

  test('an unsafe client.request shows ApproveTransaction, not the pairing', async () => {
    const { client, adapter, connect } = await manualClient()
    await connect()
    const views: string[] = []
    const stop = client.store.select(
      () => shownView(client),
      (view) => views.push(view),
    )
    await client.request({ method: 'personal_sign', params: ['0x00', ADDRESS] })
    stop()
    expect(views).toEqual(['ApproveTransaction', 'closed'])
    expect(adapter.requests.map((request) => request.method)).toEqual(['personal_sign'])
  })

  test('a connect with required sign-in shows SIWXSignMessage', async () => {
    const siwx: SiwxConfig = {
      createMessage: async ({ accountAddress, chainId }) => ({
        data: { accountAddress, chainId },
        message: `Sign in as ${accountAddress}`,
      }),
      addSession: async () => {},
      getSessions: async () => [],
      revokeSession: async () => {},
      getRequired: () => true,
    }
    const { client, connect } = await manualClient({ siwx })
    await connect()
    await expect.poll(() => shownView(client)).toBe('SIWXSignMessage')
  })

  test('a wallet on a chain outside the list shows UnsupportedChain', async () => {
    const { client, adapter, connect } = await manualClient()
    // The wallet answers on OP Mainnet whatever chain it was asked for.
    adapter.connect = async ({ connectorId }) => ({ connectorId, accounts: [ADDRESS], chainId: 10 })
    await connect()
    expect(shownView(client)).toBe('UnsupportedChain')
  })
})
