// The wallet calls of the Cosmos adapter, loaded on their first use (a connect, the restore of a
// stored connection, a signature). No Cosmos node runs offline here, so the adapter reads no chain:
// sends and balances refuse with a clear error (see the README).
import type { AdapterConnection, AdapterEvent, CaipNetwork } from '@latch/core'
import { isCosmosAddress } from '@latch/core'
import type { WalletCalls } from '@latch/core/internal'
import { cosmosAdapterError, rethrowWalletError } from './errors'
import { type CosmosWalletInfo, type KeplrLike, keplrAt } from './keplr'

/** How long a restore waits for its wallet to appear after a reload, and how often it looks. */
const INJECT_WAIT_MS = 1500
const POLL_MS = 100
/** ADR-036 signatures are 64 bytes (r||s), base64. */
const SIGNATURE = /^[A-Za-z0-9+/]{86}==$/

export interface CallsContext {
  wallets(): CosmosWalletInfo[]
  emit(event: AdapterEvent): void
  networks(): CaipNetwork[]
}

export type CosmosCalls = WalletCalls & { detachAll(): void }

interface Session {
  provider: KeplrLike
  network: CaipNetwork
  address: string
  off(): void
}

function unsupported(what: string): never {
  throw cosmosAdapterError(
    `${what} is not supported on Cosmos: Latch reads no Cosmos chain, it signs and signs in only`,
  )
}

export function createCosmosCalls(context: CallsContext): CosmosCalls {
  const { emit } = context
  const sessions = new Map<string, Session>()
  /** Connectors the visitor disconnected: a restore finds nothing until they connect again. */
  const released = new Set<string>()

  function walletInfo(connectorId: string): CosmosWalletInfo {
    const info = context.wallets().find((wallet) => wallet.id === connectorId)
    if (!info) throw cosmosAdapterError(`No Cosmos wallet with connector id "${connectorId}" is known`)
    return info
  }

  async function waitFor(global: string): Promise<KeplrLike | undefined> {
    const until = Date.now() + INJECT_WAIT_MS
    for (;;) {
      const provider = keplrAt(global)
      if (provider || Date.now() >= until) return provider
      await new Promise((resolve) => setTimeout(resolve, POLL_MS))
    }
  }

  function networkFor(chainId: number | string | undefined): CaipNetwork {
    const networks = context.networks()
    const network = networks.find((n) => String(n.id) === String(chainId)) ?? networks[0]
    if (!network) throw cosmosAdapterError('No Cosmos network is configured')
    return network
  }

  function session(connectorId: string): Session {
    const found = sessions.get(connectorId)
    if (!found) throw cosmosAdapterError(`The wallet "${connectorId}" is not connected`)
    return found
  }

  function detach(connectorId: string) {
    sessions.get(connectorId)?.off()
    sessions.delete(connectorId)
  }

  /** The wallet's bech32 address on the network, refused when malformed. */
  async function addressOn(provider: KeplrLike, network: CaipNetwork): Promise<string> {
    const key = await provider.getKey(String(network.id))
    const address = (key as { bech32Address?: unknown } | null)?.bech32Address
    if (!isCosmosAddress(address)) throw cosmosAdapterError('The wallet returned an invalid account')
    return address
  }

  function attach(
    connectorId: string,
    info: CosmosWalletInfo,
    provider: KeplrLike,
    network: CaipNetwork,
    address: string,
  ) {
    detach(connectorId)
    const entry: Session = { provider, network, address, off: () => {} }
    sessions.set(connectorId, entry)
    // The event says only that the key changed: read it again; no key means the site lost access.
    const onChange = () => {
      addressOn(provider, entry.network).then(
        (next) => {
          if (sessions.get(connectorId) !== entry || next === entry.address) return
          entry.address = next
          emit({ type: 'accountsChanged', connectorId, accounts: [next] })
        },
        () => {
          if (sessions.get(connectorId) !== entry) return
          detach(connectorId)
          emit({ type: 'disconnect', connectorId })
        },
      )
    }
    window.addEventListener(info.event, onChange)
    entry.off = () => window.removeEventListener(info.event, onChange)
  }

  async function open(connectorId: string, chainId: number | string | undefined, silent: boolean) {
    if (silent && released.has(connectorId)) return null
    const info = walletInfo(connectorId)
    const provider = silent ? await waitFor(info.global) : keplrAt(info.global)
    if (!provider) {
      if (silent) return null
      throw cosmosAdapterError(`${info.name} is not available in this browser`)
    }
    const network = networkFor(chainId)
    // Keplr lets a site it allowed before in without a prompt.
    await provider.enable(String(network.id)).catch(rethrowWalletError)
    const address = await addressOn(provider, network)
    released.delete(connectorId)
    attach(connectorId, info, provider, network, address)
    return { connectorId, accounts: [address], chainId: network.id } satisfies AdapterConnection
  }

  return {
    async connect({ connectorId, chainId }) {
      return (await open(connectorId, chainId, false)) as AdapterConnection
    },

    reconnect: ({ connectorId, chainId }) => open(connectorId, chainId, true),

    async disconnect({ connectorId }) {
      const current = sessions.get(connectorId)
      released.add(connectorId)
      detach(connectorId)
      // Withdrawing the permission is the wallet's disconnect where it offers one.
      await current?.provider.disable?.(String(current.network.id))?.catch(() => {})
    },

    async switchNetwork({ connectorId, network }) {
      const entry = session(connectorId)
      await entry.provider.enable(String(network.id)).catch(rethrowWalletError)
      // Each chain has its own address prefix: the account follows the network.
      const address = await addressOn(entry.provider, network)
      entry.network = network
      emit({ type: 'chainChanged', connectorId, chainId: network.id })
      if (address !== entry.address) {
        entry.address = address
        emit({ type: 'accountsChanged', connectorId, accounts: [address] })
      }
    },

    async signMessage({ connectorId, address, message }) {
      const entry = session(connectorId)
      if (address !== entry.address)
        throw cosmosAdapterError(`The wallet did not grant the account ${address}`)
      const result = await entry.provider
        .signArbitrary(String(entry.network.id), address, message)
        .catch(rethrowWalletError)
      const signature = (result as { signature?: unknown } | null)?.signature
      if (typeof signature !== 'string' || !SIGNATURE.test(signature))
        throw cosmosAdapterError('The wallet returned no valid signature')
      return signature
    },

    sendTransaction: async () => unsupported('Sending'),
    getBalance: async () => unsupported('Reading a balance'),
    request: async () => unsupported('A raw request'),

    detachAll() {
      for (const connectorId of [...sessions.keys()]) detach(connectorId)
    },
  }
}
