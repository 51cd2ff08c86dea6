import type { CaipNetwork } from '@latch/core'
import { runAdapterContract } from '@latch/core/testing'
import { describe, expect, test } from 'vitest'
import { createFakePage } from '../test/fake-page'
import { SIGNATURE, SMART_ADDRESS, scriptFrame, USER_ADDRESS } from '../test/scripted-frame'
import { createEmbeddedAdapter, EMBEDDED_CONNECTOR_ID, toAccountUser } from './adapter'
import { createFrameMessenger } from './messenger'
import { createEvent } from './protocol'

const network = (id: number, name: string): CaipNetwork => ({
  id,
  caipNetworkId: `eip155:${id}`,
  chainNamespace: 'eip155',
  name,
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:1'] } },
})
const networks: [CaipNetwork, CaipNetwork] = [network(31337, 'Devnet'), network(31338, 'Devnet L2')]

function make() {
  const page = createFakePage({ autoReady: true })
  const frame = scriptFrame(page)
  const messenger = createFrameMessenger({
    frameUrl: 'https://frame.test/',
    projectId: 'p',
    chainId: 31337,
    document: page.document,
  })
  return { page, frame, adapter: createEmbeddedAdapter({ messenger, projectId: 'p' }) }
}

runAdapterContract('embedded', () => make().adapter, { describe, test, expect, networks })

describe('embedded adapter', () => {
  test('the smart account acts first; a switch to the eoa, or a network without smart accounts, is an accountsChanged', async () => {
    const page = createFakePage({ autoReady: true })
    scriptFrame(page, { signedIn: true, chainId: 31337, smart: true })
    const messenger = createFrameMessenger({
      frameUrl: 'https://frame.test/',
      projectId: 'p',
      chainId: 31337,
      document: page.document,
    })
    const adapter = createEmbeddedAdapter({ messenger, projectId: 'p' })
    await adapter.setup({ networks })
    const events: unknown[] = []
    adapter.on((event) => events.push(event))
    const connection = await adapter.connect({ connectorId: EMBEDDED_CONNECTOR_ID, chainId: 31337 })
    expect(connection.accounts).toEqual([SMART_ADDRESS, USER_ADDRESS])
    expect(await adapter.embedded.smartAccountEnabledNetworks()).toEqual([31337])

    await adapter.embedded.setPreferredAccountType('eoa')
    expect(events.at(-1)).toEqual({
      type: 'accountsChanged',
      connectorId: EMBEDDED_CONNECTOR_ID,
      accounts: [USER_ADDRESS, SMART_ADDRESS],
    })
    await adapter.embedded.setPreferredAccountType('smartAccount')
    expect(events.at(-1)).toMatchObject({ type: 'accountsChanged', accounts: [SMART_ADDRESS, USER_ADDRESS] })

    events.length = 0
    await adapter.switchNetwork({ connectorId: EMBEDDED_CONNECTOR_ID, network: networks[1] })
    expect(events).toEqual([
      { type: 'accountsChanged', connectorId: EMBEDDED_CONNECTOR_ID, accounts: [USER_ADDRESS] },
      { type: 'chainChanged', connectorId: EMBEDDED_CONNECTOR_ID, chainId: 31338 },
    ])
  })

  test("a network outside the embedded wallet's list is refused with 'Chain is not supported', and the frame is not asked", async () => {
    const page = createFakePage({ autoReady: true })
    scriptFrame(page, { signedIn: true, chainId: 31337 })
    const messenger = createFrameMessenger({
      frameUrl: 'https://frame.test/',
      projectId: 'p',
      chainId: 31337,
      document: page.document,
    })
    const adapter = createEmbeddedAdapter({ messenger, projectId: 'p' })
    const fantom = network(250, 'Fantom')
    await adapter.setup({ networks: [...networks, fantom] })
    await adapter.connect({ connectorId: EMBEDDED_CONNECTOR_ID, chainId: 31337 })
    const before = page.posted.length
    await expect(
      adapter.switchNetwork({ connectorId: EMBEDDED_CONNECTOR_ID, network: fantom }),
    ).rejects.toMatchObject({
      code: 'CHAIN_NOT_SUPPORTED',
      message: 'Chain is not supported',
    })
    expect(JSON.stringify(page.posted.slice(before))).not.toContain('SWITCH_NETWORK')
    // A network it serves still switches.
    await adapter.switchNetwork({ connectorId: EMBEDDED_CONNECTOR_ID, network: networks[1] })
    expect(JSON.stringify(page.posted.slice(before))).toContain('SWITCH_NETWORK')
  })

  test('one AUTH connector on eip155', () => {
    expect(make().adapter.getConnectors()).toEqual([
      { id: EMBEDDED_CONNECTOR_ID, name: 'Email', type: 'AUTH', chain: 'eip155', imageId: 'email' },
    ])
  })

  test("the app's metadata goes to the frame at setup (it names the app in its approval screen); the theme on each sync", async () => {
    const { adapter, page } = make()
    const metadata = { name: 'Demo <b>', description: 'd', url: 'https://demo.test', icons: [] }
    await adapter.setup({ networks, metadata })
    await expect.poll(() => page.posted.map((p) => p.message.type)).toContain('SYNC_DAPP_DATA')
    const dapp = page.posted.find((p) => p.message.type === 'SYNC_DAPP_DATA')?.message.payload
    expect(dapp).toEqual({ metadata, projectId: 'p', sdkType: 'latch', sdkVersion: 'latch-embedded-0.0.0' })
    adapter.embedded.syncTheme({ themeMode: 'light', themeVariables: { '--latch-accent': '#f0f' } })
    await expect
      .poll(() => page.posted.at(-1)?.message)
      .toMatchObject({
        type: 'SYNC_THEME',
        payload: { themeMode: 'light', themeVariables: { '--latch-accent': '#f0f' } },
      })
  })

  test("a reloaded frame is told the app's data and the newest theme again, before it is asked anything", async () => {
    const { adapter, page } = make()
    const metadata = { name: 'Demo', description: 'd', url: 'https://demo.test', icons: [] }
    await adapter.setup({ networks, metadata })
    adapter.embedded.syncTheme({ themeMode: 'dark', themeVariables: { '--latch-accent': '#000' } })
    adapter.embedded.syncTheme({ themeMode: 'light', themeVariables: { '--latch-accent': '#f0f' } })
    await expect.poll(() => page.posted.filter((p) => p.message.type === 'SYNC_THEME').length).toBe(2)

    const before = page.posted.length
    page.frameReady()
    await adapter.reconnect({ connectorId: EMBEDDED_CONNECTOR_ID })
    expect(page.posted.slice(before).map((p) => [p.message.type, p.message.payload])).toEqual([
      ['SYNC_DAPP_DATA', { metadata, projectId: 'p', sdkType: 'latch', sdkVersion: 'latch-embedded-0.0.0' }],
      ['SYNC_THEME', { themeMode: 'light', themeVariables: { '--latch-accent': '#f0f' } }],
      ['IS_CONNECTED', undefined],
      ['GET_USER', { chainId: 31337 }],
    ])
  })

  test('reconnect without a session finds nothing and prompts nothing', async () => {
    const { adapter, frame, page } = make()
    frame.signedIn = false
    expect(await adapter.reconnect({ connectorId: EMBEDDED_CONNECTOR_ID })).toBeNull()
    expect(page.posted.map((p) => p.message.type)).toEqual(['IS_CONNECTED'])
  })

  test('signMessage sends personal_sign with the text as hex and the address', async () => {
    const { adapter, page } = make()
    await adapter.setup({ networks })
    const signature = await adapter.signMessage({
      connectorId: EMBEDDED_CONNECTOR_ID,
      address: USER_ADDRESS,
      message: 'hi',
    })
    expect(signature).toBe(SIGNATURE)
    expect(page.posted.at(-1)?.message.payload).toEqual({
      method: 'personal_sign',
      params: ['0x6869', USER_ADDRESS],
      chainId: 31337,
    })
  })

  test('the email steps and the frame events go through the port in core words', async () => {
    const { adapter, page } = make()
    expect(await adapter.embedded.connectEmail('ada@example.com')).toEqual({ action: 'VERIFY_OTP' })
    await adapter.embedded.connectOtp('123456')
    const seen: unknown[] = []
    adapter.embedded.onEvent((event) => seen.push(event))
    page.deliver(createEvent('APPROVAL_REQUESTED', { requestId: 'r1', method: 'personal_sign' }))
    page.deliver(createEvent('APPROVAL_SETTLED', { requestId: 'r1', approved: false }))
    page.deliver(createEvent('NOT_CONNECTED'))
    page.deliver(createEvent('SESSION_EXPIRED'))
    adapter.alert('IFRAME_REQUEST_TIMEOUT')
    expect(seen).toEqual([
      { type: 'approvalRequested', method: 'personal_sign' },
      { type: 'approvalSettled', approved: false },
      { type: 'notConnected' },
      { type: 'sessionExpired' },
      { type: 'alert', code: 'IFRAME_REQUEST_TIMEOUT' },
    ])
  })

  test("the frame's user in account state shape", () => {
    expect(
      toAccountUser({
        email: null,
        address: 'a',
        chainId: 1,
        accounts: [{ address: 'a', type: 'eoa' }],
        userName: null,
      }),
    ).toEqual({ email: null, address: 'a', chainId: 1, accounts: [{ address: 'a', type: 'eoa' }] })
  })
})
