// Medians, ratios to the baseline, the printed tables and the budgets (the bench exits non-zero
// when one is missed).

import type { BuildResult } from './build'
import type { ReloadResult, RunResult } from './measure'

export interface AppSummary {
  app: string
  throttled: boolean
  runs: number
  preClickJsGzip: number
  preClickJsBytes: number
  preClickCssGzip: number
  onClickJsGzip: number
  totalJsGzip: number
  clickToDialogMs: number
  framesToDialog: number
  dialogControls: number
  pointedClickToDialogMs: number
  heapBytes: number
  loadMs: number
  /** Summed over the runs. */
  requestsOnClickPath: number
  consoleErrors: number
  foreignRequests: number
  foreignRequestsBeforeClick: number
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  if (sorted.length === 0) return Number.NaN
  return sorted.length % 2
    ? (sorted[mid] as number)
    : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2
}

type MedianKey =
  | 'preClickJsGzip'
  | 'preClickJsBytes'
  | 'preClickCssGzip'
  | 'onClickJsGzip'
  | 'clickToDialogMs'
  | 'framesToDialog'
  | 'dialogControls'
  | 'pointedClickToDialogMs'
  | 'heapBytes'
  | 'loadMs'

export function summarize(
  build: BuildResult & { ok: true },
  runs: RunResult[],
  throttled: boolean,
): AppSummary {
  const pick = (key: MedianKey) => median(runs.map((r) => r[key]))
  const count = (
    key: 'requestsOnClickPath' | 'consoleErrors' | 'foreignRequests' | 'foreignRequestsBeforeClick',
  ) => runs.reduce((n, r) => n + r[key].length, 0)
  return {
    app: build.app,
    throttled,
    runs: runs.length,
    preClickJsGzip: pick('preClickJsGzip'),
    preClickJsBytes: pick('preClickJsBytes'),
    preClickCssGzip: pick('preClickCssGzip'),
    onClickJsGzip: pick('onClickJsGzip'),
    totalJsGzip: build.totalJsGzip,
    clickToDialogMs: pick('clickToDialogMs'),
    framesToDialog: pick('framesToDialog'),
    dialogControls: pick('dialogControls'),
    pointedClickToDialogMs: pick('pointedClickToDialogMs'),
    heapBytes: pick('heapBytes'),
    loadMs: pick('loadMs'),
    requestsOnClickPath: count('requestsOnClickPath'),
    consoleErrors: count('consoleErrors'),
    foreignRequests: count('foreignRequests'),
    foreignRequestsBeforeClick: count('foreignRequestsBeforeClick'),
  }
}

type Unit = 'B' | 'ms' | 'MB' | 'n'
const ROWS: [key: keyof AppSummary, label: string, unit: Unit][] = [
  ['preClickJsGzip', 'JS before first click, gz (idle prefetch incl.)', 'B'],
  ['preClickCssGzip', 'CSS before first click, gz (no budget)', 'B'],
  ['onClickJsGzip', 'JS fetched after the click, gz', 'B'],
  ['totalJsGzip', 'JS in build, gz', 'B'],
  ['clickToDialogMs', 'click to visible dialog (median)', 'ms'],
  ['framesToDialog', 'frames from click to visible dialog (median)', 'n'],
  ['dialogControls', 'controls in that frame (median)', 'n'],
  ['pointedClickToDialogMs', 'the same, pointed at first (median)', 'ms'],
  ['requestsOnClickPath', 'requests on the click path (all runs)', 'n'],
  ['heapBytes', 'JS heap after load (median)', 'MB'],
  ['loadMs', 'load event (median)', 'ms'],
  ['consoleErrors', 'console errors (all runs)', 'n'],
  ['foreignRequestsBeforeClick', 'requests to other hosts before click', 'n'],
  ['foreignRequests', 'requests to other hosts (all runs)', 'n'],
]

function show(value: number, unit: Unit): string {
  if (Number.isNaN(value)) return 'n/a'
  if (unit === 'B') return `${(value / 1000).toFixed(1)} kB`
  if (unit === 'MB') return `${(value / 1_000_000).toFixed(2)} MB`
  if (unit === 'ms') return `${value.toFixed(1)} ms`
  return String(value)
}

function ratio(value: number, base: number | undefined, unit: Unit): string {
  if (unit === 'n' || base === undefined || !Number.isFinite(value) || !Number.isFinite(base)) return ''
  if (base === 0) return value === 0 ? '1.00x' : 'n/a'
  return `${(value / base).toFixed(2)}x`
}

export function formatTable(summaries: AppSummary[], failed: { app: string; error: string }[]): string {
  const base = summaries.find((s) => s.app === 'baseline')
  const header = ['metric', ...summaries.flatMap((s) => [s.app, 'ratio'])]
  const rows = ROWS.map(([key, label, unit]) => [
    label,
    ...summaries.flatMap((s) => [
      show(s[key] as number, unit),
      s === base ? '' : ratio(s[key] as number, base?.[key] as number | undefined, unit),
    ]),
  ])
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)))
  const line = (cells: string[]) =>
    cells
      .map((c, i) => c.padEnd(widths[i] ?? 0))
      .join('  ')
      .trimEnd()
  const out = summaries.length
    ? [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)]
    : []
  for (const f of failed)
    out.push('', `${f.app}: BUILD FAILED, not measured\n  ${f.error.split('\n').slice(0, 6).join('\n  ')}`)
  return out.join('\n')
}

export interface BudgetCheck {
  budget: string
  value: string
  ok: boolean
}

/** Pre-click JS budget per app, against the baseline (design guide); the bench enforces these. */
export const JS_BUDGETS: Record<string, number> = { latch: 1.3, everything: 1.4 }
/**
 * What CI holds the first load to while the budgets above are not met yet: today's ratio with a
 * few hundred bytes to spare. Lower them as the first load shrinks; once they reach JS_BUDGETS, CI
 * enforces the budgets themselves.
 */
export const JS_CEILINGS: Record<string, number> = { latch: 1.35, everything: 1.405 }
export const CLICK_BUDGET = 1.5
export const HEAP_BUDGET = 1.3

function within(budget: string, value: number, base: number, limit: number): BudgetCheck {
  const r = value / base
  return { budget: `${budget} <= ${limit}x baseline`, value: `${r.toFixed(2)}x`, ok: r <= limit }
}

/** Apps measured for comparison only: the baseline and plain React rendering its dialog on click. */
export const REFERENCE_APPS: readonly string[] = ['baseline', 'react-dialog']

/** The budgets of every measured Latch app against the baseline measured in the same run. */
export function checkBudgets(
  summaries: AppSummary[],
  throttled: AppSummary[],
  reloads: ReloadResult[],
): BudgetCheck[] {
  const checks: BudgetCheck[] = []
  const base = summaries.find((s) => s.app === 'baseline')
  for (const s of summaries) {
    if (REFERENCE_APPS.includes(s.app) || !base) continue
    const limit = JS_BUDGETS[s.app]
    if (limit)
      checks.push(within(`${s.app}: JS before first click`, s.preClickJsGzip, base.preClickJsGzip, limit))
    checks.push(
      within(`${s.app}: click to visible dialog`, s.clickToDialogMs, base.clickToDialogMs, CLICK_BUDGET),
    )
    // The time above counts only if the dialog then shows its view, not its header over an empty
    // card (more than the header's close and back buttons).
    checks.push({
      budget: `${s.app}: the visible dialog shows its view in that frame`,
      value: `${s.dialogControls} controls`,
      ok: s.dialogControls > 2,
    })
    checks.push(within(`${s.app}: heap after load`, s.heapBytes, base.heapBytes, HEAP_BUDGET))
    checks.push({
      budget: `${s.app}: no console errors`,
      value: String(s.consoleErrors),
      ok: s.consoleErrors === 0,
    })
    checks.push({
      budget: `${s.app}: no request to another host before the click`,
      value: String(s.foreignRequestsBeforeClick),
      ok: s.foreignRequestsBeforeClick === 0,
    })
  }
  for (const s of [...summaries, ...throttled]) {
    if (REFERENCE_APPS.includes(s.app)) continue
    checks.push({
      budget: `${s.app}${s.throttled ? ' (throttled)' : ''}: no request on the click's critical path`,
      value: String(s.requestsOnClickPath),
      ok: s.requestsOnClickPath === 0,
    })
  }
  for (const r of reloads) {
    const first = r.firstPaint
      ? `"${r.firstPaint.label}" (${r.firstPaint.variant ?? 'no variant'})`
      : 'no button'
    checks.push({
      budget: `${r.app}: reload with a connected wallet shows the account in the first paint`,
      value: `${first}, account at ${r.accountShownMs.toFixed(0)} ms${r.connectShown ? ', "Connect Wallet" shown' : ''}`,
      ok: r.firstPaint?.variant === 'account' && !r.connectShown,
    })
  }
  return checks
}
