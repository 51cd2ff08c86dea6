// @latch/siwx: sign in with a wallet (EIP-4361 and its solana, bip122, polkadot and cosmos siblings).
// The bip122, polkadot and cosmos verifiers are their own entry points (`@latch/siwx/polkadot`, …):
// their cryptography libraries are large, and only a server that checks those namespaces loads them.

export type { CreateSIWXOptions } from './create'
export { createSIWX } from './create'
export { createSIWXMessage, validateMessageData } from './message/build'
export { isUri, SIWXMessageError } from './message/fields'
export type { SIWXNamespace, SIWXNamespaceName } from './message/namespaces'
export { NAMESPACES, parseChainId } from './message/namespaces'
export { parseSIWXMessage } from './message/parse'
export { assertSiwxOptions, BOTH_SIGN_IN_OPTIONS_ERROR } from './options'
export type { LocalStorageSessionStoreOptions } from './storage/local'
export { DEFAULT_SESSIONS_KEY, LocalStorageSessionStore } from './storage/local'
export { MemorySessionStore } from './storage/memory'
export type { ServerSessionStoreOptions } from './storage/server'
export { ServerSessionStore, SIWXServerError } from './storage/server'
export type {
  CreatedSIWXMessage,
  SIWXConfig,
  SIWXMessage,
  SIWXMessageData,
  SIWXSession,
  SIWXStorage,
  SIWXVerifier,
  VerifyContext,
} from './types'
export { DEFAULT_CLOCK_SKEW_SECONDS } from './verify/checks'
export type { Eip155VerifierOptions } from './verify/eip155'
export { createEip155Verifier } from './verify/eip155'
export type { SIWXRefusal } from './verify/errors'
export { SIWXVerificationError } from './verify/errors'
export type { SIWXVerifierRegistry } from './verify/registry'
export { createVerifierRegistry } from './verify/registry'
export type { KeyVerifierOptions } from './verify/signed-by'
export type { SolanaVerifierOptions } from './verify/solana'
export { createSolanaVerifier } from './verify/solana'
