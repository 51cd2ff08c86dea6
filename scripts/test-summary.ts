// Adds up the Vitest and Playwright JSON reports into one closing line: "N passed, N failed".
// Exits non-zero when a report is missing or any test failed, so a runner that crashed before
// writing its report cannot look green.
import { existsSync, readFileSync } from 'node:fs'

interface Counts {
  passed: number
  failed: number
  skipped: number
}

function vitestCounts(path: string): Counts {
  const report = JSON.parse(readFileSync(path, 'utf8'))
  return {
    passed: report.numPassedTests ?? 0,
    failed: (report.numFailedTests ?? 0) + (report.numRuntimeErrors ?? 0),
    skipped: (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0),
  }
}

function playwrightCounts(path: string): Counts {
  const stats = JSON.parse(readFileSync(path, 'utf8')).stats ?? {}
  return {
    passed: (stats.expected ?? 0) + (stats.flaky ?? 0),
    failed: stats.unexpected ?? 0,
    skipped: stats.skipped ?? 0,
  }
}

const [vitestPath, playwrightPath] = process.argv.slice(2)
const total: Counts = { passed: 0, failed: 0, skipped: 0 }
let missing = 0
for (const [path, read] of [
  [vitestPath, vitestCounts],
  [playwrightPath, playwrightCounts],
] as const) {
  if (!path || !existsSync(path)) {
    console.error(`test report missing: ${path}`)
    missing++
    continue
  }
  const counts = read(path)
  total.passed += counts.passed
  total.failed += counts.failed
  total.skipped += counts.skipped
}
console.log(`\n${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`)
process.exit(total.failed > 0 || missing > 0 || total.passed === 0 ? 1 : 0)
