import type { CaipAddress, CaipNetworkId } from '../adapter/types'

// CAIP-2 network ids have two colon-separated parts, CAIP-10 addresses three (spec section 5).
// Character sets follow the CAIP specs so hostile text never reaches a store key or a URL.
const NAMESPACE = /^[-a-z0-9]{3,8}$/
const REFERENCE = /^[-_a-zA-Z0-9]{1,32}$/
const ACCOUNT = /^[-.%a-zA-Z0-9]{1,128}$/

export interface ParsedCaipNetworkId {
  namespace: string
  reference: string
}

export interface ParsedCaipAddress extends ParsedCaipNetworkId {
  address: string
}

export function isCaipNetworkId(value: unknown): value is CaipNetworkId {
  if (typeof value !== 'string') return false
  const parts = value.split(':')
  return parts.length === 2 && NAMESPACE.test(parts[0] ?? '') && REFERENCE.test(parts[1] ?? '')
}

export function isCaipAddress(value: unknown): value is CaipAddress {
  if (typeof value !== 'string') return false
  const parts = value.split(':')
  return (
    parts.length === 3 &&
    NAMESPACE.test(parts[0] ?? '') &&
    REFERENCE.test(parts[1] ?? '') &&
    ACCOUNT.test(parts[2] ?? '')
  )
}

export function parseCaipNetworkId(value: string): ParsedCaipNetworkId {
  if (!isCaipNetworkId(value)) throw new TypeError(`Invalid CAIP network id: "${String(value).slice(0, 80)}"`)
  const [namespace = '', reference = ''] = value.split(':')
  return { namespace, reference }
}

export function parseCaipAddress(value: string): ParsedCaipAddress {
  if (!isCaipAddress(value)) throw new TypeError(`Invalid CAIP address: "${String(value).slice(0, 200)}"`)
  const [namespace = '', reference = '', address = ''] = value.split(':')
  return { namespace, reference, address }
}
