// Layer rules of @latch/react, checked on the source text:
// - a view folder imports shared parts from components/, styles/, hooks/ or utils/, never from a
//   sibling view's folder, so each view stands alone;
// - the shipped source (tests excluded) never reaches the server, the devnets or any other app or
//   tool of the repository: those are test fixtures, kept under test/.
import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative, resolve, sep } from 'node:path'
import { describe, expect, test } from 'vitest'

const packageRoot = resolve(import.meta.dirname, '..')
const repoRoot = resolve(packageRoot, '../..')
const src = join(packageRoot, 'src')
const views = join(src, 'views')

const IMPORT = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+|\brequire\s*\(\s*)['"]([^'"]+)['"]/g

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.(ts|tsx|js|jsx|mjs)$/.test(name))
    .map((name) => join(dir, name))
}

const isTest = (file: string) => /\.test\.(ts|tsx)$/.test(file)

function importsOf(text: string): string[] {
  return [...text.matchAll(IMPORT)].map((match) => match[1] as string)
}

/** The view folder a path is in (`Account` for src/views/Account/x.tsx), if any. */
function viewFolderOf(path: string): string | undefined {
  const inside = relative(views, path)
  if (inside.startsWith('..') || inside === '') return undefined
  const [folder, ...rest] = inside.split(sep)
  return rest.length ? folder : undefined
}

/** Imports of `file` that land in another view's folder. */
function siblingViewImports(file: string, text: string): string[] {
  const own = viewFolderOf(file)
  return importsOf(text).filter((specifier) => {
    if (!specifier.startsWith('.')) return false
    const target = viewFolderOf(resolve(dirname(file), specifier))
    return target !== undefined && target !== own
  })
}

/** Package names of the repository's apps and tools (the server, devnets, relay, test wallet). */
function appAndToolPackages(): string[] {
  return ['apps', 'tools'].flatMap((group) =>
    readdirSync(join(repoRoot, group), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .flatMap((entry) => {
        try {
          const manifest = readFileSync(join(repoRoot, group, entry.name, 'package.json'), 'utf8')
          return [JSON.parse(manifest).name as string]
        } catch {
          return []
        }
      }),
  )
}

/** Imports of `file` that reach an app or a tool, by package name or by path. */
function fixtureImports(file: string, text: string, packages: readonly string[]): string[] {
  return importsOf(text).filter((specifier) => {
    if (packages.some((name) => specifier === name || specifier.startsWith(`${name}/`))) return true
    if (!specifier.startsWith('.')) return false
    const target = relative(repoRoot, resolve(dirname(file), specifier)).split(sep)[0]
    return target === 'apps' || target === 'tools'
  })
}

describe('layers of @latch/react', () => {
  test('the checks see imports of every form', () => {
    const text = [
      "import { a } from '../Other/a'",
      "import type { B } from '../../components/B'",
      "export { c } from './c'",
      "const d = () => import('../Other/d')",
      "import '../Other/e.css'",
    ].join('\n')
    const file = join(views, 'Mine', 'Mine.tsx')
    expect(siblingViewImports(file, text)).toEqual(['../Other/a', '../Other/d', '../Other/e.css'])
    const fixtures = "import { s } from '@latch/server'\nimport { t } from '../../../../tools/devnet/src'"
    expect(fixtureImports(join(src, 'x', 'y.ts'), fixtures, ['@latch/server'])).toEqual([
      '@latch/server',
      '../../../../tools/devnet/src',
    ])
  })

  test('no file under src/views imports from a sibling view folder', () => {
    const files = sourceFiles(views)
    expect(files.length).toBeGreaterThan(20)
    const offenders = files.flatMap((file) =>
      siblingViewImports(file, readFileSync(file, 'utf8')).map(
        (specifier) => `${relative(packageRoot, file)} imports ${specifier}`,
      ),
    )
    expect(offenders).toEqual([])
  })

  test('no shipped file under src imports the server, the devnets, apps/ or tools/', () => {
    const packages = appAndToolPackages()
    expect(packages).toEqual(expect.arrayContaining(['@latch/server', '@latch/devnet']))
    const offenders = sourceFiles(src)
      .filter((file) => !isTest(file))
      .flatMap((file) =>
        fixtureImports(file, readFileSync(file, 'utf8'), packages).map(
          (specifier) => `${relative(packageRoot, file)} imports ${specifier}`,
        ),
      )
    expect(offenders).toEqual([])
  })
})
