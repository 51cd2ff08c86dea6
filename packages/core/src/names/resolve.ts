// A registered name as a send receiver (spec sections 7 and 9): the name's profile from the
// blockchain service, and the address it holds for the chain being sent on. Loaded on first use,
// like the rest of names.
import { FEATURE_ERRORS } from '../errors/codes'
import { LatchError } from '../errors/latch-error'
import type { NameProfile } from '../services/types'
import { chainIdToCoinType } from '../validation/coin-type'
import { isEvmAddress } from '../validation/evm-address'

/** ENSIP-11's default EVM coin type: an address meant for every EVM chain. */
const DEFAULT_EVM_COIN_TYPE = 0x80000000

/**
 * The address `profile` holds for `chainId`: the chain's own coin type first, else ENSIP-11's
 * default EVM entry. An address registered for some other chain is never used: a contract account
 * need not exist at the same address elsewhere.
 */
export function addressForChain(profile: NameProfile, chainId: number): string | undefined {
  for (const coinType of [chainIdToCoinType(chainId), DEFAULT_EVM_COIN_TYPE]) {
    const address = profile.addresses?.[String(coinType)]?.address
    if (address?.startsWith('0x') && isEvmAddress(address)) return address
  }
  return undefined
}

/**
 * Resolves `name` to the address it holds on `chainId`. Any failure (unknown name, no address for
 * the chain, service unreachable) is the catalogue's 'Error resolving name'.
 */
export async function resolveName(
  lookupName: (name: string) => Promise<NameProfile | null>,
  name: string,
  chainId: number,
): Promise<string> {
  let profile: NameProfile | null
  try {
    profile = await lookupName(name)
  } catch (error) {
    throw new LatchError('RESOLVE_NAME_FAILED', FEATURE_ERRORS.RESOLVE_NAME_FAILED, { cause: error })
  }
  const address = profile ? addressForChain(profile, chainId) : undefined
  if (!address) throw new LatchError('RESOLVE_NAME_FAILED', FEATURE_ERRORS.RESOLVE_NAME_FAILED)
  return address
}
