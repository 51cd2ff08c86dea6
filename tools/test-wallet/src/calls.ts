// EIP-5792 for a plain key: wallet_sendCalls sends the calls as separate transactions, one after
// the other, approved once; an account without code cannot run them atomically, so it says so in
// wallet_getCapabilities and refuses `atomicRequired`. wallet_getCallsStatus reads the receipts.
import type { Address, Hash, Hex, PublicClient } from 'viem'
import { invalidParams, ProviderRpcError } from './errors'
import { paramsArray, parseAddress, parseChainId, parseData, parseQuantity } from './params'

/** EIP-5792's error codes. */
export const CallsErrorCode = {
  unsupportedCapability: 5700,
  unsupportedChain: 5710,
  unknownBundle: 5730,
  atomicityNotSupported: 5760,
} as const

const MAX_CALLS = 10

export interface CallFields {
  to: Address
  value?: bigint
  data?: Hex
}

export interface CallsDeps {
  chainId(): number
  /** Checks the site may use `from` and it is the active account. */
  authorize(from: unknown, field: string): void
  approve(method: string, params: unknown): Promise<void>
  send(call: CallFields): Promise<Hash>
  client(): PublicClient
}

interface Bundle {
  chainId: number
  hashes: Hash[]
  /** A call after the sent ones could not be sent: the bundle is at best partly done. */
  broken: boolean
}

const record = (value: unknown, field: string): Record<string, unknown> => {
  if (!value || typeof value !== 'object' || Array.isArray(value))
    throw invalidParams(`${field} must be an object`)
  return value as Record<string, unknown>
}

function parseCalls(value: unknown): CallFields[] {
  if (!Array.isArray(value) || value.length === 0 || value.length > MAX_CALLS)
    throw invalidParams(`calls must be a list of 1 to ${MAX_CALLS} calls`)
  return value.map((entry, i) => {
    const call = record(entry, `calls[${i}]`)
    const out: CallFields = { to: parseAddress(call.to, `calls[${i}].to`) }
    if (call.value !== undefined) out.value = parseQuantity(call.value, `calls[${i}].value`)
    if (call.data !== undefined) out.data = parseData(call.data, `calls[${i}].data`)
    return out
  })
}

export function callsHandlers(deps: CallsDeps): Record<string, (params: unknown) => Promise<unknown>> {
  const bundles = new Map<string, Bundle>()
  return {
    wallet_getCapabilities: async (params) => {
      const [address, ids] = paramsArray(params, 1)
      deps.authorize(address, 'address (params[0])')
      const chains = Array.isArray(ids) ? ids.map((id) => parseChainId(id, 'chain id')) : [deps.chainId()]
      return Object.fromEntries(
        chains.map((id) => [`0x${id.toString(16)}`, { atomic: { status: 'unsupported' } }]),
      )
    },
    wallet_sendCalls: async (params) => {
      const [input] = paramsArray(params, 1)
      const request = record(input, 'request')
      deps.authorize(request.from, 'from')
      const chainId = parseChainId(request.chainId, 'chainId')
      if (chainId !== deps.chainId())
        throw new ProviderRpcError(
          CallsErrorCode.unsupportedChain,
          `chainId 0x${chainId.toString(16)} is not the active chain`,
        )
      if (request.atomicRequired === true)
        throw new ProviderRpcError(
          CallsErrorCode.atomicityNotSupported,
          'This account cannot run calls atomically',
        )
      const capabilities =
        request.capabilities === undefined ? {} : record(request.capabilities, 'capabilities')
      for (const [name, value] of Object.entries(capabilities))
        if ((value as { optional?: unknown } | null)?.optional !== true)
          throw new ProviderRpcError(
            CallsErrorCode.unsupportedCapability,
            `Capability ${name.slice(0, 40)} is not supported`,
          )
      const calls = parseCalls(request.calls)
      await deps.approve('wallet_sendCalls', params)
      const bundle: Bundle = { chainId, hashes: [], broken: false }
      for (const call of calls) {
        try {
          bundle.hashes.push(await deps.send(call))
        } catch (error) {
          if (bundle.hashes.length === 0) throw error
          bundle.broken = true
          break
        }
      }
      const id = `0x${[...crypto.getRandomValues(new Uint8Array(32))].map((b) => b.toString(16).padStart(2, '0')).join('')}`
      bundles.set(id, bundle)
      return { id }
    },
    wallet_getCallsStatus: async (params) => {
      const [id] = paramsArray(params, 1)
      const bundle = typeof id === 'string' ? bundles.get(id) : undefined
      if (!bundle) throw new ProviderRpcError(CallsErrorCode.unknownBundle, 'Unknown bundle id')
      const receipts = await Promise.all(
        bundle.hashes.map((hash) =>
          deps
            .client()
            .getTransactionReceipt({ hash })
            .catch(() => undefined),
        ),
      )
      const mined = receipts.filter((r) => r !== undefined)
      const reverted = mined.filter((r) => r.status !== 'success').length
      // 100 pending, 200 all landed, 500 none landed, 600 some landed (EIP-5792).
      const status =
        mined.length < receipts.length
          ? 100
          : reverted === mined.length
            ? 500
            : reverted > 0 || bundle.broken
              ? 600
              : 200
      return {
        version: '2.0.0',
        id,
        chainId: `0x${bundle.chainId.toString(16)}`,
        status,
        atomic: false,
        receipts: mined.map((r) => ({
          logs: r.logs.map(({ address, data, topics }) => ({ address, data, topics })),
          status: r.status === 'success' ? '0x1' : '0x0',
          blockHash: r.blockHash,
          blockNumber: `0x${r.blockNumber.toString(16)}`,
          gasUsed: `0x${r.gasUsed.toString(16)}`,
          transactionHash: r.transactionHash,
        })),
      }
    },
  }
}
