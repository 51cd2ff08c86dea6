// The rows Connect keeps for the directory's wallets while they are on their way: as many as the
// directory will send, from the app's options alone.
import { describe, expect, test } from 'vitest'
import { resolveWalletDirectoryOptions } from './options'
import { awaitedRows, directoryRowsAwaited, initialWalletDirectoryState } from './state'

const awaited = (input: Parameters<typeof resolveWalletDirectoryOptions>[0]) =>
  awaitedRows(resolveWalletDirectoryOptions(input))

describe('rows kept for the directory', () => {
  test('four recommended and no featured by default', () => {
    expect(awaited({})).toEqual({ featured: 0, recommended: 4 })
  })

  test('one per featured id asked for, at most four, leaving out the excluded ones', () => {
    expect(awaited({ featuredWalletIds: ['a', 'b'] })).toEqual({ featured: 2, recommended: 4 })
    expect(awaited({ featuredWalletIds: ['a', 'b', 'c', 'd', 'e'] })).toEqual({ featured: 4, recommended: 4 })
    expect(awaited({ featuredWalletIds: ['a', 'b'], excludeWalletIds: ['b'] })).toEqual({
      featured: 1,
      recommended: 4,
    })
  })

  test('a directory limited to a few wallets recommends only those not featured or excluded', () => {
    expect(
      awaited({ includeWalletIds: ['a', 'b', 'c'], featuredWalletIds: ['a'], excludeWalletIds: ['c'] }),
    ).toEqual({
      featured: 1,
      recommended: 1,
    })
    expect(awaited({ includeWalletIds: ['a', 'b', 'c', 'd', 'e', 'f'] })).toEqual({
      featured: 0,
      recommended: 4,
    })
  })

  test('none once the lists are in, or when there is no server or it failed', () => {
    const options = resolveWalletDirectoryOptions({ featuredWalletIds: ['a'] })
    const idle = initialWalletDirectoryState(options)
    expect(directoryRowsAwaited(idle)).toEqual({ featured: 1, recommended: 4 })
    expect(directoryRowsAwaited({ ...idle, status: 'loading' })).toEqual({ featured: 1, recommended: 4 })
    expect(directoryRowsAwaited({ ...idle, listed: true })).toEqual({ featured: 0, recommended: 0 })
    expect(directoryRowsAwaited({ ...idle, status: 'error' })).toEqual({ featured: 0, recommended: 0 })
    expect(directoryRowsAwaited(initialWalletDirectoryState(options, false))).toEqual({
      featured: 0,
      recommended: 0,
    })
  })
})
