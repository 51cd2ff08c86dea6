import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, expect, test, vi } from 'vitest'
import { createLogger, fileLogSink } from './log'

const folders: string[] = []
afterEach(() => {
  vi.restoreAllMocks()
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true })
})

test('a file sink writes each entry as a JSON line in its file and nothing on stdout', () => {
  const folder = mkdtempSync(join(tmpdir(), 'latch-log-'))
  folders.push(folder)
  const path = join(folder, 'logs', 'server.log')
  const stdout = vi.spyOn(process.stdout, 'write')
  const log = createLogger(fileLogSink(path))

  log.info('server ready', { port: 8787 })
  log.warn('slow upstream')

  const lines = readFileSync(path, 'utf8')
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line))
  expect(lines).toMatchObject([
    { level: 'info', msg: 'server ready', port: 8787 },
    { level: 'warn', msg: 'slow upstream' },
  ])
  expect(typeof lines[0].time).toBe('string')
  expect(stdout).not.toHaveBeenCalled()
})
