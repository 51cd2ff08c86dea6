import { type Address, createPublicClient, createWalletClient, type PublicClient, toHex } from 'viem'
import { type HDAccount, mnemonicToAccount } from 'viem/accounts'
import { callsHandlers } from './calls'
import { type ChainConfig, type ResolvedConfig, resolveConfig, type TestWalletConfig } from './config'
import { Emitter } from './emitter'
import { ErrorCode, invalidParams, ProviderRpcError, toProviderRpcError } from './errors'
import {
  isHexData,
  paramsArray,
  parseAddChain,
  parseAddress,
  parseChainId,
  parseTransaction,
  parseTypedData,
} from './params'
import { loadState, saveState, storageKey } from './persist'
import { Prompts } from './prompts'
import { readMethods } from './read-methods'
import { toChain, transportFor } from './rpc'
import type { LogEntry, Permission, RequestArguments, TestWallet, TestWalletControl } from './types'

function origin(): string {
  const location = (globalThis as { location?: { origin?: string } }).location
  return location?.origin && location.origin !== 'null' ? location.origin : 'unknown'
}

/** Creates an EIP-1193 provider that holds keys derived from `config.mnemonic` and signs without a UI. */
export function createTestWallet(config: TestWalletConfig): TestWallet {
  const resolved: ResolvedConfig = resolveConfig(config)
  const emitter = new Emitter()
  const prompts = new Prompts()
  const chains = new Map(resolved.chains.map((c) => [c.id, c]))
  const clients = new Map<number, PublicClient>()
  const accounts = new Map<number, HDAccount>()
  const log: LogEntry[] = []
  let accountIndex = resolved.accountIndex
  let chainId = resolved.chainId
  let grantedAt: number | undefined
  let connected = true

  // Chains added through wallet_addEthereumChain, and the rest of what a reload should keep.
  const added = new Map<number, ChainConfig>()
  const key = storageKey(resolved.info.rdns)
  const saved = resolved.storage ? loadState(resolved.storage, key) : undefined
  if (saved) {
    for (const c of saved.addedChains) {
      if (chains.has(c.id)) continue
      chains.set(c.id, c)
      added.set(c.id, c)
    }
    if (chains.has(saved.chainId)) chainId = saved.chainId
    accountIndex = saved.accountIndex
    if (saved.granted) grantedAt = Date.now()
  }
  const save = () => {
    if (!resolved.storage) return
    const state = {
      granted: grantedAt !== undefined,
      accountIndex,
      chainId,
      addedChains: [...added.values()],
    }
    saveState(resolved.storage, key, state)
  }

  const accountAt = (index: number): HDAccount => {
    let account = accounts.get(index)
    if (!account) {
      account = mnemonicToAccount(resolved.mnemonic, { addressIndex: index })
      accounts.set(index, account)
    }
    return account
  }
  const account = () => accountAt(accountIndex)
  const chain = (): ChainConfig => chains.get(chainId) as ChainConfig
  const client = (config: ChainConfig = chain()): PublicClient => {
    let c = clients.get(config.id)
    if (!c) {
      c = createPublicClient({ chain: toChain(config), transport: transportFor(config) })
      clients.set(config.id, c)
    }
    return c
  }
  const exposedAccounts = (): Address[] => (grantedAt === undefined ? [] : [account().address])
  const permissions = (): Permission[] =>
    grantedAt === undefined
      ? []
      : [
          {
            parentCapability: 'eth_accounts',
            invoker: origin(),
            date: grantedAt,
            caveats: [{ type: 'restrictReturnedAccounts', value: exposedAccounts() }],
          },
        ]

  const grant = () => {
    if (grantedAt !== undefined) return
    grantedAt = Date.now()
    save()
    emitter.emit('accountsChanged', exposedAccounts())
  }
  const revoke = () => {
    if (grantedAt === undefined) return
    grantedAt = undefined
    save()
    emitter.emit('accountsChanged', [])
  }
  const setChain = (id: number) => {
    if (id === chainId) return
    chainId = id
    save()
    emitter.emit('chainChanged', toHex(id))
  }

  /** Signing needs the site's permission and must name the active account. */
  const authorize = (address: unknown, field: string) => {
    if (grantedAt === undefined)
      throw new ProviderRpcError(ErrorCode.unauthorized, 'Not connected: call eth_requestAccounts first.')
    const parsed = parseAddress(address, field)
    if (parsed !== account().address)
      throw new ProviderRpcError(ErrorCode.unauthorized, `Account ${parsed} is not authorized for this site.`)
  }
  /** Passes a prompt through the queued test steps, then asks the person when the wallet can. */
  const approve = (method: string, params: unknown) => {
    const { ask } = resolved
    return prompts.approve(
      method,
      ask && (() => ask({ method, params, account: account().address, chainId })),
    )
  }
  const requireConnected = () => {
    if (grantedAt === undefined)
      throw new ProviderRpcError(ErrorCode.unauthorized, 'Not connected: call eth_requestAccounts first.')
  }

  const permissionRequest = (params: unknown) => {
    const [request] = paramsArray(params, 1)
    if (!request || typeof request !== 'object' || Array.isArray(request))
      throw invalidParams('expected a permission request object like {"eth_accounts": {}}')
    const names = Object.keys(request)
    if (names.length !== 1 || names[0] !== 'eth_accounts')
      throw invalidParams('only the eth_accounts permission is supported')
  }

  /** Signs with the active account and sends raw; viem fills nonce, gas and fees from the node. */
  const sendFields = async (fields: Omit<ReturnType<typeof parseTransaction>, 'from' | 'chainId'>) => {
    const target = chain()
    const walletClient = createWalletClient({
      account: account(),
      chain: toChain(target),
      transport: transportFor(target),
    })
    try {
      return await walletClient.sendTransaction(fields as Parameters<typeof walletClient.sendTransaction>[0])
    } catch (error) {
      throw toProviderRpcError(error)
    }
  }

  const handlers: Record<string, (params: unknown) => Promise<unknown>> = {
    ...callsHandlers({
      chainId: () => chainId,
      authorize,
      approve,
      send: sendFields,
      client: () => client(),
    }),
    eth_accounts: async () => exposedAccounts(),
    eth_chainId: async () => toHex(chainId),
    net_version: async () => String(chainId),
    eth_requestAccounts: async (params) => {
      await approve('eth_requestAccounts', params)
      grant()
      return exposedAccounts()
    },
    wallet_requestPermissions: async (params) => {
      permissionRequest(params)
      await approve('wallet_requestPermissions', params)
      grant()
      return permissions()
    },
    wallet_getPermissions: async () => permissions(),
    wallet_revokePermissions: async (params) => {
      permissionRequest(params)
      revoke()
      return null
    },
    personal_sign: async (params) => {
      requireConnected()
      const [message, address] = paramsArray(params, 2)
      authorize(address, 'address (params[1])')
      if (typeof message !== 'string') throw invalidParams('message (params[0]) must be a string')
      // Hex is signed as raw bytes (what dapps mean by it); anything else as UTF-8 text.
      const payload = isHexData(message) ? { raw: message } : message
      await approve('personal_sign', params)
      return account().signMessage({ message: payload })
    },
    eth_signTypedData_v4: async (params) => {
      requireConnected()
      const [address, data] = paramsArray(params, 2)
      authorize(address, 'address (params[0])')
      const typed = parseTypedData(data)
      if (typed.domain.chainId !== undefined && typed.domain.chainId !== chainId)
        throw invalidParams(
          `typed data domain.chainId ${typed.domain.chainId} is not the active chain ${chainId}`,
        )
      await approve('eth_signTypedData_v4', params)
      try {
        return await account().signTypedData(typed as Parameters<HDAccount['signTypedData']>[0])
      } catch (error) {
        throw invalidParams(`typed data does not match its types: ${(error as Error).message.split('\n')[0]}`)
      }
    },
    eth_sendTransaction: async (params) => {
      requireConnected()
      const [input] = paramsArray(params, 1)
      const { from, chainId: txChainId, ...fields } = parseTransaction(input)
      authorize(from, 'transaction.from')
      if (txChainId !== undefined && txChainId !== chainId)
        throw invalidParams(`transaction.chainId ${txChainId} is not the active chain ${chainId}`)
      await approve('eth_sendTransaction', params)
      return sendFields(fields)
    },
    wallet_switchEthereumChain: async (params) => {
      const [input] = paramsArray(params, 1)
      if (!input || typeof input !== 'object') throw invalidParams('expected {chainId}')
      const id = parseChainId((input as { chainId?: unknown }).chainId, 'chainId')
      if (!chains.has(id))
        throw new ProviderRpcError(ErrorCode.unknownChain, `Unrecognized chain ID ${toHex(id)}.`, {
          chainId: toHex(id),
        })
      if (id === chainId) return null
      await approve('wallet_switchEthereumChain', params)
      setChain(id)
      return null
    },
    wallet_addEthereumChain: async (params) => {
      const [input] = paramsArray(params, 1)
      const proposal = parseAddChain(input)
      if (chains.has(proposal.chainId)) return null
      const candidate: ChainConfig = {
        id: proposal.chainId,
        name: proposal.chainName,
        rpcUrl: proposal.rpcUrl,
        nativeCurrency: proposal.nativeCurrency,
      }
      // Like real wallets, refuse an RPC that serves a different chain than the one claimed.
      let served: number
      try {
        served = await createPublicClient({ transport: transportFor(candidate) }).getChainId()
      } catch (error) {
        throw invalidParams(`rpcUrls[0] could not be reached: ${toProviderRpcError(error).message}`)
      }
      if (served !== proposal.chainId)
        throw invalidParams(`rpcUrls[0] serves chain ${toHex(served)}, not ${toHex(proposal.chainId)}`)
      await approve('wallet_addEthereumChain', params)
      chains.set(candidate.id, candidate)
      added.set(candidate.id, candidate)
      save()
      return null
    },
  }

  const dispatch = async (method: string, params: unknown): Promise<unknown> => {
    if (!connected) throw new ProviderRpcError(ErrorCode.disconnected)
    const handler = Object.hasOwn(handlers, method) ? handlers[method] : undefined
    if (handler) return handler(params)
    if (!readMethods.has(method))
      throw new ProviderRpcError(ErrorCode.unsupportedMethod, `The wallet does not support ${method}.`)
    const forwarded = params === undefined ? [] : paramsArray(params, 0)
    try {
      return await client().request({ method, params: forwarded } as never)
    } catch (error) {
      throw toProviderRpcError(error)
    }
  }

  const request = async (args: RequestArguments): Promise<unknown> => {
    if (!args || typeof args !== 'object' || typeof args.method !== 'string' || !args.method)
      throw invalidParams('request expects {method: string, params?: unknown[]}')
    const entry: LogEntry = { method: args.method, params: args.params, at: Date.now(), status: 'pending' }
    log.push(entry)
    try {
      const result = await dispatch(args.method, args.params)
      entry.status = 'ok'
      return result
    } catch (error) {
      const rpcError = toProviderRpcError(error)
      entry.status = 'error'
      entry.errorCode = rpcError.code
      throw rpcError
    }
  }

  const control: TestWalletControl = {
    rejectNext: (code = ErrorCode.userRejected) => prompts.rejectNext(code),
    holdNext: () => prompts.holdNext(),
    waitForHeld: () => prompts.waitForHeld(),
    release: () => prompts.release(),
    rejectHeld: (code = ErrorCode.userRejected) => prompts.rejectHeld(code),
    switchAccount: (index) => {
      if (!Number.isInteger(index) || index < 0 || index > 2 ** 31 - 1)
        throw new TypeError('switchAccount: index must be a non-negative integer')
      if (index === accountIndex) return
      accountIndex = index
      save()
      if (grantedAt !== undefined) emitter.emit('accountsChanged', exposedAccounts())
    },
    switchChain: (id) => {
      if (!chains.has(id)) throw new TypeError(`switchChain: chain ${id} is not known to the wallet`)
      setChain(id)
    },
    forgetPermissions: revoke,
    disconnect: () => {
      if (!connected) return
      connected = false
      const error = new ProviderRpcError(ErrorCode.disconnected)
      prompts.rejectAll(error)
      emitter.emit('disconnect', error)
    },
    connect: () => {
      if (connected) return
      connected = true
      emitter.emit('connect', { chainId: toHex(chainId) })
    },
    get address() {
      return account().address
    },
    get chainId() {
      return chainId
    },
    log,
  }

  // EIP-1193: announce the first connection once listeners attached right after creation can hear it.
  queueMicrotask(() => {
    if (connected) emitter.emit('connect', { chainId: toHex(chainId) })
  })

  return {
    request,
    on: (event, listener) => emitter.on(event, listener),
    removeListener: (event, listener) => emitter.removeListener(event, listener),
    isConnected: () => connected,
    info: resolved.info,
    control,
  }
}
