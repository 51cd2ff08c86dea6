// The wallet calls of the Polkadot adapter, loaded on their first use (a connect, the restore of
// a stored connection, a signature). No Polkadot node runs offline here, so the adapter reads no
// chain: sends and balances refuse with a clear error (see the README).
import type { AdapterConnection, AdapterEvent, CaipNetwork } from '@latch/core'
import { isPolkadotAddress } from '@latch/core'
import type { WalletCalls } from '@latch/core/internal'
import type { PolkadotDiscovery } from './discovery'
import { polkadotAdapterError, rethrowWalletError } from './errors'
import type { Injected, InjectedAccount } from './injected'

/** How long a restore waits for its extension to inject itself after a reload. */
const INJECT_WAIT_MS = 1500
/** sr25519 and ed25519 signatures are 64 bytes; ecdsa ones 65. */
const SIGNATURE = /^0x(?:[0-9a-fA-F]{128}|[0-9a-fA-F]{130})$/

export interface CallsContext {
  discovery: PolkadotDiscovery
  appName(): string
  emit(event: AdapterEvent): void
  networks(): CaipNetwork[]
}

export type PolkadotCalls = WalletCalls & { detachAll(): void }

interface Session {
  injected: Injected
  network: CaipNetwork
  accounts: string[]
  off(): void
}

/** The message's UTF-8 bytes as 0x hex, the `data` of a raw sign request. */
export function messageHex(message: string): `0x${string}` {
  let hex = ''
  for (const byte of new TextEncoder().encode(message)) hex += byte.toString(16).padStart(2, '0')
  return `0x${hex}`
}

/**
 * The Substrate accounts usable on the network: well-formed SS58, not an Ethereum-type account,
 * and not bound by the person to another chain. Anything malformed from the wallet is dropped.
 */
export function usableAccounts(accounts: unknown, network: CaipNetwork): string[] {
  if (!Array.isArray(accounts)) return []
  return (accounts as InjectedAccount[])
    .filter(
      (account) =>
        typeof account === 'object' &&
        account !== null &&
        account.type !== 'ethereum' &&
        isPolkadotAddress(account.address) &&
        (!account.genesisHash || account.genesisHash.slice(2, 34) === String(network.id)),
    )
    .map((account) => account.address)
}

/**
 * The accounts usable on the network, the active one (first) kept first while it still is, so a
 * change elsewhere in the list does not move the visitor to another account.
 */
function accountsAfter(offered: unknown, network: CaipNetwork, current: string[]): string[] {
  const usable = usableAccounts(offered, network)
  const active = current[0]
  if (active === undefined || !usable.includes(active)) return usable
  return [active, ...usable.filter((address) => address !== active)]
}

function unsupported(what: string): never {
  throw polkadotAdapterError(
    `${what} is not supported on Polkadot: Latch reads no Polkadot chain, it signs and signs in only`,
  )
}

export function createPolkadotCalls(context: CallsContext): PolkadotCalls {
  const { discovery, emit } = context
  const sessions = new Map<string, Session>()
  /** Connectors the visitor disconnected: a restore finds nothing until they connect again. */
  const released = new Set<string>()

  function networkFor(chainId: number | string | undefined): CaipNetwork {
    const networks = context.networks()
    const network = networks.find((n) => String(n.id) === String(chainId)) ?? networks[0]
    if (!network) throw polkadotAdapterError('No Polkadot network is configured')
    return network
  }

  function session(connectorId: string): Session {
    const found = sessions.get(connectorId)
    if (!found) throw polkadotAdapterError(`The wallet "${connectorId}" is not connected`)
    return found
  }

  function detach(connectorId: string) {
    sessions.get(connectorId)?.off()
    sessions.delete(connectorId)
  }

  function attach(connectorId: string, injected: Injected, network: CaipNetwork, accounts: string[]) {
    detach(connectorId)
    const entry: Session = { injected, network, accounts, off: () => {} }
    sessions.set(connectorId, entry)
    const off = injected.accounts.subscribe((next) => {
      if (sessions.get(connectorId) !== entry) return
      const addresses = accountsAfter(next, entry.network, entry.accounts)
      if (addresses.join() === entry.accounts.join()) return
      // No account left means the person revoked the site or removed the accounts.
      if (addresses.length === 0) {
        detach(connectorId)
        emit({ type: 'disconnect', connectorId })
        return
      }
      entry.accounts = addresses
      emit({ type: 'accountsChanged', connectorId, accounts: addresses })
    })
    entry.off = typeof off === 'function' ? off : () => {}
  }

  async function open(
    connectorId: string,
    chainId: number | string | undefined,
    silent: boolean,
  ): Promise<AdapterConnection | null> {
    if (silent && released.has(connectorId)) return null
    const extension = silent ? await discovery.wait(connectorId, INJECT_WAIT_MS) : discovery.get(connectorId)
    if (!extension) {
      if (silent) return null
      throw polkadotAdapterError(`No Polkadot extension "${connectorId}" is available`)
    }
    const injected = await extension.enable(context.appName()).catch(rethrowWalletError)
    const network = networkFor(chainId)
    const accounts = usableAccounts(await injected.accounts.get(), network)
    if (accounts.length === 0) {
      if (silent) return null
      throw polkadotAdapterError(`The wallet offers no account for ${network.name}`)
    }
    released.delete(connectorId)
    attach(connectorId, injected, network, accounts)
    return { connectorId, accounts, chainId: network.id }
  }

  return {
    async connect({ connectorId, chainId }) {
      return (await open(connectorId, chainId, false)) as AdapterConnection
    },

    reconnect: ({ connectorId, chainId }) => open(connectorId, chainId, true),

    async disconnect({ connectorId }) {
      // The interface has no disconnect: the site forgets the session, the extension keeps its grant.
      released.add(connectorId)
      detach(connectorId)
    },

    async switchNetwork({ connectorId, network }) {
      // Extensions sign for any chain, so the network is the adapter's own choice; but a person can
      // bind an account to one chain, and such an account is not usable on another.
      const entry = session(connectorId)
      const offered = await entry.injected.accounts.get().catch(rethrowWalletError)
      if (sessions.get(connectorId) !== entry)
        throw polkadotAdapterError(`The wallet "${connectorId}" is not connected`)
      const accounts = accountsAfter(offered, network, entry.accounts)
      // Refused rather than switched into a disconnect: the visitor keeps a working connection
      // where they are and learns why, instead of losing it for a network they cannot use yet.
      if (accounts.length === 0)
        throw polkadotAdapterError(
          `The wallet offers no account for ${network.name} (an account bound to another network in the wallet is not usable there). The connection stays on ${entry.network.name}`,
        )
      const moved = accounts.join() !== entry.accounts.join()
      entry.network = network
      entry.accounts = accounts
      emit({ type: 'chainChanged', connectorId, chainId: network.id })
      if (moved) emit({ type: 'accountsChanged', connectorId, accounts })
    },

    async signMessage({ connectorId, address, message }) {
      const { injected, accounts } = session(connectorId)
      if (!accounts.includes(address))
        throw polkadotAdapterError(`The wallet did not grant the account ${address}`)
      const signRaw = injected.signer.signRaw
      if (typeof signRaw !== 'function') throw polkadotAdapterError('The wallet cannot sign messages')
      const result = await signRaw
        .call(injected.signer, { address, data: messageHex(message), type: 'bytes' })
        .catch(rethrowWalletError)
      if (!SIGNATURE.test(String(result?.signature)))
        throw polkadotAdapterError('The wallet returned no valid signature')
      return result.signature
    },

    sendTransaction: async () => unsupported('Sending'),
    getBalance: async () => unsupported('Reading a balance'),
    request: async () => unsupported('A raw request'),

    detachAll() {
      for (const connectorId of [...sessions.keys()]) detach(connectorId)
    },
  }
}
