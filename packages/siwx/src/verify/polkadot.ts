// Verifies polkadot sessions: the shared CAIP-122 text checks, then the extension's signature
// (0x hex; sr25519, ed25519 or ecdsa) over the message as extensions sign it, wrapped in
// <Bytes>…</Bytes>, checked by @polkadot/util-crypto against the account's SS58 address.
import { isPolkadotAddress } from '@latch/core'
import { signatureVerify } from '@polkadot/util-crypto'
import type { SIWXVerifier } from '../types'
import { SIWXVerificationError } from './errors'
import { createKeyVerifier, type KeyVerifierOptions } from './signed-by'

export type PolkadotVerifierOptions = KeyVerifierOptions

/** sr25519 and ed25519 signatures are 64 bytes, ecdsa ones 65. */
const SIGNATURE = /^0x(?:[0-9a-fA-F]{128}|[0-9a-fA-F]{130})$/

/** Whether the address's key signed the message as a Polkadot extension's signRaw does. */
export function verifyPolkadotSignature(address: string, message: string, signature: string): boolean {
  if (!SIGNATURE.test(signature))
    throw new SIWXVerificationError('INVALID_SIGNATURE', 'the signature is not 64 or 65 bytes of 0x hex')
  if (!isPolkadotAddress(address)) return false
  // signatureVerify also accepts the bare bytes, as the Polkadot ecosystem does for signRaw.
  return signatureVerify(`<Bytes>${message}</Bytes>`, signature, address).isValid
}

export function createPolkadotVerifier(options: PolkadotVerifierOptions = {}): SIWXVerifier {
  return createKeyVerifier('polkadot', verifyPolkadotSignature, options)
}
