// The message protocol between the modal (host page) and the embedded wallet frame (spec section
// 7), as data plus validators, imported by both sides. Every message is `{ id, type, payload? }`;
// a request's reply carries the same id and the type `${REQUEST}_SUCCESS` or `${REQUEST}_ERROR`
// (error payload `{ message }`); events go from the frame to the host and expect no reply.
//
// Validators are small hand-written type guards (no schema library): the modal loads this only
// when email is used, so it stays a few kilobytes. Every guard is strict: a message or payload
// with a missing, mistyped or unknown field is refused (the receiver drops it and logs).
import { classifyRpcMethod, isSocialProvider, type SocialProvider } from '@latch/core'

export type { RpcMethodKind, SocialProvider } from '@latch/core'
export {
  classifyRpcMethod,
  SAFE_RPC_METHODS,
  SOCIAL_PROVIDERS,
  UNSAFE_RPC_METHODS,
  USER_REJECTED_CODE,
} from '@latch/core'
export { SIGN_OUT_WAIT_MS } from '@latch/core/internal'

// ---- constants (spec section 9) ------------------------------------------------------------------

/** The frame must post FRAME_READY within this time, else IFRAME_LOAD_FAILED. */
export const FRAME_READY_TIMEOUT_MS = 20_000
/** Connect email, device, otp, social and social redirect uri time out after this (IFRAME_REQUEST_TIMEOUT). */
export const FRAME_REQUEST_TIMEOUT_MS = 30_000
/** After FRAME_READY the embedded wallet's init completes after this delay. */
export const POST_READY_DELAY_MS = 500
/**
 * The error message when an error reply carries none: core's FEATURE_ERRORS.FRAME_ERROR_DEFAULT (a test
 * keeps them equal). Spelled here because reading core's catalogue while modules initialise can
 * race a bundle's import cycle.
 */
export const FRAME_ERROR_DEFAULT = 'An error occurred.'
/** Longest id accepted; ids are crypto.randomUUID() (36 characters). */
export const MAX_ID_LENGTH = 128

// ---- data types ----------------------------------------------------------------------------------

export type ChainId = number | string
export type AccountType = 'eoa' | 'smartAccount' | 'payment'
export type RecoveryMode = 'save' | 'enter'
export const RECOVERY_MODES: readonly RecoveryMode[] = ['save', 'enter']
export const ACCOUNT_TYPES: readonly AccountType[] = ['eoa', 'smartAccount', 'payment']

/** The embedded-wallet user (spec section 3). */
export interface EmbeddedUser {
  email?: string | null
  address: string
  chainId: ChainId
  accounts: Array<{ address: string; type: AccountType }>
  userName?: string | null
  preferredAccountType?: AccountType
  smartAccountDeployed?: boolean
}

export interface DappMetadata {
  name: string
  description: string
  url: string
  icons: string[]
}

export type ConnectEmailAction = 'VERIFY_DEVICE' | 'VERIFY_OTP' | 'CONNECT'
/** Why the frame will not answer its parent: the project's list lacks the parent's origin, or the project is unknown. */
export type RefusalReason = 'origin_not_allowed' | 'invalid_project_id'
export const REFUSAL_REASONS: readonly RefusalReason[] = ['origin_not_allowed', 'invalid_project_id']
export type UpdateEmailAction = 'VERIFY_PRIMARY_OTP' | 'VERIFY_SECONDARY_OTP'

// ---- requests (host -> frame) and their success payloads ----------------------------------------

/** What each request carries. `undefined`: no payload. */
export interface RequestPayloads {
  CONNECT_EMAIL: { email: string }
  CONNECT_DEVICE: undefined
  CONNECT_OTP: { otp: string }
  IS_CONNECTED: undefined
  GET_CHAIN_ID: undefined
  GET_USER: { chainId: ChainId; preferredAccountType?: AccountType }
  SWITCH_NETWORK: { chainId: ChainId }
  SIGN_OUT: undefined
  RPC_REQUEST: { method: string; params?: unknown; chainId: ChainId }
  RELOAD: undefined
  UPDATE_EMAIL: { email: string }
  UPDATE_EMAIL_PRIMARY_OTP: { otp: string }
  UPDATE_EMAIL_SECONDARY_OTP: { otp: string }
  SYNC_THEME: { themeMode: 'light' | 'dark'; themeVariables: Record<string, string | number> }
  SYNC_DAPP_DATA: { metadata: DappMetadata; sdkVersion: string; sdkType: string; projectId: string }
  CONNECT_SOCIAL: { uri: string }
  /** `returnUrl`: a redirect login (no popup) comes back to this page address with `result_uri`. */
  GET_SOCIAL_REDIRECT_URI: { provider: SocialProvider; returnUrl?: string }
  /** Resolves once a Farcaster client answered the last link (the frame polls its channel). */
  CONNECT_FARCASTER: undefined
  GET_FARCASTER_URI: undefined
  // Placeholders for a later issue (smart accounts).
  GET_SMART_ACCOUNT_ENABLED_NETWORKS: undefined
  INIT_SMART_ACCOUNT: undefined
  SET_PREFERRED_ACCOUNT: { type: AccountType }
}

/** What each request's success reply carries. */
export interface SuccessPayloads {
  CONNECT_EMAIL: { action: ConnectEmailAction }
  CONNECT_DEVICE: undefined
  CONNECT_OTP: undefined
  IS_CONNECTED: { isConnected: boolean }
  GET_CHAIN_ID: { chainId: ChainId }
  GET_USER: EmbeddedUser
  SWITCH_NETWORK: { chainId: ChainId }
  SIGN_OUT: undefined
  RPC_REQUEST: { result: unknown }
  RELOAD: undefined
  UPDATE_EMAIL: { action: UpdateEmailAction }
  UPDATE_EMAIL_PRIMARY_OTP: undefined
  UPDATE_EMAIL_SECONDARY_OTP: { email: string }
  SYNC_THEME: undefined
  SYNC_DAPP_DATA: undefined
  CONNECT_SOCIAL: EmbeddedUser
  GET_SOCIAL_REDIRECT_URI: { uri: string }
  CONNECT_FARCASTER: EmbeddedUser
  GET_FARCASTER_URI: { url: string }
  GET_SMART_ACCOUNT_ENABLED_NETWORKS: { smartAccountEnabledNetworks: number[] }
  INIT_SMART_ACCOUNT: { address: string; isDeployed: boolean }
  SET_PREFERRED_ACCOUNT: { type: AccountType; address: string }
}

export type RequestType = keyof RequestPayloads

export const REQUEST_TYPES = [
  'CONNECT_EMAIL',
  'CONNECT_DEVICE',
  'CONNECT_OTP',
  'IS_CONNECTED',
  'GET_CHAIN_ID',
  'GET_USER',
  'SWITCH_NETWORK',
  'SIGN_OUT',
  'RPC_REQUEST',
  'RELOAD',
  'UPDATE_EMAIL',
  'UPDATE_EMAIL_PRIMARY_OTP',
  'UPDATE_EMAIL_SECONDARY_OTP',
  'SYNC_THEME',
  'SYNC_DAPP_DATA',
  'CONNECT_SOCIAL',
  'GET_SOCIAL_REDIRECT_URI',
  'CONNECT_FARCASTER',
  'GET_FARCASTER_URI',
  'GET_SMART_ACCOUNT_ENABLED_NETWORKS',
  'INIT_SMART_ACCOUNT',
  'SET_PREFERRED_ACCOUNT',
] as const satisfies readonly RequestType[]

/** Requests the host times out after FRAME_REQUEST_TIMEOUT_MS (spec section 8). */
export const TIMED_REQUEST_TYPES: readonly RequestType[] = [
  'CONNECT_EMAIL',
  'CONNECT_DEVICE',
  'CONNECT_OTP',
  'CONNECT_SOCIAL',
  'GET_SOCIAL_REDIRECT_URI',
]

// ---- events (frame -> host, no reply) ------------------------------------------------------------

export interface EventPayloads {
  /** The frame listens; the host may send requests. */
  FRAME_READY: undefined
  /** Instead of FRAME_READY: the frame will not answer this parent, and says only why. */
  FRAME_REFUSED: { reason: RefusalReason }
  /** An unsafe RPC request waits for the user in the frame's own UI: the host must show the frame. */
  APPROVAL_REQUESTED: { requestId: string; method: string }
  /** The approval UI closed (approved or rejected); the host may hide the frame. */
  APPROVAL_SETTLED: { requestId: string; approved: boolean }
  /**
   * The frame shows its recovery-key screen: `save` (a new wallet's key, shown once) or `enter`
   * (a new device, whose share comes from the key): the host must show the frame.
   */
  RECOVERY_REQUESTED: { mode: RecoveryMode }
  /** The recovery-key screen closed; `done` false when the user cancelled entering the key. */
  RECOVERY_SETTLED: { mode: RecoveryMode; done: boolean }
  /** The frame has no session (signed out elsewhere, storage cleared). */
  NOT_CONNECTED: undefined
  /** The session token expired: the host raises JWT_TOKEN_NOT_VALID ('Session Expired'). */
  SESSION_EXPIRED: undefined
}

export type EventType = keyof EventPayloads
export const EVENT_TYPES = [
  'FRAME_READY',
  'FRAME_REFUSED',
  'APPROVAL_REQUESTED',
  'APPROVAL_SETTLED',
  'RECOVERY_REQUESTED',
  'RECOVERY_SETTLED',
  'NOT_CONNECTED',
  'SESSION_EXPIRED',
] as const satisfies readonly EventType[]

// ---- message shapes ------------------------------------------------------------------------------

export interface FrameMessage {
  id: string
  type: string
  payload?: unknown
}

type WithPayload<P> = P extends undefined ? { payload?: undefined } : { payload: P }

export type FrameRequest<T extends RequestType = RequestType> = {
  [K in T]: { id: string; type: K } & WithPayload<RequestPayloads[K]>
}[T]
export type SuccessType<T extends RequestType = RequestType> = `${T}_SUCCESS`
export type ErrorType<T extends RequestType = RequestType> = `${T}_ERROR`
export type FrameSuccess<T extends RequestType = RequestType> = {
  [K in T]: { id: string; type: SuccessType<K> } & WithPayload<SuccessPayloads[K]>
}[T]
export type FrameError<T extends RequestType = RequestType> = {
  [K in T]: { id: string; type: ErrorType<K>; payload: { message: string; code?: number } }
}[T]
export type FrameReply<T extends RequestType = RequestType> = FrameSuccess<T> | FrameError<T>
export type FrameEvent<T extends EventType = EventType> = {
  [K in T]: { id: string; type: K } & WithPayload<EventPayloads[K]>
}[T]

export const successType = <T extends RequestType>(type: T): SuccessType<T> => `${type}_SUCCESS`
export const errorType = <T extends RequestType>(type: T): ErrorType<T> => `${type}_ERROR`

/** A fresh random message id. */
export const newMessageId = (): string => globalThis.crypto.randomUUID()

export function createRequest<T extends RequestType>(
  type: T,
  ...payload: RequestPayloads[T] extends undefined ? [] : [RequestPayloads[T]]
): FrameRequest<T> {
  const message: FrameMessage = { id: newMessageId(), type }
  if (payload.length > 0) message.payload = payload[0]
  return message as FrameRequest<T>
}

export function createSuccess<T extends RequestType>(
  request: { id: string; type: T },
  ...payload: SuccessPayloads[T] extends undefined ? [] : [SuccessPayloads[T]]
): FrameSuccess<T> {
  const message: FrameMessage = { id: request.id, type: successType(request.type) }
  if (payload.length > 0) message.payload = payload[0]
  return message as FrameSuccess<T>
}

export function createError<T extends RequestType>(
  request: { id: string; type: T },
  message?: string,
  code?: number,
): FrameError<T> {
  const payload: { message: string; code?: number } = { message: message || FRAME_ERROR_DEFAULT }
  if (code !== undefined) payload.code = code
  return { id: request.id, type: errorType(request.type), payload } as FrameError<T>
}

export function createEvent<T extends EventType>(
  type: T,
  ...payload: EventPayloads[T] extends undefined ? [] : [EventPayloads[T]]
): FrameEvent<T> {
  const message: FrameMessage = { id: newMessageId(), type }
  if (payload.length > 0) message.payload = payload[0]
  return message as FrameEvent<T>
}

/** The message of an error reply's payload, or 'An error occurred.' when it has none. */
export function errorMessageOf(payload: unknown): string {
  if (isRecord(payload) && typeof payload.message === 'string' && payload.message !== '')
    return payload.message
  return FRAME_ERROR_DEFAULT
}

// ---- guards --------------------------------------------------------------------------------------

type Guard = (value: unknown) => boolean

function isRecord(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false
  const proto = Object.getPrototypeOf(value)
  return proto === Object.prototype || proto === null
}

const isString =
  (max = 2048): Guard =>
  (value) =>
    typeof value === 'string' && value.length <= max
const isNonEmpty =
  (max = 2048): Guard =>
  (value) =>
    typeof value === 'string' && value.length > 0 && value.length <= max
const isBoolean: Guard = (value) => typeof value === 'boolean'
const oneOf =
  (values: readonly unknown[]): Guard =>
  (value) =>
    values.includes(value)
const isAccountType = oneOf(ACCOUNT_TYPES)
const isChainId: Guard = (value) =>
  (typeof value === 'number' && Number.isSafeInteger(value) && value > 0) ||
  (typeof value === 'string' && /^[A-Za-z0-9:_-]{1,64}$/.test(value))
const isEmail = isNonEmpty(254)
/** A one-time code as typed: a short string; the frame and server judge it. */
const isOtp = isNonEmpty(32)
const isAddress = isNonEmpty(128)
const isNothing: Guard = (value) => value === undefined
const isAnything: Guard = () => true
const isOptional =
  (guard: Guard): Guard =>
  (value) =>
    value === undefined || guard(value)
const isNullable =
  (guard: Guard): Guard =>
  (value) =>
    value === null || guard(value)
const arrayOf =
  (guard: Guard, max = 100): Guard =>
  (value) =>
    Array.isArray(value) && value.length <= max && value.every(guard)

/** An object whose keys are exactly a subset of the shape's (optional guards accept absent keys). */
function object(shape: Record<string, Guard>): Guard {
  return (value) => {
    if (!isRecord(value)) return false
    for (const key of Object.keys(value)) if (!Object.hasOwn(shape, key)) return false
    for (const [key, guard] of Object.entries(shape)) if (!guard(value[key])) return false
    return true
  }
}

const themeVariables: Guard = (value) =>
  isRecord(value) &&
  Object.keys(value).length <= 64 &&
  Object.entries(value).every(
    ([key, v]) => key.length <= 64 && ((typeof v === 'string' && v.length <= 256) || typeof v === 'number'),
  )

const isUser = object({
  email: isOptional(isNullable(isEmail)),
  address: isAddress,
  chainId: isChainId,
  accounts: arrayOf(object({ address: isAddress, type: isAccountType }), 20),
  userName: isOptional(isNullable(isString(256))),
  preferredAccountType: isOptional(isAccountType),
  smartAccountDeployed: isOptional(isBoolean),
})

export const REQUEST_PAYLOAD_GUARDS: Record<RequestType, Guard> = {
  CONNECT_EMAIL: object({ email: isEmail }),
  CONNECT_DEVICE: isNothing,
  CONNECT_OTP: object({ otp: isOtp }),
  IS_CONNECTED: isNothing,
  GET_CHAIN_ID: isNothing,
  GET_USER: object({ chainId: isChainId, preferredAccountType: isOptional(isAccountType) }),
  SWITCH_NETWORK: object({ chainId: isChainId }),
  SIGN_OUT: isNothing,
  RPC_REQUEST: object({ method: isNonEmpty(128), params: isAnything, chainId: isChainId }),
  RELOAD: isNothing,
  UPDATE_EMAIL: object({ email: isEmail }),
  UPDATE_EMAIL_PRIMARY_OTP: object({ otp: isOtp }),
  UPDATE_EMAIL_SECONDARY_OTP: object({ otp: isOtp }),
  SYNC_THEME: object({
    themeMode: oneOf(['light', 'dark']),
    themeVariables,
    w3mThemeVariables: isOptional(themeVariables),
  }),
  SYNC_DAPP_DATA: object({
    metadata: object({
      name: isString(256),
      description: isString(1024),
      url: isString(2048),
      icons: arrayOf(isString(2048), 10),
    }),
    sdkVersion: isString(64),
    sdkType: isString(64),
    projectId: isNonEmpty(128),
  }),
  CONNECT_SOCIAL: object({ uri: isNonEmpty(4096) }),
  // Read when a message is checked, not at module start (see FRAME_ERROR_DEFAULT).
  GET_SOCIAL_REDIRECT_URI: object({
    provider: (value) => isSocialProvider(value),
    returnUrl: isOptional(isNonEmpty(2048)),
  }),
  CONNECT_FARCASTER: isNothing,
  GET_FARCASTER_URI: isNothing,
  GET_SMART_ACCOUNT_ENABLED_NETWORKS: isNothing,
  INIT_SMART_ACCOUNT: isNothing,
  SET_PREFERRED_ACCOUNT: object({ type: isAccountType }),
}

export const SUCCESS_PAYLOAD_GUARDS: Record<RequestType, Guard> = {
  CONNECT_EMAIL: object({ action: oneOf(['VERIFY_DEVICE', 'VERIFY_OTP', 'CONNECT']) }),
  CONNECT_DEVICE: isNothing,
  CONNECT_OTP: isNothing,
  IS_CONNECTED: object({ isConnected: isBoolean }),
  GET_CHAIN_ID: object({ chainId: isChainId }),
  GET_USER: isUser,
  SWITCH_NETWORK: object({ chainId: isChainId }),
  SIGN_OUT: isNothing,
  RPC_REQUEST: (value) => isRecord(value) && Object.keys(value).every((key) => key === 'result'),
  RELOAD: isNothing,
  UPDATE_EMAIL: object({ action: oneOf(['VERIFY_PRIMARY_OTP', 'VERIFY_SECONDARY_OTP']) }),
  UPDATE_EMAIL_PRIMARY_OTP: isNothing,
  UPDATE_EMAIL_SECONDARY_OTP: object({ email: isEmail }),
  SYNC_THEME: isNothing,
  SYNC_DAPP_DATA: isNothing,
  CONNECT_SOCIAL: isUser,
  GET_SOCIAL_REDIRECT_URI: object({ uri: isNonEmpty(4096) }),
  CONNECT_FARCASTER: isUser,
  GET_FARCASTER_URI: object({ url: isNonEmpty(4096) }),
  GET_SMART_ACCOUNT_ENABLED_NETWORKS: object({
    smartAccountEnabledNetworks: arrayOf((v) => typeof v === 'number' && Number.isSafeInteger(v), 200),
  }),
  INIT_SMART_ACCOUNT: object({ address: isAddress, isDeployed: isBoolean }),
  SET_PREFERRED_ACCOUNT: object({ type: isAccountType, address: isAddress }),
}

const isErrorPayload = object({
  message: isString(4096),
  code: isOptional((v) => typeof v === 'number' && Number.isSafeInteger(v)),
})

export const EVENT_PAYLOAD_GUARDS: Record<EventType, Guard> = {
  FRAME_READY: isNothing,
  FRAME_REFUSED: object({ reason: oneOf(REFUSAL_REASONS) }),
  APPROVAL_REQUESTED: object({ requestId: isNonEmpty(MAX_ID_LENGTH), method: isNonEmpty(128) }),
  APPROVAL_SETTLED: object({ requestId: isNonEmpty(MAX_ID_LENGTH), approved: isBoolean }),
  RECOVERY_REQUESTED: object({ mode: oneOf(RECOVERY_MODES) }),
  RECOVERY_SETTLED: object({ mode: oneOf(RECOVERY_MODES), done: isBoolean }),
  NOT_CONNECTED: isNothing,
  SESSION_EXPIRED: isNothing,
}

/** `{ id, type, payload? }` with a non-empty id and type and no other key. */
export function isFrameMessage(value: unknown): value is FrameMessage {
  if (!isRecord(value)) return false
  for (const key of Object.keys(value)) if (key !== 'id' && key !== 'type' && key !== 'payload') return false
  return isNonEmpty(MAX_ID_LENGTH)(value.id) && isNonEmpty(64)(value.type)
}

export const isRequestType = (type: unknown): type is RequestType =>
  typeof type === 'string' && Object.hasOwn(REQUEST_PAYLOAD_GUARDS, type)
export const isEventType = (type: unknown): type is EventType =>
  typeof type === 'string' && Object.hasOwn(EVENT_PAYLOAD_GUARDS, type)

/** The request type and outcome a reply type stands for, e.g. GET_USER_SUCCESS -> GET_USER, ok. */
export function parseReplyType(type: string): { request: RequestType; ok: boolean } | undefined {
  const match = /^(.+)_(SUCCESS|ERROR)$/.exec(type)
  if (!match?.[1] || !isRequestType(match[1])) return undefined
  return { request: match[1], ok: match[2] === 'SUCCESS' }
}

/** A well-formed request (what the frame accepts), else undefined. */
export function parseRequest(value: unknown): FrameRequest | undefined {
  if (!isFrameMessage(value) || !isRequestType(value.type)) return undefined
  return REQUEST_PAYLOAD_GUARDS[value.type](value.payload) ? (value as FrameRequest) : undefined
}

/** A well-formed reply (what the host accepts), else undefined; `expected` pins the request type. */
export function parseReply<T extends RequestType = RequestType>(
  value: unknown,
  expected?: T,
): FrameReply<T> | undefined {
  if (!isFrameMessage(value)) return undefined
  const kind = parseReplyType(value.type)
  if (!kind || (expected !== undefined && kind.request !== expected)) return undefined
  const guard = kind.ok ? SUCCESS_PAYLOAD_GUARDS[kind.request] : isErrorPayload
  return guard(value.payload) ? (value as FrameReply<T>) : undefined
}

/** A well-formed event (frame -> host), else undefined. */
export function parseEvent(value: unknown): FrameEvent | undefined {
  if (!isFrameMessage(value) || !isEventType(value.type)) return undefined
  return EVENT_PAYLOAD_GUARDS[value.type](value.payload) ? (value as FrameEvent) : undefined
}

/**
 * Remembers the ids it has seen (the newest `max`) so a receiver drops a reused id.
 * `accept(id)` is true the first time an id is offered, false after.
 */
export function createIdGuard(max = 1000): { accept(id: string): boolean } {
  const seen = new Set<string>()
  return {
    accept(id) {
      if (seen.has(id)) return false
      seen.add(id)
      if (seen.size > max) {
        const oldest = seen.values().next().value
        if (oldest !== undefined) seen.delete(oldest)
      }
      return true
    },
  }
}

/** Whether an RPC method runs at once (safe), needs the user's approval (unsafe) or is refused. */
export const rpcMethodKind = classifyRpcMethod
