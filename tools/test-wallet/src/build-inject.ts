import { resolveConfig } from './config'
import type { InjectConfig } from './inject'

const globalName = '__latchTestWalletInject'
let bundle: Promise<string> | undefined

/**
 * Loads a Node-only module by a name bundlers cannot see, so browser code (the demo) can import this
 * package's entry without pulling esbuild or node: modules into its bundle.
 */
function nodeImport<T>(name: string): Promise<T> {
  return import(/* @vite-ignore */ name) as Promise<T>
}

async function buildBundle(): Promise<string> {
  const { build } = await nodeImport<typeof import('esbuild')>('esbuild')
  const { fileURLToPath } = await nodeImport<typeof import('node:url')>('node:url')
  const { dirname, join } = await nodeImport<typeof import('node:path')>('node:path')
  const result = await build({
    entryPoints: [join(dirname(fileURLToPath(import.meta.url)), 'inject.ts')],
    bundle: true,
    format: 'iife',
    globalName,
    platform: 'browser',
    target: 'es2020',
    minify: true,
    write: false,
    logLevel: 'silent',
  })
  const text = result.outputFiles[0]?.text
  if (!text) throw new Error('buildInjectScript: esbuild produced no output')
  return text
}

function bundleInject(): Promise<string> {
  bundle ??= buildBundle().catch((error: unknown) => {
    bundle = undefined // let a later call retry after a failed build
    throw error
  })
  return bundle
}

/**
 * JSON that is also inert inside HTML and any JS context: `<`, `>`, `&` and the two JS line
 * terminators become \u escapes, so a config string can never close a <script> or break out.
 */
function inertJson(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  )
}

/**
 * Browser source for Playwright's `page.addInitScript({ content })`: creates the wallet from `config`,
 * announces it over EIP-6963 and exposes it as `window.__latchTestWallet`. The bundle is built once
 * per process. Node only.
 */
export async function buildInjectScript(config: InjectConfig): Promise<string> {
  if (!config || typeof config !== 'object')
    throw new TypeError('buildInjectScript: config must be an object')
  for (const flag of ['legacy', 'persist'] as const) {
    if (config[flag] !== undefined && typeof config[flag] !== 'boolean')
      throw new TypeError(`buildInjectScript: ${flag} must be a boolean`)
  }
  const { legacy, persist, ...walletConfig } = config
  // Check here too, so a bad config fails in the test process rather than silently in the page.
  const resolved = resolveConfig(walletConfig)
  const safe = {
    mnemonic: resolved.mnemonic,
    accountIndex: resolved.accountIndex,
    chains: resolved.chains,
    chainId: resolved.chainId,
    info: resolved.info,
    legacy: legacy === true,
    persist: persist === true,
  }
  const code = await bundleInject()
  return `(function(){\n${code}\n${globalName}.install(${inertJson(safe)});\n})();\n`
}
