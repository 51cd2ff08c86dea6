// Test support: the real services server in its own Node process. DOM tests cannot host it in
// process, because the DOM environment replaces the Request class the HTTP layer builds on.
import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'

const root = resolve(import.meta.dirname, '../../../../..')

export interface ServerProcess {
  url: string
  stop(): Promise<void>
}

export async function startServerProcess(): Promise<ServerProcess> {
  const dir = mkdtempSync(join(tmpdir(), 'latch-react-names-'))
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', join(root, 'apps/server/src/cli.ts'), '--port', '0', '--data-dir', dir],
    {
      cwd: root,
      env: { ...process.env, LATCH_MANIFEST: join(dir, 'none.json'), LATCH_INDEXER: 'off' },
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  )
  const url = await new Promise<string>((done, fail) => {
    let text = ''
    const timer = setTimeout(() => fail(new Error(`server did not start: ${text}`)), 60_000)
    child.stderr?.on('data', (chunk: Buffer) => {
      text += chunk.toString()
      const match = /listening on (http:\/\/\S+)/.exec(text)
      if (match?.[1]) {
        clearTimeout(timer)
        done(match[1])
      }
    })
    child.once('exit', (code) => fail(new Error(`server exited (${code}): ${text}`)))
  })
  return {
    url,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((done) => child.once('exit', done))
        child.kill('SIGTERM')
        await exited
      }
      rmSync(dir, { recursive: true, force: true })
    },
  }
}
