// One WalletConnect session across namespaces, against the real protocol: our relay, the official
// sign client, and a @reown/walletkit wallet holding a real key on each namespace. Every signature
// is checked offline with that namespace's own verifier.
import { pubkeyToAddress, serializeSignDoc } from '@cosmjs/amino'
import { Secp256k1, Secp256k1Signature, sha256 } from '@cosmjs/crypto'
import { fromBase64 } from '@cosmjs/encoding'
import {
  type AdapterConnection,
  type AdapterEvent,
  bitcoin,
  type CaipNetwork,
  type ChainNamespace,
  cosmosHub,
  polkadot,
  solana,
} from '@latch/core'
import { decodeBase58 } from '@latch/core/internal'
import { type Devnet, devnetCaipNetwork, startDevnet } from '@latch/devnet'
import { type Relay, startRelay } from '@latch/relay'
import { createSIWXMessage, createSolanaVerifier, createVerifierRegistry } from '@latch/siwx'
import { LAMPORTS_PER_SIGNATURE, type SolanaChain, startSolanaChain } from '@latch/solana-chain'
import { localSolanaNetwork } from '@latch/solana-chain/caip'
import { ed25519 } from '@noble/curves/ed25519'
import { cryptoWaitReady, signatureVerify } from '@polkadot/util-crypto'
import { Verifier } from 'bip322-js'
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest'
import { memoryStorage, type WalletConnectAdapter, walletConnectAdapters } from '../src/index'
import { adr036SignDoc } from '../src/namespaces/cosmos'
import { DAPP_METADATA, until } from './helpers'
import { PROJECT_ID, startTestWallet, type TestWalletOptions } from './wallet'

let devnet: Devnet
let relay: Relay
const cleanups: (() => unknown)[] = []

beforeAll(async () => {
  ;[devnet, relay] = await Promise.all([startDevnet(), startRelay({ port: 0 }), cryptoWaitReady()])
}, 120_000)

afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

afterAll(async () => {
  await relay?.stop()
  await devnet?.stop()
})

const connectorId = 'walletConnect'
/** Devnet account #30: no other test signs with it. */
const ACCOUNT_INDEX = 30
const ALL: ChainNamespace[] = ['eip155', 'solana', 'bip122', 'polkadot', 'cosmos']
const OTHER_NETWORKS: Record<Exclude<ChainNamespace, 'eip155'>, CaipNetwork> = {
  solana,
  bip122: bitcoin,
  polkadot,
  cosmos: cosmosHub,
}

function networksOf(namespaces: readonly ChainNamespace[]): CaipNetwork[] {
  return namespaces.flatMap((ns) =>
    ns === 'eip155' ? devnet.manifest.chains.map(devnetCaipNetwork) : [OTHER_NETWORKS[ns]],
  )
}

async function wallet(options: Partial<TestWalletOptions> = {}) {
  const w = await startTestWallet({
    relayUrl: relay.url,
    mnemonic: devnet.manifest.mnemonic,
    chains: devnet.manifest.chains,
    allChains: devnet.manifest.chains,
    accountIndex: ACCOUNT_INDEX,
    namespaces: ['solana', 'bip122', 'polkadot', 'cosmos'],
    ...options,
  })
  cleanups.push(() => w.stop())
  return w
}

/** The adapters an app with these namespaces makes, set up as core does, and paired with `w`. */
async function adapters(
  w: Awaited<ReturnType<typeof wallet>>,
  namespaces: readonly ChainNamespace[] = ALL,
  configured: readonly ChainNamespace[] = namespaces,
  networks: readonly CaipNetwork[] = networksOf(configured),
) {
  const list = walletConnectAdapters({
    projectId: PROJECT_ID,
    relayUrl: relay.url,
    metadata: DAPP_METADATA,
    storage: memoryStorage(),
    logLevel: 'silent',
    namespaces,
  })
  for (const adapter of list)
    await adapter.setup({ networks: networks.filter((n) => n.chainNamespace === adapter.namespace) })
  const uris: string[] = []
  const [first] = list as [WalletConnectAdapter]
  cleanups.push(
    first.onDisplayUri(({ uri }) => {
      uris.push(uri)
      void w.pair(uri)
    }),
  )
  for (const adapter of list) cleanups.push(() => adapter.destroy?.())
  const byNamespace = Object.fromEntries(list.map((a) => [a.namespace, a])) as Record<
    ChainNamespace,
    WalletConnectAdapter
  >
  return { ...byNamespace, list, uris }
}

/** Connects on eip155 (the pairing), then restores every other namespace as core does. */
async function connectAll(set: Awaited<ReturnType<typeof adapters>>) {
  const [first, ...rest] = set.list as [WalletConnectAdapter, ...WalletConnectAdapter[]]
  const connections: Partial<Record<ChainNamespace, AdapterConnection>> = {
    [first.namespace]: await first.connect({ connectorId }),
  }
  for (const adapter of rest)
    connections[adapter.namespace] = (await adapter.reconnect({ connectorId })) ?? undefined
  return connections
}

describe('one WalletConnect session across namespaces', () => {
  test('one pairing granting eip155 and solana connects each namespace, the second without a prompt', async () => {
    const w = await wallet({ namespaces: ['solana'] })
    const set = await adapters(w, ['eip155', 'solana'])
    const evm = await set.eip155.connect({ connectorId })
    expect(evm).toEqual({ connectorId, accounts: [w.address], chainId: devnet.manifest.chains[0]?.id })
    const sol = await set.solana.reconnect({ connectorId })
    expect(sol).toEqual({ connectorId, accounts: [w.signers.solana?.address], chainId: solana.id })
    // A connect on solana now uses the same session: still one proposal, one URI.
    expect(await set.solana.connect({ connectorId })).toEqual(sol)
    expect(set.uris).toHaveLength(1)
    expect(w.seen.proposals).toBe(1)
    // The proposal asked for each configured namespace with its chains and methods.
    const [session] = Object.values(w.kit.getActiveSessions())
    expect(Object.keys(session?.namespaces ?? {}).sort()).toEqual(['eip155', 'solana'])
    expect(session?.namespaces.solana?.methods).toEqual(
      expect.arrayContaining(['solana_signMessage', 'solana_signTransaction']),
    )
  })

  test('a namespace the wallet does not hold stays unconnected; the others connect', async () => {
    const w = await wallet({ namespaces: ['solana'] })
    const set = await adapters(w, ALL)
    const connections = await connectAll(set)
    expect(connections.eip155?.accounts).toEqual([w.address])
    expect(connections.solana?.accounts).toEqual([w.signers.solana?.address])
    expect(connections.bip122).toBeUndefined()
    expect(connections.polkadot).toBeUndefined()
    expect(connections.cosmos).toBeUndefined()
  })

  test('an app with eip155 networks refuses a session that grants no eip155 account, and ends it', async () => {
    const w = await wallet({
      namespaces: ['solana'],
      tamper: ({ eip155: _dropped, ...rest }) => rest,
    })
    const set = await adapters(w, ['eip155', 'solana'])
    await expect(set.eip155.connect({ connectorId })).rejects.toThrow(/granted no eip155 account/)
    await until(() => Object.keys(w.kit.getActiveSessions()).length === 0)
    expect(await set.solana.reconnect({ connectorId })).toBeNull()
  })

  test('a hostile session (malformed CAIP-10 ids, markup, wrong namespaces) connects only the valid accounts', async () => {
    const w = await wallet({
      namespaces: ['solana', 'cosmos'],
      tamper: (namespaces) => {
        const solanaNs = namespaces.solana as NonNullable<typeof namespaces.solana>
        const cosmosNs = namespaces.cosmos as NonNullable<typeof namespaces.cosmos>
        const [solChain] = solanaNs.chains ?? []
        return {
          ...namespaces,
          solana: {
            ...solanaNs,
            accounts: [
              `${solChain}:<img src=x onerror=alert(1)>`,
              `${solChain}:0OIl0OIl0OIl0OIl0OIl0OIl0OIl0OIl`,
              `eip155:1:${w.address}`,
              ...solanaNs.accounts,
            ],
          },
          cosmos: {
            ...cosmosNs,
            accounts: ['cosmos:cosmoshub-4:cosmos1"><script>alert(1)</script>', ...cosmosNs.accounts],
          },
        }
      },
    })
    const set = await adapters(w, ['eip155', 'solana', 'cosmos'])
    const connections = await connectAll(set)
    // The hostile entries did reach the session both sides hold.
    const [session] = Object.values(w.kit.getActiveSessions())
    expect(session?.namespaces.solana?.accounts).toHaveLength(4)
    expect(session?.namespaces.cosmos?.accounts.join()).toContain('<script>')
    expect(connections.eip155?.accounts).toEqual([w.address])
    expect(connections.solana?.accounts).toEqual([w.signers.solana?.address])
    expect(connections.cosmos?.accounts).toEqual([w.signers.cosmos?.address])
  })

  test('a disconnect from the wallet disconnects every namespace of the session', async () => {
    const w = await wallet({ namespaces: ['solana'] })
    const set = await adapters(w, ['eip155', 'solana'])
    const events: [ChainNamespace, AdapterEvent][] = []
    for (const adapter of set.list) cleanups.push(adapter.on((e) => events.push([adapter.namespace, e])))
    await connectAll(set)
    await w.disconnectAll()
    await until(() => events.length === 2)
    expect(events).toEqual([
      ['eip155', { type: 'disconnect', connectorId }],
      ['solana', { type: 'disconnect', connectorId }],
    ])
    expect(await set.solana.reconnect({ connectorId })).toBeNull()
  })

  test("a Bitcoin wallet's address change (accountsChanged or bip122_addressesChanged) is followed; invalid entries are not", async () => {
    const w = await wallet({ namespaces: ['bip122'] })
    const set = await adapters(w, ['eip155', 'bip122'])
    const events: AdapterEvent[] = []
    cleanups.push(set.bip122.on((e) => events.push(e)))
    await connectAll(set)
    const [topic] = Object.keys(w.kit.getActiveSessions()) as [string]
    const chainId = bitcoin.caipNetworkId
    // Another payment address of the wallet, as CAIP-10 in the standard event...
    const next = 'bc1qdlmvrx4j9uwg79p96r6mcpwg3xtz0ya2a2vey3'
    await w.kit.emitSessionEvent({
      topic,
      chainId,
      event: { name: 'accountsChanged', data: [`${chainId}:${next}`, '<img src=x>'] },
    })
    await until(() => events.length === 1)
    expect(events).toEqual([{ type: 'accountsChanged', connectorId, accounts: [next] }])
    // ...and back, as the address entries Bitcoin wallets send under their own event name.
    const back = w.signers.bip122?.address as string
    await w.kit.emitSessionEvent({
      topic,
      chainId,
      event: {
        name: 'bip122_addressesChanged',
        data: [{ address: back, intention: 'payment' }, { address: 'bc1<script>' }, 42],
      },
    })
    await until(() => events.length === 2)
    expect(events[1]).toEqual({ type: 'accountsChanged', connectorId, accounts: [back] })
  })

  test('switching to a solana cluster the session does not grant is refused, and nothing changes', async () => {
    const w = await wallet({ namespaces: ['solana'] })
    const set = await adapters(w, ['eip155', 'solana'])
    await connectAll(set)
    const other = {
      ...solana,
      id: 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
      caipNetworkId: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1' as const,
    }
    await expect(set.solana.switchNetwork({ connectorId, network: other })).rejects.toThrow(
      /not among the chains the WalletConnect session grants/,
    )
    expect((await set.solana.reconnect({ connectorId }))?.chainId).toBe(solana.id)
  })
})

describe('signatures through the session, verified offline', () => {
  test('solana: a sign-in message signed with solana_signMessage passes the ed25519 SIWX verifier', async () => {
    const w = await wallet({ namespaces: ['solana'] })
    const set = await adapters(w, ['eip155', 'solana'])
    const { solana: sol } = await connectAll(set)
    const address = sol?.accounts[0] as string
    const now = Date.now()
    const message = createSIWXMessage({
      accountAddress: address,
      chainId: solana.caipNetworkId,
      domain: 'app.example.com',
      uri: 'https://app.example.com',
      version: '1',
      nonce: 'nonce12345678',
      issuedAt: new Date(now - 1000).toISOString(),
      expirationTime: new Date(now + 600_000).toISOString(),
    })
    const { toString: _, ...data } = message
    const signature = await set.solana.signMessage({ connectorId, address, message: message.toString() })
    expect(w.seen.requests).toEqual(['solana_signMessage'])
    const verifier = createVerifierRegistry({ solana: createSolanaVerifier() })
    await expect(
      verifier.verify({ data, message: message.toString(), signature }, { domain: 'app.example.com' }),
    ).resolves.toBeUndefined()
  })

  test('solana: solana_signTransaction returns the fee payer signature over the message, and the signed transaction', async () => {
    const w = await wallet({ namespaces: ['solana'] })
    const set = await adapters(w, ['eip155', 'solana'])
    await connectAll(set)
    const payer = decodeBase58(w.signers.solana?.address as string)
    const wire = transferToSelf(payer)
    const answer = (await set.solana.request(connectorId, {
      method: 'solana_signTransaction',
      params: { transaction: Buffer.from(wire).toString('base64') },
    })) as { signature: string; transaction: string }
    const message = wire.slice(1 + 64)
    expect(ed25519.verify(decodeBase58(answer.signature), message, payer)).toBe(true)
    const signed = new Uint8Array(Buffer.from(answer.transaction, 'base64'))
    expect(signed.slice(1, 65)).toEqual(decodeBase58(answer.signature))
    expect(signed.slice(65)).toEqual(message)
  })

  test('bip122: a legacy (ecdsa) signMessage and a BIP-322 one both verify, and getAccountAddresses names the payment address', async () => {
    const w = await wallet({ namespaces: ['bip122'] })
    const set = await adapters(w, ['eip155', 'bip122'])
    const { bip122: btc } = await connectAll(set)
    const address = btc?.accounts[0] as string
    expect(address).toBe(w.signers.bip122?.address)
    const message = 'Sign in to Latch\nnonce: 42'
    const legacy = await set.bip122.signMessage({ connectorId, address, message })
    expect(Verifier.verifySignature(address, message, legacy)).toBe(true)
    const bip322 = (await set.bip122.request(connectorId, {
      method: 'signMessage',
      params: { account: address, address, message, protocol: 'bip322' },
    })) as { address: string; signature: string }
    expect(bip322.address).toBe(address)
    expect(bip322.signature).not.toBe(legacy)
    expect(Verifier.verifySignature(address, message, bip322.signature)).toBe(true)
    expect(Verifier.verifySignature(address, `${message}!`, bip322.signature)).toBe(false)
    const addresses = await set.bip122.request(connectorId, {
      method: 'getAccountAddresses',
      params: { account: address },
    })
    expect(addresses).toEqual([expect.objectContaining({ address, intention: 'payment' })])
  })

  test('polkadot: polkadot_signMessage returns an sr25519 signature that signatureVerify accepts', async () => {
    const w = await wallet({ namespaces: ['polkadot'] })
    const set = await adapters(w, ['eip155', 'polkadot'])
    const { polkadot: dot } = await connectAll(set)
    const address = dot?.accounts[0] as string
    const message = 'Sign in to Latch\nnonce: 42'
    const signature = await set.polkadot.signMessage({ connectorId, address, message })
    const result = signatureVerify(message, signature, address)
    expect(result).toMatchObject({ isValid: true, crypto: 'sr25519' })
    expect(signatureVerify('another message', signature, address).isValid).toBe(false)
  })

  test('cosmos: an ADR-036 doc signed with cosmos_signAmino verifies with @cosmjs against the account key', async () => {
    const w = await wallet({ namespaces: ['cosmos'] })
    const set = await adapters(w, ['eip155', 'cosmos'])
    const { cosmos } = await connectAll(set)
    const address = cosmos?.accounts[0] as string
    const message = 'Sign in to Latch\nnonce: 42'
    const signature = await set.cosmos.signMessage({ connectorId, address, message })
    // The key comes from cosmos_getAccounts; it must be the address's own.
    const [account] = (await set.cosmos.request(connectorId, { method: 'cosmos_getAccounts' })) as {
      pubkey: string
    }[]
    const pubKey = { type: 'tendermint/PubKeySecp256k1', value: account?.pubkey as string }
    expect(pubkeyToAddress(pubKey, 'cosmos')).toBe(address)
    const digest = sha256(serializeSignDoc(adr036SignDoc(address, message)))
    const valid = await Secp256k1.verifySignature(
      Secp256k1Signature.fromFixedLength(fromBase64(signature)),
      digest,
      fromBase64(pubKey.value),
    )
    expect(valid).toBe(true)
    expect(account).toEqual({ algo: 'secp256k1', address, pubkey: pubKey.value })
  })
})

describe('sending on solana through the session, on a local cluster', () => {
  let chain: SolanaChain
  let cluster: CaipNetwork

  beforeAll(async () => {
    chain = await startSolanaChain()
    cluster = localSolanaNetwork(chain.manifest)
  })
  afterAll(async () => {
    await chain?.stop()
  })

  async function clusterCall(method: string, params: unknown[]): Promise<unknown> {
    const response = await fetch(chain.manifest.rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
    })
    return ((await response.json()) as { result: unknown }).result
  }

  const lamportsOf = async (address: string) =>
    BigInt(((await clusterCall('getBalance', [address])) as { value: number }).value)

  /** A wallet holding 2 SOL on the cluster, connected on eip155 and solana. */
  async function funded() {
    const w = await wallet({
      namespaces: ['solana'],
      rpcUrls: { [cluster.caipNetworkId]: chain.manifest.rpcUrl },
    })
    const from = w.signers.solana?.address as string
    await clusterCall('requestAirdrop', [from, 2_000_000_000])
    const set = await adapters(
      w,
      ['eip155', 'solana'],
      ['eip155', 'solana'],
      [...networksOf(['eip155']), cluster],
    )
    await connectAll(set)
    return { w, set, from, to: chain.manifest.accounts[3] as string }
  }

  test('a SOL send is signed and submitted by the wallet (solana_signAndSendTransaction) and moves the lamports on chain, at the quoted fee', async () => {
    const { w, set, from, to } = await funded()
    const [senderBefore, receiverBefore] = await Promise.all([lamportsOf(from), lamportsOf(to)])
    const send = { connectorId, from, to, value: 250_000_000n, network: cluster }
    const fee = await set.solana.estimateFee?.(send)
    expect(fee).toBe(LAMPORTS_PER_SIGNATURE)
    const signature = await set.solana.sendTransaction(send)
    expect(w.seen.requests).toEqual(['solana_signAndSendTransaction'])
    expect(w.seen.answered[0]?.result).toEqual({ signature })
    expect(await lamportsOf(to)).toBe(receiverBefore + 250_000_000n)
    expect(await lamportsOf(from)).toBe(senderBefore - 250_000_000n - LAMPORTS_PER_SIGNATURE)
    // The wallet signed as the sender: the cluster holds the transaction under that signature.
    const status = (await clusterCall('getSignatureStatuses', [[signature]])) as {
      value: ({ err: unknown } | null)[]
    }
    expect(status.value[0]).toMatchObject({ err: null })
  })

  test('an SPL send is priced on the cluster like a SOL one (one signature)', async () => {
    const { set, from, to } = await funded()
    const token = { address: chain.manifest.token.mint, decimals: chain.manifest.token.decimals }
    const fee = await set.solana.estimateFee?.({
      connectorId,
      from,
      to,
      value: 1_000_000n,
      token,
      network: cluster,
    })
    expect(fee).toBe(LAMPORTS_PER_SIGNATURE)
  })

  test('a send to a malformed address is refused before the wallet is asked, and nothing moves', async () => {
    const { w, set, from } = await funded()
    const before = await lamportsOf(from)
    await expect(
      set.solana.sendTransaction({ connectorId, from, to: '<img src=x>', value: 1n, network: cluster }),
    ).rejects.toThrow(/Invalid Solana address/)
    expect(w.seen.requests).toEqual([])
    expect(await lamportsOf(from)).toBe(before)
  })

  test("a send the wallet's cluster refuses (the whole balance, leaving nothing for the fee) fails with the cluster's error, and nothing moves", async () => {
    const { w, set, from, to } = await funded()
    const [senderBefore, receiverBefore] = await Promise.all([lamportsOf(from), lamportsOf(to)])
    await expect(
      set.solana.sendTransaction({ connectorId, from, to, value: senderBefore, network: cluster }),
    ).rejects.toThrow(expect.objectContaining({ code: -32002, message: 'Transaction simulation failed' }))
    expect(w.seen.requests).toEqual(['solana_signAndSendTransaction'])
    expect(await lamportsOf(from)).toBe(senderBefore)
    expect(await lamportsOf(to)).toBe(receiverBefore)
  })
})

/** A legacy transaction moving 1000 lamports from `payer` to itself, unsigned (wire format). */
function transferToSelf(payer: Uint8Array): Uint8Array {
  const data = new Uint8Array(12)
  const view = new DataView(data.buffer)
  view.setUint32(0, 2, true) // SystemProgram::Transfer
  view.setBigUint64(4, 1000n, true)
  const message = [
    ...[1, 0, 1], // one signer, no read-only signer, one read-only unsigned account
    2,
    ...payer,
    ...new Uint8Array(32), // the system program
    ...new Uint8Array(32).fill(7), // a recent blockhash
    1,
    ...[1, 2, 0, 0, 12],
    ...data,
  ]
  return Uint8Array.from([1, ...new Uint8Array(64), ...message])
}
