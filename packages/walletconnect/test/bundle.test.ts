// The adapter must not add WalletConnect to the first page load: bundling its entry for the
// browser, every WalletConnect module may only be reached through a dynamic import().
import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'
import { expect, test } from 'vitest'

test('WalletConnect code is only reachable through dynamic import from the package entry', async () => {
  const result = await build({
    entryPoints: [fileURLToPath(new URL('../src/index.ts', import.meta.url))],
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'browser',
    outdir: '/tmp/latch-walletconnect-bundle',
    metafile: true,
    logLevel: 'silent',
    // Keep packages out of the bundle so the imports of the entry itself stay visible.
    external: ['@walletconnect/*', '@reown/*', 'viem', 'viem/*', '@latch/*'],
  })
  const imports = Object.values(result.metafile.outputs).flatMap((output) => output.imports)
  const walletConnect = imports.filter((i) => i.path.startsWith('@walletconnect/'))
  expect(walletConnect.map((i) => i.path).sort()).toEqual([
    '@walletconnect/core',
    '@walletconnect/sign-client',
  ])
  for (const i of walletConnect) expect(i.kind).toBe('dynamic-import')
})
