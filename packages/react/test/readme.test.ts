import { readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'

const here = dirname(fileURLToPath(import.meta.url))
const examplePath = join(here, 'readme-example.tsx')

describe('README', () => {
  it('shows the minimal example exactly as the type-checked file holds it', () => {
    const readme = readFileSync(join(here, '..', 'README.md'), 'utf8')
    const block = /```tsx\n([\s\S]*?)```/.exec(readme)?.[1]
    expect(block).toBe(readFileSync(examplePath, 'utf8'))
  })

  it('minimal example compiles under the repository compiler options', () => {
    const configPath = join(here, '..', '..', '..', 'tsconfig.json')
    const config = ts.getParsedCommandLineOfConfigFile(
      configPath,
      {},
      { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} },
    )
    if (!config) throw new Error('tsconfig.json not readable')
    const program = ts.createProgram([examplePath], { ...config.options, noEmit: true })
    const diagnostics = ts
      .getPreEmitDiagnostics(program)
      .filter((diagnostic) => diagnostic.file?.fileName.includes('packages/react/'))
      .map((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'))
    expect(diagnostics).toEqual([])
  }, 60_000)
})
