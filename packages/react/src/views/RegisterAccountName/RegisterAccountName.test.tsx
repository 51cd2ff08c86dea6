// @vitest-environment happy-dom
import { cleanup, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { type ServerProcess, startServerProcess } from '../../../test/fixtures/serverProcess'
import { renderWithLatch } from '../../../test/harness'

let server: ServerProcess
beforeAll(async () => {
  server = await startServerProcess()
}, 60_000)
afterAll(async () => {
  await server?.stop()
})
beforeEach(() => localStorage.clear())
afterEach(cleanup)

const unique = () => `n${Math.random().toString(36).slice(2, 10)}`

/** The modal on RegisterAccountName for a connected account whose wallet signs with a real key. */
async function openRegister(options: { realSigner?: boolean } = {}) {
  const key = privateKeyToAccount(generatePrivateKey())
  const rendered = renderWithLatch(null, {
    config: { servicesUrl: server.url, projectId: 'latch-demo' },
    adapter: { accounts: [key.address] },
  })
  if (options.realSigner !== false)
    rendered.adapter.signMessage = async ({ message }) => key.signMessage({ message })
  await rendered.client.start()
  await rendered.client.connect({ connectorId: 'test-eip155' })
  rendered.client.open({ view: 'RegisterAccountName' })
  const input = await screen.findByLabelText('Choose a name for your account')
  return { ...rendered, key, input, user: userEvent.setup() }
}

describe('RegisterAccountName view', () => {
  it('shows the rules as you type, with the zone beside the field', async () => {
    const { user, input } = await openRegister()
    expect(screen.getByText('.latch.id')).toBeTruthy()
    await user.type(input, 'ab')
    expect(screen.getByText('Use at least 4 characters')).toBeTruthy()
    await user.type(input, '_c')
    expect(screen.getByText('Use only letters, digits and hyphens')).toBeTruthy()
    expect((screen.getByRole('button', { name: 'Register' }) as HTMLButtonElement).disabled).toBe(true)
  })

  it('takes as many characters as the name rule allows and no more, so its limit and its message agree', async () => {
    const { user, input } = await openRegister()
    await user.type(input, 'a'.repeat(64))
    // The 64th is refused by the field itself: 63 is the rule's limit ('Use at most 63 characters').
    expect((input as HTMLInputElement).value).toHaveLength(63)
    expect(screen.queryByText('Use at most 63 characters')).toBeNull()
  })

  it('keeps the name and its zone left to right, as a right-to-left locale would reverse them', async () => {
    const { input } = await openRegister()
    expect(input.closest('[dir]')?.getAttribute('dir')).toBe('ltr')
    expect(screen.getByText('.latch.id').closest('[dir]')?.getAttribute('dir')).toBe('ltr')
  })

  it("says 'Required' when Register is pressed on an empty field, and asks the wallet nothing", async () => {
    const { user, input, adapter } = await openRegister()
    let signed = false
    adapter.signMessage = async () => {
      signed = true
      return '0x'
    }
    await user.click(screen.getByRole('button', { name: 'Register' }))
    expect(screen.getByText('Required')).toBeTruthy()
    expect(input.getAttribute('aria-invalid')).toBe('true')
    expect(document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent).toContain(
      'Required',
    )
    expect(signed).toBe(false)
    // Typing clears it; the name rules take over.
    await user.type(input, 'ab')
    expect(screen.queryByText('Required')).toBeNull()
    expect(screen.getByText('Use at least 4 characters')).toBeTruthy()
  })

  it('registers a free name, shows success, and the Account view shows the name', async () => {
    const { user, input, client } = await openRegister()
    const label = unique()
    await user.type(input, label)
    expect(await screen.findByText(`${label}.latch.id is available`)).toBeTruthy()
    expect(await screen.findByRole('list', { name: 'Suggestions' })).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'Register' }))
    expect(await screen.findByText(`${label}.latch.id is yours`)).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'Go to account' }))
    await waitFor(() => expect(client.store.getState().router.view).toBe('Account'))
    expect(await screen.findByText(`${label}.latch.id`)).toBeTruthy()
  })

  it('says a taken name is taken and offers free suggestions that fill the field', async () => {
    const first = await openRegister()
    const label = unique()
    expect(await first.client.names.registerName(label)).toBe(true)
    cleanup()
    const { user, input } = await openRegister()
    await user.type(input, label)
    expect(await screen.findByText(`${label}.latch.id is taken`)).toBeTruthy()
    await user.click(await screen.findByRole('button', { name: `${label}1.latch.id` }))
    expect((input as HTMLInputElement).value).toBe(`${label}1`)
    expect(await screen.findByText(`${label}1.latch.id is available`)).toBeTruthy()
  })

  it("shows 'Error registering name {name}' and stays on the form when the server refuses", async () => {
    const { user, input, client } = await openRegister({ realSigner: false })
    const label = unique()
    await user.type(input, label)
    await screen.findByText(`${label}.latch.id is available`)
    await user.click(screen.getByRole('button', { name: 'Register' }))
    const text = `Error registering name ${label}.latch.id`
    expect(await screen.findByText(text, { selector: 'p' })).toBeTruthy()
    expect(client.store.getState().router.view).toBe('RegisterAccountName')
  })

  it('is off for accounts that are not eip155', async () => {
    const rendered = renderWithLatch(null, { config: { servicesUrl: server.url, projectId: 'latch-demo' } })
    await rendered.client.start()
    rendered.client.open({ view: 'RegisterAccountName' })
    expect(await screen.findByText(/Names are available for eip155 accounts only/)).toBeTruthy()
  })
})

describe('Get your name, in Account', () => {
  /** Account for a connected account whose wallet signs with a real key; `name` registered first. */
  async function openAccount(options: { config?: Record<string, unknown>; name?: string } = {}) {
    const key = privateKeyToAccount(generatePrivateKey())
    const rendered = renderWithLatch(null, {
      config: { projectId: 'latch-demo', ...options.config },
      adapter: { accounts: [key.address] },
    })
    rendered.adapter.signMessage = async ({ message }) => key.signMessage({ message })
    await rendered.client.start()
    await rendered.client.connect({ connectorId: 'test-eip155' })
    if (options.name) expect(await rendered.client.names.registerName(options.name)).toBe(true)
    rendered.client.open({ view: 'Account' })
    await screen.findByRole('button', { name: 'Disconnect' })
    return { ...rendered, user: userEvent.setup() }
  }

  it('leads an account with no name to the form; once registered, Account and the button show the name and the offer is gone', async () => {
    const { user, client } = await openAccount({ config: { servicesUrl: server.url } })
    const offer = await screen.findByRole('button', { name: 'Get your name .latch.id' })
    await user.click(offer)
    const input = await screen.findByLabelText('Choose a name for your account')
    const label = unique()
    await user.type(input, label)
    await screen.findByText(`${label}.latch.id is available`)
    await user.click(screen.getByRole('button', { name: 'Register' }))
    await user.click(await screen.findByRole('button', { name: 'Go to account' }))
    await screen.findByRole('button', { name: 'Disconnect' })
    expect(screen.getByText(`${label}.latch.id`)).toBeTruthy()
    expect(screen.queryByRole('button', { name: /Get your name/ })).toBeNull()
    expect(client.store.getState().accounts.eip155?.profileName).toBe(`${label}.latch.id`)
  })

  it('is not offered to an account that already holds a name', async () => {
    const label = unique()
    const { client } = await openAccount({ config: { servicesUrl: server.url }, name: label })
    await waitFor(() =>
      expect(client.store.getState().accounts.eip155?.profileName).toBe(`${label}.latch.id`),
    )
    expect(screen.queryByRole('button', { name: /Get your name/ })).toBeNull()
  })

  it('is not offered without a services server to register with', async () => {
    await openAccount()
    expect(screen.getByRole('button', { name: 'Copy address' })).toBeTruthy()
    expect(screen.queryByRole('button', { name: /Get your name/ })).toBeNull()
  })
})
