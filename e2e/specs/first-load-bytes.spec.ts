// The first-load check in CI: the JS bytes a fresh visit loads before anyone clicks, the idle
// prefetch and what the page's start asks for included, counted on the wire in Chromium, as
// `npm run bench` counts them. Bytes only (no timing), so it is stable: a first-load regression
// fails the build. Each app is held to its ceiling (bench/report.ts), which stays above its design
// budget only until the first load meets that budget. A model read from the build alone missed the
// chunks a page's start requests (7 kB with every feature on), so the browser counts.
import { join } from 'node:path'
import { buildApp } from '../../bench/build'
import { jsBeforeClick } from '../../bench/measure'
import { JS_BUDGETS, JS_CEILINGS } from '../../bench/report'
import { startServer } from '../../bench/server'
import { expect, test } from '../fixtures'

const DIST = join(import.meta.dirname, '..', '..', '.latch', 'first-load-dist')

test('JS before the first click, the idle prefetch included, stays within each app’s ceiling against plain React', async ({
  browser,
}) => {
  test.setTimeout(120_000)
  const apps = ['baseline', ...Object.keys(JS_BUDGETS)]
  for (const app of apps) {
    const built = await buildApp(app, DIST)
    expect(built.ok, built.ok ? app : `${app}: ${built.error}`).toBe(true)
  }
  const server = await startServer(DIST)
  try {
    const baseline = await jsBeforeClick(browser, server, 'baseline')
    expect(baseline.gzip).toBeGreaterThan(0)
    for (const [app, budget] of Object.entries(JS_BUDGETS)) {
      const load = await jsBeforeClick(browser, server, app)
      const ratio = load.gzip / baseline.gzip
      const limit = JS_CEILINGS[app] ?? budget
      expect(
        load.files.some((file) => /\/Modal-[^/]+\.js$/.test(file)),
        `${app}: the idle prefetch (the modal chunk) is counted`,
      ).toBe(true)
      expect(
        ratio,
        `${app}: ${load.gzip} B gz before the first click vs ${baseline.gzip} B for plain React (${ratio.toFixed(3)}x, ceiling ${limit}x, design budget ${budget}x); loaded: ${load.files.join(' ')}`,
      ).toBeLessThanOrEqual(limit)
    }
  } finally {
    await server.close()
  }
})
