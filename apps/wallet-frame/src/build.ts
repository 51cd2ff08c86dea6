// Builds the wallet frame (one page, one script) with esbuild: in memory for the services server's
// frame port, or into a folder for any static host (`npm run build -w @latch/wallet-frame`, then
// serve `dist/` on its own origin; the frame calls `/embedded/v1/*` and the service reads on that
// origin, so put the services server behind the same host).
import { mkdirSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { build } from 'esbuild'

const STYLE = `
:root { color-scheme: light dark; font: 14px/1.4 system-ui, sans-serif; }
:root[data-theme='dark'] { background: #141414; color: #e4e7e7; }
:root[data-theme='light'] { background: #fff; color: #141414; }
body { margin: 0; }
#approval[hidden] { display: none; }
#approval { padding: 16px; display: grid; gap: 10px; }
#approval dl { display: grid; grid-template-columns: auto 1fr; gap: 4px 12px; margin: 0; }
#approval dt { opacity: .7; }
#approval dd { margin: 0; overflow-wrap: anywhere; }
#approval pre { white-space: pre-wrap; overflow-wrap: anywhere; max-height: 160px; overflow: auto; margin: 0; }
.actions { display: flex; gap: 8px; }
button { flex: 1; padding: 10px; border-radius: 8px; border: 1px solid currentColor; background: none; color: inherit; font: inherit; cursor: pointer; }
button#approve { background: #3396ff; border-color: #3396ff; color: #fff; }
`

export const FRAME_HTML = `<!doctype html>
<html lang="en" data-theme="dark">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>Latch wallet</title>
<style>${STYLE}</style></head>
<body>
<section id="approval" hidden aria-live="polite">
<h1 id="approval-title">Approve request</h1>
<dl id="approval-details"></dl>
<pre id="approval-message"></pre>
<div class="actions"><button id="reject" type="button">Reject</button><button id="approve" type="button">Approve</button></div>
</section>
<script type="module" src="/frame.js"></script>
</body>
</html>
`

/** `/index.html` and `/frame.js`, built from src/main.ts. */
export async function buildWalletFrame(): Promise<Record<string, string>> {
  const result = await build({
    entryPoints: [resolve(import.meta.dirname, 'main.ts')],
    bundle: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    minify: true,
    write: false,
    legalComments: 'none',
    logLevel: 'silent',
  })
  const script = result.outputFiles[0]?.text
  if (!script) throw new Error('wallet frame build produced nothing')
  return { '/index.html': FRAME_HTML, '/frame.js': script }
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  const out = resolve(process.argv[2] ?? 'dist')
  mkdirSync(out, { recursive: true })
  for (const [path, body] of Object.entries(await buildWalletFrame())) writeFileSync(join(out, path), body)
  console.log(`wallet frame built into ${out}`)
}
