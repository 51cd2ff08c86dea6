// @vitest-environment happy-dom
import type { Connector } from '@latch/core'
import { createTestAdapter } from '@latch/core/testing'
import { act, cleanup, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { EMBEDDED_ID, embeddedTestAdapter } from '../../../test/embedded'
import { ACCOUNT, renderWithLatch } from '../../../test/harness'
import type { LatchConfig } from '../../provider/LatchProvider'

beforeEach(() => localStorage.clear())
afterEach(cleanup)

describe('Connect view', () => {
  it('opened before the adapters have listed their wallets, waits instead of saying none was found', async () => {
    const adapter = createTestAdapter({
      accounts: [ACCOUNT],
      connectors: [{ id: 'ext', name: 'Hardware', type: 'EXTERNAL', chain: 'eip155' }],
    })
    // An adapter whose setup (discovery, a wallet library) is still running when the modal opens.
    let release = () => {}
    const held = new Promise<void>((resolve) => {
      release = resolve
    })
    const slow = {
      ...adapter,
      setup: (context: Parameters<typeof adapter.setup>[0]) => held.then(() => adapter.setup(context)),
    }
    const { client } = renderWithLatch(null, { config: { adapters: [slow] } })
    act(() => client.open())
    const dialog = await screen.findByRole('dialog', { name: 'Connect Wallet' })
    expect(dialog.querySelector('[aria-busy="true"]')).not.toBeNull()
    expect(screen.queryByText(/No wallet found/)).toBeNull()
    await act(async () => release())
    expect(await screen.findByRole('button', { name: /Hardware/ })).toBeTruthy()
  })

  it('lists the connectors from core state, a wallet announced and injected only once', async () => {
    const { client } = renderWithLatch(null, {
      adapter: {
        connectors: [
          {
            id: 'injected',
            name: 'Browser Wallet',
            type: 'INJECTED',
            chain: 'eip155',
            info: { rdns: 'io.rabby' },
          },
          { id: 'io.rabby', name: 'Rabby', type: 'ANNOUNCED', chain: 'eip155', info: { rdns: 'io.rabby' } },
          { id: 'ext', name: 'Hardware', type: 'EXTERNAL', chain: 'eip155' },
        ],
      },
    })
    await client.start()
    client.open()
    await screen.findByRole('dialog', { name: 'Connect Wallet' })
    const rows = await screen.findAllByRole('button', { name: /Rabby|Hardware|Browser Wallet/ })
    expect(rows.map((row) => row.querySelector('.latch-row-label')?.textContent)).toEqual([
      'Rabby',
      'Hardware',
    ])
  })

  it('connects through core when a wallet is chosen, then closes', async () => {
    const user = userEvent.setup()
    const { client, adapter } = renderWithLatch(null)
    await client.start()
    client.open()
    await user.click(await screen.findByRole('button', { name: /Test Wallet/ }))
    await waitFor(() => expect(client.store.getState().modal.open).toBe(false))
    expect(adapter.prompts).toBe(1)
    expect(client.isConnected('eip155')).toBe(true)
  })

  it('offers no All Wallets row without a WalletConnect adapter to reach directory wallets', async () => {
    const { client } = renderWithLatch(null, { config: { servicesUrl: 'http://127.0.0.1:9' } })
    await client.start()
    client.open()
    await screen.findByRole('button', { name: /Test Wallet/ })
    expect(client.options.features.allWallets).toBe(true)
    expect(screen.queryByRole('button', { name: /All Wallets/ })).toBeNull()
  })
})

const WALLETS: Connector[] = [
  { id: 'io.rabby', name: 'Rabby', type: 'ANNOUNCED', chain: 'eip155' },
  { id: 'walletconnect', name: 'WalletConnect', type: 'WALLET_CONNECT', chain: 'eip155' },
]

/** Connect with an installed wallet, WalletConnect (so All Wallets) and, with `email`, email login. */
async function openConnect(config: Partial<LatchConfig>, { email = false } = {}) {
  const { port } = embeddedTestAdapter()
  const adapter = email
    ? Object.assign(
        createTestAdapter({
          connectors: [{ id: EMBEDDED_ID, name: 'Email', type: 'AUTH', chain: 'eip155' }, ...WALLETS],
          accounts: [ACCOUNT],
        }),
        { embedded: port },
      )
    : createTestAdapter({ connectors: WALLETS, accounts: [ACCOUNT] })
  const { client } = renderWithLatch(null, { config: { ...config, adapters: [adapter] } })
  await client.start()
  act(() => client.open())
  await screen.findByRole('button', { name: /Rabby|Continue with a wallet/ })
  return { client, adapter }
}

const LEGAL = {
  termsConditionsUrl: 'https://app.example/terms',
  privacyPolicyUrl: 'https://app.example/privacy',
}
const rabby = () => screen.getByRole('button', { name: /Rabby/ })
const box = () => screen.queryByRole('checkbox', { name: /I agree/ })

describe('Connect with the legal checkbox', () => {
  it('connects only once the visitor has ticked the box', async () => {
    const user = userEvent.setup()
    const { client, adapter } = await openConnect({ ...LEGAL, features: { legalCheckbox: true } })
    expect(rabby().closest('fieldset')?.disabled).toBe(true)
    await user.click(rabby())
    expect(client.store.getState().router.view).toBe('Connect')
    expect(adapter.prompts).toBe(0)
    await user.click(box() as HTMLElement)
    await user.click(rabby())
    await waitFor(() => expect(client.isConnected('eip155')).toBe(true))
    expect(adapter.prompts).toBe(1)
  })

  it('keeps the tick while the modal stays open, and asks again once it was closed', async () => {
    const user = userEvent.setup()
    const { client } = await openConnect({ ...LEGAL, features: { legalCheckbox: true } })
    const stored = () => JSON.stringify([{ ...localStorage }, { ...sessionStorage }])
    const before = stored()
    await user.click(box() as HTMLElement)
    expect(stored()).toBe(before)
    await user.click(screen.getByRole('button', { name: /All Wallets/ }))
    await waitFor(() => expect(client.store.getState().router.view).toBe('AllWallets'))
    act(() => client.router.back())
    expect(((await screen.findByRole('checkbox')) as HTMLInputElement).checked).toBe(true)
    act(() => {
      client.close()
    })
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    act(() => client.open())
    expect(((await screen.findByRole('checkbox')) as HTMLInputElement).checked).toBe(false)
  })

  it('shows nothing to tick without a terms or privacy URL: no sentence without links', async () => {
    const user = userEvent.setup()
    const { client } = await openConnect({ features: { legalCheckbox: true } })
    expect(screen.queryByRole('checkbox')).toBeNull()
    expect(screen.queryByText(/By connecting your wallet/)).toBeNull()
    await user.click(rabby())
    await waitFor(() => expect(client.isConnected('eip155')).toBe(true))
  })

  it('is off by default: a set URL shows the footer line and gates nothing', async () => {
    const user = userEvent.setup()
    const { client } = await openConnect({ termsConditionsUrl: LEGAL.termsConditionsUrl })
    expect(box()).toBeNull()
    expect(screen.getByText(/By connecting your wallet/).textContent).toBe(
      'By connecting your wallet, you agree to our Terms of Service',
    )
    await user.click(rabby())
    await waitFor(() => expect(client.isConnected('eip155')).toBe(true))
  })
})

describe('Connect beside email login', () => {
  it('offers the wallet guide by default, and Get started opens the wallet directory', async () => {
    const user = userEvent.setup()
    const { client } = await openConnect({}, { email: true })
    expect(screen.queryByRole('button', { name: 'Continue with a wallet' })).toBeNull()
    expect(box()).toBeNull()
    expect(screen.queryByText(/By connecting your wallet/)).toBeNull()
    await user.click(screen.getByRole('button', { name: 'Get started' }))
    await waitFor(() => expect(client.store.getState().router.view).toBe('AllWallets'))
  })

  it('has no guide with enableWalletGuide false, nor without email or social login', async () => {
    await openConnect({ enableWalletGuide: false }, { email: true })
    expect(screen.getByRole('textbox', { name: 'Email' })).toBeTruthy()
    expect(screen.queryByText("Haven't got a wallet?")).toBeNull()
    cleanup()
    await openConnect({})
    expect(screen.queryByText("Haven't got a wallet?")).toBeNull()
  })

  it('collapses the wallets with features.collapseWallets', async () => {
    const user = userEvent.setup()
    await openConnect({ features: { collapseWallets: true } }, { email: true })
    expect(screen.queryByRole('button', { name: /Rabby/ })).toBeNull()
    await user.click(screen.getByRole('button', { name: 'Continue with a wallet' }))
    // The first wallet in the connector type order: WalletConnect's row.
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: /WalletConnect/ })),
    )
    expect(rabby()).toBeTruthy()
  })

  it('names the recent embedded wallet by the social login it was made with, and Email again after an email login', async () => {
    const { client } = await openConnect({}, { email: true })
    const recentLabel = async () => {
      act(() => client.open())
      const row = await screen.findByRole('button', { name: /Recent/ })
      return row.querySelector('.latch-row-label')?.textContent
    }
    vi.stubGlobal(
      'open',
      vi.fn(() => ({ location: { href: '' }, closed: false, close() {} })),
    )
    try {
      await act(() => client.embedded.connectSocial('google'))
    } finally {
      vi.unstubAllGlobals()
    }
    expect(client.isConnected('eip155')).toBe(true)
    await act(() => client.disconnect())
    expect(await recentLabel()).toBe('Google')

    await act(() => client.embedded.connectEmail('ada@example.com'))
    await act(() => client.embedded.verifyOtp('123456'))
    expect(client.isConnected('eip155')).toBe(true)
    await act(() => client.disconnect())
    expect(await recentLabel()).toBe('Email')
  })

  it("a recent social login's row starts that login again, as its own button does, not a wallet prompt", async () => {
    const { client } = await openConnect({}, { email: true })
    const popup = vi.fn(() => ({ location: { href: '' }, closed: false, close() {} }))
    vi.stubGlobal('open', popup)
    try {
      await act(() => client.embedded.connectSocial('google'))
      await act(() => client.disconnect())
      popup.mockClear()
      act(() => client.open())
      const row = await screen.findByRole('button', { name: /Recent/ })
      await act(async () => row.click())
      await waitFor(() => expect(popup).toHaveBeenCalledTimes(1))
      expect(client.store.getState().router.view).not.toBe('ConnectingExternal')
    } finally {
      vi.unstubAllGlobals()
    }
  })

  it('gates email login and the guide behind the legal checkbox too', async () => {
    const user = userEvent.setup()
    await openConnect({ ...LEGAL, features: { legalCheckbox: true, collapseWallets: true } }, { email: true })
    const gate = screen.getByRole('textbox', { name: 'Email' }).closest('fieldset')
    expect(gate?.disabled).toBe(true)
    for (const name of ['Continue', 'Get started', 'Continue with a wallet'])
      expect(gate?.contains(screen.getByRole('button', { name }))).toBe(true)
    await user.click(box() as HTMLElement)
    expect(gate?.disabled).toBe(false)
  })
})
