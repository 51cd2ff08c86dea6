// The start-up checks and reporting against the real services server: allowed origins, the
// analytics config and POST /e (stored in its database), the error reporter's limits, and the
// server's provider messages turned into alerts.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type RunningServer, startServer } from '@latch/server'
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest'
import { analyticsEvents } from '../../../../apps/server/src/db/schema'
import { pageFetch } from '../../test/support/page-fetch'
import { createTestAdapter } from '../adapter/test-adapter'
import { createLatch } from '../client/createLatch'
import { createEventEmitter } from '../connection/events'
import type { AlertCode } from '../errors/codes'
import { mainnet, solana } from '../networks/predefined'
import { DEFAULT_FEATURES } from '../options/defaults'
import { createServicesContext } from '../services/context'
import { createStore } from '../store/store'
import { createAlertActions } from '../toasts/alerts'
import { initialAlertState, initialToastState } from '../toasts/state'
import { startDiagnostics } from './actions'

let server: RunningServer
let dataDir: string
let nextProject = 0

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'latch-core-diagnostics-'))
  server = await startServer({ port: 0, dataDir, log: 'silent', indexer: false })
}, 60_000)

afterAll(async () => {
  await server?.stop()
  if (dataDir) rmSync(dataDir, { recursive: true, force: true })
})

const running: { destroy(): void }[] = []
afterEach(() => {
  for (const d of running.splice(0)) d.destroy()
})

/** A project of its own per test, so stored events are counted per test. */
async function project(options: { origins?: string[]; analytics?: boolean } = {}) {
  const id = `diag-${++nextProject}`
  await server.server.services.projects.add({
    id,
    allowedOrigins: options.origins ?? ['https://shop.example'],
    analyticsEnabled: options.analytics ?? true,
  })
  return id
}

const stored = async (projectId: string) =>
  (await server.server.database.db.select().from(analyticsEvents)).filter(
    (row) => row.projectId === projectId,
  )

/**
 * Diagnostics for a page on `origin` (default on the project's list), calling the server as a
 * browser does (`sameOrigin`: as a page on the server's own origin, which sends no Origin).
 */
function start(
  projectId: string,
  options: { origin?: string; features?: Partial<typeof DEFAULT_FEATURES>; sameOrigin?: boolean } = {},
) {
  const alerts: AlertCode[] = []
  const requests: string[] = []
  const events = createEventEmitter()
  const page = options.origin ?? 'https://shop.example'
  const send = options.sameOrigin ? fetch : pageFetch(page)
  const diagnostics = startDiagnostics({
    services: createServicesContext({
      baseUrl: server.url,
      projectId,
      fetch: (input: RequestInfo | URL, init?: RequestInit) => {
        requests.push(`${init?.method ?? 'GET'} ${new URL(String(input)).pathname}`)
        return send(input, init)
      },
    }) as NonNullable<ReturnType<typeof createServicesContext>>,
    options: { features: { ...DEFAULT_FEATURES, ...options.features } },
    pageOrigin: () => page,
    toasts: { showAlert: (code) => alerts.push(code) },
    events,
  })
  running.push(diagnostics)
  return { diagnostics, alerts, requests, events }
}

describe('allowed origins', () => {
  test("a page not on the project's allowlist gets 'Invalid App Configuration' once when email is offered", async () => {
    const id = await project()
    const { diagnostics, alerts, requests } = start(id, { origin: 'https://elsewhere.example' })
    await diagnostics.ready
    expect(requests).toContain('GET /projects/v1/origins')
    expect(alerts).toEqual(['INVALID_APP_CONFIGURATION'])
  })

  test('a list the server answers (a page on its own origin sends no Origin) is checked in the page', async () => {
    const id = await project()
    const { diagnostics, alerts } = start(id, { origin: 'https://elsewhere.example', sameOrigin: true })
    await diagnostics.ready
    expect(alerts).toEqual(['INVALID_APP_CONFIGURATION'])
  })

  test("with only analytics on, a page off the list gets 'Invalid App Configuration' from the analytics config", async () => {
    const id = await project()
    const { diagnostics, alerts, requests } = start(id, {
      origin: 'https://elsewhere.example',
      features: { email: false, socials: false },
    })
    await diagnostics.ready
    expect(requests).toEqual(['GET /getAnalyticsConfig'])
    expect(alerts).toEqual(['INVALID_APP_CONFIGURATION'])
  })

  test('a page on the allowlist gets no alert', async () => {
    const id = await project()
    const { diagnostics, alerts } = start(id)
    await diagnostics.ready
    expect(alerts).toEqual([])
  })

  test('without email and socials the origins are not asked for', async () => {
    const id = await project()
    const { diagnostics, alerts, requests } = start(id, {
      origin: 'https://elsewhere.example',
      features: { email: false, socials: false, analytics: false },
    })
    await diagnostics.ready
    expect(requests).not.toContain('GET /projects/v1/origins')
    expect(alerts).toEqual([])
  })
})

describe('analytics', () => {
  test('events go to POST /e with origin and path only, and never an address', async () => {
    const id = await project()
    const { diagnostics, events } = start(id)
    events.emit({ type: 'MODAL_OPEN' })
    events.emit({ type: 'CONNECT_SUCCESS', namespace: 'eip155', connectorId: 'injected', address: '0xabc' })
    await diagnostics.ready
    await expect.poll(async () => (await stored(id)).length).toBe(2)
    const rows = await stored(id)
    expect(rows.map((r) => r.props.event).sort()).toEqual(['CONNECT_SUCCESS', 'MODAL_OPEN'])
    expect(JSON.stringify(rows.map((r) => r.props))).not.toContain('0xabc')
  })

  test('nothing is sent when the analytics feature is off, or the project has analytics off', async () => {
    const off = await project()
    const a = start(off, { features: { analytics: false } })
    const disabled = await project({ analytics: false })
    const b = start(disabled)
    a.events.emit({ type: 'MODAL_OPEN' })
    b.events.emit({ type: 'MODAL_OPEN' })
    await Promise.all([a.diagnostics.ready, b.diagnostics.ready])
    expect(a.requests).not.toContain('GET /getAnalyticsConfig')
    expect(b.requests).toContain('GET /getAnalyticsConfig')
    await new Promise((resolve) => setImmediate(resolve))
    expect([...a.requests, ...b.requests]).not.toContain('POST /e')
  })

  test("a 403 from POST /e shows 'Invalid App Configuration' once, then sending stops", async () => {
    const id = await project()
    const { diagnostics, events, alerts, requests } = start(id)
    await diagnostics.ready
    await server.server.services.projects.setAnalytics(id, false)
    for (let i = 0; i < 3; i++) events.emit({ type: 'MODAL_OPEN' })
    await expect.poll(() => alerts).toEqual(['INVALID_APP_CONFIGURATION'])
    events.emit({ type: 'MODAL_CLOSE' })
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(alerts).toEqual(['INVALID_APP_CONFIGURATION'])
    // The three sends raced the first answer; after it, none.
    expect(requests.filter((r) => r === 'POST /e').length).toBeLessThanOrEqual(3)
    expect(await stored(id)).toEqual([])
  })
})

describe('error reports', () => {
  const reports = async (id: string) =>
    (await stored(id)).filter((r) => r.props.type === 'error').map((r) => r.props as Record<string, unknown>)

  test('at most 5 reports a minute reach the server', async () => {
    const id = await project()
    const { diagnostics } = start(id)
    for (let i = 0; i < 8; i++) diagnostics.error(new Error(`failure ${i}`))
    await diagnostics.ready
    await expect.poll(async () => (await reports(id)).length).toBe(5)
    await new Promise((resolve) => setTimeout(resolve, 100))
    // The first five: sent at once, they may be stored in any order.
    expect((await reports(id)).map((r) => r.message).sort()).toEqual(
      [0, 1, 2, 3, 4].map((i) => `failure ${i}`),
    )
  })

  test('a provider init error is reported once however often it happens', async () => {
    const id = await project()
    const { diagnostics } = start(id)
    for (let i = 0; i < 3; i++)
      diagnostics.providerInitError(new Error('no provider'), { namespace: 'eip155' })
    diagnostics.providerInitError(new Error('another'), { namespace: 'solana' })
    await diagnostics.ready
    await expect.poll(async () => (await reports(id)).length).toBe(2)
    expect((await reports(id)).map((r) => [r.kind, r.message])).toEqual([
      ['provider-init', 'no provider'],
      ['provider-init', 'another'],
    ])
  })

  test('an error event (a failed connect) is reported', async () => {
    const id = await project()
    const { diagnostics, events } = start(id)
    events.emit({ type: 'CONNECT_ERROR', namespace: 'eip155', connectorId: 'x', message: 'declined' })
    await diagnostics.ready
    await expect.poll(async () => (await reports(id)).map((r) => r.message)).toEqual(['declined'])
  })
})

describe('provider messages', () => {
  test("the server's 'Unauthorized: invalid key' for an unknown project shows 'Invalid App Configuration' once", async () => {
    const { diagnostics, alerts } = start('no-such-project')
    await diagnostics.ready
    expect(alerts).toEqual(['INVALID_PROJECT_ID'])
  })

  test('each mapped provider message in an error, however wrapped, shows its alert', () => {
    const { diagnostics, alerts } = start('no-such-project', {
      features: { analytics: false, email: false, socials: false },
    })
    diagnostics.error(
      new Error('outer', { cause: new Error('JWT validation error: JWT Token is not yet valid') }),
    )
    diagnostics.error(new Error('Unauthorized: origin not allowed'))
    diagnostics.error(new Error('something else'))
    expect(alerts).toEqual(['JWT_TOKEN_NOT_VALID', 'UNVERIFIED_DOMAIN'])
  })
})

describe('debug', () => {
  test('with debug off an alert is kept in the state for the app but the modal does not open it', () => {
    const store = createStore({ toast: initialToastState(), alert: initialAlertState() })
    createAlertActions(store, false).showAlert('INVALID_APP_CONFIGURATION')
    expect(store.getState().alert).toMatchObject({
      open: false,
      code: 'INVALID_APP_CONFIGURATION',
      message: 'Invalid App Configuration',
    })
    createAlertActions(store, true).showAlert('INVALID_APP_CONFIGURATION')
    expect(store.getState().alert).toMatchObject({ open: true, message: 'Invalid App Configuration' })
  })
})

describe('the client', () => {
  function client(projectId: string, debug?: boolean) {
    const latch = createLatch({
      projectId,
      servicesUrl: server.url,
      networks: [mainnet],
      adapters: [createTestAdapter()],
      ...(debug === undefined ? {} : { debug }),
    })
    running.push(latch)
    return latch
  }

  /** The client as a page on `origin` runs it: its location, and fetch with the browser's CORS. */
  function onPage(origin: string) {
    vi.stubGlobal('fetch', pageFetch(origin, globalThis.fetch))
    vi.stubGlobal('location', { origin })
  }

  test('asks the services nothing before the visitor acts, and asks for its analytics config once they do', async () => {
    const id = await project()
    const fetched = vi.fn(globalThis.fetch)
    vi.stubGlobal('fetch', fetched)
    try {
      const latch = client(id)
      await latch.start()
      latch.open()
      latch.close()
      await new Promise((resolve) => setTimeout(resolve, 100))
      expect(fetched).not.toHaveBeenCalled()
      await latch.prepare()
      await expect
        .poll(() => fetched.mock.calls.map(([url]) => String(url)))
        .toContainEqual(expect.stringContaining('/getAnalyticsConfig'))
    } finally {
      vi.unstubAllGlobals()
    }
  })

  test("once the visitor acts, a project the server does not know opens 'Invalid App Configuration'", async () => {
    onPage('https://shop.example')
    try {
      const latch = client('unknown-project')
      await latch.start()
      await latch.prepare()
      await expect
        .poll(() => latch.store.getState().alert)
        .toMatchObject({
          open: true,
          code: 'INVALID_PROJECT_ID',
          message: 'Invalid App Configuration',
        })
    } finally {
      vi.unstubAllGlobals()
    }
  })

  test("once the visitor acts, a page off the project's list opens 'Invalid App Configuration'", async () => {
    const id = await project({ origins: ['https://shop.example'] })
    onPage('https://elsewhere.example')
    try {
      const latch = client(id)
      await latch.start()
      await latch.prepare()
      await expect
        .poll(() => latch.store.getState().alert)
        .toMatchObject({
          open: true,
          code: 'INVALID_APP_CONFIGURATION',
          message: 'Invalid App Configuration',
        })
    } finally {
      vi.unstubAllGlobals()
    }
  })

  test('its events reach POST /e once the visitor acts, those from before their act included', async () => {
    const id = await project()
    const latch = client(id)
    await latch.start()
    latch.open()
    latch.close()
    await latch.prepare()
    await expect
      .poll(async () => (await stored(id)).map((r) => r.props.event))
      .toEqual(expect.arrayContaining(['MODAL_OPEN', 'MODAL_CLOSE']))
    latch.open()
    await expect
      .poll(async () => (await stored(id)).filter((r) => r.props.event === 'MODAL_OPEN').length)
      .toBe(2)
  })

  test("an adapter whose setup throws is reported once to the server, and the page's other wallets still connect", async () => {
    const id = await project()
    const broken = createTestAdapter({ namespace: 'solana' })
    broken.setup = async () => {
      throw new Error('no solana provider')
    }
    const working = createTestAdapter()
    const latch = createLatch({
      projectId: id,
      servicesUrl: server.url,
      networks: [mainnet, solana],
      adapters: [working, broken],
    })
    running.push(latch)
    await latch.start()
    await latch.connect({ connectorId: 'test-eip155' })
    expect(latch.store.getState().accounts.eip155?.address).toBeDefined()
    await expect
      .poll(async () => (await stored(id)).filter((r) => r.props.kind === 'provider-init').length)
      .toBe(1)
    const [report] = (await stored(id)).filter((r) => r.props.kind === 'provider-init')
    expect(report?.props).toMatchObject({ message: 'no solana provider', context: { namespace: 'solana' } })
  })

  test('with debug off the same alert stays closed', async () => {
    const latch = client('unknown-project', false)
    await latch.start()
    await latch.prepare()
    await expect.poll(() => latch.store.getState().alert.code).toBe('INVALID_PROJECT_ID')
    expect(latch.store.getState().alert.open).toBe(false)
  })
})
