// Visits of one app in a fresh browser context (empty cache and storage): load, let the idle
// prefetch finish, open the dialog the outside way (probe.ts), and collect bytes, timings, console
// errors and requests to other hosts; the heap after load, and the click after pointing at the
// button, are read in visits of their own. `reloadConnected` measures what a returning
// visitor with a connected wallet sees in the first paint.

import { buildInjectScript } from '@latch/test-wallet'
import type { Browser, Page } from '@playwright/test'
import {
  FIRST_PAINT_SCRIPT,
  OPEN_SCRIPT,
  type OpenResult,
  type PaintFrame,
  PREFETCHED_SCRIPT,
  SETTLED_SCRIPT,
  startedBetween,
} from './probe'
import type { StaticServer } from './server'

export interface RunResult {
  app: string
  throttled: boolean
  preClickJsGzip: number
  preClickJsBytes: number
  /** Stylesheets the page loaded before the click, gz: no budget, shown beside the JS. */
  preClickCssGzip: number
  onClickJsGzip: number
  clickToDialogMs: number
  /** Animation frames from the click to the first the dialog is visible in (1: the click's own). */
  framesToDialog: number
  /** Buttons, fields and links in the dialog in that frame (see OpenResult.controls). */
  dialogControls: number
  /**
   * The same, in a visit of its own, once the pointer has rested on the button (as a mouse
   * visitor's does before pressing it) and what that set off has finished. Offline runs only.
   */
  pointedClickToDialogMs: number
  /** Requests started between the click and the frame the dialog showed in. */
  requestsOnClickPath: string[]
  /** JS heap in use after load and the idle prefetch, after a garbage collection. */
  heapBytes: number
  loadMs: number
  consoleErrors: string[]
  foreignRequests: string[]
  /** The subset of foreignRequests made before the click. */
  foreignRequestsBeforeClick: string[]
}

/** The slow network of the throttled case: 150 ms round trip, 1.6 Mbps down, 750 kbps up. */
export const SLOW_NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1_000_000) / 8,
  uploadThroughput: (750 * 1_000) / 8,
}

const sumJs = (entries: StaticServer['log'], key: 'gzip' | 'bytes') =>
  entries.filter((e) => e.js).reduce((total, e) => total + e[key], 0)
const sumCss = (entries: StaticServer['log']) =>
  entries.filter((e) => e.css).reduce((total, e) => total + e.gzip, 0)

async function newPage(browser: Browser, server: StaticServer) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
  const page = await context.newPage()
  const consoleErrors: string[] = []
  const foreignRequests: string[] = []
  page.on('console', (msg) => msg.type() === 'error' && consoleErrors.push(msg.text()))
  page.on('pageerror', (error) => consoleErrors.push(String(error)))
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (/^(https?|wss?):$/.test(url.protocol) && url.origin !== server.origin) foreignRequests.push(url.href)
  })
  return { context, page, consoleErrors, foreignRequests }
}

/**
 * Loads the app and waits until nothing more is fetched: the idle prefetch is part of the load. On
 * a page with a Latch button that prefetch has run once the modal's styles are in the page
 * (prepareModal), however long the browser took to be idle; what it sets off then settles.
 */
async function loadSettled(page: Page, url: string): Promise<void> {
  await page.goto(url, { waitUntil: 'networkidle' })
  await page.getByRole('button').first().waitFor({ state: 'visible' })
  await page.evaluate(PREFETCHED_SCRIPT)
  await page.evaluate(SETTLED_SCRIPT)
}

/**
 * JS bytes (raw and gzip) a fresh visit to `app` loads before anyone clicks, the idle prefetch
 * included: what the CI check (e2e/specs/first-load-bytes.spec.ts) holds to the budgets.
 */
export async function jsBeforeClick(
  browser: Browser,
  server: StaticServer,
  app: string,
): Promise<{ gzip: number; bytes: number; files: string[] }> {
  const { context, page } = await newPage(browser, server)
  try {
    const start = server.log.length
    await loadSettled(page, `${server.origin}/${app}/`)
    const served = server.log.slice(start)
    return {
      gzip: sumJs(served, 'gzip'),
      bytes: sumJs(served, 'bytes'),
      files: served.filter((e) => e.js).map((e) => e.path),
    }
  } finally {
    await context.close()
  }
}

/**
 * JS heap in use once the page has loaded and prefetched, after a garbage collection. A visit of
 * its own: collecting garbage before a click would also drop compiled code the click then runs.
 */
async function heapAfterLoad(browser: Browser, server: StaticServer, app: string): Promise<number> {
  const { context, page } = await newPage(browser, server)
  try {
    const cdp = await context.newCDPSession(page)
    await loadSettled(page, `${server.origin}/${app}/`)
    await cdp.send('HeapProfiler.collectGarbage')
    const { usedSize } = await cdp.send('Runtime.getHeapUsage')
    return usedSize
  } finally {
    await context.close()
  }
}

/** Click to visible dialog after the pointer has rested on the button and the page has settled again. */
async function clickAfterPointing(browser: Browser, server: StaticServer, app: string): Promise<number> {
  const { context, page } = await newPage(browser, server)
  try {
    await loadSettled(page, `${server.origin}/${app}/`)
    // The button OPEN_SCRIPT presses.
    await page.locator('button').first().hover()
    await page.evaluate(SETTLED_SCRIPT)
    return ((await page.evaluate(OPEN_SCRIPT)) as OpenResult).clickToDialogMs
  } finally {
    await context.close()
  }
}

export async function measureRun(
  browser: Browser,
  server: StaticServer,
  app: string,
  throttled = false,
): Promise<RunResult> {
  const { context, page, consoleErrors, foreignRequests } = await newPage(browser, server)
  try {
    if (throttled) {
      // Only here: a DevTools session left attached slows the page's own scripts.
      const cdp = await context.newCDPSession(page)
      await cdp.send('Network.enable')
      await cdp.send('Network.setCacheDisabled', { cacheDisabled: true })
      await cdp.send('Network.emulateNetworkConditions', SLOW_NETWORK)
    }
    const start = server.log.length
    await loadSettled(page, `${server.origin}/${app}/`)
    const beforeClick = server.log.slice(start)
    const clickMark = server.log.length
    const foreignBeforeClick = [...foreignRequests]

    const open = (await page.evaluate(OPEN_SCRIPT)) as OpenResult
    // Requests enter the timeline when they finish: read the click's own once all have.
    await page.evaluate(SETTLED_SCRIPT)
    const requestsOnClickPath = (await page.evaluate(startedBetween(open.t0, open.t1))) as string[]
    const loadMs = await page.evaluate(() => {
      const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined
      return nav ? nav.loadEventEnd - nav.startTime : Number.NaN
    })
    const afterClick = server.log.slice(clickMark)
    await context.close()
    const heapBytes = await heapAfterLoad(browser, server, app)
    const pointedClickToDialogMs = throttled ? Number.NaN : await clickAfterPointing(browser, server, app)
    return {
      app,
      throttled,
      preClickJsGzip: sumJs(beforeClick, 'gzip'),
      preClickJsBytes: sumJs(beforeClick, 'bytes'),
      preClickCssGzip: sumCss(beforeClick),
      onClickJsGzip: sumJs(afterClick, 'gzip'),
      clickToDialogMs: open.clickToDialogMs,
      framesToDialog: open.frames,
      dialogControls: open.controls,
      pointedClickToDialogMs,
      requestsOnClickPath,
      heapBytes,
      loadMs,
      consoleErrors,
      foreignRequests,
      foreignRequestsBeforeClick: foreignBeforeClick,
    }
  } finally {
    await context.close()
  }
}

export interface ReloadResult {
  app: string
  /** The button in the first frame that had one: its label and variant ("account" once connected). */
  firstPaint: PaintFrame | undefined
  /** Whether "Connect Wallet" showed in any frame while the connection was restored. */
  connectShown: boolean
  /** ms from navigation start to the first frame showing the account. */
  accountShownMs: number
}

/** A wallet the page finds over EIP-6963, kept connected across reloads (page localStorage). */
function walletScript(): Promise<string> {
  return buildInjectScript({
    mnemonic: 'test test test test test test test test test test test junk',
    chains: [
      {
        id: 1,
        name: 'Ethereum',
        rpcUrl: 'http://127.0.0.1:9/unused',
        nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      },
    ],
    persist: true,
  })
}

async function connectOnce(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /Latch Dev Wallet/ })
    .click()
  await page.locator('#root button[data-variant="account"]').waitFor({ timeout: 15_000 })
  // Nothing of the wallet's answer may still be on its way to storage.
  await page.waitForTimeout(200)
}

export async function reloadConnected(
  browser: Browser,
  server: StaticServer,
  app: string,
): Promise<ReloadResult> {
  const { context, page } = await newPage(browser, server)
  try {
    // Hosted RPCs of the quickstart networks are out of reach offline; fail them at once.
    await context.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => route.abort())
    await page.addInitScript({ content: await walletScript() })
    await loadSettled(page, `${server.origin}/${app}/`)
    await connectOnce(page)
    await page.addInitScript({ content: FIRST_PAINT_SCRIPT })
    await page.reload({ waitUntil: 'load' })
    await page.locator('#root button[data-variant="account"]').waitFor({ timeout: 15_000 })
    await page.waitForTimeout(300)
    const frames = (await page.evaluate(() => window.__benchFrames ?? [])) as PaintFrame[]
    const account = frames.find((f) => f.variant === 'account')
    return {
      app,
      firstPaint: frames[0],
      connectShown: frames.some((f) => /Connect Wallet/.test(f.label)),
      accountShownMs: account ? account.t : Number.NaN,
    }
  } finally {
    await context.close()
  }
}
