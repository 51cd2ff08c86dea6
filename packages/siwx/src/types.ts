// The shapes the modal's sign-in flow exchanges with a SIWX configuration (spec section 3:
// a wallet-signing session is data, message and signature).
import type { CaipNetworkId } from '@latch/core'

/**
 * The fields of a sign-in message. Dates are RFC 3339 strings so sessions survive JSON storage.
 * (A type alias, not an interface, so it fits index-signature shapes such as core's session data.)
 */
export type SIWXMessageData = {
  /** Plain address (not CAIP-10), in the namespace's own format. */
  accountAddress: string
  /** CAIP-2 chain id, e.g. `eip155:1`. */
  chainId: CaipNetworkId
  /** RFC 3986 authority (host and optional port) asking for the signature. */
  domain: string
  /** RFC 3986 URI of the resource the sign-in is for. */
  uri: string
  version: '1'
  /** At least 8 letters or digits. */
  nonce: string
  /** One line of text shown to the user. */
  statement?: string
  issuedAt: string
  expirationTime?: string
  notBefore?: string
  requestId?: string
  resources?: string[]
}

/** A message as the builders return it: its fields, plus the exact text to sign. */
export type SIWXMessage = SIWXMessageData & { toString(): string }

/** What `createMessage` resolves to: the message, with `data`/`message` for the flow's convenience. */
export type CreatedSIWXMessage = SIWXMessage & { data: SIWXMessageData; message: string }

export interface SIWXSession {
  data: SIWXMessageData
  /** The exact text that was signed. */
  message: string
  signature: string
  /** A CAIP-74 capability object, when the wallet returned one. */
  cacao?: unknown
}

/** The object the modal calls. */
export interface SIWXConfig {
  /** The domain every message is built and verified for; the sign-in prompt shows it. */
  readonly domain: string
  /** The statement every message carries, if any; the sign-in prompt shows it. */
  readonly statement?: string
  createMessage(input: { accountAddress: string; chainId: CaipNetworkId }): Promise<CreatedSIWXMessage>
  /** Verifies (when a verifier is set) and stores a signed session. */
  addSession(session: SIWXSession): Promise<void>
  revokeSession(chainId: CaipNetworkId, address: string): Promise<void>
  /** Replaces every stored session; `[]` signs out everywhere. */
  setSessions(sessions: SIWXSession[]): Promise<void>
  /** Unexpired sessions for this chain and address. */
  getSessions(chainId: CaipNetworkId, address: string): Promise<SIWXSession[]>
  getRequired?(): boolean
}

/** Where sessions live: the browser, memory, or a server behind an HTTP-only cookie. */
export interface SIWXStorage {
  add(session: SIWXSession): Promise<void>
  set(sessions: SIWXSession[]): Promise<void>
  get(chainId: CaipNetworkId, address: string): Promise<SIWXSession[]>
  delete(chainId: CaipNetworkId, address: string): Promise<void>
  /** A store backed by a server hands out the nonces that server will accept. */
  getNonce?(): Promise<string>
}

export interface VerifyContext {
  /** The domain the session must have been signed for. */
  domain: string
  /** Resolves false when the nonce was not issued (or was already used). */
  checkNonce?: (nonce: string) => boolean | Promise<boolean>
  /** Defaults to the current time. */
  now?: Date
}

/** Checks a session's message and signature; throws `SIWXVerificationError` when it is refused. */
export interface SIWXVerifier {
  verify(session: SIWXSession, context: VerifyContext): Promise<void>
}
