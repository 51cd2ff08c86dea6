import { gzipSize } from './build'
import { buildInMemory, firstLoadOf } from './firstLoad'

const app = process.argv[2] ?? 'latch'
const depth = Number(process.argv[3] ?? 4)
const l = firstLoadOf(app, await buildInMemory(app))
const groups = new Map<string, string>()
for (const c of [...l.page, ...l.prefetch])
  for (const [id, m] of Object.entries(c.modules)) {
    const p = id.replace(/.*wt-perf\//, '')
    const nm = p.lastIndexOf('node_modules/')
    const g = nm >= 0 ? 'nm/' + p.slice(nm + 13).split('/')[0] : p.split('/').slice(0, depth).join('/')
    groups.set(g, (groups.get(g) ?? '') + (m.code ?? ''))
  }
let sum = 0
const rows = [...groups]
  .map(([g, code]) => [gzipSize(Buffer.from(code)), g] as const)
  .sort((a, b) => b[0] - a[0])
for (const [n, g] of rows) {
  sum += n
  console.log(String(n).padStart(7), g)
}
console.log('total', l.gzip, 'sum of groups', sum)
