// One measured visit: fresh browser context, load, idle, click the first button, wait for the
// dialog, and collect bytes, timings, console errors and foreign requests.

import type { Browser } from '@playwright/test'
import { PROBE_SCRIPT, type ProbeResult } from './probe'
import type { StaticServer } from './server'

export interface RunResult {
  app: string
  preClickJsGzip: number
  preClickJsBytes: number
  onClickJsGzip: number
  clickToDialogMs: number
  loadMs: number
  consoleErrors: string[]
  foreignRequests: string[]
  /** The subset of foreignRequests made before the click. */
  foreignRequestsBeforeClick: string[]
}

const sumJs = (entries: StaticServer['log'], key: 'gzip' | 'bytes') =>
  entries.filter((e) => e.js).reduce((total, e) => total + e[key], 0)

/** Waits until the server has sent nothing for 500 ms (lazy chunks fetched after the click). */
async function serverQuiet(server: StaticServer, quietMs = 500, maxMs = 5_000): Promise<void> {
  const started = Date.now()
  let seen = server.log.length
  let since = Date.now()
  while (Date.now() - since < quietMs && Date.now() - started < maxMs) {
    await new Promise((resolve) => setTimeout(resolve, 50))
    if (server.log.length !== seen) {
      seen = server.log.length
      since = Date.now()
    }
  }
}

export async function measureRun(browser: Browser, server: StaticServer, app: string): Promise<RunResult> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
  try {
    const page = await context.newPage()
    const consoleErrors: string[] = []
    const foreignRequests: string[] = []
    page.on('console', (msg) => msg.type() === 'error' && consoleErrors.push(msg.text()))
    page.on('pageerror', (error) => consoleErrors.push(String(error)))
    page.on('request', (request) => {
      const url = new URL(request.url())
      if (/^(https?|wss?):$/.test(url.protocol) && url.origin !== server.origin)
        foreignRequests.push(url.href)
    })
    await page.addInitScript({ content: PROBE_SCRIPT })

    const start = server.log.length
    await page.goto(`${server.origin}/${app}/`, { waitUntil: 'networkidle' })
    const button = page.getByRole('button').first()
    await button.waitFor({ state: 'visible' })
    const beforeClick = server.log.slice(start)
    const clickMark = server.log.length
    const foreignBeforeClick = [...foreignRequests]

    await button.click()
    await page.waitForFunction(() => window.__benchProbe !== undefined, undefined, { timeout: 15_000 })
    await serverQuiet(server)
    const probe = await page.evaluate(() => window.__benchProbe as ProbeResult)
    const loadMs = await page.evaluate(() => {
      const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined
      return nav ? nav.loadEventEnd - nav.startTime : Number.NaN
    })
    const onClick = server.log.slice(clickMark)
    return {
      app,
      preClickJsGzip: sumJs(beforeClick, 'gzip'),
      preClickJsBytes: sumJs(beforeClick, 'bytes'),
      onClickJsGzip: sumJs(onClick, 'gzip'),
      clickToDialogMs: probe.clickToDialogMs,
      loadMs,
      consoleErrors,
      foreignRequests,
      foreignRequestsBeforeClick: foreignBeforeClick,
    }
  } finally {
    await context.close()
  }
}
