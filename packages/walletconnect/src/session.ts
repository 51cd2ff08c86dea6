// The working part of the WalletConnect adapters, loaded on their first call (./adapter is the
// shell a page pays for up front): pairs with a wallet through a relay (QR code or deep link) in
// one session for every configured namespace, then signs, sends and switches chains through it.
// What differs per namespace lives in ./namespaces; this file only routes.

import type { AdapterConnection, AdapterEvent, ChainNamespace } from '@latch/core'
import { ALERTS, FEATURE_ERRORS } from '@latch/core'
import type { CoreTypes, SessionTypes } from '@walletconnect/types'
import {
  type SessionCalls,
  type SessionContext,
  WALLET_CONNECT_CONNECTOR,
  type WalletConnectAdapterOptions,
  type WalletConnectSession,
} from './adapter'
import { closeClient, createClient, type WalletConnectClient } from './client'
import { reusesPendingPairing } from './environment'
import { adapterDestroyed, WalletConnectAdapterError } from './errors'
import { namespaceOf, proposalNamespaces, readGrant } from './namespaces/grant'
import { namespaceModules } from './namespaces/load'
import type { NamespaceModule, WalletRequest } from './namespaces/module'
import { PairingLoop } from './pairing'
import { asWalletError, proposalError } from './wallet-errors'

/** Where each namespace's active chain survives a reload (eip155 keeps its first key). */
const activeChainKey = (namespace: ChainNamespace) =>
  namespace === 'eip155'
    ? 'latch:walletconnect:active-chain'
    : `latch:walletconnect:active-chain:${namespace}`

/** An account as wallets name it in events: an address, a CAIP-10 id, or an entry with an `address`. */
function eventAddress(entry: unknown): string | undefined {
  const named = typeof entry === 'object' && entry !== null ? (entry as { address?: unknown }).address : entry
  return typeof named === 'string' && named.length < 200 ? named.split(':').pop() : undefined
}

/** Metadata from the page itself, for an app that gave none: its title and origin. */
function pageMetadata(): CoreTypes.Metadata {
  const page = globalThis as { location?: { origin?: string }; document?: { title?: string } }
  const url = page.location?.origin ?? ''
  return { name: page.document?.title || url, description: '', url, icons: [] }
}

/** The adapters' one session, made on their first call; a call after they were destroyed fails. */
export function openSession(
  options: WalletConnectAdapterOptions,
  context: SessionContext,
): WalletConnectSession {
  if (context.destroyed) throw adapterDestroyed()
  context.session ??= createSession(options, context)
  return context.session
}

/** The adapters' methods behind the shell, sharing one client, one pairing and one session. */
function createSession(options: WalletConnectAdapterOptions, context: SessionContext): WalletConnectSession {
  const connectorId = WALLET_CONNECT_CONNECTOR.id
  const networks = () => options.networks ?? Object.values(context.setupNetworks).flat()
  const emit = (namespace: ChainNamespace, event: AdapterEvent) => {
    for (const entry of [...context.listeners]) if (entry.namespace === namespace) entry.listener(event)
  }
  const modules = namespaceModules(context.namespaces)
  let loading: Promise<WalletConnectClient> | undefined
  let session: SessionTypes.Struct | undefined
  const active = new Map<ChainNamespace, number | string>()
  let destroyed = false

  function checkConnector(id: string) {
    if (id !== connectorId) {
      throw new WalletConnectAdapterError(
        `${FEATURE_ERRORS.WALLETCONNECT_CONNECTOR_NOT_FOUND}: no connector with id "${id}"`,
      )
    }
  }

  function moduleOf(namespace: ChainNamespace): NamespaceModule {
    const module = modules.find((m) => m.namespace === namespace)
    if (!module) throw new WalletConnectAdapterError(`WalletConnect is not set up for ${namespace}`)
    return module
  }

  const grantOf = (next: SessionTypes.Struct | undefined, module: NamespaceModule) =>
    readGrant(next?.namespaces, module)

  const pairingLoop = new PairingLoop<SessionTypes.Struct>({
    reusePending: options.reusePendingPairing ?? reusesPendingPairing(),
    async propose() {
      const client = await loadClient()
      const { uri, approval } = await client.connect(proposalNamespaces(networks(), modules))
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
      for (const listener of [...context.uriListeners]) listener({ type: 'display_uri', ...pairing })
    },
  })

  function loadClient(): Promise<WalletConnectClient> {
    if (destroyed) return Promise.reject(adapterDestroyed())
    // The options are checked here rather than when the adapters are made, which keeps that part
    // of a page's first load small: the error reaches the first connect either way.
    if (typeof options.relayUrl !== 'string' || !/^wss?:\/\//.test(options.relayUrl)) {
      return Promise.reject(
        new WalletConnectAdapterError(
          `relayUrl must be a ws:// or wss:// URL, got ${String(options.relayUrl)}`,
        ),
      )
    }
    const projectId = context.projectId
    if (typeof projectId !== 'string' || projectId.length === 0) {
      return Promise.reject(
        new WalletConnectAdapterError(
          `${ALERTS.PROJECT_ID_NOT_CONFIGURED.shortMessage}: walletConnectAdapter needs a projectId`,
          { metaMessages: [ALERTS.PROJECT_ID_NOT_CONFIGURED.longMessage] },
        ),
      )
    }
    loading ??= createClient({
      projectId,
      relayUrl: options.relayUrl,
      metadata: context.metadata ?? pageMetadata(),
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
          { cause: error },
        )
      },
    )
    return loading
  }

  function connection(module: NamespaceModule): AdapterConnection {
    const grant = grantOf(session, module)
    return {
      connectorId,
      accounts: grant.addresses,
      chainId: active.get(module.namespace) ?? grant.chainIds[0] ?? 0,
    }
  }

  async function setActiveChain(
    client: WalletConnectClient,
    module: NamespaceModule,
    chainId: number | string,
  ) {
    if (chainId === active.get(module.namespace)) return
    active.set(module.namespace, chainId)
    await client.core.storage.setItem(activeChainKey(module.namespace), chainId)
    emit(module.namespace, { type: 'chainChanged', connectorId, chainId })
  }

  /** The session ended (either side): every namespace it served is disconnected. */
  function endSession(topic: string) {
    if (session?.topic !== topic) return
    const ended = session
    session = undefined
    active.clear()
    for (const module of modules) {
      if (grantOf(ended, module).addresses.length > 0)
        emit(module.namespace, { type: 'disconnect', connectorId })
    }
  }

  function listen(client: WalletConnectClient) {
    client.on('session_delete', ({ topic }) => endSession(topic))
    client.on('session_expire', ({ topic }) => endSession(topic))
    client.on('session_update', ({ topic, params }) => {
      if (!session || session.topic !== topic) return
      const before = session
      session = { ...session, namespaces: params.namespaces }
      for (const module of modules) {
        const was = grantOf(before, module).addresses
        const now = grantOf(session, module).addresses
        if (now.join() !== was.join())
          emit(module.namespace, { type: 'accountsChanged', connectorId, accounts: now })
      }
    })
    client.on('session_event', ({ topic, params }) => {
      if (!session || session.topic !== topic) return
      const module = namespaceOf(params.chainId, modules)
      if (!module) return
      const { name, data } = params.event as { name: string; data: unknown }
      if (name === 'chainChanged') {
        const chainId = module.parseChainId(data)
        if (chainId !== undefined) void setActiveChain(client, module, chainId)
      } else if ((module.accountEvents ?? ['accountsChanged']).includes(name) && Array.isArray(data)) {
        // Only valid addresses count, however the wallet names them.
        const accounts = data
          .map(eventAddress)
          .filter((a): a is string => typeof a === 'string' && module.isAddress(a))
        emit(module.namespace, { type: 'accountsChanged', connectorId, accounts })
      }
    })
  }

  async function sessionRequest<T>(
    module: NamespaceModule,
    { method, params }: WalletRequest,
    chainId = active.get(module.namespace),
  ): Promise<T> {
    const client = await loadClient()
    if (!session || chainId === undefined || grantOf(session, module).addresses.length === 0) {
      throw new WalletConnectAdapterError(
        `${FEATURE_ERRORS.CONNECTOR_NOT_CONNECTED}: no WalletConnect session`,
      )
    }
    return client
      .request<T>({
        topic: session.topic,
        chainId: `${module.namespace}:${chainId}`,
        request: { method, params },
      })
      .catch((error: unknown) => {
        throw asWalletError(error, `The wallet failed ${method}`)
      })
  }

  /** The most recent live session the client still holds that grants an account on `module`. */
  function storedSession(
    client: WalletConnectClient,
    module: NamespaceModule,
  ): SessionTypes.Struct | undefined {
    const now = Date.now() / 1000
    return client.session
      .getAll()
      .filter((s) => s.expiry > now && grantOf(s, module).addresses.length > 0)
      .sort((a, b) => b.expiry - a.expiry)[0]
  }

  async function adopt(
    client: WalletConnectClient,
    next: SessionTypes.Struct,
    module: NamespaceModule,
    preferred?: number | string,
  ) {
    session = next
    const grant = grantOf(next, module)
    const stored = module.parseChainId(await client.core.storage.getItem(activeChainKey(module.namespace)))
    const wanted = [preferred === undefined ? undefined : module.parseChainId(preferred), stored].find(
      (id) => id !== undefined && grant.chainIds.includes(id),
    )
    const chainId = wanted ?? grant.chainIds[0]
    if (chainId !== undefined) {
      active.set(module.namespace, chainId)
      await client.core.storage.setItem(activeChainKey(module.namespace), chainId)
    }
    return connection(module)
  }

  /** A new session must grant eip155 when the app has eip155 networks (it is the required one). */
  async function pair(client: WalletConnectClient): Promise<SessionTypes.Struct> {
    const next = await pairingLoop.start()
    const eip155 = modules.find((m) => m.namespace === 'eip155')
    const wantsEip155 = networks().some((network) => network.chainNamespace === 'eip155')
    if (eip155 && wantsEip155 && grantOf(next, eip155).addresses.length === 0) {
      await client
        .disconnect({ topic: next.topic, reason: { code: 5100, message: 'eip155 was not granted' } })
        .catch(() => {})
      throw new WalletConnectAdapterError('The wallet granted no eip155 account, which this app requires')
    }
    return next
  }

  function calls(namespace: ChainNamespace): SessionCalls {
    return {
      async connect({ connectorId: id, chainId }) {
        checkConnector(id)
        const [client, module] = [await loadClient(), moduleOf(namespace)]
        const existing =
          grantOf(session, module).addresses.length > 0 ? session : storedSession(client, module)
        if (existing) return adopt(client, existing, module, chainId)
        const next = await pair(client)
        if (grantOf(next, module).addresses.length === 0) {
          throw new WalletConnectAdapterError(FEATURE_ERRORS.CONNECTOR_ACCOUNT_NOT_FOUND(connectorId))
        }
        return adopt(client, next, module, chainId)
      },

      async reconnect({ connectorId: id, chainId }) {
        checkConnector(id)
        const [client, module] = [await loadClient(), moduleOf(namespace)]
        const existing =
          grantOf(session, module).addresses.length > 0 ? session : storedSession(client, module)
        return existing ? adopt(client, existing, module, chainId) : null
      },

      // A WalletConnect session is one for all namespaces: ending it ends every one of them.
      async disconnect({ connectorId: id }) {
        checkConnector(id)
        pairingLoop.cancel(new WalletConnectAdapterError('Connection cancelled by disconnect'))
        const client = await loadClient()
        const live = session
        const stored = modules.map((module) => storedSession(client, module)?.topic)
        const topics = [live?.topic, ...stored].filter((t): t is string => Boolean(t))
        if (live) endSession(live.topic)
        active.clear()
        for (const module of modules) await client.core.storage.removeItem(activeChainKey(module.namespace))
        for (const topic of new Set(topics)) {
          // The wallet may already have ended it; the local copy is removed either way.
          await client
            .disconnect({ topic, reason: { code: 6000, message: 'User disconnected.' } })
            .catch(() => {})
        }
      },

      async switchNetwork({ connectorId: id, network }) {
        checkConnector(id)
        const [client, module] = [await loadClient(), moduleOf(namespace)]
        const chainId = module.chainIdOf(network)
        // Back on the chain the session is already on (a namespace switch and back): nothing to ask.
        if (session && chainId === active.get(namespace)) return
        if (module.switchNetwork) {
          await module.switchNetwork((request, on) => sessionRequest(module, request, on), network)
        } else if (!grantOf(session, module).chainIds.includes(chainId)) {
          throw new WalletConnectAdapterError(
            `${network.name} is not among the chains the WalletConnect session grants`,
          )
        }
        await setActiveChain(client, module, chainId)
      },

      async signMessage({ connectorId: id, address, message }) {
        checkConnector(id)
        const module = moduleOf(namespace)
        const answer = await sessionRequest<unknown>(module, module.signRequest(address, message))
        return module.readSignature(answer, { address, message })
      },

      async sendTransaction(parameters) {
        checkConnector(parameters.connectorId)
        const module = moduleOf(namespace)
        if (!module.sendTransaction) {
          throw new WalletConnectAdapterError(
            `Sending on ${namespace} through WalletConnect is not supported`,
          )
        }
        return module.sendTransaction(
          (request, on) => sessionRequest(module, request, on),
          parameters,
          context.services,
        )
      },

      async estimateFee(parameters) {
        checkConnector(parameters.connectorId)
        const module = moduleOf(namespace)
        if (!module.estimateFee) {
          throw new WalletConnectAdapterError(`Fees on ${namespace} are not quoted through WalletConnect`)
        }
        return module.estimateFee(parameters, context.services)
      },

      async getBalance({ address, network }) {
        const module = moduleOf(namespace)
        if (!module.getBalance) {
          throw new WalletConnectAdapterError(`Balances on ${namespace} are not read through WalletConnect`)
        }
        return module.getBalance(address, network, context.services)
      },

      async request(id, { method, params }) {
        checkConnector(id)
        const module = moduleOf(namespace)
        if (namespace === 'eip155' && method === 'eth_accounts')
          return session ? connection(module).accounts : []
        if (namespace === 'eip155' && method === 'eth_chainId') {
          const chainId = active.get(namespace)
          return chainId === undefined ? undefined : `0x${Number(chainId).toString(16)}`
        }
        const answer = await sessionRequest<unknown>(module, { method, params })
        return module.readAnswer ? module.readAnswer(method, answer) : answer
      },
    }
  }

  return {
    get pairing() {
      return pairingLoop.current
    },
    calls,
    destroy() {
      destroyed = true
      pairingLoop.cancel(adapterDestroyed())
      void loading?.then(closeClient, () => {})
    },
  }
}
