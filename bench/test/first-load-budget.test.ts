// The first-load check in CI: bytes only (gzip of the built chunks, no browser, no timing), so it
// is exact and a regression fails the build. Each app is held to its ceiling (bench/report.ts),
// which stays above its design budget only until the first load meets that budget.
// `npm run bench` measures the same bytes on the wire and enforces the budgets themselves.
import { describe, expect, test } from 'vitest'
import { firstLoad } from '../firstLoad'
import { JS_BUDGETS, JS_CEILINGS } from '../report'

describe('JS before the first click, the idle prefetch included, against plain React', () => {
  let baseline: number
  test('the baseline builds', async () => {
    baseline = (await firstLoad('baseline')).gzip
    expect(baseline).toBeGreaterThan(0)
  })

  for (const [app, budget] of Object.entries(JS_BUDGETS)) {
    const limit = JS_CEILINGS[app] ?? budget
    test(`${app} stays within ${limit}x the baseline (design budget ${budget}x)`, async () => {
      const load = await firstLoad(app)
      expect(load.prefetch.length, 'the idle prefetch (the modal chunk) is in the build').toBeGreaterThan(0)
      const ratio = load.gzip / baseline
      expect(
        ratio,
        `${app}: ${load.gzip} B gz before the first click vs ${baseline} B for plain React (${ratio.toFixed(3)}x)`,
      ).toBeLessThanOrEqual(limit)
    })
  }
})
