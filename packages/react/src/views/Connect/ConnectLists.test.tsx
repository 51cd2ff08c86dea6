// @vitest-environment happy-dom
// Connect shows whole in the click's own frame, though part of what it lists comes from the
// services server (the socials it can complete, the directory's featured and recommended wallets):
// the app's socials show at once, and a row is kept for each directory wallet on its way, which
// the wallet then takes, so no row arriving later pushes the rows below it (and re-centres the
// card) under the visitor's pointer. Against the real services server, and a server that never
// answers. The first test relies on this file's own module graph: no visitor has acted on a Latch
// button before it.
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer, type Server, type Socket } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Connector } from '@latch/core'
import { createTestAdapter } from '@latch/core/testing'
import { generateWallets, type RunningServer, startServer } from '@latch/server'
import { act, cleanup, fireEvent, screen } from '@testing-library/react'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { EMBEDDED_ID, embeddedTestAdapter } from '../../../test/embedded'
import { ACCOUNT, renderWithLatch } from '../../../test/harness'
import { ConnectButton } from '../../buttons/ConnectButton'

const CONNECTORS: Connector[] = [
  { id: EMBEDDED_ID, name: 'Email', type: 'AUTH', chain: 'eip155' },
  { id: 'walletConnect', name: 'WalletConnect', type: 'WALLET_CONNECT', chain: 'eip155' },
]
// Google has credentials on the server, GitHub has none: only Google may be offered.
const FEATURES = { email: true, socials: ['google', 'github'] }

let server: RunningServer
let silent: Server
let silentUrl: string
const held = new Set<Socket>()
let dataDir: string

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'latch-react-connect-lists-'))
  server = await startServer({
    port: 0,
    dataDir,
    wallets: generateWallets(30),
    log: 'silent',
    indexer: false,
    social: { google: { clientId: 'client', clientSecret: 'secret' } },
  })
  // Takes every connection and never answers (they are cut when the file ends).
  silent = createServer((socket) => held.add(socket))
  await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve))
  const address = silent.address()
  silentUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`
}, 60_000)

afterAll(async () => {
  await server?.stop()
  for (const socket of held) socket.destroy()
  await new Promise((resolve) => silent?.close(resolve))
  if (dataDir) rmSync(dataDir, { recursive: true, force: true })
})

beforeEach(() => localStorage.clear())
afterEach(cleanup)

function renderConnect(servicesUrl: string) {
  const { port } = embeddedTestAdapter()
  const adapter = Object.assign(createTestAdapter({ connectors: CONNECTORS, accounts: [ACCOUNT] }), {
    embedded: port,
  })
  return renderWithLatch(<ConnectButton />, {
    // The server's seeded project, which allows pages on localhost (project routes answer no other).
    config: { projectId: 'latch-demo', servicesUrl, adapters: [adapter], features: FEATURES },
  })
}

/** Connect's wallet list as its items: a row's name, or `kept` for a row kept for a wallet on its way. */
const listItems = () =>
  [...screen.getByRole('list', { name: 'Wallets', hidden: true }).children].map((item) =>
    item.getAttribute('aria-hidden') === 'true' ? 'kept' : (item.textContent ?? ''),
  )

describe("Connect's lists from the services server", () => {
  it('asks for them when the visitor first points at the button, not before', async () => {
    const { client } = renderConnect(server.url)
    await client.start()
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(client.store.getState().wallets.status).toBe('idle')
    expect(client.store.getState().embedded.offeredSocials).toBeUndefined()
    fireEvent.pointerEnter(screen.getByRole('button', { name: 'Connect Wallet' }))
    await vi.waitFor(
      () => {
        expect(client.store.getState().wallets.listed).toBe(true)
        expect(client.store.getState().embedded.offeredSocials).toEqual(['google'])
      },
      { timeout: 5000 },
    )
    expect(client.store.getState().modal.open).toBe(false)
  })

  it("shows at once with the app's socials and a row kept for each directory wallet, which the wallets then take in place", async () => {
    const { client } = renderConnect(server.url)
    await client.start()
    act(() => client.open())
    // Found the moment it is added (the query watches the page as it changes): the first showing.
    await screen.findByRole('button', { name: /WalletConnect/ }, { timeout: 5000 })
    expect(screen.getByRole('textbox', { name: 'Email' })).toBeTruthy()
    expect(screen.getByRole('button', { name: /^Continue with Google/ })).toBeTruthy()
    const first = listItems()
    expect(first.filter((item) => item === 'kept')).toHaveLength(4)
    expect(screen.getByRole('list', { name: 'Wallets', hidden: true }).getAttribute('aria-busy')).toBe('true')
    await vi.waitFor(() => expect(listItems()).not.toContain('kept'), { timeout: 5000 })
    const { recommended } = client.store.getState().wallets
    const after = listItems()
    // Each wallet in the place kept for it; every other row where it was.
    expect(after).toHaveLength(first.length)
    first.forEach((item, index) => {
      if (item !== 'kept') expect(after[index]).toBe(item)
    })
    expect(after.filter((_, index) => first[index] === 'kept')).toEqual(
      recommended.map((wallet) => wallet.name),
    )
    // GitHub has no credentials on this server: it leaves once the server says so; Google stays.
    await vi.waitFor(() => expect(screen.queryByRole('button', { name: /^Continue with GitHub/ })).toBeNull())
    expect(screen.getByRole('button', { name: /^Continue with Google/ })).toBeTruthy()
  })

  it('shows whole at once when the server never answers, with the rows kept for the directory', async () => {
    const { client } = renderConnect(silentUrl)
    await client.start()
    act(() => client.open())
    // Its first showing, once the login part's code is in (the idle prefetch brings it on a page).
    await screen.findByRole('button', { name: /WalletConnect/ }, { timeout: 5000 })
    const dialog = screen.getByRole('dialog', { name: 'Connect Wallet' })
    expect(screen.getByRole('textbox', { name: 'Email' })).toBeTruthy()
    expect(screen.getByRole('button', { name: /^Continue with Google/ })).toBeTruthy()
    expect(listItems().filter((item) => item === 'kept')).toHaveLength(4)
    // Only the list says it is still filling in, not the view.
    expect(dialog.querySelectorAll('[aria-busy="true"]')).toHaveLength(1)
    // Asked once the dialog was painted, and still on its way: the kept rows stay.
    await vi.waitFor(() => expect(client.store.getState().wallets.status).toBe('loading'))
    expect(listItems().filter((item) => item === 'kept')).toHaveLength(4)
    expect(client.store.getState().embedded.offeredSocials).toBeUndefined()
  })
})
