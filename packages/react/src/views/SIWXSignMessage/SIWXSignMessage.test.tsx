// @vitest-environment happy-dom
import { getWalletInfo, type LatchState, type SiwxConfig } from '@latch/core'
import { createSIWX, MemorySessionStore } from '@latch/siwx'
import { act, cleanup, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { EMBEDDED_ID, embeddedTestAdapter } from '../../../test/embedded'
import { ACCOUNT, renderWithLatch } from '../../../test/harness'
import { describeApp } from './SIWXSignMessage'

beforeEach(() => localStorage.clear())
afterEach(cleanup)

const metadata = { name: 'Demo App', description: '', url: 'https://demo.example', icons: [] }

function signIn(options: { required: boolean }) {
  const storage = new MemorySessionStore()
  const siwx = createSIWX({
    // Sign-in messages are built for the page's own host, which the view shows.
    domain: location.host,
    uri: location.origin,
    statement: 'Sign in to Demo App.',
    required: options.required,
    storage,
  })
  return { siwx, storage }
}

async function connected(siwx: SiwxConfig) {
  const rendered = renderWithLatch(null, { config: { siwx, metadata } })
  await rendered.client.start()
  await rendered.client.connect({ connectorId: 'test-eip155' })
  return rendered
}

describe('SIWXSignMessage view', () => {
  it('opens on connect with the app, its domain and statement; Sign stores the session and closes', async () => {
    const user = userEvent.setup()
    const { siwx, storage } = signIn({ required: true })
    const { client } = await connected(siwx)
    expect(await screen.findByText('Demo App wants you to sign in')).toBeTruthy()
    expect(screen.getByText(location.host)).toBeTruthy()
    expect(screen.getByText('Sign in to Demo App.')).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'Sign' }))
    await waitFor(() => expect(client.store.getState().modal.open).toBe(false))
    expect(await storage.get('eip155:1', ACCOUNT)).toHaveLength(1)
  })

  it('shows a spinner and disables both buttons while the wallet signs', async () => {
    const user = userEvent.setup()
    const { siwx } = signIn({ required: false })
    let finish: (signature: string) => void = () => {}
    const slow: SiwxConfig = { ...siwx, signMessage: () => new Promise((resolve) => (finish = resolve)) }
    const { client } = await connected(slow)
    await user.click(await screen.findByRole('button', { name: 'Sign' }))
    expect(await screen.findByText('Sign the message in your wallet.')).toBeTruthy()
    expect(document.querySelector('.latch-spinner')).toBeTruthy()
    expect((screen.getByRole('button', { name: 'Signing…' }) as HTMLButtonElement).disabled).toBe(true)
    expect((screen.getByRole('button', { name: 'Cancel' }) as HTMLButtonElement).disabled).toBe(true)
    finish('0x1234')
    await waitFor(() => expect(client.store.getState().modal.open).toBe(false))
  })

  it("a decline says 'Signature declined' once, as core's toast, refuses to close while required, and retry signs in", async () => {
    const user = userEvent.setup()
    const { siwx, storage } = signIn({ required: true })
    const { client, adapter } = await connected(siwx)
    adapter.failNext('signMessage', Object.assign(new Error('User rejected the request.'), { code: 4001 }))
    await user.click(await screen.findByRole('button', { name: 'Sign' }))
    // Spec section 8's toast, and only it: the view does not say it a second time inline.
    await screen.findByRole('button', { name: 'Try again' })
    expect(screen.getAllByText('Signature declined').map((node) => node.className)).toEqual(['latch-toast'])
    await user.click(screen.getByRole('button', { name: 'Close' }))
    expect(client.store.getState().modal.open).toBe(true)
    expect(client.store.getState().router.view).toBe('SIWXSignMessage')
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    await waitFor(() => expect(client.store.getState().modal.open).toBe(false))
    expect(await storage.get('eip155:1', ACCOUNT)).toHaveLength(1)
  })

  it('marks Close as disabled while sign-in is required and no session exists, and not when optional', async () => {
    const required = await connected(signIn({ required: true }).siwx)
    await screen.findByRole('button', { name: 'Sign' })
    expect(screen.getByRole('button', { name: 'Close' }).getAttribute('aria-disabled')).toBe('true')
    required.unmount()
    cleanup()
    localStorage.clear()
    await connected(signIn({ required: false }).siwx)
    await screen.findByRole('button', { name: 'Sign' })
    expect(screen.getByRole('button', { name: 'Close' }).getAttribute('aria-disabled')).toBeNull()
  })

  it('Cancel disconnects when sign-in is required', async () => {
    const user = userEvent.setup()
    const { siwx } = signIn({ required: true })
    const { client } = await connected(siwx)
    await user.click(await screen.findByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(client.isConnected('eip155')).toBe(false))
    expect(client.store.getState().modal.open).toBe(false)
  })

  it('Cancel only closes when sign-in is optional', async () => {
    const user = userEvent.setup()
    const { siwx } = signIn({ required: false })
    const { client } = await connected(siwx)
    await user.click(await screen.findByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(client.store.getState().modal.open).toBe(false))
    expect(client.isConnected('eip155')).toBe(true)
  })

  it('without an app name it asks to sign in with the wallet, showing the wallet that will sign', async () => {
    const rendered = renderWithLatch(null, { config: { siwx: signIn({ required: false }).siwx } })
    await rendered.client.start()
    await rendered.client.connect({ connectorId: 'test-eip155' })
    expect(await screen.findByText('Sign in with your wallet')).toBeTruthy()
    const connector = rendered.client.store
      .getState()
      .connection.connectors.find((c) => c.id === 'test-eip155')
    // The test wallet has no icon, so its initial stands in.
    expect(document.querySelector('.latch-waiting .latch-wallet-icon')?.textContent).toBe(
      connector?.name.charAt(0).toUpperCase(),
    )
  })

  it('after a social login it shows the provider the visitor signed in with, not the embedded wallet', async () => {
    const { adapter } = embeddedTestAdapter()
    const rendered = renderWithLatch(null, {
      config: { siwx: signIn({ required: false }).siwx, adapters: [adapter] },
    })
    await rendered.client.start()
    await rendered.client.connect({ connectorId: EMBEDDED_ID })
    expect(await screen.findByText('Sign in with your wallet')).toBeTruthy()
    const badge = () => document.querySelector('.latch-waiting .latch-wallet-icon')?.textContent
    // An email login: the embedded wallet, named Email.
    expect(badge()).toBe('E')
    // The social login's end records its provider on the account, as core does after connecting.
    act(() =>
      rendered.client.store.setState((state) => ({
        accounts: {
          ...state.accounts,
          eip155: {
            ...(state.accounts.eip155 as NonNullable<LatchState['accounts']['eip155']>),
            socialProvider: 'github',
          },
        },
      })),
    )
    expect(getWalletInfo(rendered.client.store.getState())?.social).toBe('github')
    expect(badge()).toBe('G')
  })

  it("shows createSIWX's own domain and statement, with nothing added to the config", async () => {
    const siwx = createSIWX({
      domain: 'signin.example',
      uri: 'https://signin.example',
      statement: 'Sign in to the example.',
      storage: new MemorySessionStore(),
    })
    await connected(siwx)
    expect(await screen.findByText('signin.example')).toBeTruthy()
    expect(screen.getByText('Sign in to the example.')).toBeTruthy()
  })

  it('names the domain from the config when it has one, else the page, else the metadata url', () => {
    expect(describeApp({ siwx: { domain: 'a.example', statement: 'Hi.' } })).toEqual({
      appName: 'a.example',
      domain: 'a.example',
      statement: 'Hi.',
    })
    const fromMetadata = describeApp({ metadata: { name: 'App', url: 'https://m.example/x' } })
    expect(fromMetadata.domain).toBe(location.host || 'm.example')
    expect(describeApp({ metadata: { name: '', url: 'not a url' } }).appName).toBe(
      location.host || 'this app',
    )
  })
})
