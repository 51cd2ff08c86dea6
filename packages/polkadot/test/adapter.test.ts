// @vitest-environment happy-dom
// The adapter against the injectedWeb3 test wallet: core's contract suite, then what a visitor
// sees (signatures verify with @polkadot/util-crypto, rejections pass, account changes arrive).
import type { AdapterEvent, CaipNetwork, ChainAdapter } from '@latch/core'
import { polkadot, polkadotWestend } from '@latch/core'
import { runAdapterContract } from '@latch/core/testing'
import {
  createPolkadotTestWallet,
  type PolkadotTestWallet,
  type PolkadotTestWalletConfig,
  polkadotKey,
  registerPolkadotTestWallet,
} from '@latch/test-wallet/polkadot'
import { signatureVerify } from '@polkadot/util-crypto'
import { describe, expect, it, test } from 'vitest'
import { polkadotAdapter } from '../src'
import { usableAccounts } from '../src/calls'

const SEED = 'latch polkadot adapter test'
const POLKADOT_GENESIS = '0x91b171bb158e2d3848fa23a9f1c25182fb8e20313b2c1eb49219da7a70ce90c3'
const networks: [CaipNetwork, CaipNetwork] = [polkadot, polkadotWestend]
let counter = 0
const injected = () => (window as never as { injectedWeb3: Record<string, unknown> }).injectedWeb3

/** A fresh wallet injected under its own key, and an adapter set up on both networks. */
async function harness(options: Partial<PolkadotTestWalletConfig> = {}): Promise<{
  adapter: ChainAdapter
  wallet: PolkadotTestWallet
  connectorId: string
}> {
  const connectorId = `test-wallet-${++counter}`
  const wallet = createPolkadotTestWallet({ seed: SEED, ...options })
  registerPolkadotTestWallet(wallet, window, connectorId)
  const adapter = polkadotAdapter({ wallets: { [connectorId]: { name: `Test Wallet ${counter}` } } })
  await adapter.setup({ networks })
  return { adapter, wallet, connectorId }
}

runAdapterContract(
  'polkadot',
  async () => {
    const { adapter, connectorId } = await harness()
    // The contract takes the first connector: put this wallet's first.
    const getConnectors = adapter.getConnectors
    adapter.getConnectors = () => getConnectors().filter((c) => c.id === connectorId)
    return adapter
  },
  { describe, test, expect: expect as never, networks, signaturesOnly: true },
)

describe('polkadot adapter', () => {
  it('offers each injectedWeb3 extension as an INJECTED polkadot connector, named when known', async () => {
    const { adapter, connectorId } = await harness()
    expect(adapter.getConnectors()).toContainEqual({
      id: connectorId,
      name: `Test Wallet ${counter}`,
      type: 'INJECTED',
      chain: 'polkadot',
    })
    injected().talisman = { enable: async () => ({}) }
    expect(adapter.getConnectors()).toContainEqual(
      expect.objectContaining({ id: 'talisman', name: 'Talisman' }),
    )
  })

  it('ignores injectedWeb3 entries that are not extensions', async () => {
    const { adapter } = await harness()
    injected()['<img src=x onerror=alert(1)>'] = 'not an extension'
    injected().nothing = null
    const ids = adapter.getConnectors().map((c) => c.id)
    expect(ids).not.toContain('nothing')
    expect(ids).not.toContain('<img src=x onerror=alert(1)>')
  })

  it('signs a message wrapped in <Bytes> with sr25519 (account #0) and ed25519 (account #1)', async () => {
    const { adapter, wallet, connectorId } = await harness()
    for (const [index, crypto] of [
      [0, 'sr25519'],
      [1, 'ed25519'],
    ] as const) {
      wallet.control.setAccount(index)
      const { accounts } = await adapter.connect({ connectorId, chainId: polkadot.id })
      const address = accounts[0] as string
      const signature = await adapter.signMessage({ connectorId, address, message: 'Hello Latch' })
      const result = signatureVerify('<Bytes>Hello Latch</Bytes>', signature, address)
      expect(result).toMatchObject({ isValid: true, crypto })
      // The plain text was not what was signed: an extension signature can never pass for a transaction.
      expect(signatureVerify(new TextEncoder().encode('Hello Latch'), signature, address).isValid).toBe(
        // signatureVerify also tries the wrapped form of the bytes it is given.
        true,
      )
    }
  })

  it('reports a rejected connect ("Rejected") as a code 4001 rejection and stays disconnected', async () => {
    const { adapter, wallet, connectorId } = await harness()
    wallet.control.rejectNext()
    await expect(adapter.connect({ connectorId })).rejects.toMatchObject({ code: 4001, details: 'Rejected' })
    expect(wallet.control.connected).toBe(false)
    await expect(
      adapter.signMessage({ connectorId, address: wallet.control.address, message: 'x' }),
    ).rejects.toThrow('not connected')
  })

  it('reports a rejected signature ("Cancelled") as a code 4001 rejection and the connection stays', async () => {
    const { adapter, wallet, connectorId } = await harness()
    const { accounts } = await adapter.connect({ connectorId, chainId: polkadot.id })
    wallet.control.rejectNext()
    await expect(
      adapter.signMessage({ connectorId, address: accounts[0] as string, message: 'no' }),
    ).rejects.toMatchObject({ code: 4001, details: 'Cancelled' })
    expect(await adapter.reconnect({ connectorId })).toMatchObject({ accounts })
  })

  it('reports account changes, and a revoked site as a disconnect', async () => {
    const { adapter, wallet, connectorId } = await harness()
    await adapter.connect({ connectorId, chainId: polkadot.id })
    const events: AdapterEvent[] = []
    adapter.on((event) => events.push(event))
    wallet.control.setAccount(1)
    wallet.control.revoke()
    expect(events).toEqual([
      { type: 'accountsChanged', connectorId, accounts: [wallet.control.address] },
      { type: 'disconnect', connectorId },
    ])
  })

  it('refuses to sign for an account the wallet did not grant', async () => {
    const { adapter, wallet, connectorId } = await harness()
    await adapter.connect({ connectorId, chainId: polkadot.id })
    const asked = wallet.control.log.length
    await expect(
      adapter.signMessage({
        connectorId,
        address: '15oF4uVJwmo4TdGW7VfQxNLavjCXviqxT9S1MgbjMNHr6Sp5',
        message: 'x',
      }),
    ).rejects.toThrow('did not grant')
    expect(wallet.control.log.length).toBe(asked)
  })

  it('a switch re-reads the accounts: one bound to the old chain gives way to the first usable one', async () => {
    const [bound, free] = [polkadotKey(SEED, 0).address, polkadotKey(SEED, 1).address]
    const { adapter, connectorId } = await harness({ genesisHashes: [POLKADOT_GENESIS], offerAll: true })
    expect(await adapter.connect({ connectorId, chainId: polkadot.id })).toMatchObject({
      accounts: [bound, free],
    })
    const events: AdapterEvent[] = []
    adapter.on((event) => events.push(event))
    await adapter.switchNetwork({ connectorId, network: polkadotWestend })
    expect(events).toEqual([
      { type: 'chainChanged', connectorId, chainId: polkadotWestend.id },
      { type: 'accountsChanged', connectorId, accounts: [free] },
    ])
    await expect(adapter.signMessage({ connectorId, address: bound, message: 'x' })).rejects.toThrow(
      'did not grant',
    )
    const signature = await adapter.signMessage({ connectorId, address: free, message: 'On Westend' })
    expect(signatureVerify('On Westend', signature, free).isValid).toBe(true)
    // Back on Polkadot the bound account is usable again, behind the active one, which stays.
    events.length = 0
    await adapter.switchNetwork({ connectorId, network: polkadot })
    expect(events).toEqual([
      { type: 'chainChanged', connectorId, chainId: polkadot.id },
      { type: 'accountsChanged', connectorId, accounts: [free, bound] },
    ])
  })

  it('refuses a switch to a network no account is usable on, and stays connected where it was', async () => {
    const { adapter, wallet, connectorId } = await harness({ genesisHashes: [POLKADOT_GENESIS] })
    const { accounts } = await adapter.connect({ connectorId, chainId: polkadot.id })
    const events: AdapterEvent[] = []
    adapter.on((event) => events.push(event))
    await expect(adapter.switchNetwork({ connectorId, network: polkadotWestend })).rejects.toThrow(
      'The wallet offers no account for Westend (an account bound to another network in the wallet is not usable there). The connection stays on Polkadot',
    )
    // Still on Polkadot: the wallet's next account list is filtered for it, not for Westend.
    wallet.control.setAccount(0)
    expect(events).toEqual([])
    const address = accounts[0] as string
    const signature = await adapter.signMessage({ connectorId, address, message: 'Still here' })
    expect(signatureVerify('Still here', signature, address).isValid).toBe(true)
  })

  it('a restore finds nothing when the extension never injects itself', async () => {
    const adapter = polkadotAdapter()
    await adapter.setup({ networks })
    expect(await adapter.reconnect({ connectorId: 'missing-extension' })).toBeNull()
  })

  it('keeps only usable accounts: SS58, not ethereum-type, not bound to another chain', () => {
    const good = '15oF4uVJwmo4TdGW7VfQxNLavjCXviqxT9S1MgbjMNHr6Sp5'
    expect(
      usableAccounts(
        [
          { address: good },
          { address: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD', type: 'ethereum' },
          {
            address: good,
            genesisHash: '0xe143f23803ac50e8f6f8e62695d1ce9e4e1d68aa36c1cd2cfd15340213f3423e',
          },
          { address: '<script>alert(1)</script>' },
          null,
        ],
        polkadot,
      ),
    ).toEqual([good])
    expect(usableAccounts('not a list', polkadot)).toEqual([])
  })
})
