// The wallet calls of the EVM adapter, loaded on their first use (a connect, the reconnect of a
// stored connection, a signature): ./adapter is what a page pays for up front, discovery included.

import type {
  AdapterConnection,
  AdapterEvent,
  AdapterSetupContext,
  CaipNetwork,
  ChainAdapter,
  SendTransactionParameters,
} from '@latch/core'
import { errorCode, FEATURE_ERRORS, LatchError } from '@latch/core'
import type { EvmAdapterOptions } from './adapter'
import { fetchNativeBalance } from './balance'
import type { DiscoveredWallet } from './discovery'
import type { Eip1193Provider, ProviderListener } from './eip1193'
import { evmAdapterError } from './errors'
import { isAddress, parseChainId, toQuantity, utf8ToHex } from './hex'
import { evmChainId, switchEthereumChain } from './switch-network'

/** MetaMask's "disconnected from the chain, still connected to the site" code; not a real disconnect. */
const RECONNECTING = 1013

function readAccounts(value: unknown): string[] {
  if (!Array.isArray(value) || !value.every(isAddress)) {
    throw evmAdapterError('The wallet returned an invalid account list')
  }
  return value
}

/** What the calls share with the adapter shell. */
export interface CallsContext {
  options: EvmAdapterOptions
  wallet(connectorId: string): DiscoveredWallet | undefined
  emit(event: AdapterEvent): void
  networks(): CaipNetwork[]
  /** The services setup received: balances are read through their ranked transport. */
  services(): AdapterSetupContext['services']
}

type CallName =
  | 'connect'
  | 'reconnect'
  | 'disconnect'
  | 'switchNetwork'
  | 'signMessage'
  | 'sendTransaction'
  | 'getBalance'
  | 'request'
export type EvmCalls = Pick<ChainAdapter, CallName> & { detachAll(): void }

export function createEvmCalls(context: CallsContext): EvmCalls {
  const { options, emit } = context
  // Provider listeners we attached, per connector, so disconnect can remove exactly those.
  const attached = new Map<string, { provider: Eip1193Provider; handlers: [string, ProviderListener][] }>()

  function providerFor(connectorId: string): Eip1193Provider {
    const wallet = context.wallet(connectorId)
    if (!wallet) {
      throw evmAdapterError(`No EVM wallet with connector id "${connectorId}" is available`)
    }
    return wallet.provider
  }

  function detach(connectorId: string): void {
    const entry = attached.get(connectorId)
    if (!entry) return
    for (const [event, handler] of entry.handlers) entry.provider.removeListener?.(event, handler)
    attached.delete(connectorId)
  }

  function attach(connectorId: string, provider: Eip1193Provider): void {
    detach(connectorId)
    if (typeof provider.on !== 'function') return
    const lost = (): void => {
      detach(connectorId)
      emit({ type: 'disconnect', connectorId })
    }
    const handlers: [string, ProviderListener][] = [
      [
        'accountsChanged',
        (accounts) => {
          // An empty list means the wallet locked or revoked access: that is a disconnect.
          if (Array.isArray(accounts) && accounts.length === 0) return lost()
          if (Array.isArray(accounts) && accounts.every(isAddress)) {
            emit({ type: 'accountsChanged', connectorId, accounts })
          }
        },
      ],
      [
        'chainChanged',
        (chainId) => {
          try {
            emit({ type: 'chainChanged', connectorId, chainId: parseChainId(chainId) })
          } catch {
            // A malformed chain id from the wallet is ignored rather than thrown into the host app.
          }
        },
      ],
      [
        'disconnect',
        (error) => {
          if (errorCode(error) !== RECONNECTING) return lost()
          provider
            .request({ method: 'eth_accounts' })
            .then((accounts) => Array.isArray(accounts) && accounts.length === 0 && lost(), lost)
        },
      ],
    ]
    for (const [event, handler] of handlers) provider.on(event, handler)
    attached.set(connectorId, { provider, handlers })
  }

  async function currentChainId(provider: Eip1193Provider): Promise<number> {
    return parseChainId(await provider.request({ method: 'eth_chainId' }))
  }

  function networkFor(chainId: number | string): CaipNetwork | undefined {
    return context.networks().find((n) => {
      try {
        return evmChainId(n) === parseChainId(String(chainId).replace(/^eip155:/, ''))
      } catch {
        return false
      }
    })
  }

  /**
   * Switches the wallet and reads back where it is: a wallet that answers the switch but stays on
   * (or moves to) another chain raises a chain mismatch, and core hears the chain it is really on
   * (unsupported when the app did not configure it). Nothing is ever sent on the wrong chain.
   */
  async function switchNetwork({ connectorId, network }: { connectorId: string; network: CaipNetwork }) {
    const provider = providerFor(connectorId)
    await switchEthereumChain(provider, network)
    const wanted = evmChainId(network)
    const actual = await currentChainId(provider)
    if (actual === wanted) return
    emit({ type: 'chainChanged', connectorId, chainId: actual })
    throw new LatchError('CHAIN_MISMATCH', FEATURE_ERRORS.CHAIN_MISMATCH(wanted, actual))
  }

  return {
    async connect({ connectorId, chainId }): Promise<AdapterConnection> {
      const provider = providerFor(connectorId)
      const accounts = readAccounts(await provider.request({ method: 'eth_requestAccounts' }))
      let walletChainId = await currentChainId(provider)
      const wanted = chainId === undefined ? undefined : networkFor(chainId)
      if (wanted && evmChainId(wanted) !== walletChainId) {
        // The connection stands even if the user declines the switch; core sees the real chain.
        try {
          await switchEthereumChain(provider, wanted)
          walletChainId = await currentChainId(provider)
        } catch {}
      }
      attach(connectorId, provider)
      return { connectorId, accounts, chainId: walletChainId }
    },

    async reconnect({ connectorId }): Promise<AdapterConnection | null> {
      const wallet = context.wallet(connectorId)
      if (!wallet) return null
      const accounts = readAccounts(await wallet.provider.request({ method: 'eth_accounts' }))
      if (accounts.length === 0) return null
      const chainId = await currentChainId(wallet.provider)
      attach(connectorId, wallet.provider)
      return { connectorId, accounts, chainId }
    },

    async disconnect({ connectorId }) {
      const wallet = context.wallet(connectorId)
      detach(connectorId)
      if (!wallet) return
      try {
        await wallet.provider.request({ method: 'wallet_revokePermissions', params: [{ eth_accounts: {} }] })
      } catch {
        // Older wallets lack EIP-2255 revocation; forgetting the connection locally is enough.
      }
    },

    switchNetwork,

    async signMessage({ connectorId, address, message }) {
      if (!isAddress(address)) throw evmAdapterError(FEATURE_ERRORS.NOT_AN_EVM_ADDRESS(String(address)))
      const signature = await providerFor(connectorId).request({
        method: 'personal_sign',
        params: [utf8ToHex(message), address],
      })
      if (typeof signature !== 'string') throw evmAdapterError('The wallet returned no signature')
      return signature
    },

    async sendTransaction({ connectorId, from, to, value, data, network }: SendTransactionParameters) {
      if (!isAddress(from)) throw evmAdapterError(FEATURE_ERRORS.NOT_AN_EVM_ADDRESS(String(from)))
      if (!isAddress(to)) throw evmAdapterError(FEATURE_ERRORS.NOT_AN_EVM_ADDRESS(String(to)))
      if (data !== undefined && !/^0x(?:[0-9a-fA-F]{2})*$/.test(data)) {
        throw evmAdapterError(FEATURE_ERRORS.TRANSACTION_DATA_NOT_HEX)
      }
      const provider = providerFor(connectorId)
      // Never send on a chain the caller did not ask for.
      if ((await currentChainId(provider)) !== evmChainId(network))
        await switchNetwork({ connectorId, network })
      const hash = await provider.request({
        method: 'eth_sendTransaction',
        params: [
          {
            from,
            to,
            ...(value === undefined ? {} : { value: toQuantity(value) }),
            ...(data ? { data } : {}),
          },
        ],
      })
      if (typeof hash !== 'string' || !/^0x[0-9a-fA-F]{64}$/.test(hash)) {
        throw evmAdapterError(FEATURE_ERRORS.WALLET_INVALID_TRANSACTION_HASH)
      }
      return hash
    },

    getBalance: ({ address, network }) =>
      fetchNativeBalance(address, network, { fetch: options.fetch, services: context.services() }),

    request: async (connectorId, args) => providerFor(connectorId).request(args),

    detachAll() {
      for (const connectorId of [...attached.keys()]) detach(connectorId)
    },
  }
}
