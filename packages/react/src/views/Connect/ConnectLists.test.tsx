// @vitest-environment happy-dom
// Connect waits for what it lists from the services server (the socials it can complete, the
// directory's featured and recommended wallets) so that it shows whole: a row arriving later would
// push the rows below it, and re-centre the card, under the visitor's pointer. Against the real
// services server; for the end of the wait, a server that never answers. The first test relies on
// this file's own module graph: no visitor has acted on a Latch button before it.
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

describe('Connect waits for its lists', () => {
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

  it("shows the directory's wallets and the socials the server completes with its first rows, not after them", async () => {
    const { client } = renderConnect(server.url)
    await client.start()
    act(() => client.open())
    // Found the moment it is added (the query watches the page as it changes): what shows then
    // is all that shows.
    await screen.findByRole('button', { name: /WalletConnect/ }, { timeout: 5000 })
    const { recommended } = client.store.getState().wallets
    expect(recommended.length).toBeGreaterThan(0)
    const shown = (name: string) => screen.queryByRole('button', { name: (label) => label.includes(name) })
    for (const wallet of recommended) expect(shown(wallet.name)).not.toBeNull()
    expect(shown('Continue with Google')).not.toBeNull()
    expect(shown('Continue with GitHub')).toBeNull()
  })

  it('shows without them once the server has kept it waiting for 0.8 s', async () => {
    const { client } = renderConnect(silentUrl)
    await client.start()
    act(() => client.open())
    const dialog = await screen.findByRole('dialog', { name: 'Connect Wallet' })
    expect(dialog.querySelector('[aria-busy="true"]')).not.toBeNull()
    await screen.findByRole('button', { name: /WalletConnect/ }, { timeout: 3000 })
    expect(screen.getByRole('textbox', { name: 'Email' })).toBeTruthy()
    expect(screen.queryByRole('button', { name: /^Continue with Google/ })).toBeNull()
    expect(client.store.getState().wallets.status).toBe('loading')
    expect(client.store.getState().embedded.offeredSocials).toBeUndefined()
  })
})
