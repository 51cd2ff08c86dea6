import type { CaipNetworkId } from '../adapter/types'

// CAIP-2 network ids have two colon-separated parts (spec section 5); CAIP-10 addresses, three,
// are ./caip-address. Character sets follow the CAIP specs so hostile text never reaches a store
// key or a URL.
const NAMESPACE = /^[-a-z0-9]{3,8}$/
const REFERENCE = /^[-_a-zA-Z0-9]{1,32}$/

export interface ParsedCaipNetworkId {
  namespace: string
  reference: string
}

export function isCaipNetworkId(value: unknown): value is CaipNetworkId {
  if (typeof value !== 'string') return false
  const parts = value.split(':')
  return parts.length === 2 && NAMESPACE.test(parts[0] ?? '') && REFERENCE.test(parts[1] ?? '')
}

export function parseCaipNetworkId(value: string): ParsedCaipNetworkId {
  if (!isCaipNetworkId(value)) throw new TypeError(`Invalid CAIP network id: "${String(value).slice(0, 80)}"`)
  const [namespace = '', reference = ''] = value.split(':')
  return { namespace, reference }
}
