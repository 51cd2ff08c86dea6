// What the session proposal asks for and what an approved session grants, for eip155.

import type { CaipNetwork } from '@latch/core'
import { WalletConnectAdapterError } from './errors'

export const EIP155_METHODS = [
  'personal_sign',
  'eth_sendTransaction',
  'eth_signTypedData_v4',
  'wallet_switchEthereumChain',
  'wallet_addEthereumChain',
]
export const EIP155_EVENTS = ['chainChanged', 'accountsChanged']

export interface ProposalNamespace {
  chains: string[]
  methods: string[]
  events: string[]
  rpcMap: Record<string, string>
}

/** The numeric chain id of an eip155 network. */
export function evmChainId(network: CaipNetwork): number {
  const [namespace, reference] = network.caipNetworkId.split(':')
  const id = Number(reference)
  if (namespace !== 'eip155' || !Number.isSafeInteger(id) || id <= 0) {
    throw new WalletConnectAdapterError(
      `Network ${network.name} is not an eip155 network (${network.caipNetworkId})`,
    )
  }
  return id
}

/** Every network is optional: the wallet grants the chains it knows, and the session says which. */
export function proposalNamespaces(networks: CaipNetwork[]): { eip155: ProposalNamespace } {
  const eip155 = networks.filter((n) => n.chainNamespace === 'eip155')
  if (eip155.length === 0)
    throw new WalletConnectAdapterError('WalletConnect needs at least one eip155 network')
  const rpcMap: Record<string, string> = {}
  for (const network of eip155) {
    const url = network.rpcUrls.default.http[0]
    if (url) rpcMap[String(evmChainId(network))] = url
  }
  return {
    eip155: {
      chains: eip155.map((n) => `eip155:${evmChainId(n)}`),
      methods: EIP155_METHODS,
      events: EIP155_EVENTS,
      rpcMap,
    },
  }
}

export interface SessionGrant {
  /** Plain addresses, in the order the wallet listed them, without repeats. */
  addresses: string[]
  chainIds: number[]
}

const CAIP10_EIP155 = /^eip155:(\d{1,15}):(0x[0-9a-fA-F]{40})$/

/** Reads the eip155 accounts a session grants, skipping entries that are not valid CAIP-10 ids. */
export function readGrant(namespaces: Record<string, { accounts?: unknown } | undefined>): SessionGrant {
  const accounts = namespaces.eip155?.accounts
  const addresses: string[] = []
  const chainIds: number[] = []
  for (const account of Array.isArray(accounts) ? accounts : []) {
    const match = typeof account === 'string' ? CAIP10_EIP155.exec(account) : null
    if (!match) continue
    const chainId = Number(match[1])
    const address = match[2] as string
    if (!addresses.some((a) => a.toLowerCase() === address.toLowerCase())) addresses.push(address)
    if (!chainIds.includes(chainId)) chainIds.push(chainId)
  }
  return { addresses, chainIds }
}

/** A chain id as wallets send it in events: number, decimal string, hex string or CAIP-2. */
export function parseChainId(value: unknown): number | undefined {
  const text = typeof value === 'string' && value.startsWith('eip155:') ? value.slice(7) : value
  const id =
    typeof text === 'number' ? text : typeof text === 'string' && text.length > 0 ? Number(text) : Number.NaN
  return Number.isSafeInteger(id) && id > 0 ? id : undefined
}
