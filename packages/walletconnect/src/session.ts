// The working part of the WalletConnect adapter, loaded on its first call (./adapter is the shell a
// page pays for up front): pairs with a wallet through a relay (QR code or deep link), then signs,
// sends and switches chains through the approved session.

import type { AdapterConnection, SendTransactionParameters } from '@latch/core'
import { ERRORS, isUnknownChainError } from '@latch/core'
import type { CoreTypes as Metadata_, SessionTypes } from '@walletconnect/types'

type Metadata = Metadata_.Metadata

import { isAddress, numberToHex, stringToHex } from 'viem'
import {
  type SessionContext,
  WALLET_CONNECT_CONNECTOR,
  type WalletConnectAdapterOptions,
  type WalletConnectSession,
} from './adapter'
import { fetchNativeBalance } from './balance'
import { closeClient, createClient, type WalletConnectClient } from './client'
import { reusesPendingPairing } from './environment'
import { asWalletError, proposalError, WalletConnectAdapterError } from './errors'
import { evmChainId, parseChainId, proposalNamespaces, readGrant } from './namespaces'
import { PairingLoop } from './pairing'

const ACTIVE_CHAIN_KEY = 'latch:walletconnect:active-chain'

/** Metadata from the page itself, for an app that gave none: its title and origin. */
function pageMetadata(): Metadata {
  const page = globalThis as { location?: { origin?: string }; document?: { title?: string } }
  const url = page.location?.origin ?? ''
  return { name: page.document?.title || url, description: '', url, icons: [] }
}

/** The adapter's methods behind the shell, sharing its listeners and what setup passed. */
export function createSession(
  options: WalletConnectAdapterOptions,
  context: SessionContext,
): WalletConnectSession {
  const connectorId = WALLET_CONNECT_CONNECTOR.id
  const { emit, emitUri, missingProjectId, validProjectId } = context
  let loading: Promise<WalletConnectClient> | undefined
  let session: SessionTypes.Struct | undefined
  let activeChainId: number | undefined
  let destroyed = false

  function checkConnector(id: string) {
    if (id !== connectorId) {
      throw new WalletConnectAdapterError(
        `${ERRORS.WALLETCONNECT_CONNECTOR_NOT_FOUND}: no connector with id "${id}"`,
      )
    }
  }

  const pairingLoop = new PairingLoop<SessionTypes.Struct>({
    reusePending: options.reusePendingPairing ?? reusesPendingPairing(),
    async propose() {
      const client = await loadClient()
      const { uri, approval } = await client.connect({
        optionalNamespaces: proposalNamespaces(context.networks()),
      })
      if (!uri) throw new WalletConnectAdapterError('The WalletConnect client made no pairing URI')
      return {
        uri,
        approval: () =>
          approval().catch((error: unknown) => {
            throw proposalError(error)
          }),
      }
    },
    onUri(pairing) {
      emitUri({ type: 'display_uri', ...pairing })
    },
  })

  function loadClient(): Promise<WalletConnectClient> {
    if (destroyed)
      return Promise.reject(new WalletConnectAdapterError('The WalletConnect adapter was destroyed'))
    const projectId = context.projectId()
    if (!validProjectId(projectId)) return Promise.reject(missingProjectId())
    loading ??= createClient({
      projectId,
      relayUrl: options.relayUrl,
      metadata: context.metadata() ?? pageMetadata(),
      telemetry: options.telemetry ?? false,
      storage: options.storage,
      logLevel: options.logLevel ?? 'error',
    }).then(
      (client) => {
        listen(client)
        return client
      },
      (error: unknown) => {
        loading = undefined
        throw new WalletConnectAdapterError(
          `The WalletConnect client could not start: ${(error as Error).message}`,
          {
            cause: error,
          },
        )
      },
    )
    return loading
  }

  function connection(): AdapterConnection {
    const grant = readGrant(session?.namespaces ?? {})
    return { connectorId, accounts: grant.addresses, chainId: activeChainId ?? grant.chainIds[0] ?? 0 }
  }

  async function setActiveChain(client: WalletConnectClient, chainId: number) {
    if (chainId === activeChainId) return
    activeChainId = chainId
    await client.core.storage.setItem(ACTIVE_CHAIN_KEY, chainId)
    emit({ type: 'chainChanged', connectorId, chainId })
  }

  function endSession(topic: string) {
    if (session?.topic !== topic) return
    session = undefined
    activeChainId = undefined
    emit({ type: 'disconnect', connectorId })
  }

  function listen(client: WalletConnectClient) {
    client.on('session_delete', ({ topic }) => endSession(topic))
    client.on('session_expire', ({ topic }) => endSession(topic))
    client.on('session_update', ({ topic, params }) => {
      if (!session || session.topic !== topic) return
      const before = readGrant(session.namespaces).addresses
      session = { ...session, namespaces: params.namespaces }
      const after = readGrant(session.namespaces).addresses
      if (after.join() !== before.join()) emit({ type: 'accountsChanged', connectorId, accounts: after })
    })
    client.on('session_event', ({ topic, params }) => {
      if (!session || session.topic !== topic) return
      const { name, data } = params.event as { name: string; data: unknown }
      if (name === 'chainChanged') {
        const chainId = parseChainId(data)
        if (chainId !== undefined) void setActiveChain(client, chainId)
      } else if (name === 'accountsChanged' && Array.isArray(data)) {
        const accounts = data
          .map((a) => (typeof a === 'string' ? a.split(':').pop() : undefined))
          .filter((a): a is string => typeof a === 'string' && isAddress(a, { strict: false }))
        emit({ type: 'accountsChanged', connectorId, accounts })
      }
    })
  }

  async function sessionRequest<T>(method: string, params: unknown, chainId = activeChainId): Promise<T> {
    const client = await loadClient()
    if (!session || chainId === undefined) {
      throw new WalletConnectAdapterError(`${ERRORS.CONNECTOR_NOT_CONNECTED}: no WalletConnect session`)
    }
    return client
      .request<T>({ topic: session.topic, chainId: `eip155:${chainId}`, request: { method, params } })
      .catch((error: unknown) => {
        throw asWalletError(error, `The wallet failed ${method}`)
      })
  }

  /** The most recent live eip155 session the client still holds. */
  function storedSession(client: WalletConnectClient): SessionTypes.Struct | undefined {
    const now = Date.now() / 1000
    return client.session
      .getAll()
      .filter((s) => s.expiry > now && readGrant(s.namespaces).addresses.length > 0)
      .sort((a, b) => b.expiry - a.expiry)[0]
  }

  async function adopt(client: WalletConnectClient, next: SessionTypes.Struct, preferred?: number | string) {
    session = next
    const grant = readGrant(next.namespaces)
    const stored = parseChainId(await client.core.storage.getItem(ACTIVE_CHAIN_KEY))
    const wanted = [parseChainId(preferred), stored].find(
      (id) => id !== undefined && grant.chainIds.includes(id),
    )
    activeChainId = wanted ?? grant.chainIds[0]
    if (activeChainId !== undefined) await client.core.storage.setItem(ACTIVE_CHAIN_KEY, activeChainId)
    return connection()
  }

  return {
    get pairing() {
      return pairingLoop.current
    },

    async connect({ connectorId: id, chainId }) {
      checkConnector(id)
      const client = await loadClient()
      const existing = session ?? storedSession(client)
      if (existing) return adopt(client, existing, chainId)
      return adopt(client, await pairingLoop.start(), chainId)
    },

    async reconnect({ connectorId: id, chainId }) {
      checkConnector(id)
      const client = await loadClient()
      const existing = storedSession(client)
      return existing ? adopt(client, existing, chainId) : null
    },

    async disconnect({ connectorId: id }) {
      checkConnector(id)
      pairingLoop.cancel(new WalletConnectAdapterError('Connection cancelled by disconnect'))
      const client = await loadClient()
      const topics = [session?.topic, storedSession(client)?.topic].filter((t): t is string => Boolean(t))
      session = undefined
      activeChainId = undefined
      await client.core.storage.removeItem(ACTIVE_CHAIN_KEY)
      for (const topic of new Set(topics)) {
        // The wallet may already have ended it; the local copy is removed either way.
        await client
          .disconnect({ topic, reason: { code: 6000, message: 'User disconnected.' } })
          .catch(() => {})
      }
    },

    async switchNetwork({ connectorId: id, network }) {
      checkConnector(id)
      const client = await loadClient()
      const chainId = evmChainId(network)
      const switchParams = [{ chainId: numberToHex(chainId) }]
      try {
        await sessionRequest('wallet_switchEthereumChain', switchParams)
      } catch (error) {
        // An unknown chain (spec 8) is added, then switched to.
        if (!isUnknownChainError(error)) throw error
        const explorer = network.blockExplorers?.default.url
        await sessionRequest('wallet_addEthereumChain', [
          {
            chainId: numberToHex(chainId),
            chainName: network.name,
            nativeCurrency: network.nativeCurrency,
            rpcUrls: network.rpcUrls.default.http,
            ...(explorer ? { blockExplorerUrls: [explorer] } : {}),
          },
        ])
        await sessionRequest('wallet_switchEthereumChain', switchParams)
      }
      await setActiveChain(client, chainId)
    },

    async signMessage({ connectorId: id, address, message }) {
      checkConnector(id)
      if (!isAddress(address, { strict: false })) {
        throw new WalletConnectAdapterError(ERRORS.NOT_AN_EVM_ADDRESS(String(address)))
      }
      const signature = await sessionRequest<unknown>('personal_sign', [stringToHex(message), address])
      if (typeof signature !== 'string' || !/^0x[0-9a-fA-F]{62,}$/.test(signature)) {
        throw new WalletConnectAdapterError('The wallet returned no valid signature')
      }
      return signature
    },

    async sendTransaction({ connectorId: id, from, to, value, data, network }: SendTransactionParameters) {
      checkConnector(id)
      for (const address of [from, to]) {
        if (!isAddress(address, { strict: false })) {
          throw new WalletConnectAdapterError(ERRORS.NOT_AN_EVM_ADDRESS(String(address)))
        }
      }
      if (data !== undefined && !/^0x([0-9a-fA-F]{2})*$/.test(data)) {
        throw new WalletConnectAdapterError(ERRORS.TRANSACTION_DATA_NOT_HEX)
      }
      const transaction = {
        from,
        to,
        ...(value !== undefined ? { value: numberToHex(value) } : {}),
        ...(data !== undefined ? { data } : {}),
      }
      const hash = await sessionRequest<unknown>('eth_sendTransaction', [transaction], evmChainId(network))
      if (typeof hash !== 'string' || !/^0x[0-9a-fA-F]{64}$/.test(hash)) {
        throw new WalletConnectAdapterError(ERRORS.WALLET_INVALID_TRANSACTION_HASH)
      }
      return hash
    },

    getBalance: ({ address, network }) => fetchNativeBalance(address, network),

    async request(id, { method, params }) {
      checkConnector(id)
      if (method === 'eth_accounts') return session ? connection().accounts : []
      if (method === 'eth_chainId')
        return activeChainId === undefined ? undefined : numberToHex(activeChainId)
      return sessionRequest(method, params)
    },

    destroy() {
      destroyed = true
      pairingLoop.cancel(new WalletConnectAdapterError('The WalletConnect adapter was destroyed'))
      void loading?.then(closeClient, () => {})
    },
  }
}
