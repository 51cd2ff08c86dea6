import { describe, expect, test } from 'vitest'
import { ALERTS, ERRORS, TOASTS } from './codes'
import { alertForProviderMessage } from './provider-messages'

describe('error catalogue (spec section 8)', () => {
  test('toast texts are exactly the catalogue texts', () => {
    expect(Object.values(TOASTS).sort()).toEqual(
      [
        'Token Balance Unavailable',
        'Failed to fetch transactions',
        'A problem occurred while trying initialize authentication',
        'Signature declined',
        'This application might not support Smart Accounts',
        'Authenticating...',
        'An amount and receiver address are required',
        'A token is required',
        'Unsupported chain',
      ].sort(),
    )
  })

  test('alert short messages match the catalogue', () => {
    expect(ALERTS.SWITCH_NETWORK_NOT_FOUND.shortMessage).toBe('Network Not Found')
    expect(ALERTS.INVALID_APP_CONFIGURATION.shortMessage).toBe('Invalid App Configuration')
    expect(ALERTS.IFRAME_LOAD_FAILED.shortMessage).toBe('Network Error - Could not load embedded wallet')
    expect(ALERTS.IFRAME_REQUEST_TIMEOUT.shortMessage).toBe('Embedded Wallet Request Timed Out')
    expect(ALERTS.UNVERIFIED_DOMAIN.shortMessage).toBe('Invalid App Configuration')
    expect(ALERTS.JWT_TOKEN_NOT_VALID.shortMessage).toBe('Session Expired')
    expect(ALERTS.INVALID_PROJECT_ID.shortMessage).toBe('Invalid App Configuration')
    expect(ALERTS.PROJECT_ID_NOT_CONFIGURED.shortMessage).toBe('Project ID Not Configured')
  })

  test('RPC method not allowed has the alert text and the UI text "Action not allowed"', () => {
    expect(ALERTS.RPC_METHOD_NOT_ALLOWED).toEqual({
      shortMessage: 'Requested RPC call is not allowed',
      longMessage: 'Action not allowed',
    })
  })

  test('every alert has a non-empty long message saying what to do', () => {
    for (const alert of Object.values(ALERTS)) expect(alert.longMessage.length).toBeGreaterThan(5)
  })

  test('templated errors fill in their values', () => {
    expect(ERRORS.ADAPTER_FOR_NAMESPACE_MISSING('solana')).toBe("Adapter for namespace solana doesn't exist")
    expect(ERRORS.REGISTER_NAME_FAILED('alice')).toBe('Error registering name alice')
    expect(ERRORS.HTTP_STATUS(404)).toBe('HTTP status code: 404')
    expect(ERRORS.EMAIL_COOLDOWN(7)).toBe('Please try again after 7 seconds')
  })

  test('fixed error texts match the catalogue', () => {
    expect(ERRORS.GAS_PRICE_NETWORK_UNSUPPORTED).toBe('Network not supported for Gas Price')
    expect(ERRORS.SWAPS_NETWORK_UNSUPPORTED).toBe('Network not supported for Swaps')
    expect(ERRORS.RPC_REQUEST_ABORTED).toBe('Request was aborted')
    expect(ERRORS.SOMETHING_WENT_WRONG).toBe('Something went wrong')
    expect(ERRORS.FRAME_ERROR_DEFAULT).toBe('An error occurred.')
    expect(ERRORS.SIWE_AND_SIWX_BOTH_SET).toBe('Cannot set both `siweConfig` and `siwx` options.')
    expect(ERRORS.FORM_REQUIRED).toBe('Required')
    expect(ERRORS.FORM_INVALID).toBe('Invalid input')
  })
})

describe('provider messages mapped to alerts', () => {
  test("'Unauthorized: origin not allowed' maps to UNVERIFIED_DOMAIN (Invalid App Configuration)", () => {
    const code = alertForProviderMessage('Unauthorized: origin not allowed')
    expect(code).toBe('UNVERIFIED_DOMAIN')
    expect(code && ALERTS[code].shortMessage).toBe(ALERTS.INVALID_APP_CONFIGURATION.shortMessage)
  })

  test("'JWT validation error: JWT Token is not yet valid' maps to JWT_TOKEN_NOT_VALID", () => {
    expect(alertForProviderMessage('Error: JWT validation error: JWT Token is not yet valid')).toBe(
      'JWT_TOKEN_NOT_VALID',
    )
  })

  test("'Unauthorized: invalid key' maps to INVALID_PROJECT_ID", () => {
    expect(alertForProviderMessage('Unauthorized: invalid key')).toBe('INVALID_PROJECT_ID')
  })

  test('other or non-string messages map to no alert', () => {
    expect(alertForProviderMessage('boom')).toBeUndefined()
    expect(alertForProviderMessage(undefined)).toBeUndefined()
    expect(alertForProviderMessage({ message: 'Unauthorized: invalid key' })).toBeUndefined()
  })
})
