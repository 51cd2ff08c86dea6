// The three entries of @latch/core, pinned name by name: adding or removing a runtime export is a
// decision, made here on purpose. Types are not listed (they cost nothing at run time).
import { describe, expect, test } from 'vitest'
import * as publicEntry from '../src/index'
import * as internal from '../src/internal'
import * as testing from '../src/testing'

const names = (entry: object) => Object.keys(entry).sort()

describe('@latch/core exports', () => {
  test('the public entry: the client, getters, networks, errors, formatters and validators, at most 120 names', () => {
    expect(names(publicEntry)).toEqual([
      'ALERTS',
      'AdapterError',
      'BaseError',
      'CHAIN_NAMESPACES',
      'CONNECTOR_GROUPS',
      'CONNECT_METHODS',
      'DEFAULT_ACCOUNT_TYPES',
      'DEFAULT_ALLOWED_ORIGINS',
      'DEFAULT_FEATURES',
      'DEFAULT_FLAGS',
      'DEFAULT_THEME_VARIABLES',
      'ERRORS',
      'LatchError',
      'SAFE_RPC_METHODS',
      'SOCIAL_PROVIDERS',
      'STORAGE_KEYS',
      'THEME_VARIABLE_KEYS',
      'TOASTS',
      'UNKNOWN_CHAIN_ERROR_CODES',
      'UNSAFE_RPC_METHODS',
      'USER_REJECTED_CODE',
      'VIEWS',
      'WALLET_FEATURES',
      'alertForProviderMessage',
      'bitcoin',
      'bitcoinTestnet',
      'canGoBack',
      'chainIdToCoinType',
      'classifyRpcMethod',
      'createLatch',
      'createMemoryBackend',
      'displayedBalance',
      'errorCode',
      'formatAmount',
      'formatBalance',
      'formatCaipAddress',
      'formatCaipNetworkId',
      'formatUnits',
      'getAccount',
      'getConnectionStatus',
      'getNetwork',
      'getSendDraft',
      'getSendProblem',
      'getWalletInfo',
      'isCaipAddress',
      'isCaipNetworkId',
      'isChainNamespace',
      'isCloseBlocked',
      'isConnected',
      'isEvmAddress',
      'isOriginAllowed',
      'isSignedMessage',
      'isSiwxRequired',
      'isSocialProvider',
      'isSolanaAddress',
      'isTransactionHash',
      'isUnknownChainError',
      'isUserRejection',
      'isValidAccountName',
      'isValidEmail',
      'isValidSendCalls',
      'mainnet',
      'parseCaipAddress',
      'parseCaipNetworkId',
      'parseUnits',
      'resolveThemeMode',
      'solana',
      'solanaDevnet',
      'solanaTestnet',
      'toChecksumAddress',
      'toDecimal',
      'tokenQuantityText',
      'usesEmbeddedWallet',
      'walkCause',
    ])
    expect(names(publicEntry).length).toBeLessThanOrEqual(120)
  })

  test('the internal entry: what sibling packages need beyond the public one', () => {
    expect(names(internal)).toEqual([
      'Big',
      'PAIRING_LIFETIME_MS',
      'SEND_ERRORS',
      'SIGN_OUT_WAIT_MS',
      'WALLET_CALLS',
      'accountNameError',
      'composeEntries',
      'composeSearchEntries',
      'createEventEmitter',
      'createSiwxActions',
      'createStore',
      'describeTransaction',
      'detectMobile',
      'groupByDay',
      'initialPortfolioState',
      'initialSiwxState',
      'isSendSupported',
      'isThemeVariableKey',
      'lazyActions',
      'otpDigits',
      'receiverNameOf',
      'safeNftImage',
      'sendErrorMessage',
      'visibleTokens',
      'walletLinks',
    ])
  })

  test('the testing entry: the test adapter and the adapter contract suite', () => {
    expect(names(testing)).toEqual(['createTestAdapter', 'runAdapterContract'])
  })

  test('no name is exported by two entries', () => {
    const all = [...names(publicEntry), ...names(internal), ...names(testing)]
    expect(new Set(all).size).toBe(all.length)
  })
})
