// What the session proposal asks for, and what an approved session grants, per namespace.

import type { CaipNetwork, ChainNamespace } from '@latch/core'
import { WalletConnectAdapterError } from '../errors'
import type { NamespaceModule } from './module'

export interface ProposalNamespace {
  chains: string[]
  methods: string[]
  events: string[]
  [extra: string]: unknown
}

export interface Proposal {
  optionalNamespaces: Record<string, ProposalNamespace>
}

/**
 * Every configured namespace with its chains, methods and events. All go out as optional: the
 * 2.x sign client folds required namespaces into optional ones anyway (with a console warning),
 * so eip155 being required is checked when the approved session is read (session.ts `pair`).
 */
export function proposalNamespaces(
  networks: readonly CaipNetwork[],
  modules: readonly NamespaceModule[],
): Proposal {
  const optionalNamespaces: Record<string, ProposalNamespace> = {}
  for (const module of modules) {
    const own = networks.filter((network) => network.chainNamespace === module.namespace)
    if (own.length === 0) continue
    optionalNamespaces[module.namespace] = {
      chains: [...new Set(own.map((network) => `${module.namespace}:${module.chainIdOf(network)}`))],
      methods: [...module.methods],
      events: [...module.events],
      ...module.proposalExtras?.(own),
    }
  }
  if (Object.keys(optionalNamespaces).length === 0)
    throw new WalletConnectAdapterError('WalletConnect needs at least one configured network')
  return { optionalNamespaces }
}

export interface SessionGrant {
  /** Plain addresses, in the order the wallet listed them, without repeats. */
  addresses: string[]
  chainIds: (number | string)[]
}

/** Longest CAIP-10 id read: 8 + 32 + 128 characters and two colons. */
const MAX_ACCOUNT_LENGTH = 170

/**
 * The accounts a session grants on one namespace. Accounts are read from every entry of the
 * session (a wallet may key them by chain, `eip155:1`), by their own namespace prefix; anything
 * that is not a well-formed CAIP-10 id with a valid address of that namespace is skipped.
 */
export function readGrant(
  namespaces: Record<string, { accounts?: unknown } | undefined> | undefined,
  module: NamespaceModule,
): SessionGrant {
  const addresses: string[] = []
  const chainIds: (number | string)[] = []
  const key = (address: string) => (module.caseInsensitive ? address.toLowerCase() : address)
  const seen = new Set<string>()
  for (const entry of Object.values(namespaces ?? {})) {
    const accounts = entry?.accounts
    for (const account of Array.isArray(accounts) ? accounts : []) {
      if (typeof account !== 'string' || account.length > MAX_ACCOUNT_LENGTH) continue
      const parts = account.split(':')
      if (parts.length !== 3 || parts[0] !== module.namespace) continue
      const chainId = module.parseChainId(parts[1])
      const address = parts[2] as string
      if (chainId === undefined || !module.isAddress(address)) continue
      if (!seen.has(key(address))) {
        seen.add(key(address))
        addresses.push(address)
      }
      if (!chainIds.includes(chainId)) chainIds.push(chainId)
    }
  }
  return { addresses, chainIds }
}

/** The namespace of a CAIP-2 id a wallet sent (an event's chain), when it is one of ours. */
export function namespaceOf(
  chain: unknown,
  modules: readonly NamespaceModule[],
): NamespaceModule | undefined {
  const namespace = typeof chain === 'string' ? (chain.split(':')[0] as ChainNamespace) : undefined
  return modules.find((module) => module.namespace === namespace)
}
