import { FEATURE_ERRORS } from '../errors/codes'
import { LatchError } from '../errors/latch-error'

// ENSIP-11: an EVM chain's coin type is 0x80000000 | chainId; Ethereum mainnet keeps SLIP-44's 60.
const MAINNET_COIN_TYPE = 60
const MAX_CHAIN_ID = 0x80000000

export function chainIdToCoinType(chainId: number): number {
  if (!Number.isSafeInteger(chainId) || chainId < 0 || chainId >= MAX_CHAIN_ID) {
    throw new LatchError('INVALID_CHAIN_ID', FEATURE_ERRORS.INVALID_CHAIN_ID, { details: { chainId } })
  }
  if (chainId === 1) return MAINNET_COIN_TYPE
  return (MAX_CHAIN_ID | chainId) >>> 0
}
