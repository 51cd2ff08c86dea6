import { getSdkError } from '@walletconnect/utils'
import { describe, expect, test } from 'vitest'
import { WalletConnectAdapterError } from './errors'
import { asWalletError, proposalError } from './wallet-errors'

describe('wallet errors become Errors', () => {
  test('a plain { code, message } answer keeps its message and code instead of reading "[object Object]"', () => {
    const error = asWalletError({ code: 4902, message: 'Unrecognized chain ID 1' }, 'fallback')
    expect(error).toBeInstanceOf(WalletConnectAdapterError)
    expect(error.message).toBe('Unrecognized chain ID 1')
    expect(String(error)).not.toContain('[object Object]')
    expect(error).toMatchObject({ code: 4902 })
  })

  test('an Error passes through unchanged', () => {
    const original = new Error('socket closed')
    expect(asWalletError(original, 'fallback')).toBe(original)
  })

  test('hostile answers without a usable message get the fallback, and long messages are cut', () => {
    for (const hostile of [null, undefined, 42, 'text', { message: 7 }, { message: '   ' }, { code: '1' }]) {
      const error = asWalletError(hostile, 'The wallet failed personal_sign')
      expect(error.message).toBe('The wallet failed personal_sign')
      expect((error as WalletConnectAdapterError).code).toBeUndefined()
    }
    expect(asWalletError({ message: 'x'.repeat(5000) }, 'f').message).toHaveLength(300)
  })
})

describe('proposal answers', () => {
  test("the SDK's USER_REJECTED and EIP-1193's 4001 read as the wallet declining, with the code kept", () => {
    for (const answer of [
      getSdkError('USER_REJECTED'),
      { code: 4001, message: 'User rejected the request.' },
    ]) {
      const error = proposalError(answer)
      expect(error.message).toBe('The wallet declined the connection')
      expect(error).toMatchObject({ code: answer.code })
    }
  })

  test('other proposal failures keep the wallet message, or say the wallet did not approve', () => {
    expect(proposalError(getSdkError('UNSUPPORTED_CHAINS')).message).toBe(
      getSdkError('UNSUPPORTED_CHAINS').message,
    )
    expect(proposalError({}).message).toBe('The wallet did not approve the connection')
  })
})
