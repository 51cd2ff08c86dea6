// The budgets the bench enforces: Latch's apps against the baseline of the same run; reference
// apps are measured beside them and never held to one.
import { describe, expect, test } from 'vitest'
import { type AppSummary, CLICK_BUDGET, checkBudgets } from '../report'

function summary(app: string, clickToDialogMs: number): AppSummary {
  return {
    app,
    throttled: false,
    runs: 7,
    preClickJsGzip: 68_000,
    preClickJsBytes: 200_000,
    preClickCssGzip: 0,
    onClickJsGzip: 0,
    totalJsGzip: 68_000,
    clickToDialogMs,
    framesToDialog: 1,
    dialogControls: 5,
    pointedClickToDialogMs: clickToDialogMs,
    heapBytes: 1_800_000,
    loadMs: 50,
    requestsOnClickPath: 0,
    consoleErrors: 0,
    foreignRequests: 0,
    foreignRequestsBeforeClick: 0,
  }
}

describe('bench budgets', () => {
  test('a reference app (plain React rendering its dialog) is never held to a budget', () => {
    const checks = checkBudgets([summary('baseline', 2), summary('react-dialog', 10)], [], [])
    expect(checks).toEqual([])
  })

  test("a Latch app's click past the budget fails it; within it, it passes", () => {
    const base = summary('baseline', 2)
    const slow = checkBudgets([base, summary('latch', 2 * CLICK_BUDGET + 0.5)], [], [])
    expect(slow.find((c) => c.budget.startsWith('latch: click'))?.ok).toBe(false)
    const fast = checkBudgets([base, summary('latch', 2 * CLICK_BUDGET)], [], [])
    expect(fast.find((c) => c.budget.startsWith('latch: click'))?.ok).toBe(true)
  })

  test("a Latch app whose dialog first shows as an empty card (its header's buttons alone) fails, whatever its time", () => {
    const base = summary('baseline', 2)
    const empty = checkBudgets([base, { ...summary('latch', 2), dialogControls: 1 }], [], [])
    expect(empty.find((c) => c.budget.startsWith('latch: the visible dialog'))?.ok).toBe(false)
    const whole = checkBudgets([base, summary('latch', 2)], [], [])
    expect(whole.find((c) => c.budget.startsWith('latch: the visible dialog'))?.ok).toBe(true)
  })
})
