import { existsSync, readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import react from '@vitejs/plugin-react'
import { defineConfig, type Plugin } from 'vite'

const root = resolve(import.meta.dirname, '../..')

// The demo learns where devnet and the services server are at run time, from its own origin, so
// one build serves any port layout (npm start, the browser tests, a deployment).
function demoConfig(): Plugin {
  const body = () => {
    const manifestPath = process.env.LATCH_MANIFEST ?? resolve(root, '.latch/manifest.json')
    const manifest = existsSync(manifestPath) ? JSON.parse(readFileSync(manifestPath, 'utf8')) : null
    const solanaPath = process.env.LATCH_SOLANA_MANIFEST ?? resolve(root, '.latch/solana-manifest.json')
    const solana = existsSync(solanaPath) ? JSON.parse(readFileSync(solanaPath, 'utf8')) : null
    return JSON.stringify({
      manifest,
      solana,
      servicesUrl: process.env.LATCH_SERVICES_URL ?? null,
      relayUrl: process.env.LATCH_RELAY_URL ?? null,
      walletFrameUrl: process.env.LATCH_WALLET_FRAME_URL ?? null,
      projectId: process.env.LATCH_PROJECT_ID ?? 'latch-demo',
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

export default defineConfig({
  root: import.meta.dirname,
  plugins: [react(), demoConfig()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The demo, and a small wagmi app whose visitors connect through Latch (wagmi.html).
    rollupOptions: {
      input: {
        main: resolve(import.meta.dirname, 'index.html'),
        wagmi: resolve(import.meta.dirname, 'wagmi.html'),
      },
    },
  },
})
