// CAIP-2 network ids (`namespace:reference`, two parts) and CAIP-10 account ids
// (`namespace:reference:address`, three parts), spec section 5.
import type { CaipAddress, CaipNetworkId } from '../adapter/types'
import { isCaipNetworkId } from '../validation/caip'
import { isCaipAddress, parseCaipAddress } from '../validation/caip-address'

// Parsing and validation live in validation/caip (exported from the barrel), the namespaces in
// ./namespaces; this file formats, for what makes connections and signs in.

/** The CAIP-2 network id of a CAIP-10 address (its first two parts). */
export function caipNetworkIdOf(caipAddress: string): CaipNetworkId {
  const { namespace, reference } = parseCaipAddress(caipAddress)
  return `${namespace}:${reference}`
}

export function formatCaipNetworkId(namespace: string, reference: string | number): CaipNetworkId {
  const id = `${namespace}:${reference}`
  if (!isCaipNetworkId(id)) throw new TypeError(`Invalid CAIP network id: "${id.slice(0, 80)}"`)
  return id
}

export function formatCaipAddress(caipNetworkId: CaipNetworkId, address: string): CaipAddress {
  const value = `${caipNetworkId}:${address}`
  if (!isCaipAddress(value)) throw new TypeError(`Invalid CAIP address: "${value.slice(0, 200)}"`)
  return value as CaipAddress
}
