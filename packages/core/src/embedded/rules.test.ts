import { describe, expect, test } from 'vitest'
import {
  approvalPlacement,
  clearsOnNotConnected,
  closesAfterLogin,
  emailFieldMessage,
  isOtp,
  otpDigits,
  otpFieldMessage,
  parseLoginTime,
  viewForConnectEmailAction,
} from './rules'

describe('embedded rules', () => {
  test("email field: 'Required' when empty, 'Invalid input' when not an email", () => {
    expect(emailFieldMessage('')).toBe('Required')
    expect(emailFieldMessage('   ')).toBe('Required')
    expect(emailFieldMessage('ada@')).toBe('Invalid input')
    expect(emailFieldMessage('<b>@x.io')).toBe('Invalid input')
    expect(emailFieldMessage(' ada@example.com ')).toBeUndefined()
  })

  test('a code is six digits; pasted text keeps its digits', () => {
    expect(isOtp('123456')).toBe(true)
    expect(isOtp('12345')).toBe(false)
    expect(isOtp('12345a')).toBe(false)
    expect(otpFieldMessage('')).toBe('Required')
    expect(otpFieldMessage('12')).toBe('Invalid input')
    expect(otpDigits(' 123-456 789')).toBe('123456')
  })

  test('connect-email actions lead to the code view, the device view, or straight on', () => {
    expect(viewForConnectEmailAction('VERIFY_OTP')).toBe('EmailVerifyOtp')
    expect(viewForConnectEmailAction('VERIFY_DEVICE')).toBe('EmailVerifyDevice')
    expect(viewForConnectEmailAction('CONNECT')).toBeUndefined()
  })

  test('the approval opens a closed modal, is pushed over an open one, or is already shown', () => {
    expect(approvalPlacement({ modalOpen: false, view: 'Connect' })).toBe('open')
    expect(approvalPlacement({ modalOpen: true, view: 'WalletSendPreview' })).toBe('push')
    expect(approvalPlacement({ modalOpen: true, view: 'ApproveTransaction' })).toBe('shown')
  })

  test('"not connected" clears the account only while the embedded connector is the active one', () => {
    expect(clearsOnNotConnected('latch-embedded', 'latch-embedded')).toBe(true)
    expect(clearsOnNotConnected('io.metamask', 'latch-embedded')).toBe(false)
    expect(clearsOnNotConnected(undefined, 'latch-embedded')).toBe(false)
  })

  test('a login closes the modal from the login views only', () => {
    expect(closesAfterLogin('EmailVerifyOtp')).toBe(true)
    expect(closesAfterLogin('Connect')).toBe(true)
    expect(closesAfterLogin('SIWXSignMessage')).toBe(false)
  })

  test('a stored login time is a positive finite number, else dropped', () => {
    expect(parseLoginTime(1_700_000_000_000)).toBe(1_700_000_000_000)
    expect(parseLoginTime('1')).toBeUndefined()
    expect(parseLoginTime(Number.NaN)).toBeUndefined()
    expect(parseLoginTime(-5)).toBeUndefined()
  })
})
