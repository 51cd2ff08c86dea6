// @vitest-environment happy-dom
// wagmi's own actions against a wagmi config whose one connector is Latch: a real Latch client with
// the EVM adapter, a real test wallet announced over EIP-6963, and a real two-chain devnet.
import { createLatch, type LatchClient } from '@latch/core'
import { type Devnet, devnetCaipNetwork, startDevnet, toViemChain } from '@latch/devnet'
import { evmAdapter } from '@latch/evm'
import { announceTestWallet, createTestWallet, type TestWallet } from '@latch/test-wallet'
import {
  type Config,
  connect,
  createConfig,
  disconnect,
  getAccount,
  reconnect,
  sendTransaction,
  signMessage,
  switchChain,
  waitForTransactionReceipt,
} from '@wagmi/core'
import { createPublicClient, http, parseEther, verifyMessage } from 'viem'
import { generatePrivateKey, privateKeyToAddress } from 'viem/accounts'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { latch } from '../src'

let devnet: Devnet
beforeAll(async () => {
  devnet = await startDevnet()
})
afterAll(async () => {
  await devnet?.stop()
})

interface Page {
  client: LatchClient
  wallet: TestWallet
  config: Config
  close(): void
}
const pages: Page[] = []
afterEach(() => {
  for (const page of pages.splice(0)) page.close()
  localStorage.clear()
})

/** A page: the test wallet announced, a Latch client on both devnet chains, wagmi on top. */
async function openPage(): Promise<Page> {
  const chains = devnet.manifest.chains
  const [first, second] = chains
  if (!first || !second) throw new Error('the devnet must have two chains')
  // The wallet keeps its permission in the page's storage, so a new page finds it as left.
  const wallet = createTestWallet({
    mnemonic: devnet.manifest.mnemonic,
    chains,
    chainId: first.id,
    storage: localStorage,
  })
  const stopAnnouncing = announceTestWallet(wallet, window)
  const client = createLatch({
    projectId: 'wagmi-test',
    networks: chains.map(devnetCaipNetwork),
    adapters: [evmAdapter()],
  })
  const config = createConfig({
    chains: [toViemChain(first), toViemChain(second)],
    connectors: [latch({ client })],
    // Wallets reach the app through Latch only, not also as wagmi's own EIP-6963 connectors.
    multiInjectedProviderDiscovery: false,
    transports: { [first.id]: http(first.rpcUrl), [second.id]: http(second.rpcUrl) },
  })
  const page = {
    client,
    wallet,
    config,
    close() {
      client.destroy()
      stopAnnouncing()
    },
  }
  pages.push(page)
  return page
}

/** What the visitor does in the modal: waits for it to open and picks the test wallet. */
async function pickWalletInModal(client: LatchClient) {
  await expect.poll(() => client.store.getState().modal.open).toBe(true)
  await client.connect({ connectorId: 'dev.latch.testwallet' })
}

function connector(config: Config) {
  const found = config.connectors.find((candidate) => candidate.id === 'latch')
  if (!found) throw new Error('no Latch connector')
  return found
}

describe('the Latch connector with wagmi actions', () => {
  it('connects through the modal, then signs with a signature viem verifies', async () => {
    const { client, config } = await openPage()
    const connecting = connect(config, { connector: connector(config) })
    await pickWalletInModal(client)
    const result = await connecting
    const address = devnet.manifest.accounts[0]
    expect(result).toEqual({ accounts: [address], chainId: devnet.manifest.chains[0]?.id })
    expect(getAccount(config)).toMatchObject({ status: 'connected', address })

    const message = 'Sign in to the wagmi app'
    const signature = await signMessage(config, { message })
    expect(await verifyMessage({ address: address as `0x${string}`, message, signature })).toBe(true)
  })

  it('sends a transaction that is mined on the devnet', async () => {
    const { client, config } = await openPage()
    const connecting = connect(config, { connector: connector(config) })
    await pickWalletInModal(client)
    await connecting
    const to = privateKeyToAddress(generatePrivateKey())
    const hash = await sendTransaction(config, { to, value: parseEther('0.25') })
    const receipt = await waitForTransactionReceipt(config, { hash })
    expect(receipt.status).toBe('success')
    const chain = devnet.manifest.chains[0]
    const reader = createPublicClient({ transport: http(chain?.rpcUrl) })
    expect(await reader.getBalance({ address: to })).toBe(parseEther('0.25'))
  })

  it('switches chain in the wallet, in Latch and in wagmi, and sends on the new chain', async () => {
    const { client, wallet, config } = await openPage()
    const connecting = connect(config, { connector: connector(config) })
    await pickWalletInModal(client)
    await connecting
    const second = devnet.manifest.chains[1]
    if (!second) throw new Error('no second chain')
    await switchChain(config, { chainId: second.id })
    expect(getAccount(config).chainId).toBe(second.id)
    expect(client.getActiveNetwork()?.caipNetworkId).toBe(`eip155:${second.id}`)
    expect(wallet.control.chainId).toBe(second.id)

    const to = privateKeyToAddress(generatePrivateKey())
    const hash = await sendTransaction(config, { to, value: 1n, chainId: second.id })
    expect((await waitForTransactionReceipt(config, { hash, chainId: second.id })).status).toBe('success')
    const reader = createPublicClient({ transport: http(second.rpcUrl) })
    expect(await reader.getBalance({ address: to })).toBe(1n)
  })

  it('connects straight onto the chain wagmi asks for', async () => {
    const { client, wallet, config } = await openPage()
    const second = devnet.manifest.chains[1]
    if (!second) throw new Error('no second chain')
    const connecting = connect(config, { connector: connector(config), chainId: second.id })
    await pickWalletInModal(client)
    expect((await connecting).chainId).toBe(second.id)
    expect(getAccount(config).chainId).toBe(second.id)
    expect(wallet.control.chainId).toBe(second.id)
  })

  it('refuses a chain wagmi is not configured for, and stays where it was', async () => {
    const { client, config } = await openPage()
    const connecting = connect(config, { connector: connector(config) })
    await pickWalletInModal(client)
    await connecting
    await expect(switchChain(config, { chainId: 999 as never })).rejects.toThrow(/not configured/i)
    expect(getAccount(config).chainId).toBe(devnet.manifest.chains[0]?.id)
  })

  it('passes a wallet rejection of a signature to wagmi as a user rejection', async () => {
    const { client, wallet, config } = await openPage()
    const connecting = connect(config, { connector: connector(config) })
    await pickWalletInModal(client)
    await connecting
    wallet.control.rejectNext(4001)
    await expect(signMessage(config, { message: 'no' })).rejects.toMatchObject({
      name: 'UserRejectedRequestError',
    })
  })

  it('rejects the connect when the visitor closes the modal without connecting', async () => {
    const { client, config } = await openPage()
    const connecting = connect(config, { connector: connector(config) })
    await expect.poll(() => client.store.getState().modal.open).toBe(true)
    client.close()
    await expect(connecting).rejects.toMatchObject({ name: 'UserRejectedRequestError' })
    expect(getAccount(config).status).toBe('disconnected')
  })

  it('disconnects Latch when wagmi disconnects', async () => {
    const { client, config } = await openPage()
    const connecting = connect(config, { connector: connector(config) })
    await pickWalletInModal(client)
    await connecting
    await disconnect(config)
    expect(getAccount(config).status).toBe('disconnected')
    expect(client.isConnected()).toBe(false)
  })

  it('follows a connect and a disconnect made in Latch itself', async () => {
    const { client, config } = await openPage()
    await client.start()
    await client.connect({ connectorId: 'dev.latch.testwallet' })
    await expect.poll(() => getAccount(config).status).toBe('connected')
    expect(getAccount(config).address).toBe(devnet.manifest.accounts[0])
    await client.disconnect()
    await expect.poll(() => getAccount(config).status).toBe('disconnected')
  })

  it('follows an account change in the wallet', async () => {
    const { client, wallet, config } = await openPage()
    const connecting = connect(config, { connector: connector(config) })
    await pickWalletInModal(client)
    await connecting
    const other = devnet.manifest.accounts[1]
    wallet.control.switchAccount(1)
    await expect.poll(() => getAccount(config).address).toBe(other)
  })

  it('restores the stored connection on a new page with wagmi reconnect, without a prompt', async () => {
    const first = await openPage()
    const connecting = connect(first.config, { connector: connector(first.config) })
    await pickWalletInModal(first.client)
    await connecting
    first.close()
    pages.splice(pages.indexOf(first), 1)

    const { config, wallet } = await openPage()
    const restored = await reconnect(config)
    expect(restored.map((entry) => [entry.connector.id, entry.accounts])).toEqual([
      ['latch', [devnet.manifest.accounts[0]]],
    ])
    expect(getAccount(config).status).toBe('connected')
    expect(wallet.control.log.map((entry) => entry.method)).not.toContain('eth_requestAccounts')
  })

  it('hands wagmi only well-formed, checksummed addresses from the wallet', async () => {
    const { client, config } = await openPage()
    const connecting = connect(config, { connector: connector(config) })
    await pickWalletInModal(client)
    await connecting
    const address = devnet.manifest.accounts[0] as string
    const connection = client.store.getState().connection.connections.eip155
    if (!connection) throw new Error('not connected')
    client.store.setState((state) => ({
      connection: {
        ...state.connection,
        connections: {
          ...state.connection.connections,
          eip155: { ...connection, accounts: ['<script>', '0x12', address.toLowerCase()] },
        },
      },
    }))
    expect(await connector(config).getAccounts()).toEqual([address])
  })

  it('refuses a malformed chain id asked of its provider and keeps the chain', async () => {
    const { client, config } = await openPage()
    const connecting = connect(config, { connector: connector(config) })
    await pickWalletInModal(client)
    await connecting
    const provider = (await connector(config).getProvider()) as { request(args: unknown): Promise<unknown> }
    for (const params of [[{ chainId: 'nope' }], [], 'x', [{ chainId: `0x${'f'.repeat(80)}` }]])
      await expect(provider.request({ method: 'wallet_switchEthereumChain', params })).rejects.toMatchObject({
        name: 'SwitchChainError',
      })
    expect(await provider.request({ method: 'eth_chainId' })).toBe(
      `0x${devnet.manifest.chains[0]?.id.toString(16)}`,
    )
  })
})
