// @vitest-environment happy-dom
// The adapter against a real test wallet on a real two-chain devnet.

import type { AdapterEvent, CaipNetwork } from '@latch/core'
import { runAdapterContract } from '@latch/core/testing'
import { type Devnet, type DevnetChain, startDevnet } from '@latch/devnet'
import { announceTestWallet, createTestWallet } from '@latch/test-wallet'
import { createPublicClient, http, parseEther, verifyMessage, verifyTypedData } from 'viem'
import { generatePrivateKey, privateKeyToAddress } from 'viem/accounts'
import { afterAll, afterEach, beforeAll, describe, expect, it, test } from 'vitest'
import { evmAdapter } from '../src'
import { type Harness, openHarness, toNetwork } from './helpers'

const ETH = { name: 'Ether', symbol: 'ETH', decimals: 18 }
let devnet: Devnet
const open: Harness[] = []

beforeAll(async () => {
  devnet = await startDevnet()
})
afterAll(async () => {
  await devnet?.stop()
})
afterEach(() => {
  for (const h of open.splice(0)) h.cleanup()
})

async function harness(onlyFirstChain = false): Promise<Harness> {
  const h = await openHarness(
    devnet.manifest,
    onlyFirstChain ? devnet.manifest.chains.slice(0, 1) : undefined,
  )
  open.push(h)
  return h
}

function record(h: Harness): AdapterEvent[] {
  const events: AdapterEvent[] = []
  h.adapter.on((e) => events.push(e))
  return events
}

function methods(h: Harness): string[] {
  return h.wallet.control.log.map((entry) => entry.method)
}

describe('connect', () => {
  it('discovers the announced test wallet as an ANNOUNCED connector', async () => {
    const h = await harness()
    expect(h.adapter.getConnectors()).toEqual([
      expect.objectContaining({ id: 'dev.latch.testwallet', type: 'ANNOUNCED', chain: 'eip155' }),
    ])
  })

  it('returns the wallet accounts and its numeric chain id', async () => {
    const h = await harness()
    const connection = await h.adapter.connect({ connectorId: h.connectorId })
    expect(connection).toEqual({
      connectorId: h.connectorId,
      accounts: [devnet.manifest.accounts[0]],
      chainId: 31337,
    })
  })

  it('passes a user rejection through with code 4001', async () => {
    const h = await harness()
    h.wallet.control.rejectNext(4001)
    await expect(h.adapter.connect({ connectorId: h.connectorId })).rejects.toMatchObject({ code: 4001 })
  })

  it('switches to the requested chain while connecting', async () => {
    const h = await harness()
    const connection = await h.adapter.connect({ connectorId: h.connectorId, chainId: 31338 })
    expect(connection.chainId).toBe(31338)
    expect(h.wallet.control.chainId).toBe(31338)
  })

  it('connects through the legacy window.ethereum provider as INJECTED', async () => {
    const wallet = createTestWallet({
      mnemonic: devnet.manifest.mnemonic,
      chains: devnet.manifest.chains.map(({ id, name, rpcUrl, nativeCurrency }) => ({
        id,
        name,
        rpcUrl,
        nativeCurrency,
      })),
    })
    ;(window as { ethereum?: unknown }).ethereum = wallet
    const adapter = evmAdapter()
    try {
      await adapter.setup({ networks: devnet.manifest.chains.map(toNetwork) })
      expect(adapter.getConnectors().map((c) => [c.id, c.type])).toEqual([['injected', 'INJECTED']])
      const connection = await adapter.connect({ connectorId: 'injected' })
      expect(connection.accounts).toEqual([devnet.manifest.accounts[0]])
    } finally {
      adapter.destroy?.()
      delete (window as { ethereum?: unknown }).ethereum
    }
  })

  it('lists a wallet that is both announced and window.ethereum once, as ANNOUNCED', async () => {
    const h = await harness()
    h.cleanup()
    const stop = announceTestWallet(h.wallet, window, { legacy: true })
    const adapter = evmAdapter()
    try {
      await adapter.setup({ networks: h.networks })
      expect(adapter.getConnectors().map((c) => [c.id, c.type])).toEqual([
        ['dev.latch.testwallet', 'ANNOUNCED'],
      ])
    } finally {
      adapter.destroy?.()
      stop()
    }
  })

  it('stays connected on the wallet chain when the user declines the switch during connect', async () => {
    const h = await harness()
    h.wallet.control.holdNext() // the account prompt: approved below
    h.wallet.control.rejectNext(4001) // the switch prompt: declined
    const connecting = h.adapter.connect({ connectorId: h.connectorId, chainId: 31338 })
    await h.wallet.control.waitForHeld()
    h.wallet.control.release()
    expect(await connecting).toEqual({
      connectorId: h.connectorId,
      accounts: [devnet.manifest.accounts[0]],
      chainId: 31337,
    })
  })

  it('rejects an unknown connector with a clear error', async () => {
    const h = await harness()
    await expect(h.adapter.connect({ connectorId: 'com.nowhere' })).rejects.toThrow(
      /No EVM wallet.*com\.nowhere/,
    )
  })
})

describe('reconnect and disconnect', () => {
  it('reconnect restores accounts with eth_accounts only, no prompt', async () => {
    const h = await harness()
    const connection = await h.adapter.connect({ connectorId: h.connectorId })
    h.wallet.control.log.length = 0
    expect(await h.adapter.reconnect({ connectorId: h.connectorId })).toEqual(connection)
    expect(methods(h)).not.toContain('eth_requestAccounts')
    expect(methods(h)).toContain('eth_accounts')
  })

  it('reconnect returns null when the wallet grants no account', async () => {
    const h = await harness()
    expect(await h.adapter.reconnect({ connectorId: h.connectorId })).toBeNull()
  })

  it('disconnect revokes permissions and stops forwarding wallet events', async () => {
    const h = await harness()
    await h.adapter.connect({ connectorId: h.connectorId })
    const events = record(h)
    await h.adapter.disconnect({ connectorId: h.connectorId })
    expect(methods(h)).toContain('wallet_revokePermissions')
    expect(await h.adapter.reconnect({ connectorId: h.connectorId })).toBeNull()
    h.wallet.control.switchChain(31338)
    expect(events).toEqual([])
  })
})

describe('switch network', () => {
  it('switches 31337 -> 31338 -> 31337 and reports chainChanged as numbers', async () => {
    const h = await harness()
    await h.adapter.connect({ connectorId: h.connectorId })
    const events = record(h)
    await h.adapter.switchNetwork({ connectorId: h.connectorId, network: h.networks[1] })
    expect(h.wallet.control.chainId).toBe(31338)
    await h.adapter.switchNetwork({ connectorId: h.connectorId, network: h.networks[0] })
    expect(h.wallet.control.chainId).toBe(31337)
    expect(events).toEqual([
      { type: 'chainChanged', connectorId: h.connectorId, chainId: 31338 },
      { type: 'chainChanged', connectorId: h.connectorId, chainId: 31337 },
    ])
  })

  it('adds a chain the wallet does not know (4902), then switches to it', async () => {
    const h = await harness(true)
    await h.adapter.connect({ connectorId: h.connectorId })
    h.wallet.control.log.length = 0
    await h.adapter.switchNetwork({ connectorId: h.connectorId, network: h.networks[1] })
    expect(methods(h)).toEqual([
      'wallet_switchEthereumChain',
      'wallet_addEthereumChain',
      'wallet_switchEthereumChain',
      // Read back: the switch is only done when the wallet says it is there.
      'eth_chainId',
    ])
    const add = h.wallet.control.log[1]?.params as [Record<string, unknown>]
    expect(add[0]).toEqual({
      chainId: '0x7a6a',
      chainName: 'Latch Devnet L2',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: [devnet.manifest.chains[1]?.rpcUrl],
      blockExplorerUrls: ['http://127.0.0.1/explorer'],
    })
    expect(h.wallet.control.chainId).toBe(31338)
  })

  it('passes a rejected switch through as 4001 without adding the chain', async () => {
    const h = await harness()
    await h.adapter.connect({ connectorId: h.connectorId })
    h.wallet.control.log.length = 0
    h.wallet.control.rejectNext(4001)
    await expect(
      h.adapter.switchNetwork({ connectorId: h.connectorId, network: h.networks[1] }),
    ).rejects.toMatchObject({ code: 4001 })
    expect(methods(h)).toEqual(['wallet_switchEthereumChain'])
    expect(h.wallet.control.chainId).toBe(31337)
  })
})

describe('a wallet that answers a switch but stays where it was', () => {
  it('raises a chain mismatch, reports the real chain, and sends nothing on it', async () => {
    const wallet = createTestWallet({
      mnemonic: devnet.manifest.mnemonic,
      chains: devnet.manifest.chains.map(({ id, name, rpcUrl, nativeCurrency }) => ({
        id,
        name,
        rpcUrl,
        nativeCurrency,
      })),
    })
    // The fault cannot be caused with an honest wallet: this one says yes to every switch and ignores it.
    const liar = {
      ...wallet,
      request: (args: { method: string; params?: unknown }) =>
        args.method === 'wallet_switchEthereumChain' ? Promise.resolve(null) : wallet.request(args),
    }
    ;(window as { ethereum?: unknown }).ethereum = liar
    const adapter = evmAdapter()
    try {
      const networks = devnet.manifest.chains.map(toNetwork)
      await adapter.setup({ networks })
      const events: AdapterEvent[] = []
      adapter.on((event) => events.push(event))
      const [from] = (await adapter.connect({ connectorId: 'injected' })).accounts as [string]
      await expect(
        adapter.switchNetwork({ connectorId: 'injected', network: networks[1] as CaipNetwork }),
      ).rejects.toMatchObject({
        code: 'CHAIN_MISMATCH',
        message: 'Chain mismatch: expected 31338, got 31337',
      })
      expect(events).toContainEqual({ type: 'chainChanged', connectorId: 'injected', chainId: 31337 })
      const chain = createPublicClient({ transport: http(devnet.manifest.chains[0]?.rpcUrl) })
      const nonce = await chain.getTransactionCount({ address: from as `0x${string}` })
      await expect(
        adapter.sendTransaction({
          connectorId: 'injected',
          from,
          to: from,
          value: 1n,
          network: networks[1] as CaipNetwork,
        }),
      ).rejects.toMatchObject({ code: 'CHAIN_MISMATCH' })
      expect(await chain.getTransactionCount({ address: from as `0x${string}` })).toBe(nonce)
      expect(wallet.control.log.map((entry) => entry.method)).not.toContain('eth_sendTransaction')
    } finally {
      adapter.destroy?.()
      delete (window as { ethereum?: unknown }).ethereum
    }
  })
})

describe('signing', () => {
  it('personal_sign signature verifies with viem for the connected address', async () => {
    const h = await harness()
    const [address] = (await h.adapter.connect({ connectorId: h.connectorId })).accounts as [`0x${string}`]
    const message = 'Sign in to Latch ✓ 0x12'
    const signature = (await h.adapter.signMessage({
      connectorId: h.connectorId,
      address,
      message,
    })) as `0x${string}`
    expect(await verifyMessage({ address, message, signature })).toBe(true)
    expect(h.wallet.control.log.at(-1)?.params).toEqual([
      `0x${Buffer.from(message).toString('hex')}`,
      address,
    ])
  })

  it('a rejected signature reaches the caller as 4001', async () => {
    const h = await harness()
    const [address] = (await h.adapter.connect({ connectorId: h.connectorId })).accounts as [string]
    h.wallet.control.rejectNext(4001)
    await expect(
      h.adapter.signMessage({ connectorId: h.connectorId, address, message: 'no' }),
    ).rejects.toMatchObject({ code: 4001 })
  })

  it('typed data goes through request() and verifies with viem', async () => {
    const h = await harness()
    const [address] = (await h.adapter.connect({ connectorId: h.connectorId })).accounts as [`0x${string}`]
    const typed = {
      domain: { name: 'Latch', version: '1', chainId: 31337 },
      types: { Greeting: [{ name: 'text', type: 'string' }] },
      primaryType: 'Greeting',
      message: { text: 'hello' },
    } as const
    const payload = {
      ...typed,
      types: {
        EIP712Domain: [
          { name: 'name', type: 'string' },
          { name: 'version', type: 'string' },
          { name: 'chainId', type: 'uint256' },
        ],
        ...typed.types,
      },
    }
    const signature = (await h.adapter.request(h.connectorId, {
      method: 'eth_signTypedData_v4',
      params: [address, JSON.stringify(payload)],
    })) as `0x${string}`
    expect(await verifyTypedData({ address, signature, ...typed })).toBe(true)
  })
})

describe('transactions and balances', () => {
  it('sends value that is mined and shows in the recipient balance, exactly', async () => {
    const h = await harness()
    const [from] = (await h.adapter.connect({ connectorId: h.connectorId })).accounts as [string]
    const to = privateKeyToAddress(generatePrivateKey())
    const network = h.networks[0]
    expect(await h.adapter.getBalance({ address: to, network })).toEqual({ balance: '0', symbol: 'ETH' })
    const hash = await h.adapter.sendTransaction({
      connectorId: h.connectorId,
      from,
      to,
      value: parseEther('0.123456789012345678'),
      network,
    })
    const client = createPublicClient({ transport: http(devnet.manifest.chains[0]?.rpcUrl) })
    const receipt = await client.waitForTransactionReceipt({ hash: hash as `0x${string}` })
    expect(receipt.status).toBe('success')
    expect(await h.adapter.getBalance({ address: to, network })).toEqual({
      balance: '0.123456789012345678',
      symbol: 'ETH',
    })
  })

  it('a rejected transaction reaches the caller as 4001 and sends nothing', async () => {
    const h = await harness()
    const [from] = (await h.adapter.connect({ connectorId: h.connectorId })).accounts as [string]
    h.wallet.control.rejectNext(4001)
    const to = privateKeyToAddress(generatePrivateKey())
    await expect(
      h.adapter.sendTransaction({ connectorId: h.connectorId, from, to, value: 5n, network: h.networks[0] }),
    ).rejects.toMatchObject({ code: 4001 })
    expect(await h.adapter.getBalance({ address: to, network: h.networks[0] })).toEqual({
      balance: '0',
      symbol: 'ETH',
    })
  })

  it('switches the wallet to the transaction network before sending', async () => {
    const h = await harness()
    const [from] = (await h.adapter.connect({ connectorId: h.connectorId })).accounts as [string]
    const to = privateKeyToAddress(generatePrivateKey())
    const hash = await h.adapter.sendTransaction({
      connectorId: h.connectorId,
      from,
      to,
      value: 1n,
      network: h.networks[1],
    })
    const client = createPublicClient({ transport: http(devnet.manifest.chains[1]?.rpcUrl) })
    await client.waitForTransactionReceipt({ hash: hash as `0x${string}` })
    expect(await client.getBalance({ address: to })).toBe(1n)
    expect(h.wallet.control.chainId).toBe(31338)
  })

  it('balance is read from the network RPC, not the wallet, and matches the node', async () => {
    const h = await harness()
    const address = devnet.manifest.accounts[5] as `0x${string}`
    const client = createPublicClient({ transport: http(devnet.manifest.chains[1]?.rpcUrl) })
    const wei = await client.getBalance({ address })
    const { balance } = await h.adapter.getBalance({ address, network: h.networks[1] })
    const [whole = '', fraction = ''] = balance.split('.')
    expect(BigInt(whole + fraction.padEnd(18, '0'))).toBe(wei)
    expect(methods(h)).not.toContain('eth_getBalance')
  })

  it('balance rejects a malformed address before any request', async () => {
    const h = await harness()
    await expect(h.adapter.getBalance({ address: '0x123', network: h.networks[0] })).rejects.toThrow(
      'Not an EVM address: 0x123',
    )
  })
})

describe('wallet events', () => {
  it('forwards accountsChanged, chainChanged (number) and disconnect', async () => {
    const h = await harness()
    await h.adapter.connect({ connectorId: h.connectorId })
    const events = record(h)
    h.wallet.control.switchAccount(1)
    h.wallet.control.switchChain(31338)
    h.wallet.control.disconnect()
    expect(events).toEqual([
      { type: 'accountsChanged', connectorId: h.connectorId, accounts: [devnet.manifest.accounts[1]] },
      { type: 'chainChanged', connectorId: h.connectorId, chainId: 31338 },
      { type: 'disconnect', connectorId: h.connectorId },
    ])
  })

  it('reports a wallet-side permission revocation as a disconnect', async () => {
    const h = await harness()
    await h.adapter.connect({ connectorId: h.connectorId })
    const events = record(h)
    h.wallet.control.forgetPermissions()
    expect(events).toEqual([{ type: 'disconnect', connectorId: h.connectorId }])
  })
})

// The core contract suite reads its networks at registration, before the devnet exists: the
// objects are created now and their RPC URLs filled in once the devnet is up.
const contractNetworks: [CaipNetwork, CaipNetwork] = [
  { ...toNetwork({ id: 31337, name: 'Latch Devnet', rpcUrl: '', nativeCurrency: ETH } as DevnetChain) },
  { ...toNetwork({ id: 31338, name: 'Latch Devnet L2', rpcUrl: '', nativeCurrency: ETH } as DevnetChain) },
]
beforeAll(() => {
  contractNetworks.forEach((network, i) => {
    network.rpcUrls = { default: { http: [devnet.manifest.chains[i]?.rpcUrl as string] } }
  })
})

let contractHarness: Harness | undefined
runAdapterContract(
  'evm',
  async () => {
    contractHarness?.cleanup()
    contractHarness = await openHarness(devnet.manifest)
    open.push(contractHarness)
    return contractHarness.adapter
  },
  { describe, test, expect: expect as never, networks: contractNetworks },
)
