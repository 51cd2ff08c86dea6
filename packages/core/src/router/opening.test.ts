import { describe, expect, test } from 'vitest'
import { pickOpeningView } from './opening'

const base = { manualControl: false, adapterCount: 1, isConnected: false, isMobile: false }

describe('opening rules', () => {
  test('manual control shows ConnectingWalletConnectBasic on desktop', () => {
    expect(pickOpeningView({ ...base, manualControl: true, isConnected: true })).toBe(
      'ConnectingWalletConnectBasic',
    )
  })

  test('manual control shows AllWallets on mobile', () => {
    expect(pickOpeningView({ ...base, manualControl: true, isMobile: true })).toBe('AllWallets')
  })

  test('no adapters and not connected shows AllWallets on mobile and ConnectingWalletConnectBasic otherwise', () => {
    expect(pickOpeningView({ ...base, adapterCount: 0, isMobile: true })).toBe('AllWallets')
    expect(pickOpeningView({ ...base, adapterCount: 0 })).toBe('ConnectingWalletConnectBasic')
  })

  test('rule 1 wins over a requested view', () => {
    expect(pickOpeningView({ ...base, adapterCount: 0, requestedView: 'Account' })).toBe(
      'ConnectingWalletConnectBasic',
    )
  })

  test('no adapters but connected falls through to the later rules', () => {
    expect(pickOpeningView({ ...base, adapterCount: 0, isConnected: true })).toBe('Account')
  })

  test('a requested view is shown when rule 1 does not apply', () => {
    expect(pickOpeningView({ ...base, isConnected: true, requestedView: 'AllWallets' })).toBe('AllWallets')
  })

  test('Account is shown when connected and nothing was requested', () => {
    expect(pickOpeningView({ ...base, isConnected: true })).toBe('Account')
  })

  test('Connect is shown otherwise', () => {
    expect(pickOpeningView(base)).toBe('Connect')
  })

  test("the client's own opening skips rule 1 and keeps the others", () => {
    const manual = { ...base, manualControl: true, byClient: true }
    expect(pickOpeningView({ ...manual, requestedView: 'ApproveTransaction' })).toBe('ApproveTransaction')
    expect(pickOpeningView({ ...manual, adapterCount: 0, requestedView: 'SIWXSignMessage' })).toBe(
      'SIWXSignMessage',
    )
    expect(pickOpeningView({ ...manual, isConnected: true })).toBe('Account')
    expect(pickOpeningView(manual)).toBe('Connect')
  })
})
