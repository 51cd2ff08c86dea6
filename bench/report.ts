// Medians, ratios to the baseline, the printed table and the budgets (reported, not asserted).

import type { BuildResult } from './build'
import type { RunResult } from './measure'

export interface AppSummary {
  app: string
  runs: number
  preClickJsGzip: number
  preClickJsBytes: number
  onClickJsGzip: number
  totalJsGzip: number
  clickToDialogMs: number
  loadMs: number
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

export function summarize(build: BuildResult & { ok: true }, runs: RunResult[]): AppSummary {
  const pick = (key: 'preClickJsGzip' | 'preClickJsBytes' | 'onClickJsGzip' | 'clickToDialogMs' | 'loadMs') =>
    median(runs.map((r) => r[key]))
  return {
    app: build.app,
    runs: runs.length,
    preClickJsGzip: pick('preClickJsGzip'),
    preClickJsBytes: pick('preClickJsBytes'),
    onClickJsGzip: pick('onClickJsGzip'),
    totalJsGzip: build.totalJsGzip,
    clickToDialogMs: pick('clickToDialogMs'),
    loadMs: pick('loadMs'),
    consoleErrors: runs.reduce((n, r) => n + r.consoleErrors.length, 0),
    foreignRequests: runs.reduce((n, r) => n + r.foreignRequests.length, 0),
    foreignRequestsBeforeClick: runs.reduce((n, r) => n + r.foreignRequestsBeforeClick.length, 0),
  }
}

const ROWS: [key: keyof AppSummary, label: string, unit: 'B' | 'ms' | 'n'][] = [
  ['preClickJsGzip', 'JS before first click (gzip)', 'B'],
  ['onClickJsGzip', 'JS loaded on click (gzip)', 'B'],
  ['totalJsGzip', 'JS in build (gzip)', 'B'],
  ['clickToDialogMs', 'click to visible dialog (median)', 'ms'],
  ['loadMs', 'load event (median)', 'ms'],
  ['consoleErrors', 'console errors (all runs)', 'n'],
  ['foreignRequestsBeforeClick', 'requests to other origins before click', 'n'],
  ['foreignRequests', 'requests to other origins (all runs)', 'n'],
]

function show(value: number, unit: 'B' | 'ms' | 'n'): string {
  if (Number.isNaN(value)) return 'n/a'
  if (unit === 'B') return `${(value / 1024).toFixed(1)} KiB`
  if (unit === 'ms') return `${value.toFixed(1)} ms`
  return String(value)
}

function ratio(value: number, base: number | undefined): string {
  if (base === undefined || !Number.isFinite(value) || !Number.isFinite(base)) return ''
  if (base === 0) return value === 0 ? '1.00x' : 'n/a'
  return `${(value / base).toFixed(2)}x`
}

export function formatTable(summaries: AppSummary[], failed: { app: string; error: string }[]): string {
  const base = summaries.find((s) => s.app === 'baseline')
  const header = ['metric', ...summaries.flatMap((s) => [s.app, `${s.app}/baseline`])]
  const rows = ROWS.map(([key, label, unit]) => [
    label,
    ...summaries.flatMap((s) => [
      show(s[key] as number, unit),
      ratio(s[key] as number, base?.[key] as number | undefined),
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

/** The design guide's budgets for the latch app against the baseline. */
export function checkBudgets(summaries: AppSummary[]): BudgetCheck[] {
  const base = summaries.find((s) => s.app === 'baseline')
  const latch = summaries.find((s) => s.app === 'latch')
  if (!base || !latch) return []
  const jsRatio = latch.preClickJsGzip / base.preClickJsGzip
  const clickRatio = latch.clickToDialogMs / base.clickToDialogMs
  return [
    { budget: 'JS before first click <= 1.5x baseline', value: `${jsRatio.toFixed(2)}x`, ok: jsRatio <= 1.5 },
    { budget: 'click to dialog <= 2x baseline', value: `${clickRatio.toFixed(2)}x`, ok: clickRatio <= 2 },
    { budget: 'no console errors', value: String(latch.consoleErrors), ok: latch.consoleErrors === 0 },
    {
      budget: 'no request to another origin before the click',
      value: String(latch.foreignRequestsBeforeClick),
      ok: latch.foreignRequestsBeforeClick === 0,
    },
  ]
}
