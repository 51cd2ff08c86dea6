import { existsSync, readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import react from '@vitejs/plugin-react'
import { defineConfig, type Plugin } from 'vite'

const root = resolve(import.meta.dirname, '../..')

// The demo learns where devnet and the services server are at run time, from its own origin, so
// one build serves any port layout (npm start, the browser tests, a deployment). `env` is where the
// addresses are read: this process's environment, or one of the browser tests' environments.
export function demoConfig(env: NodeJS.ProcessEnv = process.env): Plugin {
  const body = () => {
    const manifestPath = env.LATCH_MANIFEST ?? resolve(root, '.latch/manifest.json')
    const manifest = existsSync(manifestPath) ? JSON.parse(readFileSync(manifestPath, 'utf8')) : null
    const solanaPath = env.LATCH_SOLANA_MANIFEST ?? resolve(root, '.latch/solana-manifest.json')
    const solana = existsSync(solanaPath) ? JSON.parse(readFileSync(solanaPath, 'utf8')) : null
    const bitcoinPath = env.LATCH_BITCOIN_MANIFEST ?? resolve(root, '.latch/bitcoin-manifest.json')
    const bitcoin = existsSync(bitcoinPath) ? JSON.parse(readFileSync(bitcoinPath, 'utf8')) : null
    return JSON.stringify({
      manifest,
      solana,
      // Signing-only namespaces: on unless switched off (LATCH_DEMO_POLKADOT=0, LATCH_DEMO_COSMOS=0).
      polkadot: env.LATCH_DEMO_POLKADOT !== '0',
      cosmos: env.LATCH_DEMO_COSMOS !== '0',
      bitcoin,
      servicesUrl: env.LATCH_SERVICES_URL ?? null,
      relayUrl: env.LATCH_RELAY_URL ?? null,
      walletFrameUrl: env.LATCH_WALLET_FRAME_URL ?? null,
      projectId: env.LATCH_PROJECT_ID ?? 'latch-demo',
    })
  }
  const handler = (req: { url?: string }, res: import('node:http').ServerResponse, next: () => void) => {
    if (req.url !== '/latch/config.json') return next()
    res.setHeader('Content-Type', 'application/json')
    res.setHeader('Cache-Control', 'no-store')
    res.end(body())
  }
  return {
    name: 'latch-demo-config',
    configureServer: (server) => void server.middlewares.use(handler),
    configurePreviewServer: (server) => void server.middlewares.use(handler),
  }
}

/**
 * The demo (index.html) and the small wagmi app whose visitors connect through Latch (wagmi.html)
 * are built one after the other into the same folder, the second with `--mode wagmi`: built
 * together, the bundler may place modules both pages use (viem's) in the wagmi page's entry
 * chunk, and the demo importing viem would run the wagmi page's start-up over the demo. The dev
 * server serves both pages as they are.
 */
export default defineConfig(({ mode }) => {
  const page = mode === 'wagmi' ? 'wagmi' : 'index'
  return {
    root: import.meta.dirname,
    plugins: [react(), demoConfig()],
    build: {
      outDir: 'dist',
      // The demo's build empties the folder; the wagmi page's adds to it.
      emptyOutDir: page === 'index',
      rollupOptions: { input: { [page]: resolve(import.meta.dirname, `${page}.html`) } },
    },
  }
})
