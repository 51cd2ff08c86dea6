import { FEATURE_ERRORS } from '@latch/core'
import { describe, expect, test } from 'vitest'
import {
  createError,
  createEvent,
  createIdGuard,
  createRequest,
  createSuccess,
  EVENT_TYPES,
  errorMessageOf,
  errorType,
  FRAME_ERROR_DEFAULT,
  FRAME_READY_TIMEOUT_MS,
  FRAME_REQUEST_TIMEOUT_MS,
  isFrameMessage,
  POST_READY_DELAY_MS,
  parseEvent,
  parseReply,
  parseReplyType,
  parseRequest,
  REQUEST_TYPES,
  rpcMethodKind,
  SAFE_RPC_METHODS,
  SIGN_OUT_WAIT_MS,
  successType,
  UNSAFE_RPC_METHODS,
} from './protocol'

const ID = '6f1c1f7e-6a8b-4f40-9d0e-5b7d3f2a9c11'
const user = {
  email: 'ada@example.com',
  address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
  chainId: 31337,
  accounts: [{ address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', type: 'eoa' }],
  userName: null,
  preferredAccountType: 'eoa',
  smartAccountDeployed: false,
}

const goodRequests: Array<[string, unknown]> = [
  ['CONNECT_EMAIL', { email: 'ada@example.com' }],
  ['CONNECT_DEVICE', undefined],
  ['CONNECT_OTP', { otp: '123456' }],
  ['IS_CONNECTED', undefined],
  ['GET_CHAIN_ID', undefined],
  ['GET_USER', { chainId: 1 }],
  ['GET_USER', { chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', preferredAccountType: 'smartAccount' }],
  ['SWITCH_NETWORK', { chainId: 31337 }],
  ['SIGN_OUT', undefined],
  ['RPC_REQUEST', { method: 'personal_sign', params: ['0x68656c6c6f', user.address], chainId: 31337 }],
  ['RPC_REQUEST', { method: 'eth_blockNumber', chainId: 1 }],
  ['RELOAD', undefined],
  ['UPDATE_EMAIL', { email: 'new@example.com' }],
  ['UPDATE_EMAIL_PRIMARY_OTP', { otp: '111111' }],
  ['UPDATE_EMAIL_SECONDARY_OTP', { otp: '222222' }],
  ['SYNC_THEME', { themeMode: 'dark', themeVariables: { '--latch-accent': '#3396ff', '--z': 999 } }],
  [
    'SYNC_DAPP_DATA',
    {
      metadata: { name: 'Demo', description: 'A demo', url: 'http://localhost:5173', icons: [] },
      sdkVersion: '0.0.0',
      sdkType: 'latch',
      projectId: 'latch-demo',
    },
  ],
  ['CONNECT_SOCIAL', { uri: 'https://example.com/cb?code=1' }],
  ['GET_SOCIAL_REDIRECT_URI', { provider: 'github' }],
  ['CONNECT_FARCASTER', undefined],
  ['GET_FARCASTER_URI', undefined],
  ['GET_SMART_ACCOUNT_ENABLED_NETWORKS', undefined],
  ['INIT_SMART_ACCOUNT', undefined],
  ['SET_PREFERRED_ACCOUNT', { type: 'eoa' }],
]

describe('constants', () => {
  test('timeouts and delays follow the spec', () => {
    expect(FRAME_READY_TIMEOUT_MS).toBe(20_000)
    expect(FRAME_REQUEST_TIMEOUT_MS).toBe(30_000)
    expect(POST_READY_DELAY_MS).toBe(500)
    expect(SIGN_OUT_WAIT_MS).toBe(3000)
    expect(FRAME_ERROR_DEFAULT).toBe(FEATURE_ERRORS.FRAME_ERROR_DEFAULT)
  })

  test('RPC method lists are core’s, and each method has one kind', () => {
    expect(rpcMethodKind('personal_sign')).toBe('unsafe')
    expect(rpcMethodKind('eth_sendTransaction')).toBe('unsafe')
    expect(rpcMethodKind('eth_call')).toBe('safe')
    expect(rpcMethodKind('eth_sendRawTransaction')).toBe('safe')
    expect(rpcMethodKind('wallet_getAssets')).toBe('safe')
    expect(rpcMethodKind('eth_sign')).toBe('not-allowed')
    expect(rpcMethodKind(42)).toBe('not-allowed')
    expect(SAFE_RPC_METHODS.filter((m) => UNSAFE_RPC_METHODS.includes(m))).toEqual([])
  })
})

describe('requests', () => {
  test('every request type has a good example', () => {
    expect(new Set(goodRequests.map(([type]) => type))).toEqual(new Set(REQUEST_TYPES))
  })

  test.each(goodRequests)('%s passes', (type, payload) => {
    const message = payload === undefined ? { id: ID, type } : { id: ID, type, payload }
    expect(parseRequest(message)).toEqual(message)
    expect(parseRequest(JSON.parse(JSON.stringify(message)))).toBeTruthy()
  })

  test('createRequest builds a valid message with a random id', () => {
    const a = createRequest('CONNECT_EMAIL', { email: 'ada@example.com' })
    const b = createRequest('IS_CONNECTED')
    expect(parseRequest(a)).toBe(a)
    expect(parseRequest(b)).toBe(b)
    expect(a.id).toMatch(/^[0-9a-f-]{36}$/)
    expect(a.id).not.toBe(b.id)
    expect('payload' in b).toBe(false)
  })

  const malformed: Array<[string, unknown]> = [
    ['null', null],
    ['a string', 'CONNECT_EMAIL'],
    ['an array', [ID, 'IS_CONNECTED']],
    ['no id', { type: 'IS_CONNECTED' }],
    ['empty id', { id: '', type: 'IS_CONNECTED' }],
    ['numeric id', { id: 7, type: 'IS_CONNECTED' }],
    ['huge id', { id: 'x'.repeat(129), type: 'IS_CONNECTED' }],
    ['no type', { id: ID }],
    ['unknown type', { id: ID, type: 'STEAL_KEYS' }],
    ['a reply type', { id: ID, type: 'IS_CONNECTED_SUCCESS' }],
    ['an event type', { id: ID, type: 'FRAME_READY' }],
    ['inherited type name', { id: ID, type: 'toString' }],
    ['extra top-level key', { id: ID, type: 'IS_CONNECTED', origin: 'x' }],
    ['payload where none is expected', { id: ID, type: 'IS_CONNECTED', payload: {} }],
    ['missing payload', { id: ID, type: 'CONNECT_EMAIL' }],
    ['payload not an object', { id: ID, type: 'CONNECT_EMAIL', payload: 'ada@example.com' }],
    ['email not a string', { id: ID, type: 'CONNECT_EMAIL', payload: { email: 1 } }],
    ['empty email', { id: ID, type: 'CONNECT_EMAIL', payload: { email: '' } }],
    ['unknown payload key', { id: ID, type: 'CONNECT_EMAIL', payload: { email: 'a@b.co', admin: true } }],
    ['otp not a string', { id: ID, type: 'CONNECT_OTP', payload: { otp: 123456 } }],
    ['otp too long', { id: ID, type: 'CONNECT_OTP', payload: { otp: '1'.repeat(33) } }],
    ['chain id zero', { id: ID, type: 'GET_USER', payload: { chainId: 0 } }],
    ['chain id fraction', { id: ID, type: 'SWITCH_NETWORK', payload: { chainId: 1.5 } }],
    ['chain id markup', { id: ID, type: 'SWITCH_NETWORK', payload: { chainId: '<img>' } }],
    ['bad account type', { id: ID, type: 'GET_USER', payload: { chainId: 1, preferredAccountType: 'root' } }],
    ['rpc without method', { id: ID, type: 'RPC_REQUEST', payload: { chainId: 1, params: [] } }],
    ['rpc without chain', { id: ID, type: 'RPC_REQUEST', payload: { method: 'eth_call' } }],
    [
      'theme mode unknown',
      { id: ID, type: 'SYNC_THEME', payload: { themeMode: 'pink', themeVariables: {} } },
    ],
    [
      'theme vars not strings',
      { id: ID, type: 'SYNC_THEME', payload: { themeMode: 'dark', themeVariables: { a: {} } } },
    ],
    [
      'dapp data without metadata',
      { id: ID, type: 'SYNC_DAPP_DATA', payload: { sdkVersion: '1', sdkType: 'x', projectId: 'p' } },
    ],
    [
      'social provider unknown',
      { id: ID, type: 'GET_SOCIAL_REDIRECT_URI', payload: { provider: 'myspace' } },
    ],
    [
      'class instance payload',
      {
        id: ID,
        type: 'CONNECT_EMAIL',
        payload: new (class {
          email = 'a@b.co'
        })(),
      },
    ],
  ]

  test.each(malformed)('refused: %s', (_, value) => {
    expect(parseRequest(value)).toBeUndefined()
  })
})

describe('replies', () => {
  test('reply types derive from request types', () => {
    for (const type of REQUEST_TYPES) {
      expect(successType(type)).toBe(`${type}_SUCCESS`)
      expect(errorType(type)).toBe(`${type}_ERROR`)
      expect(parseReplyType(successType(type))).toEqual({ request: type, ok: true })
      expect(parseReplyType(errorType(type))).toEqual({ request: type, ok: false })
    }
    expect(parseReplyType('NOPE_SUCCESS')).toBeUndefined()
    expect(parseReplyType('GET_USER')).toBeUndefined()
  })

  test('success replies keep the request id and pass', () => {
    const request = createRequest('CONNECT_EMAIL', { email: 'ada@example.com' })
    const reply = createSuccess(request, { action: 'VERIFY_OTP' })
    expect(reply).toEqual({
      id: request.id,
      type: 'CONNECT_EMAIL_SUCCESS',
      payload: { action: 'VERIFY_OTP' },
    })
    expect(parseReply(reply, 'CONNECT_EMAIL')).toBe(reply)
    expect(parseReply(reply, 'GET_USER')).toBeUndefined()
    const userReply = { id: ID, type: 'GET_USER_SUCCESS', payload: user }
    expect(parseReply(userReply)).toBe(userReply)
    expect(parseReply(createSuccess({ id: ID, type: 'SIGN_OUT' }))).toBeTruthy()
    expect(parseReply(createSuccess({ id: ID, type: 'RPC_REQUEST' }, { result: '0x1' }))).toBeTruthy()
    expect(
      parseReply(createSuccess({ id: ID, type: 'UPDATE_EMAIL' }, { action: 'VERIFY_SECONDARY_OTP' })),
    ).toBeTruthy()
  })

  test('error replies carry a message, defaulting to the catalogue’s', () => {
    const error = createError({ id: ID, type: 'CONNECT_OTP' })
    expect(error).toEqual({ id: ID, type: 'CONNECT_OTP_ERROR', payload: { message: 'An error occurred.' } })
    expect(parseReply(error)).toBe(error)
    const rejected = createError({ id: ID, type: 'RPC_REQUEST' }, 'User rejected the request.', 4001)
    expect(parseReply(rejected)?.payload).toEqual({ message: 'User rejected the request.', code: 4001 })
    expect(errorMessageOf({ message: 'Invalid code' })).toBe('Invalid code')
    expect(errorMessageOf({})).toBe('An error occurred.')
    expect(errorMessageOf(undefined)).toBe('An error occurred.')
  })

  test.each<[string, unknown]>([
    ['bad action', { id: ID, type: 'CONNECT_EMAIL_SUCCESS', payload: { action: 'PWNED' } }],
    ['missing payload', { id: ID, type: 'GET_USER_SUCCESS' }],
    ['user without address', { id: ID, type: 'GET_USER_SUCCESS', payload: { ...user, address: undefined } }],
    [
      'user with bad account',
      { id: ID, type: 'GET_USER_SUCCESS', payload: { ...user, accounts: [{ address: '0x1', type: 'x' }] } },
    ],
    ['error without message', { id: ID, type: 'GET_USER_ERROR', payload: {} }],
    ['error message not a string', { id: ID, type: 'GET_USER_ERROR', payload: { message: 42 } }],
    ['rpc success with extras', { id: ID, type: 'RPC_REQUEST_SUCCESS', payload: { result: 1, extra: 2 } }],
    ['unknown request', { id: ID, type: 'HACK_SUCCESS', payload: {} }],
    ['a request', { id: ID, type: 'IS_CONNECTED' }],
  ])('refused reply: %s', (_, value) => {
    expect(parseReply(value)).toBeUndefined()
  })
})

describe('events', () => {
  test('every event builds and passes', () => {
    const events = [
      createEvent('FRAME_READY'),
      createEvent('FRAME_REFUSED', { reason: 'origin_not_allowed' }),
      createEvent('APPROVAL_REQUESTED', { requestId: ID, method: 'personal_sign' }),
      createEvent('APPROVAL_SETTLED', { requestId: ID, approved: false }),
      createEvent('RECOVERY_REQUESTED', { mode: 'save' }),
      createEvent('RECOVERY_SETTLED', { mode: 'enter', done: false }),
      createEvent('NOT_CONNECTED'),
      createEvent('SESSION_EXPIRED'),
    ]
    expect(events.map((e) => e.type)).toEqual([...EVENT_TYPES])
    for (const event of events) expect(parseEvent(event)).toBe(event)
  })

  test.each<[string, unknown]>([
    ['payload on ready', { id: ID, type: 'FRAME_READY', payload: { evil: true } }],
    ['refusal for an unknown reason', { id: ID, type: 'FRAME_REFUSED', payload: { reason: 'teapot' } }],
    [
      'refusal saying more than why',
      { id: ID, type: 'FRAME_REFUSED', payload: { reason: 'origin_not_allowed', allowedOrigins: [] } },
    ],
    ['approval without method', { id: ID, type: 'APPROVAL_REQUESTED', payload: { requestId: ID } }],
    [
      'settled not boolean',
      { id: ID, type: 'APPROVAL_SETTLED', payload: { requestId: ID, approved: 'yes' } },
    ],
    ['recovery of an unknown mode', { id: ID, type: 'RECOVERY_REQUESTED', payload: { mode: 'export' } }],
    ['recovery settled without done', { id: ID, type: 'RECOVERY_SETTLED', payload: { mode: 'save' } }],
    ['a request type', { id: ID, type: 'SIGN_OUT' }],
  ])('refused event: %s', (_, value) => {
    expect(parseEvent(value)).toBeUndefined()
  })
})

describe('ids', () => {
  test('isFrameMessage checks only the envelope', () => {
    expect(isFrameMessage({ id: ID, type: 'ANY' })).toBe(true)
    expect(isFrameMessage({ id: ID, type: 'ANY', payload: 1, more: 2 })).toBe(false)
  })

  test('a reused id is refused, and memory stays bounded', () => {
    const guard = createIdGuard(2)
    expect(guard.accept('a')).toBe(true)
    expect(guard.accept('a')).toBe(false)
    expect(guard.accept('b')).toBe(true)
    expect(guard.accept('c')).toBe(true)
    expect(guard.accept('b')).toBe(false)
  })
})
