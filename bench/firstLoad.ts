// What a page loads before the first click, read from a production build without a browser: the
// entry chunk and its static imports, plus what the provider prefetches when the browser is idle
// (the modal chunk and its static imports), for `composition.ts` to tell what those chunks hold.
// It leaves out chunks the page's start requests (a services server's checks, the embedded
// wallet's start): the CI check (e2e/specs/first-load-bytes.spec.ts) and `npm run bench` count the
// bytes on the wire instead.

import { join } from 'node:path'
import react from '@vitejs/plugin-react'
import { build, type Plugin, type Rollup } from 'vite'
import { BENCH_DIR, gzipSize } from './build'

/** The module the provider's idle prefetch imports (packages/react/src/modal/loadModal.ts). */
export const IDLE_PREFETCH_MODULE = join('packages', 'react', 'src', 'modal', 'Modal.tsx')

export interface FirstLoad {
  app: string
  output: Rollup.OutputChunk[]
  /** Chunks loaded with the page (the entry and its static imports). */
  page: Rollup.OutputChunk[]
  /** Chunks the idle prefetch adds. */
  prefetch: Rollup.OutputChunk[]
  /** gzip (level 9) bytes of page + prefetch. */
  gzip: number
}

/** Builds a bench app as the bench does, without writing it. */
export async function buildInMemory(app: string, plugins: Plugin[] = []): Promise<Rollup.OutputChunk[]> {
  // Vite reads NODE_ENV for more than React's build (vitest sets it to 'test'): build as the bench does.
  const nodeEnv = process.env.NODE_ENV
  process.env.NODE_ENV = 'production'
  const output = (await build({
    root: join(BENCH_DIR, 'apps', app),
    base: `/${app}/`,
    configFile: false,
    mode: 'production',
    // The production React build even when NODE_ENV says otherwise (vitest sets 'test').
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    logLevel: 'error',
    plugins: [react(), ...plugins],
    resolve: { dedupe: ['react', 'react-dom'] },
    build: { write: false, reportCompressedSize: false },
  }).finally(() => {
    if (nodeEnv === undefined) delete process.env.NODE_ENV
    else process.env.NODE_ENV = nodeEnv
  })) as Rollup.RollupOutput
  return output.output.filter((o): o is Rollup.OutputChunk => o.type === 'chunk')
}

/** A chunk and every chunk it imports statically, in load order, skipping those in `seen`. */
function withStaticImports(
  start: Rollup.OutputChunk,
  byName: Map<string, Rollup.OutputChunk>,
  seen: Set<string>,
): Rollup.OutputChunk[] {
  const found: Rollup.OutputChunk[] = []
  const visit = (chunk: Rollup.OutputChunk) => {
    if (seen.has(chunk.fileName)) return
    seen.add(chunk.fileName)
    found.push(chunk)
    for (const name of chunk.imports) {
      const next = byName.get(name)
      if (next) visit(next)
    }
  }
  visit(start)
  return found
}

export function firstLoadOf(app: string, output: Rollup.OutputChunk[]): FirstLoad {
  const byName = new Map(output.map((c) => [c.fileName, c]))
  const entry = output.find((c) => c.isEntry)
  if (!entry) throw new Error(`no entry chunk in the ${app} build`)
  const seen = new Set<string>()
  const page = withStaticImports(entry, byName, seen)
  const modal = output.find((c) => c.facadeModuleId?.endsWith(IDLE_PREFETCH_MODULE))
  const prefetch = modal ? withStaticImports(modal, byName, seen) : []
  const gzip = [...page, ...prefetch].reduce((total, c) => total + gzipSize(Buffer.from(c.code)), 0)
  return { app, output, page, prefetch, gzip }
}

export async function firstLoad(app: string): Promise<FirstLoad> {
  return firstLoadOf(app, await buildInMemory(app))
}
