// A real WalletConnect wallet for the integration tests: @reown/walletkit on the other end of the
// relay, holding one devnet key (the first unless told) and sending to the devnet chains it knows;
// with `namespaces`, also a key on each of those (./wallet-namespaces), granted in the same session.

import type { DevnetChain } from '@latch/devnet'
import { toViemChain } from '@latch/devnet'
import { WalletKit, type WalletKitTypes } from '@reown/walletkit'
import { Core } from '@walletconnect/core'
import type { ProposalTypes, SessionTypes } from '@walletconnect/types'
import { buildApprovedNamespaces, getSdkError } from '@walletconnect/utils'
import { createWalletClient, type Hex, http } from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { memoryStorage } from '../src/storage'
import { type ChainRpcUrls, namespaceSigners, rpcError, type WalletNamespace } from './wallet-namespaces'

// Each client in this process gets its own core instead of sharing one global core.
process.env.DISABLE_GLOBAL_CORE = 'true'

export const PROJECT_ID = 'latch-test-project'

export interface TestWalletOptions {
  relayUrl: string
  mnemonic: string
  /** Chains the wallet knows from the start; others answer 4902 until added. */
  chains: DevnetChain[]
  /** All devnet chains, so an added chain id can be matched to its fixtures. */
  allChains: DevnetChain[]
  /** Answer proposals with a rejection instead of an approval. */
  rejectProposals?: boolean
  /** Which account of the mnemonic the wallet holds (default 0), so tests sharing a devnet keep apart. */
  accountIndex?: number
  /** Namespaces besides eip155 the wallet holds a key on and grants when proposed. */
  namespaces?: WalletNamespace[]
  /** Where it submits sends on those namespaces, by CAIP-2 id (a local Solana cluster's RPC). */
  rpcUrls?: ChainRpcUrls
  /** Rewrites the namespaces the wallet approves with, as a hostile wallet would. */
  tamper?: (namespaces: SessionTypes.Namespaces) => SessionTypes.Namespaces
}

/** One request the wallet answered, as it saw it. */
export interface AnsweredRequest {
  method: string
  params: unknown
  result?: unknown
  error?: { code: number; message: string }
}

const METHODS = [
  'personal_sign',
  'eth_sendTransaction',
  'wallet_switchEthereumChain',
  'wallet_addEthereumChain',
]

export async function startTestWallet(options: TestWalletOptions) {
  const account = mnemonicToAccount(options.mnemonic, { addressIndex: options.accountIndex ?? 0 })
  const signers = await namespaceSigners(
    options.mnemonic,
    options.accountIndex ?? 0,
    options.namespaces ?? [],
    options.rpcUrls,
  )
  const known = new Map(options.chains.map((c) => [c.id, c]))
  const core = new Core({
    projectId: PROJECT_ID,
    relayUrl: options.relayUrl,
    storage: memoryStorage(),
    logger: 'silent',
    telemetryEnabled: false,
  })
  // The wallet side is offline too: no Verify lookups, and no start-up event to the telemetry
  // host (walletkit sends that one whatever telemetryEnabled says).
  Object.assign(core, { verify: { register: async () => undefined, resolve: async () => undefined } })
  Object.assign(core.eventClient, { init: async () => {} })
  const kit = await WalletKit.init({
    core,
    metadata: { name: 'Latch Test Wallet', description: 'test', url: 'http://127.0.0.1', icons: [] },
  })
  const seen = { proposals: 0, requests: [] as string[], answered: [] as AnsweredRequest[] }
  let rejectProposals = options.rejectProposals ?? false

  // Every chain proposed on a namespace it holds a key on is granted, with that key's address.
  let proposed: ProposalTypes.OptionalNamespaces = {}
  const supportedNamespaces = () => {
    const namespaces: Record<
      string,
      { chains: string[]; methods: string[]; events: string[]; accounts: string[] }
    > = {
      eip155: {
        chains: [...known.keys()].map((id) => `eip155:${id}`),
        methods: METHODS,
        events: ['chainChanged', 'accountsChanged'],
        accounts: [...known.keys()].map((id) => `eip155:${id}:${account.address}`),
      },
    }
    for (const signer of signers) {
      const asked = proposed[signer.namespace]
      if (!asked?.chains?.length) continue
      namespaces[signer.namespace] = {
        chains: asked.chains,
        methods: asked.methods,
        events: asked.events,
        accounts: asked.chains.map((chain) => `${chain}:${signer.address}`),
      }
    }
    return namespaces
  }

  kit.on('session_proposal', async ({ id, params }: WalletKitTypes.SessionProposal) => {
    seen.proposals++
    if (rejectProposals) {
      await kit.rejectSession({ id, reason: getSdkError('USER_REJECTED') })
      return
    }
    proposed = { ...params.requiredNamespaces, ...params.optionalNamespaces }
    const namespaces = buildApprovedNamespaces({
      proposal: params,
      supportedNamespaces: supportedNamespaces(),
    })
    await kit.approveSession({ id, namespaces: options.tamper ? options.tamper(namespaces) : namespaces })
  })

  async function handle(topic: string, chain: string, method: string, params: unknown): Promise<unknown> {
    const [namespace, reference] = chain.split(':')
    if (namespace !== 'eip155') {
      const signer = signers.find((s) => s.namespace === namespace)
      if (!signer) throw rpcError(5100, `Namespace ${namespace} is not supported`)
      return signer.handle(method, params, chain)
    }
    const chainId = Number(reference)
    const list = params as unknown[]
    switch (method) {
      case 'personal_sign':
        return account.signMessage({ message: { raw: list[0] as Hex } })
      case 'eth_sendTransaction': {
        const chain = known.get(chainId)
        if (!chain) throw rpcError(4901, `Chain ${chainId} is not connected`)
        const tx = list[0] as { to: Hex; value?: Hex; data?: Hex }
        const client = createWalletClient({
          account,
          chain: toViemChain(chain),
          transport: http(chain.rpcUrl),
        })
        return client.sendTransaction({ to: tx.to, value: tx.value ? BigInt(tx.value) : 0n, data: tx.data })
      }
      case 'wallet_switchEthereumChain': {
        const target = Number((list[0] as { chainId: string }).chainId)
        if (!known.has(target)) throw rpcError(4902, `Unrecognized chain ID ${target}`)
        await kit.emitSessionEvent({
          topic,
          chainId: `eip155:${target}`,
          event: { name: 'chainChanged', data: target },
        })
        return null
      }
      case 'wallet_addEthereumChain': {
        const added = Number((list[0] as { chainId: string }).chainId)
        const chain = options.allChains.find((c) => c.id === added)
        if (!chain) throw rpcError(-32602, `Unknown chain ${added}`)
        known.set(added, chain)
        const session = kit.getActiveSessions()[topic]
        if (session) {
          const { acknowledged } = await kit.updateSession({
            topic,
            namespaces: supportedNamespaces(),
          })
          await acknowledged()
        }
        return null
      }
      default:
        throw rpcError(4200, `Method ${method} is not supported`)
    }
  }

  kit.on('session_request', async ({ id, topic, params }: WalletKitTypes.SessionRequest) => {
    const { request, chainId } = params
    seen.requests.push(request.method)
    try {
      const result = await handle(topic, chainId, request.method, request.params)
      seen.answered.push({ method: request.method, params: request.params, result })
      await kit.respondSessionRequest({ topic, response: { id, jsonrpc: '2.0', result } })
    } catch (failure) {
      const { code, message } = failure as { code?: number; message?: string }
      const error = { code: code ?? -32603, message: message ?? 'Internal error' }
      seen.answered.push({ method: request.method, params: request.params, error })
      await kit.respondSessionRequest({ topic, response: { id, jsonrpc: '2.0', error } })
    }
  })

  return {
    address: account.address,
    /** The wallet's key on each namespace besides eip155. */
    signers: Object.fromEntries(
      signers.map((s) => [s.namespace, { address: s.address, publicKey: s.publicKey }]),
    ) as Partial<Record<WalletNamespace, { address: string; publicKey: string }>>,
    kit,
    seen,
    pair: (uri: string) => kit.pair({ uri }),
    setRejectProposals(value: boolean) {
      rejectProposals = value
    },
    async disconnectAll() {
      for (const topic of Object.keys(kit.getActiveSessions())) {
        await kit.disconnectSession({ topic, reason: getSdkError('USER_DISCONNECTED') })
      }
    },
    async stop() {
      kit.core.heartbeat.stop()
      await kit.core.relayer.transportClose().catch(() => {})
    },
  }
}

export type TestWallet = Awaited<ReturnType<typeof startTestWallet>>
