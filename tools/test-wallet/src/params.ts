import { type Address, getAddress, type Hex, isAddress } from 'viem'
import { checkNativeCurrency, isChainId, isHttpUrl } from './config'
import { invalidParams } from './errors'

// Validators for what dapps send. Each returns a clean value or throws -32602 naming the field,
// so nothing malformed reaches signing code or the chain.

const quantityPattern = /^0x[0-9a-fA-F]{1,64}$/
const dataPattern = /^0x(?:[0-9a-fA-F]{2})*$/

function describe(value: unknown): string {
  if (typeof value === 'string') return JSON.stringify(value.length > 80 ? `${value.slice(0, 80)}…` : value)
  return value === null ? 'null' : typeof value
}

/** The params array of a request; `min` entries must be present. */
export function paramsArray(params: unknown, min: number): unknown[] {
  if (params === undefined && min === 0) return []
  if (!Array.isArray(params)) throw invalidParams('params must be an array')
  if (params.length < min) throw invalidParams(`expected at least ${min} param(s), got ${params.length}`)
  return params
}

export function parseAddress(value: unknown, field: string): Address {
  if (typeof value !== 'string' || !isAddress(value, { strict: false }))
    throw invalidParams(`${field} must be a 20-byte hex address, got ${describe(value)}`)
  return getAddress(value)
}

export function parseQuantity(value: unknown, field: string): bigint {
  if (typeof value !== 'string' || !quantityPattern.test(value))
    throw invalidParams(`${field} must be a hex quantity like "0x1a", got ${describe(value)}`)
  return BigInt(value)
}

export function isHexData(value: string): value is Hex {
  return dataPattern.test(value)
}

export function parseData(value: unknown, field: string): Hex {
  if (typeof value !== 'string' || !dataPattern.test(value))
    throw invalidParams(`${field} must be 0x-prefixed hex bytes, got ${describe(value)}`)
  return value as Hex
}

/** A chain id as dapps send it to wallet_* methods: a hex string. */
export function parseChainId(value: unknown, field: string): number {
  const id = typeof value === 'string' && /^0x[0-9a-fA-F]{1,14}$/.test(value) ? Number(value) : Number.NaN
  if (!isChainId(id))
    throw invalidParams(`${field} must be a hex chain id like "0x1", got ${describe(value)}`)
  return id
}

function record(value: unknown, field: string): Record<string, unknown> {
  if (!value || typeof value !== 'object' || Array.isArray(value))
    throw invalidParams(`${field} must be an object`)
  return value as Record<string, unknown>
}

export type TransactionFields = {
  from: Address
  to?: Address
  value?: bigint
  data?: Hex
  gas?: bigint
  nonce?: number
  chainId?: number
  gasPrice?: bigint
  maxFeePerGas?: bigint
  maxPriorityFeePerGas?: bigint
}

/** The single transaction object of eth_sendTransaction. Unknown fields are ignored. */
export function parseTransaction(value: unknown): TransactionFields {
  const tx = record(value, 'transaction')
  const out: TransactionFields = { from: parseAddress(tx.from, 'transaction.from') }
  if (tx.to !== undefined && tx.to !== null) out.to = parseAddress(tx.to, 'transaction.to')
  if (tx.data !== undefined && tx.input !== undefined && tx.data !== tx.input)
    throw invalidParams('transaction.data and transaction.input differ')
  const data = tx.data ?? tx.input
  if (data !== undefined && data !== null) out.data = parseData(data, 'transaction.data')
  if (!out.to && (!out.data || out.data === '0x'))
    throw invalidParams('transaction needs a "to" address or contract creation data')
  for (const key of ['value', 'gas', 'gasPrice', 'maxFeePerGas', 'maxPriorityFeePerGas'] as const) {
    if (tx[key] !== undefined && tx[key] !== null) out[key] = parseQuantity(tx[key], `transaction.${key}`)
  }
  if (
    out.gasPrice !== undefined &&
    (out.maxFeePerGas !== undefined || out.maxPriorityFeePerGas !== undefined)
  )
    throw invalidParams('transaction cannot have both gasPrice and maxFeePerGas/maxPriorityFeePerGas')
  if (tx.nonce !== undefined && tx.nonce !== null) {
    const nonce = parseQuantity(tx.nonce, 'transaction.nonce')
    if (nonce > BigInt(Number.MAX_SAFE_INTEGER)) throw invalidParams('transaction.nonce is too large')
    out.nonce = Number(nonce)
  }
  if (tx.chainId !== undefined && tx.chainId !== null)
    out.chainId = parseChainId(tx.chainId, 'transaction.chainId')
  return out
}

export type TypedDataFields = {
  domain: Record<string, unknown>
  types: Record<string, { name: string; type: string }[]>
  primaryType: string
  message: Record<string, unknown>
}

/** The typed data of eth_signTypedData_v4: a JSON string (as the method specifies) or an object. */
export function parseTypedData(value: unknown): TypedDataFields {
  let parsed = value
  if (typeof value === 'string') {
    try {
      parsed = JSON.parse(value)
    } catch {
      throw invalidParams('typed data is not valid JSON')
    }
  }
  const data = record(parsed, 'typed data')
  const types = record(data.types, 'typed data types')
  for (const [name, fields] of Object.entries(types)) {
    const ok =
      Array.isArray(fields) &&
      fields.every(
        (f) =>
          f && typeof f === 'object' && typeof f.name === 'string' && typeof f.type === 'string' && f.type,
      )
    if (!ok) throw invalidParams(`typed data type "${name}" must be a list of {name, type}`)
  }
  const { primaryType } = data
  if (
    typeof primaryType !== 'string' ||
    !(Object.hasOwn(types, primaryType) || primaryType === 'EIP712Domain')
  )
    throw invalidParams('typed data primaryType must name one of its types')
  const domain = { ...record(data.domain ?? {}, 'typed data domain') }
  // Wallets accept the domain chain id as a number, decimal string or hex string; viem wants a number.
  if (domain.chainId !== undefined) {
    const id = typeof domain.chainId === 'string' ? Number(domain.chainId) : domain.chainId
    if (!isChainId(id)) throw invalidParams('typed data domain.chainId must be a chain id')
    domain.chainId = id
  }
  return {
    domain,
    types: types as TypedDataFields['types'],
    primaryType,
    message: record(data.message, 'typed data message'),
  }
}

export type AddChainFields = {
  chainId: number
  chainName: string
  rpcUrl: string
  nativeCurrency: { name: string; symbol: string; decimals: number }
}

/** The EIP-3085 parameter of wallet_addEthereumChain. */
export function parseAddChain(value: unknown): AddChainFields {
  const input = record(value, 'chain')
  const chainId = parseChainId(input.chainId, 'chainId')
  const { chainName, rpcUrls } = input
  if (typeof chainName !== 'string' || !chainName.trim() || chainName.length > 100)
    throw invalidParams('chainName must be a non-empty string of at most 100 characters')
  if (!Array.isArray(rpcUrls) || rpcUrls.length === 0)
    throw invalidParams('rpcUrls must be a non-empty array')
  const rpcUrl = rpcUrls[0]
  if (!rpcUrls.every(isHttpUrl) || !isHttpUrl(rpcUrl)) throw invalidParams('rpcUrls must be http(s) URLs')
  const currency = checkNativeCurrency(input.nativeCurrency)
  if (typeof currency === 'string') throw invalidParams(currency)
  for (const key of ['blockExplorerUrls', 'iconUrls'] as const) {
    const urls = input[key]
    if (
      urls !== undefined &&
      urls !== null &&
      !(Array.isArray(urls) && urls.every((u) => typeof u === 'string'))
    )
      throw invalidParams(`${key} must be an array of strings`)
  }
  return { chainId, chainName: chainName.trim(), rpcUrl, nativeCurrency: currency }
}
