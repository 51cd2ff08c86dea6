// `npx tsx bench/composition.ts [app] [--all] [--why <text>]`: what the JS loaded before the first
// click is made of. Builds the app (as the bench does, without writing it), follows the entry
// chunk's static imports and the idle prefetch (bench/firstLoad.ts), and lists the source modules
// in those chunks by size, largest first. Module sizes are taken before minification and gzipped alone, so they rank weight rather than
// give each module's exact share of the chunk. --all also lists the chunks loaded later and their
// modules; --why prints a chain of static imports, through modules kept in the first load, from the
// entry to each module whose path contains the text.

import { join, relative } from 'node:path'
import { parseArgs } from 'node:util'
import type { Rollup } from 'vite'
import { BENCH_DIR, gzipSize } from './build'
import { buildInMemory, firstLoadOf } from './firstLoad'

const ROOT = join(BENCH_DIR, '..')
const BARREL = /\/(index|lib)\.tsx?$/

function label(id: string): string {
  const path = relative(ROOT, id.replace(/\?.*$/, ''))
  const inModules = path.lastIndexOf('node_modules/')
  return inModules >= 0 ? path.slice(inModules + 'node_modules/'.length) : path
}

async function main(): Promise<void> {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { all: { type: 'boolean', default: false }, why: { type: 'string' } },
  })
  const app = positionals[0] ?? 'latch'
  // Static imports of every module, read once the graph is complete.
  const imports = new Map<string, readonly string[]>()
  const recordImports = {
    name: 'record-imports',
    buildEnd(this: Rollup.PluginContext) {
      for (const id of this.getModuleIds()) imports.set(id, this.getModuleInfo(id)?.importedIds ?? [])
    },
  }
  const output = await buildInMemory(app, [recordImports])
  const chunks = new Map(output.map((c) => [c.fileName, c]))
  // The page's chunks and what the idle prefetch adds: what a visitor loads before the first click.
  const load = firstLoadOf(app, output)
  const entry = load.page[0]
  if (!entry) throw new Error(`no entry chunk in the ${app} build`)
  const first = new Set([...load.page, ...load.prefetch].map((c) => c.fileName))

  let total = 0
  const rows: Array<{ id: string; bytes: number; gzip: number; chunk: string }> = []
  for (const name of first) {
    const chunk = chunks.get(name)
    if (!chunk) continue
    total += gzipSize(Buffer.from(chunk.code))
    for (const [id, module] of Object.entries(chunk.modules)) {
      if (!module.code) continue
      rows.push({
        id: label(id),
        bytes: module.renderedLength,
        gzip: gzipSize(Buffer.from(module.code)),
        chunk: name,
      })
    }
  }
  rows.sort((a, b) => b.gzip - a.gzip)
  console.log(
    `${app}: ${first.size} chunks before the first click (idle prefetch included), ${total} B gzip in all`,
  )
  for (const name of first)
    console.log(`  ${name} ${gzipSize(Buffer.from(chunks.get(name)?.code ?? ''))} B gzip`)
  console.log()
  console.log(`${'gzip alone'.padStart(10)} ${'bytes'.padStart(8)}  module`)
  for (const row of rows)
    console.log(`${String(row.gzip).padStart(10)} ${String(row.bytes).padStart(8)}  ${row.id}`)

  if (values.why) {
    const target = values.why
    const entryId = entry.facadeModuleId
    if (!entryId) throw new Error('the entry chunk has no entry module')
    // Only through modules that made it into the first-load chunks (kept by tree-shaking) and
    // through barrel files (index.ts, which tree-shaking empties), breadth-first, so each printed
    // chain is a shortest one.
    const kept = new Set<string>()
    for (const name of first) for (const id of Object.keys(chunks.get(name)?.modules ?? {})) kept.add(id)
    const via = new Map<string, string | null>([[entryId, null]])
    const queue = [entryId]
    for (let id = queue.shift(); id !== undefined; id = queue.shift()) {
      for (const next of imports.get(id) ?? []) {
        if (via.has(next) || !(kept.has(next) || BARREL.test(next))) continue
        via.set(next, id)
        queue.push(next)
      }
    }
    console.log(`\nwhy (static imports from the entry):`)
    for (const id of via.keys()) {
      if (!label(id).includes(target)) continue
      const chain: string[] = []
      for (let at: string | null | undefined = id; at; at = via.get(at)) chain.unshift(label(at))
      console.log(`  ${chain.join('\n    -> ')}`)
    }
  }

  if (!values.all) return
  console.log('\nloaded later:')
  for (const [name, chunk] of chunks) {
    if (first.has(name)) continue
    const ids = Object.keys(chunk.modules).map(label)
    console.log(`  ${name} ${gzipSize(Buffer.from(chunk.code))} B gzip: ${ids.join(', ')}`)
  }
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
