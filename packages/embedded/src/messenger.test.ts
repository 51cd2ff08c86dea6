import { AdapterError, LatchError } from '@latch/core'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { createFakePage, FRAME_ORIGIN, FRAME_URL } from '../test/fake-page'
import { createFrameMessenger, DEFAULT_FRAME_VERSION, frameSource } from './messenger'
import { createEvent, TIMED_REQUEST_TYPES } from './protocol'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/

function setup(overrides: { withBody?: boolean } = {}) {
  const page = createFakePage(overrides)
  const alerts: string[] = []
  const logs: unknown[][] = []
  const messenger = createFrameMessenger({
    frameUrl: FRAME_URL,
    projectId: 'p1',
    chainId: 31337,
    document: page.document,
    onAlert: (code) => alerts.push(code),
    log: (...args) => logs.push(args),
  })
  return { page, messenger, alerts, logs }
}

/** Ready: FRAME_READY, then the 500 ms post-ready delay. */
async function readied(s: ReturnType<typeof setup>) {
  const ready = s.messenger.ready()
  s.page.frameReady()
  await vi.advanceTimersByTimeAsync(500)
  await ready
}

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

describe('frame source', () => {
  test('the frame URL with projectId, chainId, version (default 4) and enableLogger', () => {
    const url = new URL(frameSource({ frameUrl: FRAME_URL, projectId: 'p 1', chainId: 10 }))
    expect(url.origin + url.pathname).toBe(FRAME_URL)
    expect(Object.fromEntries(url.searchParams)).toEqual({
      projectId: 'p 1',
      chainId: '10',
      version: String(DEFAULT_FRAME_VERSION),
      enableLogger: 'false',
    })
    expect(DEFAULT_FRAME_VERSION).toBe(4)
  })
})

describe('frame messenger', () => {
  test('puts nothing on the page until first used, then one hidden frame on the frame origin', async () => {
    const s = setup()
    expect(s.page.iframe()).toBeUndefined()
    await readied(s)
    const frame = s.page.iframe()
    expect(frame?.src.startsWith(`${FRAME_URL}?projectId=p1&chainId=31337&version=4`)).toBe(true)
    expect(frame?.getAttribute('aria-hidden')).toBe('true')
    expect(frame?.tabIndex).toBe(-1)
  })

  test('ready waits 500 ms after FRAME_READY', async () => {
    const s = setup()
    let done = false
    void s.messenger.ready().then(() => {
      done = true
    })
    s.page.frameReady()
    await vi.advanceTimersByTimeAsync(499)
    expect(done).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(done).toBe(true)
  })

  test('no FRAME_READY within 20 s: IFRAME_LOAD_FAILED, and the frame is taken away', async () => {
    const s = setup()
    const ready = s.messenger.ready()
    const outcome = ready.catch((error: unknown) => error)
    await vi.advanceTimersByTimeAsync(19_999)
    expect(s.alerts).toEqual([])
    await vi.advanceTimersByTimeAsync(1)
    const error = (await outcome) as LatchError
    expect(error).toBeInstanceOf(LatchError)
    expect(error.code).toBe('IFRAME_LOAD_FAILED')
    expect(error.message).toBe('Network Error - Could not load embedded wallet')
    expect(s.alerts).toEqual(['IFRAME_LOAD_FAILED'])
    expect(s.page.iframe()?.removed).toBe(true)
  })

  test('a request goes to the frame origin, named explicitly, with a random UUID id', async () => {
    const s = setup()
    s.page.answerWith(() => ({ isConnected: true }))
    await readied(s)
    await expect(s.messenger.request('IS_CONNECTED')).resolves.toEqual({ isConnected: true })
    s.page.answerWith(() => ({ chainId: 10 }))
    await s.messenger.request('SWITCH_NETWORK', { chainId: 10 })
    const [first, second] = s.page.posted
    expect(first?.targetOrigin).toBe(FRAME_ORIGIN)
    expect(first?.message).toEqual({ id: expect.stringMatching(UUID), type: 'IS_CONNECTED' })
    expect(second?.message).toEqual({
      id: expect.stringMatching(UUID),
      type: 'SWITCH_NETWORK',
      payload: { chainId: 10 },
    })
    expect(first?.message.id).not.toBe(second?.message.id)
  })

  test('an error reply carries the frame message, else "An error occurred.", and the wallet code', async () => {
    const s = setup()
    await readied(s)
    s.page.answerWith(() => Object.assign(new Error('User rejected the request.'), { code: 4001 }))
    const rejected = (await s.messenger
      .request('RPC_REQUEST', { method: 'personal_sign', params: ['0x00'], chainId: 1 })
      .catch((e: unknown) => e)) as AdapterError
    expect(rejected).toBeInstanceOf(AdapterError)
    expect(rejected.message).toBe('User rejected the request.')
    expect(rejected.code).toBe(4001)
    s.page.answerWith(() => new Error(''))
    const plain = (await s.messenger.request('SIGN_OUT').catch((e: unknown) => e)) as AdapterError
    expect(plain.message).toBe('An error occurred.')
  })

  describe('drops and logs what it must not trust', () => {
    async function pendingRequest(s: ReturnType<typeof setup>) {
      await readied(s)
      let settled: unknown = 'pending'
      void s.messenger.request('IS_CONNECTED').then(
        (value) => {
          settled = value
        },
        (error) => {
          settled = error
        },
      )
      await vi.advanceTimersByTimeAsync(0)
      const id = s.page.posted.at(-1)?.message.id as string
      return { id, settled: () => settled }
    }

    test('a reply from another origin, or from the host page itself, changes nothing', async () => {
      const s = setup()
      const { id, settled } = await pendingRequest(s)
      const forged = { id, type: 'IS_CONNECTED_SUCCESS', payload: { isConnected: true } }
      s.page.deliver(forged, { origin: 'https://evil.test' })
      s.page.deliver(forged, { source: s.page.window })
      s.page.deliver(forged, { origin: 'https://evil.test', source: s.page.window })
      await vi.advanceTimersByTimeAsync(0)
      expect(settled()).toBe('pending')
      expect(s.logs.filter(([text]) => String(text).includes('not from the frame'))).toHaveLength(3)
      s.page.deliver({ id, type: 'IS_CONNECTED_SUCCESS', payload: { isConnected: false } })
      await vi.advanceTimersByTimeAsync(0)
      expect(settled()).toEqual({ isConnected: false })
    })

    test('a malformed or mistyped reply, or an extra key, is dropped and the request stays open', async () => {
      const s = setup()
      const { id, settled } = await pendingRequest(s)
      s.page.deliver({ id, type: 'IS_CONNECTED_SUCCESS', payload: { isConnected: 'yes' } })
      s.page.deliver({ id, type: 'GET_USER_SUCCESS', payload: { isConnected: true } })
      s.page.deliver({ id, type: 'IS_CONNECTED_SUCCESS', payload: { isConnected: true }, extra: 1 })
      s.page.deliver('IS_CONNECTED_SUCCESS')
      await vi.advanceTimersByTimeAsync(0)
      expect(settled()).toBe('pending')
      expect(s.logs.length).toBe(4)
    })

    test('an unknown id, or an id already answered, is dropped and logged', async () => {
      const s = setup()
      const { id, settled } = await pendingRequest(s)
      s.page.deliver({
        id: crypto.randomUUID(),
        type: 'IS_CONNECTED_SUCCESS',
        payload: { isConnected: true },
      })
      await vi.advanceTimersByTimeAsync(0)
      expect(settled()).toBe('pending')
      s.page.deliver({ id, type: 'IS_CONNECTED_SUCCESS', payload: { isConnected: false } })
      s.page.deliver({ id, type: 'IS_CONNECTED_SUCCESS', payload: { isConnected: true } })
      await vi.advanceTimersByTimeAsync(0)
      expect(settled()).toEqual({ isConnected: false })
      expect(s.logs.filter(([text]) => String(text).includes('no open request'))).toHaveLength(2)
    })

    test('events reach listeners once per id, only from the frame', async () => {
      const s = setup()
      await readied(s)
      const seen: string[] = []
      s.messenger.onEvent((event) => seen.push(event.type))
      const expired = createEvent('SESSION_EXPIRED')
      s.page.deliver(expired, { origin: 'https://evil.test' })
      s.page.deliver(createEvent('NOT_CONNECTED'), { source: s.page.window })
      s.page.deliver(expired)
      s.page.deliver(expired)
      s.page.deliver({ id: 'x', type: 'APPROVAL_REQUESTED', payload: { method: 1 } })
      expect(seen).toEqual(['SESSION_EXPIRED'])
      expect(s.logs).toHaveLength(4)
    })
  })

  /** Any request with its payload (none when undefined), for the tables below. */
  const send = (s: ReturnType<typeof setup>, type: string, payload: unknown) =>
    (s.messenger.request as (type: string, ...payload: unknown[]) => Promise<unknown>)(
      type,
      ...(payload === undefined ? [] : [payload]),
    )

  // Spec section 8: connect email, device, otp, social and social redirect uri time out at 30 s.
  const TIMED: Array<[string, unknown]> = [
    ['CONNECT_EMAIL', { email: 'a@b.co' }],
    ['CONNECT_DEVICE', undefined],
    ['CONNECT_OTP', { otp: '123456' }],
    ['CONNECT_SOCIAL', { uri: 'https://frame.test/cb?code=1' }],
    ['GET_SOCIAL_REDIRECT_URI', { provider: 'google' }],
  ]

  test("the timed requests are spec section 8's five", () => {
    expect([...TIMED_REQUEST_TYPES].sort()).toEqual(TIMED.map(([type]) => type).sort())
  })

  test.each(TIMED)('%s times out after 30 s with the IFRAME_REQUEST_TIMEOUT alert', async (type, payload) => {
    const s = setup()
    await readied(s)
    const outcome = send(s, type, payload).catch((e: unknown) => e)
    await vi.advanceTimersByTimeAsync(29_999)
    expect(s.alerts).toEqual([])
    await vi.advanceTimersByTimeAsync(1)
    const error = (await outcome) as LatchError
    expect(error.code).toBe('IFRAME_REQUEST_TIMEOUT')
    expect(error.message).toBe('Embedded Wallet Request Timed Out')
    expect(s.alerts).toEqual(['IFRAME_REQUEST_TIMEOUT'])
    // A late answer finds nothing open.
    s.page.deliver({
      id: s.page.posted.at(-1)?.message.id,
      type: `${type}_ERROR`,
      payload: { message: 'late' },
    })
    expect(s.logs.some(([text]) => String(text).includes('no open request'))).toBe(true)
  })

  test.each([
    [
      'GET_USER',
      { chainId: 1 },
      { email: null, address: '0x00000000000000000000000000000000000000e1', chainId: 1, accounts: [] },
    ],
    ['SIGN_OUT', undefined, undefined],
    ['SWITCH_NETWORK', { chainId: 10 }, { chainId: 10 }],
    ['UPDATE_EMAIL', { email: 'new@b.co' }, { action: 'VERIFY_PRIMARY_OTP' }],
    ['IS_CONNECTED', undefined, { isConnected: true }],
    ['RPC_REQUEST', { method: 'eth_getBalance', params: ['0x01', 'latest'], chainId: 1 }, { result: '0x1' }],
  ] as const)(
    '%s is not one of the timed steps: a slow answer still arrives, with no alert',
    async (type, payload, answer) => {
      const s = setup()
      await readied(s)
      let settled: unknown = 'pending'
      void send(s, type, payload).then(
        (value) => {
          settled = { value }
        },
        (error: unknown) => {
          settled = error
        },
      )
      await vi.advanceTimersByTimeAsync(120_000)
      expect(s.alerts).toEqual([])
      expect(settled).toBe('pending')
      const id = s.page.posted.at(-1)?.message.id
      s.page.deliver({ id, type: `${type}_SUCCESS`, ...(answer === undefined ? {} : { payload: answer }) })
      await vi.advanceTimersByTimeAsync(0)
      expect(settled).toEqual({ value: answer })
    },
  )

  test('a frame that reloads (a new FRAME_READY) fails what was open; the reloaded frame answers new requests', async () => {
    const s = setup()
    await readied(s)
    const open = s.messenger.request('GET_USER', { chainId: 1 }).catch((e: unknown) => e)
    await vi.advanceTimersByTimeAsync(0)
    s.page.frameReady()
    const error = (await open) as LatchError
    expect(error.code).toBe('FRAME_IFRAME_NOT_SET')
    s.page.answerWith(() => ({ isConnected: true }))
    await expect(s.messenger.request('IS_CONNECTED')).resolves.toEqual({ isConnected: true })
    expect(s.page.iframe()?.removed).toBe(false)
  })

  test('a frame put up again after the old one was removed is told the newest app data and theme, before the request that brought it', async () => {
    const s = setup()
    const dapp = {
      metadata: { name: 'Demo', description: '', url: 'https://demo.test', icons: [] },
      projectId: 'p1',
      sdkType: 'latch',
      sdkVersion: '1',
    }
    // Not loaded yet: the sync loads the frame and waits for it.
    s.messenger.sync('SYNC_DAPP_DATA', dapp)
    expect(s.page.posted).toEqual([])
    s.page.frameReady()
    s.messenger.sync('SYNC_THEME', { themeMode: 'dark', themeVariables: {} })
    s.messenger.sync('SYNC_THEME', { themeMode: 'light', themeVariables: { '--latch-accent': '#f0f' } })
    expect(s.page.posted.map(({ message }) => message.type)).toEqual([
      'SYNC_DAPP_DATA',
      'SYNC_THEME',
      'SYNC_THEME',
    ])
    // The old frame goes while its syncs are unanswered; the next request puts up a new one.
    s.page.iframe()?.remove()
    await vi.advanceTimersByTimeAsync(1000)
    s.page.answerWith((request) => (request.type === 'IS_CONNECTED' ? { isConnected: true } : undefined))
    const before = s.page.posted.length
    const next = s.messenger.request('IS_CONNECTED')
    s.page.frameReady()
    await vi.advanceTimersByTimeAsync(500)
    await expect(next).resolves.toEqual({ isConnected: true })
    expect(s.page.posted.slice(before).map(({ message }) => [message.type, message.payload])).toEqual([
      ['SYNC_DAPP_DATA', dapp],
      ['SYNC_THEME', { themeMode: 'light', themeVariables: { '--latch-accent': '#f0f' } }],
      ['IS_CONNECTED', undefined],
    ])
  })

  test('a frame taken off the page fails what was open within a second; the next request puts up a new frame', async () => {
    const s = setup()
    await readied(s)
    const first = s.page.iframe()
    const open = s.messenger.request('SIGN_OUT').catch((e: unknown) => e)
    await vi.advanceTimersByTimeAsync(0)
    first?.remove()
    await vi.advanceTimersByTimeAsync(1000)
    expect(((await open) as LatchError).code).toBe('FRAME_IFRAME_NOT_SET')
    expect(s.alerts).toEqual([])
    s.page.answerWith(() => ({ isConnected: false }))
    const next = s.messenger.request('IS_CONNECTED')
    expect(s.page.iframe()).not.toBe(first)
    s.page.frameReady()
    await vi.advanceTimersByTimeAsync(500)
    await expect(next).resolves.toEqual({ isConnected: false })
  })

  test('an unsafe RPC request waits on the user with no time-out', async () => {
    const s = setup()
    await readied(s)
    let settled = false
    void s.messenger
      .request('RPC_REQUEST', { method: 'eth_sendTransaction', params: [], chainId: 1 })
      .then(() => {
        settled = true
      })
    await vi.advanceTimersByTimeAsync(120_000)
    expect(s.alerts).toEqual([])
    const id = s.page.posted.at(-1)?.message.id
    s.page.deliver({ id, type: 'RPC_REQUEST_SUCCESS', payload: { result: '0x1' } })
    await vi.advanceTimersByTimeAsync(0)
    expect(settled).toBe(true)
  })

  test('a Farcaster sign-in waits for the phone with no time-out', async () => {
    const s = setup()
    await readied(s)
    let user: unknown
    void s.messenger.request('CONNECT_FARCASTER').then((payload) => {
      user = payload
    })
    await vi.advanceTimersByTimeAsync(300_000)
    expect(s.alerts).toEqual([])
    const id = s.page.posted.at(-1)?.message.id
    const answered = {
      userName: 'alice',
      address: '0x00000000000000000000000000000000000000e1',
      chainId: 1,
      accounts: [],
    }
    s.page.deliver({ id, type: 'CONNECT_FARCASTER_SUCCESS', payload: answered })
    await vi.advanceTimersByTimeAsync(0)
    expect(user).toMatchObject({ userName: 'alice' })
  })

  test('showing follows the anchor above the modal and lets focus in; hiding hides again', async () => {
    const s = setup()
    await readied(s)
    const frame = s.page.iframe()
    const anchor = { getBoundingClientRect: () => ({ top: 10, left: 20, width: 300, height: 400 }) }
    const hide = s.messenger.show(anchor)
    expect(frame?.getAttribute('style')).toContain('top:10px;left:20px;width:300px;height:400px')
    expect(frame?.getAttribute('style')).toContain('z-index:1000')
    expect(frame?.getAttribute('aria-hidden')).toBeNull()
    expect(frame?.tabIndex).toBe(0)
    expect(frame?.focused).toBe(1)
    hide()
    expect(frame?.getAttribute('style')).toContain('visibility:hidden')
    expect(frame?.getAttribute('aria-hidden')).toBe('true')
  })

  test('guards: no page to put the frame in, a frame not there, a destroyed messenger', async () => {
    const noBody = setup({ withBody: false })
    await expect(noBody.messenger.ready()).rejects.toThrow('W3mFrame: parent is not set')
    const s = setup()
    expect(() =>
      s.messenger.show({ getBoundingClientRect: () => ({ top: 0, left: 0, width: 0, height: 0 }) }),
    ).toThrow('W3mFrame: iframe is not set')
    await readied(s)
    const open = s.messenger.request('IS_CONNECTED').catch((e: unknown) => e)
    await vi.advanceTimersByTimeAsync(0)
    s.messenger.destroy()
    expect(((await open) as Error).message).toBe('W3mFrame: iframe is not set')
    await expect(s.messenger.request('IS_CONNECTED')).rejects.toThrow('W3mFrame: iframe is not set')
  })
})
