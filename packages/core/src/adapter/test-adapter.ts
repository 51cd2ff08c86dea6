// An in-memory, deterministic ChainAdapter for core's own tests and for trying core without a
// wallet. It keeps the contract: connect grants access, reconnect restores it without a prompt,
// disconnect revokes it. `prompts` counts the calls that would have asked the user.
import { AdapterError } from '../errors/adapter'
import { FEATURE_ERRORS } from '../errors/codes'
import type {
  AdapterConnection,
  AdapterEvent,
  BalanceResult,
  ChainAdapter,
  ChainNamespace,
  Connector,
  SendTransactionParameters,
} from './types'

export interface TestAdapterOptions {
  namespace?: ChainNamespace
  connectors?: Connector[]
  /** Accounts granted on connect, first one active. */
  accounts?: string[]
  chainId?: number | string
  /** Balance returned for every address, as a decimal string. */
  balance?: string
  symbol?: string
}

export interface TestAdapter extends ChainAdapter {
  /** How many calls would have prompted the user (connect, sign, send). */
  readonly prompts: number
  /** Makes the next call of `method` reject with `error`. */
  failNext(
    method:
      | 'connect'
      | 'reconnect'
      | 'disconnect'
      | 'switchNetwork'
      | 'signMessage'
      | 'sendTransaction'
      | 'request',
    error: unknown,
  ): void
  /** Delivers a wallet event as if the wallet had sent it. */
  emit(event: AdapterEvent): void
  /** Revokes access from the wallet side, so reconnect finds nothing. */
  revoke(connectorId: string): void
  readonly requests: { connectorId: string; method: string; params?: unknown }[]
}

/** Small deterministic hash (FNV-1a) turned into `length` hex characters. */
function hexDigest(input: string, length: number): string {
  let out = ''
  for (let round = 0; out.length < length; round++) {
    let hash = 0x811c9dc5 ^ round
    for (let index = 0; index < input.length; index++) {
      hash ^= input.charCodeAt(index)
      hash = Math.imul(hash, 0x01000193) >>> 0
    }
    out += hash.toString(16).padStart(8, '0')
  }
  return out.slice(0, length)
}

export function createTestAdapter(options: TestAdapterOptions = {}): TestAdapter {
  const namespace = options.namespace ?? 'eip155'
  const connectors: Connector[] = options.connectors ?? [
    {
      id: `test-${namespace}`,
      name: 'Test Wallet',
      type: 'INJECTED',
      chain: namespace,
      info: { rdns: 'dev.latch.test' },
    },
  ]
  const accounts = options.accounts ?? ['0x0000000000000000000000000000000000000001']
  const authorized = new Set<string>()
  const chains = new Map<string, number | string>()
  const listeners = new Set<(event: AdapterEvent) => void>()
  const failures = new Map<string, unknown>()
  const requests: TestAdapter['requests'] = []
  let prompts = 0
  let sent = 0

  function failIfAsked(method: string): void {
    if (!failures.has(method)) return
    const error = failures.get(method)
    failures.delete(method)
    throw error
  }

  function knownConnector(connectorId: string): void {
    if (!connectors.some((connector) => connector.id === connectorId)) {
      throw new Error(`Unknown connector: ${connectorId}`)
    }
  }

  function requireAuthorized(connectorId: string): void {
    knownConnector(connectorId)
    if (!authorized.has(connectorId)) throw new AdapterError('test', FEATURE_ERRORS.CONNECTOR_NOT_CONNECTED)
  }

  function emit(event: AdapterEvent): void {
    for (const listener of [...listeners]) listener(event)
  }

  function connection(connectorId: string): AdapterConnection {
    return { connectorId, accounts: [...accounts], chainId: chains.get(connectorId) ?? options.chainId ?? 1 }
  }

  return {
    namespace,
    get prompts() {
      return prompts
    },
    requests,
    setup() {},
    getConnectors: () => [...connectors],
    async connect({ connectorId, chainId }) {
      knownConnector(connectorId)
      prompts++
      failIfAsked('connect')
      authorized.add(connectorId)
      if (chainId !== undefined) chains.set(connectorId, chainId)
      return connection(connectorId)
    },
    async reconnect({ connectorId }) {
      failIfAsked('reconnect')
      if (!connectors.some((connector) => connector.id === connectorId)) return null
      return authorized.has(connectorId) ? connection(connectorId) : null
    },
    async disconnect({ connectorId }) {
      failIfAsked('disconnect')
      authorized.delete(connectorId)
      emit({ type: 'disconnect', connectorId })
    },
    async switchNetwork({ connectorId, network }) {
      requireAuthorized(connectorId)
      failIfAsked('switchNetwork')
      chains.set(connectorId, network.id)
      emit({ type: 'chainChanged', connectorId, chainId: network.id })
    },
    async signMessage({ connectorId, address, message }) {
      requireAuthorized(connectorId)
      prompts++
      failIfAsked('signMessage')
      return `0x${hexDigest(`${address}\n${message}`, 130)}`
    },
    async sendTransaction(parameters: SendTransactionParameters) {
      requireAuthorized(parameters.connectorId)
      prompts++
      failIfAsked('sendTransaction')
      sent++
      return `0x${hexDigest(`${parameters.from}:${parameters.to}:${parameters.value ?? 0n}:${sent}`, 64)}`
    },
    async getBalance(): Promise<BalanceResult> {
      return { balance: options.balance ?? '1.5', symbol: options.symbol ?? 'ETH' }
    },
    async request(connectorId, args) {
      requests.push({ connectorId, method: args.method, params: args.params })
      failIfAsked('request')
      requireAuthorized(connectorId)
      if (args.method === 'eth_chainId')
        return `0x${Number(chains.get(connectorId) ?? options.chainId ?? 1).toString(16)}`
      if (args.method === 'eth_accounts') return [...accounts]
      return { method: args.method, params: args.params ?? null }
    },
    on(listener) {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },
    failNext(method, error) {
      failures.set(method, error)
    },
    emit,
    revoke(connectorId) {
      authorized.delete(connectorId)
    },
    destroy() {
      listeners.clear()
    },
  }
}
