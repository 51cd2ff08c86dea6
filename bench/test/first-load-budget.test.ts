// The first-load budget in CI: bytes only (gzip of the built chunks, no browser, no timing), so
// it is exact and a regression fails the build. `npm run bench` measures the same bytes on the
// wire, with the timings beside them.
import { describe, expect, test } from 'vitest'
import { firstLoad } from '../firstLoad'
import { JS_BUDGETS } from '../report'

describe('JS before the first click, the idle prefetch included, against plain React', () => {
  let baseline: number
  test('the baseline builds', async () => {
    baseline = (await firstLoad('baseline')).gzip
    expect(baseline).toBeGreaterThan(0)
  })

  for (const [app, limit] of Object.entries(JS_BUDGETS)) {
    test(`${app} stays within ${limit}x the baseline`, async () => {
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
