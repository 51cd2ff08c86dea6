// Production builds of the bench apps with Vite, each under its own base path so one static
// server can serve them all.

import { readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { stripVTControlCharacters } from 'node:util'
import { gzipSync } from 'node:zlib'
import react from '@vitejs/plugin-react'
import { build } from 'vite'

export const BENCH_DIR = fileURLToPath(new URL('.', import.meta.url))
export const DIST_DIR = join(BENCH_DIR, '.cache', 'dist')

export type BuildResult =
  | { app: string; ok: true; outDir: string; totalJsBytes: number; totalJsGzip: number; jsFiles: number }
  | { app: string; ok: false; error: string }

export function gzipSize(body: Buffer): number {
  return gzipSync(body, { level: 9 }).length
}

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true })
  return entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name))
}

/** Builds an app into `<root>/<app>` (the bench's own folder by default). */
export async function buildApp(app: string, root = DIST_DIR): Promise<BuildResult> {
  const outDir = join(root, app)
  try {
    await build({
      root: join(BENCH_DIR, 'apps', app),
      base: `/${app}/`,
      configFile: false,
      mode: 'production',
      // The production React build even when NODE_ENV says otherwise (vitest sets 'test').
      define: { 'process.env.NODE_ENV': JSON.stringify('production') },
      logLevel: 'error',
      plugins: [react()],
      resolve: { dedupe: ['react', 'react-dom'] },
      build: { outDir, emptyOutDir: true, reportCompressedSize: false },
    })
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error)
    return { app, ok: false, error: stripVTControlCharacters(message) }
  }
  const js = (await listFiles(outDir)).filter((f) => /\.m?js$/.test(f))
  let totalJsBytes = 0
  let totalJsGzip = 0
  for (const file of js) {
    const body = await readFile(file)
    totalJsBytes += body.length
    totalJsGzip += gzipSize(body)
  }
  return { app, ok: true, outDir, totalJsBytes, totalJsGzip, jsFiles: js.length }
}
