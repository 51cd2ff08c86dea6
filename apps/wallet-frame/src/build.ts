// Builds the wallet frame (one page, one script) with esbuild: in memory for the services server's
// frame port, or into a folder for any static host (`npm run build -w @latch/wallet-frame`, then
// serve `dist/` on its own origin; the frame calls `/embedded/v1/*` and the service reads on that
// origin, so put the services server behind the same host).
import { mkdirSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { type BuildOptions, build, type Plugin } from 'esbuild'

const STYLE = `
:root { color-scheme: light dark; font: 14px/1.4 var(--latch-font-family, system-ui, sans-serif); --accent: var(--latch-accent, #3396ff); --accent-text: var(--latch-accent-text, #fff); }
/* The modal's own colours (SYNC_THEME sends the mode), so the frame reads as part of it. */
:root[data-theme='dark'] { background: #22252c; color: #f3f4f6; --error: #f87171; }
:root[data-theme='light'] { background: #f3f4f6; color: #111827; --error: #b91c1c; }
body { margin: 0; }
section[hidden] { display: none; }
section { padding: 16px; display: grid; gap: 10px; }
h1 { font-size: 16px; margin: 0; }
p { margin: 0; }
dl { display: grid; grid-template-columns: auto 1fr; gap: 4px 12px; margin: 0; }
dt { opacity: .7; }
dd { margin: 0; overflow-wrap: anywhere; }
pre { white-space: pre-wrap; overflow-wrap: anywhere; max-height: 160px; overflow: auto; margin: 0; }
.key { font: 15px/1.5 ui-monospace, monospace; padding: 10px; border: 1px dashed currentColor; border-radius: 8px; overflow-wrap: anywhere; user-select: all; }
label { display: grid; gap: 4px; }
input { font: 14px ui-monospace, monospace; padding: 10px; border-radius: 8px; border: 1px solid currentColor; background: none; color: inherit; }
input[aria-invalid='true'] { border-color: var(--error); }
.error { color: var(--error); min-height: 1.4em; }
.actions { display: flex; gap: 8px; }
button { flex: 1; padding: 10px; border-radius: 8px; border: 1px solid currentColor; background: none; color: inherit; font: inherit; cursor: pointer; }
button.primary { background: var(--accent); border-color: var(--accent); color: var(--accent-text); }
button:disabled { opacity: .6; cursor: default; }
:focus-visible { outline: 2px solid var(--accent); outline-offset: 2px; }
`

export const FRAME_HTML = `<!doctype html>
<html lang="en" data-theme="dark">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>Latch wallet</title>
<style>${STYLE}</style></head>
<body>
<section id="approval" hidden aria-labelledby="approval-title">
<h1 id="approval-title" tabindex="-1">Approve request</h1>
<dl id="approval-details"></dl>
<pre id="approval-message"></pre>
<div class="actions"><button id="reject" type="button">Reject</button><button id="approve" class="primary" type="button">Approve</button></div>
</section>
<section id="recovery-save" hidden aria-labelledby="recovery-save-title">
<h1 id="recovery-save-title">Save your recovery key</h1>
<p>To use this wallet on another device you will need this key. It is shown only now and nobody else has it: keep it somewhere safe.</p>
<p id="recovery-key" class="key" aria-label="Recovery key"></p>
<div class="actions"><button id="recovery-copy" type="button">Copy</button><button id="recovery-download" type="button">Download</button></div>
<p id="recovery-status" role="status"></p>
<button id="recovery-saved" class="primary" type="button">I have saved it</button>
</section>
<form id="recovery-enter" hidden aria-labelledby="recovery-enter-title" novalidate>
<section>
<h1 id="recovery-enter-title">Enter your recovery key</h1>
<p>This device is new to your wallet. Enter the recovery key you saved when the wallet was made.</p>
<label>Recovery key<input id="recovery-input" name="recovery" autocomplete="off" spellcheck="false" required aria-describedby="recovery-error"></label>
<p id="recovery-error" class="error" role="alert"></p>
<div class="actions"><button id="recovery-cancel" type="button">Cancel</button><button id="recovery-continue" class="primary" type="submit">Continue</button></div>
</section>
</form>
<script type="module" src="/frame.js"></script>
</body>
</html>
`

const options = {
  bundle: true,
  format: 'esm',
  platform: 'browser',
  target: 'es2022',
  minify: true,
  write: false,
  legalComments: 'none',
  logLevel: 'silent',
} satisfies BuildOptions

/** The Solana signing code (with @solana/kit): a script of its own, loaded by the frame when first needed. */
const SOLANA_SCRIPT = '/frame-solana.js'

/** The frame's import of the Solana signing code becomes a load of its own script. */
const solanaApart: Plugin = {
  name: 'solana-apart',
  setup(plugin) {
    plugin.onResolve({ filter: /^\.\/solana-signing$/ }, () => ({
      path: `.${SOLANA_SCRIPT}`,
      external: true,
    }))
  },
}

async function script(entry: string, plugins: Plugin[] = []): Promise<string> {
  const result = await build({ ...options, entryPoints: [resolve(import.meta.dirname, entry)], plugins })
  const text = result.outputFiles[0]?.text
  if (!text) throw new Error(`wallet frame build of ${entry} produced nothing`)
  return text
}

/** `/index.html`, `/frame.js` (from src/main.ts) and the Solana script it loads on demand. */
export async function buildWalletFrame(): Promise<Record<string, string>> {
  const [frame, solana] = await Promise.all([script('main.ts', [solanaApart]), script('solana-signing.ts')])
  return { '/index.html': FRAME_HTML, '/frame.js': frame, [SOLANA_SCRIPT]: solana }
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  const out = resolve(process.argv[2] ?? 'dist')
  mkdirSync(out, { recursive: true })
  for (const [path, body] of Object.entries(await buildWalletFrame())) writeFileSync(join(out, path), body)
  console.log(`wallet frame built into ${out}`)
}
