// The layers of DESIGN.md, checked on the source text of every package (tests excluded):
// - core imports no React and no Node built-in, so it runs in any browser and on any server;
// - a package's source never reaches into apps/ or tools/ (the server, devnets, relay, test
//   wallets are test fixtures), nor into another package's files: only its entries, and of core
//   only `@latch/core` and `@latch/core/internal` (`/testing` is for tests).
import { readdirSync, readFileSync } from 'node:fs'
import { builtinModules } from 'node:module'
import { dirname, join, relative, resolve, sep } from 'node:path'
import { describe, expect, test } from 'vitest'

const repo = resolve(import.meta.dirname, '../../..')
const IMPORT = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+|\brequire\s*\(\s*)['"]([^'"]+)['"]/g
const isTest = (file: string) => /\.test\.(ts|tsx)$/.test(file)

function shippedFiles(pkg: string): string[] {
  const src = join(repo, 'packages', pkg, 'src')
  return readdirSync(src, { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.(ts|tsx)$/.test(name) && !isTest(name))
    .map((name) => join(src, name))
}

const importsOf = (file: string) =>
  [...readFileSync(file, 'utf8').matchAll(IMPORT)].map((match) => match[1] as string)

const packages = readdirSync(join(repo, 'packages'))

/** Package names of apps/* and tools/*, read from their package.json. */
const fixturePackages = ['apps', 'tools'].flatMap((group) =>
  readdirSync(join(repo, group)).flatMap((dir) => {
    try {
      return [JSON.parse(readFileSync(join(repo, group, dir, 'package.json'), 'utf8')).name as string]
    } catch {
      return []
    }
  }),
)

function offences(pkg: string, rule: (specifier: string, file: string) => boolean): string[] {
  return shippedFiles(pkg).flatMap((file) =>
    importsOf(file)
      .filter((specifier) => rule(specifier, file))
      .map((specifier) => `${relative(repo, file)} imports ${specifier}`),
  )
}

describe('layers', () => {
  test('core imports no React and no Node built-in', () => {
    const builtins = new Set(builtinModules)
    expect(
      offences(
        'core',
        (s) =>
          s === 'react' ||
          s.startsWith('react/') ||
          s === 'react-dom' ||
          s.startsWith('node:') ||
          builtins.has(s),
      ),
    ).toEqual([])
  })

  test.each(packages)('packages/%s reaches no app, tool or other package internals', (pkg) => {
    const own = join(repo, 'packages', pkg) + sep
    expect(
      offences(pkg, (specifier, file) => {
        if (specifier.startsWith('.')) return !resolve(dirname(file), specifier).startsWith(own)
        if (fixturePackages.some((name) => specifier === name || specifier.startsWith(`${name}/`)))
          return true
        if (specifier.startsWith('@latch/core/')) return specifier !== '@latch/core/internal'
        // Another package of ours: its entry only, never a file inside it.
        return /^@latch\/[^/]+\/(src|test)\//.test(specifier)
      }),
    ).toEqual([])
  })
})
