// `npm run bench [-- --apps baseline,latch,everything] [--runs 7] [--throttled-runs 3]`: builds the
// apps, serves them on 127.0.0.1, measures interleaved runs in one headless Chromium (offline, then
// on a throttled network), reloads the quickstart with a connected wallet, writes
// bench/results.json and exits non-zero when a budget is missed or the harness fails.

import { writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { type Browser, chromium } from '@playwright/test'
import { BENCH_DIR, type BuildResult, buildApp } from './build'
import { measureRun, type ReloadResult, type RunResult, reloadConnected } from './measure'
import { type AppSummary, checkBudgets, formatTable, summarize } from './report'
import { type StaticServer, startServer } from './server'

/**
 * The baseline, the quickstart setup (`latch`), every feature enabled (`everything`), and plain
 * React rendering its dialog on click (`react-dialog`), a reference with no budget of its own.
 */
const KNOWN_APPS = ['baseline', 'react-dialog', 'latch', 'everything']
/** Apps measured on the throttled network too, and reloaded with a connected wallet. */
const THROTTLED_APPS = ['baseline', 'latch']
const RELOADED_APPS = ['latch']
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

function readOptions() {
  const { values } = parseArgs({
    options: {
      apps: { type: 'string', default: KNOWN_APPS.join(',') },
      runs: { type: 'string', default: '7' },
      'throttled-runs': { type: 'string', default: '3' },
    },
  })
  const apps = values.apps
    .split(',')
    .map((a) => a.trim())
    .filter(Boolean)
  const unknown = apps.filter((a) => !KNOWN_APPS.includes(a))
  if (unknown.length || apps.length === 0)
    throw new Error(`--apps takes ${KNOWN_APPS.join(', ')}; got ${values.apps}`)
  const count = (name: string, value: string, min: number) => {
    const n = Number(value)
    if (!Number.isInteger(n) || n < min)
      throw new Error(`--${name} must be an integer of at least ${min}; got ${value}`)
    return n
  }
  return {
    apps,
    runs: count('runs', values.runs, 1),
    throttledRuns: count('throttled-runs', values['throttled-runs'], 0),
  }
}

/** One unrecorded warm-up visit per app, then `runs` rounds visiting each app in turn. */
async function interleaved(
  browser: Browser,
  server: StaticServer,
  apps: string[],
  runs: number,
  throttled: boolean,
): Promise<Map<string, RunResult[]>> {
  const results = new Map<string, RunResult[]>(apps.map((app) => [app, []]))
  if (runs === 0) return results
  for (const app of apps) await measureRun(browser, server, app, throttled)
  for (let i = 0; i < runs; i++) {
    for (const app of apps) {
      const run = await measureRun(browser, server, app, throttled)
      results.get(app)?.push(run)
      console.log(
        `  ${throttled ? 'throttled ' : ''}run ${i + 1}/${runs} ${app.padEnd(10)} pre-click ${run.preClickJsGzip} B gz, click->dialog ${run.clickToDialogMs.toFixed(1)} ms, heap ${(run.heapBytes / 1e6).toFixed(2)} MB${run.requestsOnClickPath.length ? `, on click path: ${run.requestsOnClickPath.join(' ')}` : ''}`,
      )
    }
  }
  return results
}

async function main(): Promise<number> {
  const { apps, runs, throttledRuns } = readOptions()
  const builds: BuildResult[] = []
  for (const app of apps) {
    process.stdout.write(`building ${app} ... `)
    const result = await buildApp(app)
    console.log(result.ok ? `ok (${result.jsFiles} JS files)` : 'FAILED')
    builds.push(result)
  }
  const built = builds.filter((b): b is BuildResult & { ok: true } => b.ok)
  const failed = builds.filter((b): b is BuildResult & { ok: false } => !b.ok)
  if (built.length === 0) {
    console.error(formatTable([], failed))
    return 1
  }
  const builtApps = built.map((b) => b.app)

  let server: StaticServer | undefined
  let browser: Browser | undefined
  let offline = new Map<string, RunResult[]>()
  let slow = new Map<string, RunResult[]>()
  const reloads: ReloadResult[] = []
  try {
    server = await startServer()
    browser = await chromium.launch({
      executablePath: '/usr/bin/chromium',
      headless: true,
      args: CHROMIUM_ARGS,
    })
    offline = await interleaved(browser, server, builtApps, runs, false)
    const throttledApps = builtApps.filter((app) => THROTTLED_APPS.includes(app))
    slow = await interleaved(
      browser,
      server,
      throttledApps,
      throttledApps.length > 1 ? throttledRuns : 0,
      true,
    )
    for (const app of builtApps.filter((a) => RELOADED_APPS.includes(a))) {
      const reload = await reloadConnected(browser, server, app)
      reloads.push(reload)
      console.log(`  reload ${app}: first paint ${JSON.stringify(reload.firstPaint)}`)
    }
  } finally {
    await browser?.close()
    await server?.close()
  }

  const summarizeAll = (results: Map<string, RunResult[]>, throttled: boolean): AppSummary[] =>
    built
      .filter((b) => (results.get(b.app) ?? []).length > 0)
      .map((b) => summarize(b, results.get(b.app) ?? [], throttled))
  const summaries = summarizeAll(offline, false)
  const throttled = summarizeAll(slow, true)
  console.log(`\noffline, ${runs} interleaved runs each\n${formatTable(summaries, failed)}`)
  if (throttled.length)
    console.log(
      `\nthrottled (150 ms RTT, 1.6 Mbps down, empty cache), ${throttledRuns} runs each\n${formatTable(throttled, [])}`,
    )
  const budgets = checkBudgets(summaries, throttled, reloads)
  console.log('\nbudgets:')
  for (const b of budgets) console.log(`  ${b.ok ? 'PASS' : 'FAIL'}  ${b.budget}: ${b.value}`)
  const file = join(BENCH_DIR, 'results.json')
  await writeFile(
    file,
    `${JSON.stringify(
      {
        date: new Date().toISOString(),
        runsPerApp: runs,
        throttledRunsPerApp: throttledRuns,
        summaries,
        throttled,
        reloads,
        budgets,
        buildFailures: failed.map(({ app, error }) => ({ app, error })),
        runs: [...offline.values(), ...slow.values()].flat(),
      },
      null,
      2,
    )}\n`,
  )
  console.log(`\nwrote ${file}`)
  const missed = budgets.filter((b) => !b.ok)
  if (missed.length) console.log(`\n${missed.length} budget(s) missed`)
  return missed.length || failed.length ? 1 : 0
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error('bench harness failed:', error)
    process.exit(1)
  },
)
