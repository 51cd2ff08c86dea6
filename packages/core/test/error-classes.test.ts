// Every error class in every package extends core's one base, so a host can catch `BaseError`,
// read `shortMessage`, `details`, `metaMessages` and `walk()` the causes whatever threw.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import * as core from '@latch/core'
import * as evm from '@latch/evm'
import * as react from '@latch/react'
import * as siwx from '@latch/siwx'
import * as walletconnect from '@latch/walletconnect'
import { describe, expect, test } from 'vitest'

const { AdapterError, BaseError, LatchError } = core
const packages = { core, evm, react, siwx, walletconnect }

type ErrorClass = abstract new (...args: never) => Error

/** Every exported class whose instances are Errors, by package. */
function errorClasses(exports: Record<string, unknown>): [string, ErrorClass][] {
  return Object.entries(exports).filter(
    (entry): entry is [string, ErrorClass] =>
      typeof entry[1] === 'function' && (entry[1] as ErrorClass).prototype instanceof Error,
  )
}

describe('every error class extends the one base', () => {
  test.each(Object.entries(packages))(
    'each error class @latch/%s exports extends BaseError',
    (_name, exports) => {
      for (const [name, errorClass] of errorClasses(exports)) {
        expect(errorClass.prototype instanceof BaseError || errorClass === BaseError, name).toBe(true)
      }
    },
  )

  test('the error classes packages export today are all found, and their instances are BaseErrors', () => {
    const found = Object.values(packages).flatMap((exports) => errorClasses(exports).map(([name]) => name))
    expect(found.sort()).toEqual(
      [
        'AdapterError',
        'BaseError',
        'LatchError',
        'PairingSupersededError',
        'SIWXMessageError',
        'SIWXServerError',
        'SIWXVerificationError',
        'WalletConnectAdapterError',
      ].sort(),
    )
    const instances = [
      new LatchError('NETWORK_NOT_FOUND', core.ERRORS.NETWORK_NOT_FOUND),
      new AdapterError('evm', 'Not an EVM address: x', { code: 4001 }),
      new walletconnect.WalletConnectAdapterError('The wallet declined the connection', { code: 5000 }),
      new walletconnect.PairingSupersededError(),
      new siwx.SIWXMessageError('domain', 'must be a string'),
      new siwx.SIWXServerError(401, 'Unauthorized'),
      new siwx.SIWXVerificationError('EXPIRED', 'the session expired'),
    ]
    for (const error of instances) {
      expect(error).toBeInstanceOf(BaseError)
      expect(error.shortMessage).toBe(error.message)
    }
    expect(new walletconnect.WalletConnectAdapterError('x')).toMatchObject({ adapter: 'walletconnect' })
    expect(new siwx.SIWXVerificationError('EXPIRED', 'x').code).toBe('EXPIRED')
  })

  test('no source file under packages/*/src declares a class that extends Error directly', () => {
    const root = join(__dirname, '..', '..')
    const offenders: string[] = []
    const visit = (dir: string) => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        const path = join(dir, entry.name)
        if (entry.isDirectory()) visit(path)
        else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) {
          if (/\bextends\s+(Error|TypeError|RangeError)\b/.test(readFileSync(path, 'utf8')))
            offenders.push(path)
        }
      }
    }
    for (const name of readdirSync(root))
      if (existsSync(join(root, name, 'src'))) visit(join(root, name, 'src'))
    expect(offenders).toEqual([join(root, 'core', 'src', 'errors', 'base.ts')])
  })
})
