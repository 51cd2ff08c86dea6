// The adapter against the test wallet (through the Wallet Standard and the injected style) on the
// local regtest chain: core's contract suite, then what a visitor sees (balances move on chain by
// the amount and the fee quoted, signatures verify with bip322-js, PSBTs sign and broadcast).
import { type BitcoinChain, fixtureAccount, REGTEST, startBitcoinChain } from '@latch/bitcoin-chain'
import { localBitcoinNetwork } from '@latch/bitcoin-chain/caip'
import type { AdapterEvent, CaipNetwork, ChainAdapter } from '@latch/core'
import { runAdapterContract } from '@latch/core/testing'
import { base64 } from '@scure/base'
import { p2wpkh, Transaction } from '@scure/btc-signer'
import { Verifier } from 'bip322-js'
import { afterAll, beforeAll, describe, expect, it, test } from 'vitest'
import { bitcoinAdapter } from '../src'
import { installWindow, offerWallet, satsAt } from './helpers'

installWindow()

let chain: BitcoinChain
const local = {} as CaipNetwork
const second = {} as CaipNetwork
const TXID = /^[0-9a-f]{64}$/
let counter = 0

beforeAll(async () => {
  chain = await startBitcoinChain()
  Object.assign(local, localBitcoinNetwork(chain.manifest))
  // A second network on the same API (another id), so switching has somewhere to go.
  const id = '00000000000000000000000000000002'
  Object.assign(second, { ...local, id, caipNetworkId: `bip122:${id}`, name: 'Bitcoin Regtest 2' })
}, 60_000)
afterAll(async () => {
  await chain?.stop()
})

async function harness(face: 'standard' | 'injected' = 'standard') {
  const name = `Bitcoin Wallet ${++counter}`
  const wallet = offerWallet(chain.manifest, name, face)
  const adapter = bitcoinAdapter()
  await adapter.setup({ networks: [local, second] })
  return { adapter, wallet, connectorId: name }
}

const balance = (address: string) => satsAt(chain.manifest, address)

for (const face of ['standard', 'injected'] as const) {
  runAdapterContract(
    `bip122 (${face})`,
    async () => {
      const { adapter, connectorId } = await harness(face)
      const getConnectors = adapter.getConnectors
      adapter.getConnectors = () => getConnectors().filter((c) => c.id === connectorId)
      return adapter
    },
    {
      describe,
      test,
      expect: expect as never,
      networks: [local, second],
      transaction: () => ({ to: chain.manifest.accounts[3]?.payment as string, value: 10_000n }),
      transactionId: TXID,
      timeout: 20_000,
    },
  )
}

describe('bitcoin adapter', () => {
  it('offers a Wallet Standard wallet as ANNOUNCED and an injected one as INJECTED, on bip122', async () => {
    const standard = await harness('standard')
    const injected = await harness('injected')
    expect(injected.adapter.getConnectors()).toContainEqual(
      expect.objectContaining({ id: standard.connectorId, type: 'ANNOUNCED', chain: 'bip122' }),
    )
    expect(injected.adapter.getConnectors()).toContainEqual(
      expect.objectContaining({ id: injected.connectorId, type: 'INJECTED', chain: 'bip122' }),
    )
  })

  it('connects with the payment address first and the ordinals address, as getAccountAddresses lists', async () => {
    const { adapter, connectorId } = await harness()
    const { accounts } = await adapter.connect({ connectorId, chainId: local.id })
    expect(accounts).toEqual([chain.manifest.accounts[0]?.payment, chain.manifest.accounts[0]?.ordinals])
    expect(await adapter.request(connectorId, { method: 'getAccountAddresses' })).toEqual([
      expect.objectContaining({ address: accounts[0], purpose: 'payment' }),
      expect.objectContaining({ address: accounts[1], purpose: 'ordinals' }),
    ])
  })

  for (const face of ['standard', 'injected'] as const) {
    it(`sends 0.01 BTC (${face}): mined, the balances move by the amount and the fee it quoted`, async () => {
      const { adapter, connectorId, wallet } = await harness(face)
      wallet.control.setAccount(1)
      const { accounts } = await adapter.connect({ connectorId, chainId: local.id })
      const from = accounts[0] as string
      const to = chain.manifest.accounts[2]?.payment as string
      const [fromBefore, toBefore] = [await balance(from), await balance(to)]
      const parameters = { connectorId, from, to, value: 1_000_000n, network: local }
      const fee = (await adapter.estimateFee?.(parameters)) as bigint
      expect(fee).toBeGreaterThan(100n)
      const txid = await adapter.sendTransaction(parameters)
      expect(txid).toMatch(TXID)
      const status = await (await fetch(`${chain.manifest.apiUrl}/tx/${txid}/status`)).json()
      expect(status).toMatchObject({ confirmed: true })
      expect(await balance(to)).toBe(toBefore + 1_000_000n)
      expect(await balance(from)).toBe(fromBefore - 1_000_000n - fee)
      expect((await adapter.getBalance({ address: to, network: local })).balance).toBe(
        (Number(toBefore + 1_000_000n) / 1e8).toString(),
      )
    })
  }

  it('signs a message with BIP-322 for the payment address, verified by bip322-js', async () => {
    const { adapter, connectorId } = await harness()
    const { accounts } = await adapter.connect({ connectorId, chainId: local.id })
    const address = accounts[0] as string
    const signature = await adapter.signMessage({ connectorId, address, message: 'Hello Latch' })
    expect(Verifier.verifySignature(address, 'Hello Latch', signature)).toBe(true)
    expect(Verifier.verifySignature(address, 'Hello Latch!', signature)).toBe(false)
  })

  it('signs the legacy (ECDSA) way when asked through signMessage with that protocol', async () => {
    const { adapter, connectorId } = await harness('injected')
    const { accounts } = await adapter.connect({ connectorId, chainId: local.id })
    const address = accounts[0] as string
    const result = (await adapter.request(connectorId, {
      method: 'signMessage',
      params: { address, message: 'Legacy Latch', protocol: 'ECDSA' },
    })) as { signature: string; protocol: string }
    expect(result.protocol).toBe('ECDSA')
    expect(base64.decode(result.signature)).toHaveLength(65)
    expect(Verifier.verifySignature(address, 'Legacy Latch', result.signature)).toBe(true)
  })

  it('has the wallet sign a PSBT built elsewhere, then finalises and broadcasts it', async () => {
    const { adapter, connectorId, wallet } = await harness()
    wallet.control.setAccount(1)
    const { accounts } = await adapter.connect({ connectorId, chainId: local.id })
    const from = accounts[0] as string
    const [utxo] = (await (await fetch(`${chain.manifest.apiUrl}/address/${from}/utxo`)).json()) as {
      txid: string
      vout: number
      value: number
    }[]
    const payer = fixtureAccount(chain.manifest.seed, 1)
    const to = chain.manifest.accounts[3]?.ordinals as string
    const toBefore = await balance(to)
    const tx = new Transaction()
    tx.addInput({
      txid: utxo?.txid as string,
      index: utxo?.vout as number,
      witnessUtxo: {
        script: p2wpkh(payer.payment.publicKey, REGTEST).script,
        amount: BigInt(utxo?.value ?? 0),
      },
    })
    tx.addOutputAddress(to, 20_000n, REGTEST)
    tx.addOutputAddress(from, BigInt(utxo?.value ?? 0) - 20_000n - 1_000n, REGTEST)
    const result = (await adapter.request(connectorId, {
      method: 'signPsbt',
      params: { psbt: base64.encode(tx.toPSBT()), signInputs: { [from]: [0] }, broadcast: true },
    })) as { psbt: string; txid: string }
    expect(result.txid).toBe(tx.id)
    expect(await balance(to)).toBe(toBefore + 20_000n)
  })

  it('passes a rejected connect through with code 4001 and stays disconnected (both faces)', async () => {
    for (const face of ['standard', 'injected'] as const) {
      const { adapter, wallet, connectorId } = await harness(face)
      wallet.control.rejectNext()
      await expect(adapter.connect({ connectorId })).rejects.toMatchObject({ code: 4001 })
      expect(await adapter.reconnect({ connectorId })).toBeNull()
    }
  })

  it('a rejected send moves nothing', async () => {
    const { adapter, wallet, connectorId } = await harness('injected')
    const { accounts } = await adapter.connect({ connectorId, chainId: local.id })
    const from = accounts[0] as string
    const before = await balance(from)
    wallet.control.rejectNext()
    await expect(
      adapter.sendTransaction({
        connectorId,
        from,
        to: chain.manifest.accounts[1]?.payment as string,
        value: 5_000n,
        network: local,
      }),
    ).rejects.toMatchObject({ code: 4001 })
    expect(await balance(from)).toBe(before)
  })

  it('reports account changes, and a revoked site as a disconnect', async () => {
    const { adapter, wallet, connectorId } = await harness()
    await adapter.connect({ connectorId, chainId: local.id })
    const events: AdapterEvent[] = []
    adapter.on((event) => events.push(event))
    wallet.control.setAccount(1)
    wallet.control.revoke()
    expect(events).toEqual([
      {
        type: 'accountsChanged',
        connectorId,
        accounts: [chain.manifest.accounts[1]?.payment, chain.manifest.accounts[1]?.ordinals],
      },
      { type: 'disconnect', connectorId },
    ])
  })

  it('refuses a receiver that is not an address of the network before the wallet sees it', async () => {
    const { adapter, wallet, connectorId } = await harness()
    const { accounts } = await adapter.connect({ connectorId, chainId: local.id })
    const asked = wallet.control.log.length
    for (const to of [
      '<img src=x onerror=alert(1)>',
      'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4',
      '0x'.padEnd(42, '1'),
    ]) {
      await expect(
        adapter.sendTransaction({
          connectorId,
          from: accounts[0] as string,
          to,
          value: 10_000n,
          network: local,
        }),
      ).rejects.toThrow('Invalid Bitcoin address')
    }
    expect(wallet.control.log.length).toBe(asked)
  })

  it('refuses an amount below dust or above the balance with a clear message, and moves nothing', async () => {
    const { adapter, connectorId } = await harness()
    const { accounts } = await adapter.connect({ connectorId, chainId: local.id })
    const from = accounts[0] as string
    const before = await balance(from)
    const to = chain.manifest.accounts[2]?.payment as string
    await expect(
      adapter.sendTransaction({ connectorId, from, to, value: 100n, network: local }),
    ).rejects.toThrow('dust limit')
    await expect(
      adapter.sendTransaction({ connectorId, from, to, value: 21_000_000n * 100_000_000n, network: local }),
    ).rejects.toThrow('Insufficient funds')
    expect(await balance(from)).toBe(before)
  })

  it('lists hostile btc_providers entries safely: no prototype paths, no request-less objects, long names cut', async () => {
    const page = globalThis as unknown as Record<string, unknown>
    const providers = page.btc_providers as unknown[]
    const before = providers.length
    page.HostileWallet = { Provider: { request: 'not a function' } }
    providers.push(
      { id: '__proto__.constructor', name: 'Proto', icon: '' },
      { id: 'HostileWallet.Provider', name: 'No request', icon: '' },
      { id: 'Nowhere.Provider', name: 'Missing', icon: '' },
      { id: 42, name: 'Bad id' },
      null,
    )
    page.MarkupWallet = { Provider: { request: async () => ({ result: null }) } }
    providers.push({
      id: 'MarkupWallet.Provider',
      name: `<img src=x onerror=alert(1)>${'x'.repeat(500)}`,
      icon: '',
    })
    const adapter = bitcoinAdapter()
    await adapter.setup({ networks: [local] })
    const names = adapter.getConnectors().map((c) => c.name)
    expect(names).not.toContain('Proto')
    expect(names).not.toContain('No request')
    expect(names).not.toContain('Missing')
    const markup = names.find((name) => name.startsWith('<img'))
    // Kept as text (the views render it escaped), cut to 100 characters.
    expect(markup).toHaveLength(100)
    providers.splice(before)
  })

  it('refuses a PSBT the wallet changed before signing', async () => {
    const { adapter, wallet, connectorId } = await harness('injected')
    const { accounts } = await adapter.connect({ connectorId, chainId: local.id })
    const provider = (
      globalThis as unknown as Record<string, { BitcoinProvider: { request: ChainAdapter['request'] } }>
    )[`InjectedBitcoinWallet${counter}`]?.BitcoinProvider as unknown as {
      request(method: string, params: unknown): Promise<unknown>
    }
    const real = provider.request.bind(provider)
    // A hostile wallet: it signs a transaction of its own making instead of the one asked for.
    provider.request = async (method, params) => {
      if (method !== 'signPsbt') return real(method, params)
      const tx = Transaction.fromPSBT(base64.decode((params as { psbt: string }).psbt))
      tx.updateOutput(0, { amount: 999n })
      return real(method, { ...(params as object), psbt: base64.encode(tx.toPSBT()) })
    }
    const from = accounts[0] as string
    const before = await balance(from)
    await expect(
      adapter.sendTransaction({
        connectorId,
        from,
        to: chain.manifest.accounts[1]?.payment as string,
        value: 5_000n,
        network: local,
      }),
    ).rejects.toThrow('changed the transaction')
    expect(await balance(from)).toBe(before)
    expect(wallet.control.connected).toBe(true)
  })
})
