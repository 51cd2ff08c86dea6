import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type RunningServer, startServer } from '@latch/server'
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest'
import { pageFetch } from '../../test/support/page-fetch'
import { createTestAdapter } from '../adapter/test-adapter'
import type { EmbeddedWalletEvent, EmbeddedWalletPort } from '../adapter/types'
import { createLatch } from '../client/createLatch'
import { TOASTS } from '../errors/codes'
import { mainnet, solana } from '../networks/predefined'
import { createMemoryBackend, createStorage, STORAGE_KEYS } from '../storage/storage'

const ID = 'latch-embedded'
const ADDRESS = '0x00000000000000000000000000000000000000e1'
const SOLANA_ADDRESS = 'EmbeddedSo1anaAddress1111111111111111111111'

function setup(
  options: {
    action?: 'VERIFY_OTP' | 'VERIFY_DEVICE' | 'CONNECT'
    email?: boolean
    defaultAccountTypes?: { eip155?: 'eoa' | 'smartAccount'; solana?: 'eoa' | 'smartAccount' }
    /** Solana configured: a Solana wallet, and the embedded wallet's connector there unless false. */
    solana?: { embedded: boolean }
  } = {},
) {
  const listeners = new Set<(event: EmbeddedWalletEvent) => void>()
  const calls: string[] = []
  const port: EmbeddedWalletPort = {
    connectorId: ID,
    connectEmail: vi.fn(async (email: string) => {
      calls.push(`email ${email}`)
      return { action: options.action ?? 'VERIFY_OTP' }
    }),
    connectDevice: vi.fn(async () => {
      calls.push('device')
    }),
    connectOtp: vi.fn(async (otp: string) => {
      calls.push(`otp ${otp}`)
      if (otp === '000000') throw new Error('Invalid code. 4 tries left.')
    }),
    updateEmail: vi.fn(async () => ({ action: 'VERIFY_PRIMARY_OTP' as const })),
    updateEmailPrimaryOtp: vi.fn(async () => {}),
    updateEmailSecondaryOtp: vi.fn(async () => ({ email: 'new@example.com' })),
    getUser: vi.fn(async (chainId: number | string) => {
      const address = typeof chainId === 'number' ? ADDRESS : SOLANA_ADDRESS
      return { email: 'ada@example.com', address, chainId, accounts: [{ address, type: 'eoa' as const }] }
    }),
    smartAccountEnabledNetworks: vi.fn(async () => []),
    setPreferredAccountType: vi.fn(async (type) => ({ type, address: ADDRESS })),
    onEvent(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    showFrame: vi.fn(() => () => {}),
    syncTheme: vi.fn(),
    socialRedirect: vi.fn(async () => 'https://frame.test/embedded/v1/social/callback?code=c&state=s'),
    socialRedirectUri: vi.fn(async () => 'https://provider.test/auth'),
    connectSocial: vi.fn(async () => ({
      email: null,
      userName: 'ada',
      address: '0x00000000000000000000000000000000000000e1',
      chainId: 1,
      accounts: [],
    })),
    farcasterUri: vi.fn(async () => 'https://farcaster.test/~/siwf?channelToken=t'),
    cancelFarcaster: vi.fn(async () => {}),
    connectFarcaster: vi.fn(async () => ({
      email: null,
      userName: 'alice',
      address: '0x00000000000000000000000000000000000000e1',
      chainId: 1,
      accounts: [],
    })),
  }
  const adapter = Object.assign(
    createTestAdapter({
      connectors: [{ id: ID, name: 'Email', type: 'AUTH', chain: 'eip155' }],
      accounts: [ADDRESS],
    }),
    { embedded: port },
  )
  const onSolana = options.solana
    ? [
        createTestAdapter({ namespace: 'solana', accounts: ['So1anaWa11et111111111111111111111111111111'] }),
        ...(options.solana.embedded
          ? [
              createTestAdapter({
                namespace: 'solana',
                connectors: [{ id: ID, name: 'Email', type: 'AUTH', chain: 'solana' }],
                accounts: [SOLANA_ADDRESS],
              }),
            ]
          : []),
      ]
    : []
  const backend = createMemoryBackend()
  const storage = createStorage(backend)
  const client = createLatch({
    projectId: 'p',
    networks: options.solana ? [mainnet, solana] : [mainnet],
    adapters: [adapter, ...onSolana],
    storage: backend,
    ...(options.email === false ? { features: { email: false } } : {}),
    ...(options.defaultAccountTypes ? { defaultAccountTypes: options.defaultAccountTypes } : {}),
  })
  const emit = (event: EmbeddedWalletEvent) => {
    for (const listener of listeners) listener(event)
  }
  return { client, port, adapter, storage, emit, calls }
}

afterEach(() => {
  vi.useRealTimers()
})

describe('embedded slice', () => {
  test('offered when the email feature is on and an adapter brings the embedded wallet', () => {
    expect(setup().client.embedded.available()).toBe(true)
    expect(setup({ email: false }).client.embedded.available()).toBe(false)
    expect(createLatch({ projectId: 'p', networks: [mainnet] }).embedded.available()).toBe(false)
  })

  test("an invalid email is refused with the form's message and never reaches the frame", async () => {
    const { client, calls } = setup()
    await client.embedded.connectEmail('')
    expect(client.store.getState().embedded.error).toBe('Required')
    await client.embedded.connectEmail('ada@')
    expect(client.store.getState().embedded.error).toBe('Invalid input')
    expect(calls).toEqual([])
  })

  test('VERIFY_OTP: the code view, the stored keys; the right code connects and clears the login time', async () => {
    const { client, storage, port } = setup()
    await client.start()
    client.open()
    await client.embedded.connectEmail('ada@example.com')
    const state = client.store.getState()
    expect(state.router.view).toBe('EmailVerifyOtp')
    expect(state.embedded).toMatchObject({ email: 'ada@example.com', step: 'VERIFY_OTP', busy: false })
    expect(storage.get(STORAGE_KEYS.emailLoginUsed, (v) => v)).toBe(true)
    expect(storage.get(STORAGE_KEYS.email, (v) => v)).toBe('ada@example.com')
    expect(typeof storage.get(STORAGE_KEYS.lastEmailLoginTime, (v) => v)).toBe('number')

    await client.embedded.verifyOtp('000000')
    expect(client.store.getState().embedded.error).toBe('Invalid code. 4 tries left.')
    expect(client.isConnected()).toBe(false)

    await client.embedded.verifyOtp('123456')
    expect(client.isConnected('eip155')).toBe(true)
    expect(storage.get(STORAGE_KEYS.lastEmailLoginTime, (v) => v)).toBeUndefined()
    await vi.waitFor(() =>
      expect(client.store.getState().accounts.eip155?.user?.email).toBe('ada@example.com'),
    )
    expect(port.getUser).toHaveBeenCalledWith(1, 'smartAccount')
  })

  test("a second request within 30 s: 'Please try again after N seconds', N rounded up", async () => {
    vi.useFakeTimers({ now: 1_000_000 })
    const { client, calls } = setup()
    await client.embedded.connectEmail('ada@example.com')
    vi.setSystemTime(1_000_000 + 12_300)
    await client.embedded.resendCode()
    expect(client.store.getState().embedded.error).toBe('Please try again after 18 seconds')
    vi.setSystemTime(1_000_000 + 30_000)
    await client.embedded.resendCode()
    expect(client.store.getState().embedded.error).toBeUndefined()
    expect(calls).toEqual(['email ada@example.com', 'email ada@example.com'])
  })

  test('VERIFY_DEVICE: the device view, which moves on to the code by itself once approved', async () => {
    const { client, calls } = setup({ action: 'VERIFY_DEVICE' })
    await client.start()
    client.open()
    await client.embedded.connectEmail('ada@example.com')
    await vi.waitFor(() => expect(client.store.getState().router.view).toBe('EmailVerifyOtp'))
    expect(calls).toEqual(['email ada@example.com', 'device'])
    expect(client.store.getState().embedded.step).toBe('VERIFY_OTP')
  })

  test('CONNECT: connected at once, no code asked', async () => {
    const { client, calls } = setup({ action: 'CONNECT' })
    await client.start()
    await client.embedded.connectEmail('ada@example.com')
    expect(client.isConnected('eip155')).toBe(true)
    expect(calls).toEqual(['email ada@example.com'])
  })

  describe('the allowed-origins check, against the services server as a browser page calls it', () => {
    let server: RunningServer
    let dataDir: string
    beforeAll(async () => {
      dataDir = mkdtempSync(join(tmpdir(), 'latch-core-embedded-origins-'))
      server = await startServer({ port: 0, dataDir, log: 'silent', indexer: false })
      await server.server.services.projects.add({ id: 'shop', allowedOrigins: ['https://app.example.com'] })
    }, 60_000)
    afterAll(async () => {
      await server?.stop()
      if (dataDir) rmSync(dataDir, { recursive: true, force: true })
    })
    afterEach(() => {
      vi.unstubAllGlobals()
    })

    /** An email login from a page on `origin`, its fetch bound by the browser's CORS. */
    async function loginFrom(origin: string, projectId = 'shop') {
      vi.stubGlobal('fetch', pageFetch(origin, globalThis.fetch))
      vi.stubGlobal('location', { origin })
      const wallet = setup()
      const client = createLatch({
        projectId,
        networks: [mainnet],
        adapters: [wallet.adapter],
        servicesUrl: server.url,
        storage: createMemoryBackend(),
      })
      await client.embedded.connectEmail('ada@example.com')
      return { state: client.store.getState(), calls: wallet.calls }
    }

    test("a page off the project's list gets 'Invalid App Configuration', not a network error, and asks the frame nothing", async () => {
      const { state, calls } = await loginFrom('https://evil.example')
      expect(state.alert).toMatchObject({ open: true, code: 'INVALID_APP_CONFIGURATION' })
      expect(state.embedded.error).toBe('Invalid App Configuration')
      expect(calls).toEqual([])
    })

    test("a project the server does not know gets 'Invalid App Configuration' (invalid project id) and asks the frame nothing", async () => {
      const { state, calls } = await loginFrom('https://app.example.com', 'no-such-project')
      expect(state.alert).toMatchObject({ open: true, code: 'INVALID_PROJECT_ID' })
      expect(state.embedded.error).toBe('Invalid App Configuration')
      expect(calls).toEqual([])
    })

    test('a page on the list goes on to the frame', async () => {
      const { state, calls } = await loginFrom('https://app.example.com')
      expect(state.alert.open).toBe(false)
      expect(state.embedded.error).toBeUndefined()
      expect(calls).toEqual(['email ada@example.com'])
    })
  })

  test('the frame asking for approval opens ApproveTransaction, or pushes it over a flow that comes back', async () => {
    const { client, emit } = setup()
    await client.start()
    // The frame speaks only once the client's runtime has loaded it (a login, a restore).
    await client.prepare()
    emit({ type: 'approvalRequested', method: 'personal_sign' })
    await vi.waitFor(() => expect(client.store.getState().router.view).toBe('ApproveTransaction'))
    expect(client.store.getState().embedded.approval).toEqual({ method: 'personal_sign' })
    expect(client.close()).toBe(false)
    emit({ type: 'approvalSettled', approved: true })
    await vi.waitFor(() => expect(client.store.getState().modal.open).toBe(false))

    client.open({ view: 'Networks' })
    emit({ type: 'approvalRequested', method: 'eth_sendTransaction' })
    await vi.waitFor(() => expect(client.store.getState().router.view).toBe('ApproveTransaction'))
    expect(client.store.getState().transactions.stack).toHaveLength(1)
    // The frame's Approve and Reject stay on screen: Back does not leave the waiting request.
    client.router.back()
    expect(client.store.getState().router.view).toBe('ApproveTransaction')
    expect(client.store.getState().transactions.stack).toHaveLength(1)
    emit({ type: 'approvalSettled', approved: false })
    await vi.waitFor(() => expect(client.store.getState().router.view).toBe('Networks'))
    expect(client.store.getState().transactions.stack).toHaveLength(0)
    expect(client.store.getState().modal.open).toBe(true)
  })

  test("a new wallet's recovery key: the frame's screen follows the code view, the modal holds until it is saved, then closes", async () => {
    const { client, emit } = setup()
    await client.start()
    await client.embedded.connectEmail('ada@example.com')
    expect(client.store.getState().router.view).toBe('EmailVerifyOtp')
    emit({ type: 'recoveryRequested', mode: 'save' })
    await vi.waitFor(() => expect(client.store.getState().router.view).toBe('EmbeddedRecovery'))
    await client.embedded.verifyOtp('123456')
    expect(client.isConnected()).toBe(true)
    // The login is done, but the key on screen is shown only once: neither the login nor the user closes it.
    expect(client.store.getState().modal.open).toBe(true)
    expect(client.close()).toBe(false)
    client.router.back()
    expect(client.store.getState().router.view).toBe('EmbeddedRecovery')
    emit({ type: 'recoverySettled', mode: 'save', done: true })
    await vi.waitFor(() => expect(client.store.getState().modal.open).toBe(false))
    expect(client.store.getState().embedded.recovery).toBeUndefined()
    expect(client.isConnected()).toBe(true)
  })

  test('a new device whose user cancels entering the recovery key is disconnected with the reason', async () => {
    const { client, emit } = setup({ action: 'CONNECT' })
    await client.start()
    await client.embedded.connectEmail('ada@example.com')
    expect(client.isConnected()).toBe(true)
    emit({ type: 'recoveryRequested', mode: 'enter' })
    await vi.waitFor(() => expect(client.store.getState().router.view).toBe('EmbeddedRecovery'))
    expect(client.store.getState().embedded.recovery).toBe('enter')
    emit({ type: 'recoverySettled', mode: 'enter', done: false })
    await vi.waitFor(() => expect(client.isConnected()).toBe(false))
    expect(client.store.getState().modal.open).toBe(false)
    expect(client.store.getState().toast).toMatchObject({
      message: 'This device needs your recovery key to use your wallet.',
      variant: 'error',
    })
  })

  describe('Farcaster sign-in', () => {
    /** The next Farcaster wait resolves only when the returned function answers it. */
    function answerLater(port: EmbeddedWalletPort) {
      let answer: (user: Awaited<ReturnType<EmbeddedWalletPort['connectFarcaster']>>) => void = () => {}
      vi.mocked(port.connectFarcaster).mockImplementationOnce(
        () =>
          new Promise((resolve) => {
            answer = resolve
          }),
      )
      return (userName: string) =>
        answer({ email: null, userName, address: ADDRESS, chainId: 1, accounts: [] })
    }

    test("ConnectingFarcaster shows the frame's link as farcasterUrl; the answer connects, keeps the provider and closes the modal", async () => {
      const { client, port, storage } = setup()
      await client.start()
      const answer = answerLater(port)
      client.open()
      const login = client.embedded.connectFarcaster()
      await vi.waitFor(() => expect(port.connectFarcaster).toHaveBeenCalled())
      const state = client.store.getState()
      expect(state.router.view).toBe('ConnectingFarcaster')
      expect(state.embedded.social).toEqual({ provider: 'farcaster', phase: 'waiting' })
      expect(state.accounts.eip155?.farcasterUrl).toBe('https://farcaster.test/~/siwf?channelToken=t')
      answer('alice')
      await login
      expect(client.isConnected()).toBe(true)
      expect(client.store.getState().modal.open).toBe(false)
      expect(client.store.getState().accounts.eip155).toMatchObject({
        socialProvider: 'farcaster',
        farcasterUrl: undefined,
      })
      expect(storage.get(STORAGE_KEYS.socialProvider, (raw) => raw)).toBe('farcaster')
      expect(storage.get(STORAGE_KEYS.socialUsername, (raw) => raw)).toBe('alice')
      expect(port.cancelFarcaster).not.toHaveBeenCalled()
    })

    test('leaving the view ends the wait in the frame, and a late answer connects nobody', async () => {
      const { client, port } = setup()
      await client.start()
      const answer = answerLater(port)
      client.open()
      const login = client.embedded.connectFarcaster()
      await vi.waitFor(() => expect(port.connectFarcaster).toHaveBeenCalled())
      client.router.back()
      await vi.waitFor(() => expect(port.cancelFarcaster).toHaveBeenCalledTimes(1))
      answer('alice')
      await login
      expect(client.isConnected()).toBe(false)
      expect(client.store.getState().router.view).toBe('Connect')
      expect(client.store.getState().embedded.social).toBeUndefined()
      expect(client.store.getState().accounts.eip155?.farcasterUrl).toBeUndefined()
    })

    test('an expired link: back on Connect with the reason, nothing connected', async () => {
      const { client, port } = setup()
      await client.start()
      vi.mocked(port.connectFarcaster).mockRejectedValueOnce(
        new Error('This sign-in is not valid any more. Start again.'),
      )
      client.open()
      await client.embedded.connectFarcaster()
      expect(client.store.getState().router.view).toBe('Connect')
      expect(client.store.getState().embedded.socialError).toBe(
        'This sign-in is not valid any more. Start again.',
      )
      expect(client.isConnected()).toBe(false)
    })
  })

  describe('social login', () => {
    const popup = () => ({ location: { href: '' }, closed: false, close: vi.fn() })

    test.each(['google', 'farcaster'])(
      "a %s login shows 'Authenticating...' while the frame's answer becomes the connection, and hides it once connected",
      async (provider) => {
        const { client, adapter } = setup()
        await client.start()
        // The toast as it is while the connection is being made.
        let during: unknown
        const connect = adapter.connect.bind(adapter)
        vi.spyOn(adapter, 'connect').mockImplementation(async (parameters) => {
          during = { ...client.store.getState().toast }
          return connect(parameters)
        })
        vi.stubGlobal('open', vi.fn(popup))
        try {
          client.open()
          await (provider === 'farcaster'
            ? client.embedded.connectFarcaster()
            : client.embedded.connectSocial(provider))
        } finally {
          vi.unstubAllGlobals()
        }
        expect(during).toEqual({ open: true, message: 'Authenticating...', variant: 'loading' })
        expect(client.isConnected()).toBe(true)
        expect(client.store.getState().toast.open).toBe(false)
      },
    )

    test('the popup opens in the call, goes to the provider; the answer signs in, keeps the provider and closes the modal', async () => {
      const { client, port, storage } = setup()
      await client.start()
      const opened = popup()
      vi.stubGlobal(
        'open',
        vi.fn(() => opened),
      )
      try {
        client.open()
        const login = client.embedded.connectSocial('github')
        // Opened synchronously, inside the click that asked for it.
        expect(globalThis.open).toHaveBeenCalledTimes(1)
        await login
      } finally {
        vi.unstubAllGlobals()
      }
      expect(port.socialRedirect).toHaveBeenCalledWith('github', opened)
      expect(port.connectSocial).toHaveBeenCalledWith(
        'https://frame.test/embedded/v1/social/callback?code=c&state=s',
      )
      expect(client.isConnected()).toBe(true)
      expect(client.store.getState().modal.open).toBe(false)
      expect(client.store.getState().accounts.eip155?.socialProvider).toBe('github')
      expect(storage.get(STORAGE_KEYS.socialProvider, (raw) => raw)).toBe('github')
    })

    test('a closed popup or a refused consent: back on Connect with the reason, nothing connected', async () => {
      const { client, port } = setup()
      await client.start()
      vi.mocked(port.socialRedirect).mockRejectedValueOnce(new Error('The sign-in window was closed.'))
      vi.stubGlobal('open', vi.fn(popup))
      try {
        client.open()
        await client.embedded.connectSocial('google')
      } finally {
        vi.unstubAllGlobals()
      }
      expect(client.store.getState().router.view).toBe('Connect')
      expect(client.store.getState().embedded.socialError).toBe('The sign-in window was closed.')
      expect(client.isConnected()).toBe(false)
    })

    test("a failure once the provider answered: 'A problem occurred while trying initialize authentication', disconnected, back on Connect", async () => {
      const { client, port } = setup()
      await client.start()
      vi.mocked(port.connectSocial).mockRejectedValueOnce(
        new Error('The sign-in provider failed. Try again.'),
      )
      vi.stubGlobal('open', vi.fn(popup))
      try {
        client.open()
        await client.embedded.connectSocial('x')
      } finally {
        vi.unstubAllGlobals()
      }
      // The loading toast gives way to the error after the toast swap.
      await vi.waitFor(() =>
        expect(client.store.getState().toast).toMatchObject({
          message: 'A problem occurred while trying initialize authentication',
          variant: 'error',
        }),
      )
      expect(client.isConnected()).toBe(false)
      expect(client.store.getState().router.view).toBe('Connect')
    })

    test('on a phone the page itself goes to the provider, and no popup opens', async () => {
      const { client, port } = setup()
      await client.start()
      const assign = vi.fn()
      const open = vi.fn(popup)
      vi.stubGlobal('open', open)
      vi.stubGlobal('location', { href: 'https://app.test/', assign })
      vi.stubGlobal('navigator', {
        userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Mobile/15E148',
      })
      try {
        await client.embedded.connectSocial('google')
      } finally {
        vi.unstubAllGlobals()
      }
      expect(open).not.toHaveBeenCalled()
      expect(port.socialRedirectUri).toHaveBeenCalledWith('google', 'https://app.test/')
      expect(assign).toHaveBeenCalledWith('https://provider.test/auth')
    })

    test('a blocked popup: the page itself goes to the provider, to come back to this address', async () => {
      const { client, port } = setup()
      await client.start()
      const assign = vi.fn()
      vi.stubGlobal(
        'open',
        vi.fn(() => null),
      )
      vi.stubGlobal('location', { href: 'https://app.test/shop?item=1', assign })
      try {
        await client.embedded.connectSocial('discord')
      } finally {
        vi.unstubAllGlobals()
      }
      expect(port.socialRedirectUri).toHaveBeenCalledWith('discord', 'https://app.test/shop?item=1')
      expect(assign).toHaveBeenCalledWith('https://provider.test/auth')
    })

    test('back from a redirect login: result_uri is taken off the address and redeemed (Telegram)', async () => {
      const { client, port, storage } = setup()
      storage.set(STORAGE_KEYS.socialProvider, 'discord')
      const replaceState = vi.fn()
      const answer = 'https://frame.test/embedded/v1/social/callback?code=c&state=s'
      vi.stubGlobal('location', {
        href: `https://app.test/shop?item=1&result_uri=${encodeURIComponent(answer)}`,
      })
      vi.stubGlobal('history', { state: null, replaceState })
      try {
        await client.start()
        await vi.waitFor(() => expect(client.isConnected()).toBe(true))
      } finally {
        vi.unstubAllGlobals()
      }
      expect(replaceState).toHaveBeenCalledWith(null, '', 'https://app.test/shop?item=1')
      expect(port.connectSocial).toHaveBeenCalledWith(answer)
      expect(client.store.getState().accounts.eip155?.socialProvider).toBe('discord')
    })

    test('a blocked popup asks to allow pop-ups and asks the frame nothing', async () => {
      const { client, port } = setup()
      await client.start()
      vi.stubGlobal(
        'open',
        vi.fn(() => null),
      )
      try {
        client.open()
        await client.embedded.connectSocial('apple')
      } finally {
        vi.unstubAllGlobals()
      }
      expect(client.store.getState().embedded.socialError).toMatch(/Allow pop-ups/)
      expect(port.socialRedirect).not.toHaveBeenCalled()
    })
  })

  test("the frame's screens follow the modal's theme: sent once the runtime is there, again on a change", async () => {
    const { client, port } = setup()
    await client.start()
    expect(port.syncTheme).not.toHaveBeenCalled()
    // What the client follows besides the frame's events loads with the runtime (./start.ts), which
    // comes before the frame can load.
    await client.prepare()
    await vi.waitFor(() =>
      expect(port.syncTheme).toHaveBeenLastCalledWith({
        themeMode: 'dark',
        themeVariables: expect.objectContaining({ '--latch-modal-width': '360px' }),
      }),
    )
    client.setThemeMode('light')
    expect(port.syncTheme).toHaveBeenLastCalledWith(expect.objectContaining({ themeMode: 'light' }))
  })

  test('"not connected" while the embedded wallet is active clears the address and stops loading', async () => {
    const { client, emit } = setup({ action: 'CONNECT' })
    await client.start()
    await client.embedded.connectEmail('ada@example.com')
    client.modal.setLoading('eip155', true)
    emit({ type: 'notConnected' })
    await vi.waitFor(() => expect(client.store.getState().accounts.eip155?.address).toBeUndefined())
    expect(client.store.getState().modal.loading.eip155).toBe(false)
    expect(client.isConnected()).toBe(false)
  })

  test("a frame that did not load: its alert reaches the state as 'Network Error - Could not load embedded wallet', and the loading stops", async () => {
    const { client, emit } = setup()
    await client.start()
    await client.prepare()
    client.modal.setLoading('eip155', true)
    emit({ type: 'alert', code: 'IFRAME_LOAD_FAILED' })
    await vi.waitFor(() =>
      expect(client.store.getState().alert).toMatchObject({
        open: true,
        code: 'IFRAME_LOAD_FAILED',
        message: 'Network Error - Could not load embedded wallet',
        variant: 'error',
      }),
    )
    expect(client.store.getState().modal.loading.eip155).toBe(false)
  })

  test("an expired session: 'Session Expired' and the embedded connection ends", async () => {
    const { client, emit } = setup({ action: 'CONNECT' })
    await client.start()
    await client.embedded.connectEmail('ada@example.com')
    emit({ type: 'sessionExpired' })
    await vi.waitFor(() => expect(client.isConnected()).toBe(false))
    expect(client.store.getState().alert.code).toBe('JWT_TOKEN_NOT_VALID')
  })

  test('update email: the current address code, then the new one, then Account with the new email', async () => {
    const { client, port, storage } = setup({ action: 'CONNECT' })
    await client.start()
    await client.embedded.connectEmail('ada@example.com')
    client.open({ view: 'UpdateEmail' })
    await client.embedded.updateEmail('new@example.com')
    expect(client.store.getState().router.view).toBe('UpdateEmailOtp')
    expect(client.store.getState().embedded.update).toEqual({
      email: 'new@example.com',
      step: 'VERIFY_PRIMARY_OTP',
    })
    await client.embedded.verifyUpdateOtp('111111')
    expect(client.store.getState().embedded.update?.step).toBe('VERIFY_SECONDARY_OTP')
    await client.embedded.verifyUpdateOtp('222222')
    expect(port.updateEmailPrimaryOtp).toHaveBeenCalledWith('111111')
    expect(port.updateEmailSecondaryOtp).toHaveBeenCalledWith('222222')
    expect(client.store.getState().router.view).toBe('Account')
    expect(storage.get(STORAGE_KEYS.email, (v) => v)).toBe('new@example.com')
  })

  test("without the embedded wallet's connection, what only it can do says 'Address or auth connector not found' and asks nothing", async () => {
    const { client, port } = setup()
    await client.start()
    for (const call of [
      () => client.embedded.updateEmail('new@example.com'),
      () => client.embedded.setPreferredAccountType('eoa'),
      () => client.embedded.revokeSession('pci'),
    ])
      await expect(call()).rejects.toMatchObject({
        code: 'ADDRESS_OR_AUTH_CONNECTOR_NOT_FOUND',
        message: 'Address or auth connector not found',
      })
    expect(port.updateEmail).not.toHaveBeenCalled()
    expect(port.setPreferredAccountType).not.toHaveBeenCalled()
  })

  test('disconnect signs the embedded wallet out and clears the stored email keys', async () => {
    const { client, storage, adapter } = setup({ action: 'CONNECT' })
    await client.start()
    await client.embedded.connectEmail('ada@example.com')
    const disconnect = vi.spyOn(adapter, 'disconnect')
    await client.disconnect()
    expect(disconnect).toHaveBeenCalledWith({ connectorId: ID })
    expect(storage.get(STORAGE_KEYS.email, (v) => v)).toBeUndefined()
    expect(storage.get(STORAGE_KEYS.emailLoginUsed, (v) => v)).toBeUndefined()
  })

  test('RPC through the embedded wallet goes through the gate: unsafe waits in ApproveTransaction, unknown is refused after 300 ms', async () => {
    const { client, emit, adapter } = setup({ action: 'CONNECT' })
    await client.start()
    await client.embedded.connectEmail('ada@example.com')
    let answer: (value: unknown) => void = () => {}
    vi.spyOn(adapter, 'request').mockImplementation(
      () =>
        new Promise((resolve) => {
          answer = resolve
        }),
    )
    const signed = client.request({ method: 'personal_sign', params: ['0x00', ADDRESS] })
    await vi.waitFor(() => expect(client.store.getState().router.view).toBe('ApproveTransaction'))
    expect(client.store.getState().modal.open).toBe(true)
    // The frame's own approval events leave the closing to the gate, which has the result.
    emit({ type: 'approvalRequested', method: 'personal_sign' })
    emit({ type: 'approvalSettled', approved: true })
    await new Promise((resolve) => setTimeout(resolve, 10))
    expect(client.store.getState().modal.open).toBe(true)
    expect(client.store.getState().transactions.stack).toHaveLength(0)
    answer('0xsigned')
    expect(await signed).toBe('0xsigned')
    expect(client.store.getState().modal.open).toBe(false)

    const started = Date.now()
    await expect(client.request({ method: 'eth_mine' })).rejects.toThrow('Requested RPC call is not allowed')
    expect(Date.now() - started).toBeGreaterThanOrEqual(290)
    expect(client.store.getState().alert).toMatchObject({
      code: 'RPC_METHOD_NOT_ALLOWED',
      longMessage: 'Action not allowed',
    })
  })

  describe('account types', () => {
    const SMART = '0x00000000000000000000000000000000000000a5'
    async function login(client: ReturnType<typeof setup>['client']) {
      await client.start()
      await client.embedded.connectEmail('ada@example.com')
      await client.embedded.verifyOtp('123456')
    }
    const smartUser = (chainId: number | string, type: 'eoa' | 'smartAccount' = 'smartAccount') => ({
      email: 'ada@example.com',
      address: type === 'smartAccount' ? SMART : ADDRESS,
      chainId,
      accounts: [
        { address: SMART, type: 'smartAccount' as const },
        { address: ADDRESS, type: 'eoa' as const },
      ],
      preferredAccountType: type,
      smartAccountDeployed: false,
    })

    test('after login the enabled networks are stored as a comma list; the account gets its types and deployment', async () => {
      const { client, port, storage } = setup()
      vi.mocked(port.smartAccountEnabledNetworks).mockResolvedValue([1, 10])
      vi.mocked(port.getUser).mockImplementation(async (chainId) => smartUser(chainId))
      await login(client)
      await vi.waitFor(() => expect(client.store.getState().accounts.eip155?.user?.address).toBe(SMART))
      expect(storage.get(STORAGE_KEYS.smartAccountEnabledNetworks, (v) => v)).toBe('1,10')
      const account = client.store.getState().accounts.eip155
      expect(account?.allAccounts).toEqual([
        { address: SMART, type: 'smartAccount' },
        { address: ADDRESS, type: 'eoa' },
      ])
      expect(account?.preferredAccountTypes.eip155).toBe('smartAccount')
      expect(account?.smartAccountDeployed).toBe(false)
      expect(client.store.getState().toast?.message).toBe('')
    })

    test("a smart account asked for on a network without one: the eoa acts and the toast says 'This application might not support Smart Accounts'", async () => {
      const { client, port } = setup()
      vi.mocked(port.smartAccountEnabledNetworks).mockResolvedValue([10])
      await login(client)
      await vi.waitFor(() =>
        expect(client.store.getState().toast?.message).toBe(
          'This application might not support Smart Accounts',
        ),
      )
      expect(client.store.getState().accounts.eip155?.address).toBe(ADDRESS)
    })

    test("the host's preferred type is asked of the wallet; the visitor's stored choice overrides it", async () => {
      const first = setup({ defaultAccountTypes: { eip155: 'eoa' } })
      await login(first.client)
      await vi.waitFor(() => expect(first.port.getUser).toHaveBeenCalledWith(1, 'eoa'))
      const second = setup({ defaultAccountTypes: { eip155: 'eoa' } })
      second.storage.set(STORAGE_KEYS.preferredAccountTypes, { eip155: 'smartAccount' })
      await login(second.client)
      await vi.waitFor(() => expect(second.port.getUser).toHaveBeenCalledWith(1, 'smartAccount'))
    })

    test('switching to the eoa remembers the choice and reads the acting account again', async () => {
      const { client, port, storage } = setup()
      vi.mocked(port.smartAccountEnabledNetworks).mockResolvedValue([1])
      let type: 'eoa' | 'smartAccount' = 'smartAccount'
      vi.mocked(port.getUser).mockImplementation(async (chainId) => smartUser(chainId, type))
      vi.mocked(port.setPreferredAccountType).mockImplementation(async (next) => {
        type = next as typeof type
        return { type: next, address: next === 'eoa' ? ADDRESS : SMART }
      })
      await login(client)
      await vi.waitFor(() => expect(client.store.getState().accounts.eip155?.user?.address).toBe(SMART))
      await client.embedded.setPreferredAccountType('eoa')
      expect(port.setPreferredAccountType).toHaveBeenCalledWith('eoa')
      expect(storage.get(STORAGE_KEYS.preferredAccountTypes, (v) => v)).toEqual({ eip155: 'eoa' })
      expect(client.store.getState().accounts.eip155?.preferredAccountTypes.eip155).toBe('eoa')
      expect(port.getUser).toHaveBeenLastCalledWith(1, 'eoa')
    })

    test('a smart account the wallet refuses on this network: the toast, and the stored choice is left as it was', async () => {
      const { client, port, storage } = setup()
      vi.mocked(port.setPreferredAccountType).mockRejectedValue(new Error('not here'))
      await login(client)
      await client.embedded.setPreferredAccountType('smartAccount')
      expect(client.store.getState().toast?.message).toBe('This application might not support Smart Accounts')
      expect(storage.get(STORAGE_KEYS.preferredAccountTypes, (v) => v)).toBeUndefined()
    })
  })
})

describe('the embedded wallet on several namespaces', () => {
  test('a login connects on the active namespace when the embedded wallet serves it', async () => {
    const { client } = setup({ action: 'CONNECT', solana: { embedded: true } })
    await client.start()
    await client.switchNetwork(solana)
    await client.embedded.connectEmail('ada@example.com')
    expect(client.store.getState().connection.connections.solana?.connectorId).toBe(ID)
    expect(client.isConnected('eip155')).toBe(false)
    // The user is read in by the Solana cluster's id, and lands in the Solana account.
    await vi.waitFor(() =>
      expect(client.store.getState().accounts.solana?.user?.address).toBe(SOLANA_ADDRESS),
    )
  })

  test('a login connects on eip155 when the active namespace is one the embedded wallet does not serve', async () => {
    const { client } = setup({ action: 'CONNECT', solana: { embedded: false } })
    await client.start()
    await client.switchNetwork(solana)
    await client.embedded.connectEmail('ada@example.com')
    expect(client.store.getState().connection.connections.eip155?.connectorId).toBe(ID)
    expect(client.store.getState().connection.connections.solana).toBeUndefined()
  })

  test('each namespace connected through the embedded wallet gets its own user read in; the smart-account fallback is never told for Solana', async () => {
    // A host asking for smart accounts on Solana too: the wallet has them on eip155 only.
    const { client, port } = setup({
      action: 'CONNECT',
      solana: { embedded: true },
      defaultAccountTypes: { eip155: 'eoa', solana: 'smartAccount' },
    })
    vi.mocked(port.smartAccountEnabledNetworks).mockResolvedValue([11155111])
    const toasts: string[] = []
    client.store.select(
      (state) => state.toast.message,
      (message) => toasts.push(message),
    )
    await client.start()
    await client.embedded.connectEmail('ada@example.com')
    await client.switchNetwork(solana)
    await vi.waitFor(() => {
      const { accounts } = client.store.getState()
      expect(accounts.eip155?.user?.address).toBe(ADDRESS)
      expect(accounts.solana?.user?.address).toBe(SOLANA_ADDRESS)
    })
    expect(port.getUser).toHaveBeenCalledWith(solana.id, 'smartAccount')
    expect(toasts).not.toContain(TOASTS.SMART_ACCOUNTS_UNSUPPORTED)
  })

  test('an expired session disconnects every namespace the embedded wallet is connected on', async () => {
    const { client, emit } = setup({ action: 'CONNECT', solana: { embedded: true } })
    await client.start()
    await client.embedded.connectEmail('ada@example.com')
    await client.switchNetwork(solana)
    expect(client.isConnected('solana')).toBe(true)
    emit({ type: 'sessionExpired' })
    await vi.waitFor(() => expect(client.isConnected()).toBe(false))
    expect(client.store.getState().connection.connections).toEqual({})
  })
})
