import { describe, expect, test } from 'vitest'
import {
  approvalPlacement,
  clearsOnNotConnected,
  closesAfterLogin,
  emailFieldMessage,
  fallsBackToEoa,
  formatEnabledNetworks,
  isOtp,
  otpDigits,
  otpFieldMessage,
  parseEnabledNetworks,
  parseLoginTime,
  parsePreferredAccountTypes,
  preferredAccountType,
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

  test('account type defaults per namespace: eip155 smartAccount, solana and polkadot eoa, bip122 payment', () => {
    expect(preferredAccountType('eip155', undefined, undefined)).toBe('smartAccount')
    expect(preferredAccountType('solana', undefined, undefined)).toBe('eoa')
    expect(preferredAccountType('polkadot', undefined, undefined)).toBe('eoa')
    expect(preferredAccountType('bip122', undefined, undefined)).toBe('payment')
    expect(preferredAccountType('cosmos', undefined, undefined)).toBe('eoa')
  })

  test("the visitor's stored choice wins over the host's preference, which wins over the default", () => {
    expect(preferredAccountType('eip155', { eip155: 'eoa' }, undefined)).toBe('eoa')
    expect(preferredAccountType('eip155', { eip155: 'eoa' }, { eip155: 'smartAccount' })).toBe('smartAccount')
    expect(preferredAccountType('eip155', undefined, { solana: 'eoa' })).toBe('smartAccount')
  })

  test('stored preferred account types keep only known types on namespace-shaped keys', () => {
    expect(parsePreferredAccountTypes({ eip155: 'eoa', solana: 'smartAccount' })).toEqual({
      eip155: 'eoa',
      solana: 'smartAccount',
    })
    expect(parsePreferredAccountTypes({ eip155: 'root', '<img src=x>': 'eoa' })).toEqual({})
    expect(parsePreferredAccountTypes('eoa')).toBeUndefined()
    expect(parsePreferredAccountTypes(['eoa'])).toBeUndefined()
  })

  test('the smart-account-enabled networks are stored as a comma list and read back', () => {
    expect(formatEnabledNetworks([31337, 8453, 31337])).toBe('31337,8453')
    expect(formatEnabledNetworks([])).toBe('')
    expect(formatEnabledNetworks([1, -5, 1.5, Number.NaN])).toBe('1')
    expect(parseEnabledNetworks('31337,8453')).toEqual([31337, 8453])
    expect(parseEnabledNetworks(' 1, 10 ')).toEqual([1, 10])
    expect(parseEnabledNetworks('')).toEqual([])
  })

  test('a corrupt enabled-networks value is dropped, never half read', () => {
    for (const bad of ['1,,2', '1,x', '0', '-1', '1e3', '99999999999999999', '<b>1</b>', 5, null, ['1']])
      expect(parseEnabledNetworks(bad)).toBeUndefined()
  })

  test('a smart account asked for on a network without one falls back to the eoa (the toast), unless none exist anywhere', () => {
    expect(fallsBackToEoa('smartAccount', 31338, [31337])).toBe(true)
    expect(fallsBackToEoa('smartAccount', 31337, [31337])).toBe(false)
    expect(fallsBackToEoa('eoa', 31338, [31337])).toBe(false)
    expect(fallsBackToEoa('smartAccount', 31338, [])).toBe(false)
  })
})
