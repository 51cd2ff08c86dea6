// CAIP-10 account ids: a CAIP-2 network id (./caip) and an account, three colon-separated parts
// (spec section 5). What reads them (connecting, sign-in) loads on demand, so they load with it.
import type { CaipAddress } from '../adapter/types'
import { isCaipNetworkId, type ParsedCaipNetworkId } from './caip'

const ACCOUNT = /^[-.%a-zA-Z0-9]{1,128}$/

export interface ParsedCaipAddress extends ParsedCaipNetworkId {
  address: string
}

export function isCaipAddress(value: unknown): value is CaipAddress {
  if (typeof value !== 'string') return false
  const parts = value.split(':')
  return parts.length === 3 && isCaipNetworkId(`${parts[0]}:${parts[1]}`) && ACCOUNT.test(parts[2] ?? '')
}

export function parseCaipAddress(value: string): ParsedCaipAddress {
  if (!isCaipAddress(value)) throw new TypeError(`Invalid CAIP address: "${String(value).slice(0, 200)}"`)
  const [namespace = '', reference = '', address = ''] = value.split(':')
  return { namespace, reference, address }
}
