// Summarises a V8 .cpuprofile (from `npm run bench:server -- --profile dir`): the functions with
// the most self time, and self time per package, so the first place to look is plain.
//   npx tsx apps/server/bench/profile-top.ts file.cpuprofile [count]
import { readFileSync } from 'node:fs'

interface ProfileNode {
  id: number
  callFrame: { functionName: string; url: string; lineNumber: number }
  hitCount?: number
}
interface Profile {
  nodes: ProfileNode[]
  samples: number[]
  timeDeltas: number[]
}

const [file, countArg] = process.argv.slice(2)
if (!file) throw new Error('usage: profile-top.ts file.cpuprofile [count]')
const count = Number(countArg ?? 25)
const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile

// Self time per node: each sample's time delta goes to the node it landed in.
const selfUs = new Map<number, number>()
profile.samples.forEach((id, i) => {
  selfUs.set(id, (selfUs.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0))
})
const total = [...selfUs.values()].reduce((a, b) => a + b, 0)

const shortUrl = (url: string) => {
  const at = url.lastIndexOf('node_modules/')
  if (at !== -1) return url.slice(at + 'node_modules/'.length)
  const src = url.indexOf('apps/server/')
  return src !== -1 ? url.slice(src) : url.replace(/^file:\/\//, '')
}
const packageOf = (url: string) => {
  if (!url) return '(native / V8)'
  if (url.startsWith('node:')) return 'node core'
  const at = url.lastIndexOf('node_modules/')
  if (at === -1) return url.includes('apps/server/') ? 'apps/server' : url
  const rest = url.slice(at + 'node_modules/'.length).split('/')
  return rest[0]?.startsWith('@') ? `${rest[0]}/${rest[1]}` : (rest[0] ?? url)
}

const byFunction = new Map<string, number>()
const byPackage = new Map<string, number>()
for (const node of profile.nodes) {
  const us = selfUs.get(node.id) ?? 0
  if (us === 0) continue
  const { functionName, url, lineNumber } = node.callFrame
  const key = `${functionName || '(anonymous)'}  ${url ? `${shortUrl(url)}:${lineNumber + 1}` : ''}`
  byFunction.set(key, (byFunction.get(key) ?? 0) + us)
  byPackage.set(packageOf(url), (byPackage.get(packageOf(url)) ?? 0) + us)
}

const print = (title: string, map: Map<string, number>, n: number) => {
  console.log(`\n${title}`)
  for (const [key, us] of [...map].sort((a, b) => b[1] - a[1]).slice(0, n)) {
    console.log(
      `${((us / total) * 100).toFixed(1).padStart(6)}%  ${(us / 1000).toFixed(0).padStart(7)} ms  ${key}`,
    )
  }
}
console.log(`${file}: ${(total / 1e6).toFixed(1)} s sampled`)
print('self time by function', byFunction, count)
print('self time by package', byPackage, 12)
