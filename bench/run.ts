// `npm run bench [-- --apps baseline,latch] [--runs 7]`: builds the apps, serves them on
// 127.0.0.1, measures interleaved runs in one headless Chromium and writes bench/results.json.
// Budgets are reported, not asserted: the exit code is non-zero only when the harness fails or
// no requested app could be built.

import { writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { type Browser, chromium } from '@playwright/test'
import { BENCH_DIR, type BuildResult, buildApp } from './build'
import { measureRun, type RunResult } from './measure'
import { type AppSummary, checkBudgets, formatTable, summarize } from './report'
import { type StaticServer, startServer } from './server'

const KNOWN_APPS = ['baseline', 'latch']
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
    },
  })
  const apps = values.apps
    .split(',')
    .map((a) => a.trim())
    .filter(Boolean)
  const unknown = apps.filter((a) => !KNOWN_APPS.includes(a))
  if (unknown.length || apps.length === 0)
    throw new Error(`--apps takes ${KNOWN_APPS.join(', ')}; got ${values.apps}`)
  const runs = Number(values.runs)
  if (!Number.isInteger(runs) || runs < 5)
    throw new Error(`--runs must be an integer of at least 5; got ${values.runs}`)
  return { apps, runs }
}

async function main(): Promise<number> {
  const { apps, runs } = readOptions()
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

  let server: StaticServer | undefined
  let browser: Browser | undefined
  const results = new Map<string, RunResult[]>(built.map((b) => [b.app, []]))
  try {
    server = await startServer()
    browser = await chromium.launch({
      executablePath: '/usr/bin/chromium',
      headless: true,
      args: CHROMIUM_ARGS,
    })
    // One unrecorded warm-up visit per app, then interleaved measured runs.
    for (const b of built) await measureRun(browser, server, b.app)
    for (let i = 0; i < runs; i++) {
      for (const b of built) {
        const run = await measureRun(browser, server, b.app)
        results.get(b.app)?.push(run)
        console.log(
          `  run ${i + 1}/${runs} ${b.app.padEnd(8)} pre-click ${run.preClickJsGzip} B gz, click->dialog ${run.clickToDialogMs.toFixed(1)} ms`,
        )
      }
    }
  } finally {
    await browser?.close()
    await server?.close()
  }

  const summaries: AppSummary[] = built.map((b) => summarize(b, results.get(b.app) ?? []))
  console.log(`\n${formatTable(summaries, failed)}`)
  const budgets = checkBudgets(summaries)
  if (budgets.length) {
    console.log('\nbudgets (reported, not enforced):')
    for (const b of budgets) console.log(`  ${b.ok ? 'PASS' : 'FAIL'}  ${b.budget}: ${b.value}`)
  }
  const file = join(BENCH_DIR, 'results.json')
  await writeFile(
    file,
    `${JSON.stringify(
      {
        date: new Date().toISOString(),
        runsPerApp: runs,
        summaries,
        budgets,
        buildFailures: failed.map(({ app, error }) => ({ app, error })),
        runs: [...results.values()].flat(),
      },
      null,
      2,
    )}\n`,
  )
  console.log(`\nwrote ${file}`)
  return 0
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error('bench harness failed:', error)
    process.exit(1)
  },
)
