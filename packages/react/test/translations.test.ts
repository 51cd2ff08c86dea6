import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { ALERTS, LOCALES, TOASTS } from '@latch/core'
import { SEND_ERRORS, SWAP_ERRORS } from '@latch/core/internal'
import ts from 'typescript'
import { describe, expect, test } from 'vitest'
import { en } from '../src/i18n/locales/en'
import type { Messages } from '../src/i18n/messages'

// Every translation: each supported locale but English (a locale without its file fails here).
const TRANSLATED = await Promise.all(
  LOCALES.filter((locale) => locale !== 'en').map(
    async (locale) =>
      [locale, (await import(`../src/i18n/locales/${locale}.ts`)).default as Messages] as const,
  ),
)

const FIXTURE = join(import.meta.dirname, 'fixtures', 'translation-types.ts')
// `{name}` placeholders, and the `<name>` marks of text a view turns into a link.
const placeholders = (text: string) =>
  [...text.matchAll(/\{(\w+)[},]|<(\w+)>/g)].map((m) => m[1] ?? `<${m[2]}>`).sort()

describe('the message catalogue', () => {
  test('every supported locale but English has its translation, and no file stands for another', () => {
    // Loading TRANSLATED already failed for a locale without its file; a file without its locale shows here.
    const files = readdirSync(join(import.meta.dirname, '..', 'src', 'i18n', 'locales'))
      .filter((name) => name.endsWith('.ts') && name !== 'en.ts')
      .map((name) => name.slice(0, -3))
    expect(files.sort()).toEqual(TRANSLATED.map(([locale]) => locale).sort())
  })

  test('English is the source: every message is its own key', () => {
    for (const [key, message] of Object.entries(en)) expect(message).toBe(key)
  })

  test.each(TRANSLATED)('%s translates every English message, keeping its placeholders', (_, messages) => {
    expect(Object.keys(messages).sort()).toEqual(Object.keys(en).sort())
    for (const [key, text] of Object.entries(messages)) {
      expect(text.trim(), key).not.toBe('')
      expect(placeholders(text), key).toEqual(placeholders(key))
    }
  })

  test("core's user-facing texts are all in the catalogue, verbatim", () => {
    const core = [
      ...Object.values(ALERTS).flatMap((alert) => [alert.shortMessage, alert.longMessage]),
      ...Object.values(TOASTS),
      ...Object.values(SEND_ERRORS),
      ...Object.values(SWAP_ERRORS),
    ]
    for (const text of core) expect(Object.hasOwn(en, text), text).toBe(true)
  })

  test('a translation missing a key, or with a key English does not have, fails the type check', () => {
    const program = ts.createProgram([FIXTURE], {
      strict: true,
      noEmit: true,
      skipLibCheck: true,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      target: ts.ScriptTarget.ES2022,
      jsx: ts.JsxEmit.ReactJSX,
      types: [],
    })
    const source = program.getSourceFile(FIXTURE)
    // Without its @ts-expect-error lines the fixture must fail, for the reasons they name.
    const stripped = readFileSync(FIXTURE, 'utf8').replace(/^\s*\/\/ @ts-expect-error.*$/gm, '')
    const host = ts.createCompilerHost(program.getCompilerOptions())
    const read = host.getSourceFile
    host.getSourceFile = (name, ...rest) =>
      name === FIXTURE ? ts.createSourceFile(name, stripped, ts.ScriptTarget.ES2022) : read(name, ...rest)
    const bare = ts.createProgram([FIXTURE], program.getCompilerOptions(), host, program)
    const errors = ts
      .getPreEmitDiagnostics(bare)
      .filter((d) => d.file?.fileName === FIXTURE)
      .map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'))
    expect(source).toBeDefined()
    expect(errors).toHaveLength(3)
    expect(errors[0]).toContain('"Connect Wallet"')
    expect(errors[1]).toContain("'Conect Wallet'")
    expect(errors[2]).toContain('"Not a message"')
    // With them, the file compiles: each marked line is an error, as the fixture says.
    expect(ts.getPreEmitDiagnostics(program).filter((d) => d.file?.fileName === FIXTURE)).toEqual([])
  })
})
