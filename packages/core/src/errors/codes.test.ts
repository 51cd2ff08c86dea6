import { describe, expect, test } from 'vitest'
import { ALERTS, ERRORS, FEATURE_ERRORS, TOASTS } from './codes'
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
    expect(FEATURE_ERRORS.REGISTER_NAME_FAILED('alice')).toBe('Error registering name alice')
    expect(FEATURE_ERRORS.HTTP_STATUS(404)).toBe('HTTP status code: 404')
    expect(FEATURE_ERRORS.EMAIL_COOLDOWN(7)).toBe('Please try again after 7 seconds')
  })

  test('fixed error texts match the catalogue', () => {
    expect(FEATURE_ERRORS.GAS_PRICE_NETWORK_UNSUPPORTED).toBe('Network not supported for Gas Price')
    expect(FEATURE_ERRORS.SWAPS_NETWORK_UNSUPPORTED).toBe('Network not supported for Swaps')
    expect(FEATURE_ERRORS.RPC_REQUEST_ABORTED).toBe('Request was aborted')
    expect(FEATURE_ERRORS.SOMETHING_WENT_WRONG).toBe('Something went wrong')
    expect(FEATURE_ERRORS.FRAME_ERROR_DEFAULT).toBe('An error occurred.')
    expect(ERRORS.SIWE_AND_SIWX_BOTH_SET).toBe('Cannot set both `siweConfig` and `siwx` options.')
    expect(FEATURE_ERRORS.FORM_REQUIRED).toBe('Required')
    expect(FEATURE_ERRORS.FORM_INVALID).toBe('Invalid input')
  })
})

describe('each catalogue code maps to exactly the spec text (section 8, other errors)', () => {
  test.each([
    ['NETWORK_NOT_FOUND', 'Network not found'],
    ['ADDRESS_OR_AUTH_CONNECTOR_NOT_FOUND', 'Address or auth connector not found'],
    ['RESOLVE_NAME_FAILED', 'Error resolving name'],
    ['NAME_SUGGESTIONS_FAILED', 'Error fetching name suggestions'],
    ['NAMES_FOR_ADDRESS_FAILED', 'Error fetching names for address'],
    ['SIWX_NOT_ENABLED', 'SIWX is not enabled'],
    ['NO_ACTIVE_CAIP_ADDRESS', 'No ActiveCaipAddress found'],
    ['DISCONNECT_FAILED', 'Failed to disconnect'],
    ['EMAIL_LOGIN_DEPENDENCY', 'Unable to load email login dependency'],
    ['FRAME_IFRAME_NOT_SET', 'W3mFrame: iframe is not set'],
    ['FRAME_PARENT_NOT_SET', 'W3mFrame: parent is not set'],
    ['CHAIN_NOT_SUPPORTED', 'Chain is not supported'],
    ['WALLETCONNECT_CONNECTOR_NOT_FOUND', 'WalletConnectConnector not found'],
    ['ADAPTER_NOT_FOUND', 'Adapter not found'],
    ['CAIP_NETWORK_UNDEFINED', 'CaipNetwork is undefined'],
    ['CAIP_NETWORK_OR_ADDRESS_UNDEFINED', 'CaipNetwork or CaipAddress is undefined'],
    ['SIGN_MESSAGE_PROVIDER_UNDEFINED', 'UniversalAdapter:signMessage - provider is undefined'],
    ['CHAIN_NOT_CONFIGURED', 'Chain not configured'],
    ['CONNECTOR_ALREADY_CONNECTED', 'Connector already connected'],
    ['CONNECTOR_NOT_CONNECTED', 'Connector not connected'],
    ['CONNECTOR_UNAVAILABLE_RECONNECTING', 'Connector unavailable while reconnecting'],
  ] as const)('%s is %j', (code, text) => {
    expect({ ...ERRORS, ...FEATURE_ERRORS }[code]).toBe(text)
  })

  test('the connection-layer templates and the texts moved out of the code read as before', () => {
    expect(FEATURE_ERRORS.CONNECTOR_ACCOUNT_NOT_FOUND('injected')).toBe(
      'Account not found for connector injected',
    )
    expect(FEATURE_ERRORS.CHAIN_MISMATCH(1, 10)).toBe('Chain mismatch: expected 1, got 10')
    expect(FEATURE_ERRORS.CONNECTOR_NOT_FOUND('x')).toBe('Connector not found: x')
    expect(FEATURE_ERRORS.TRANSACTION_DECLINED).toBe('Transaction declined in the wallet')
    expect(FEATURE_ERRORS.TRANSACTION_NOT_SENT).toBe('The transaction could not be sent')
    expect(FEATURE_ERRORS.FEES_EIP155_ONLY).toBe('Network fees are estimated on eip155 networks only')
    expect(FEATURE_ERRORS.WALLET_DECLINED_CONNECTION).toBe('The wallet declined the connection')
    expect(FEATURE_ERRORS.NOT_AN_EVM_ADDRESS('0x1')).toBe('Not an EVM address: 0x1')
    expect(FEATURE_ERRORS.INVALID_DECIMAL_PLACES(2, 3)).toBe(
      'Invalid decimal places: at most 2 allowed, got 3',
    )
  })

  test('no two catalogue entries spell the same fixed text, except the alerts the spec shares', () => {
    const texts = [...Object.values(ERRORS), ...Object.values(FEATURE_ERRORS)]
    const fixed = [...Object.values(TOASTS), ...texts.filter((v) => typeof v === 'string')]
    expect(new Set(fixed).size).toBe(fixed.length)
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
