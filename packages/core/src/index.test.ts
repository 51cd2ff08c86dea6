import { describe, expect, test } from 'vitest'
import * as core from './index'

describe('public API', () => {
  test('the state half is exported from the package barrel', () => {
    const names = [
      'createLatch',
      'createStore',
      'resolveOptions',
      'VIEWS',
      'pickOpeningView',
      'backClosesModal',
      'canCloseModal',
      'isCloseBlocked',
      'canGoBack',
      'isConnected',
      'getAccount',
      'getWalletInfo',
      'getNetwork',
      'isSiwxRequired',
      'createModalActions',
      'createConnectionActions',
      'createEventEmitter',
      'addRecentWallet',
      'initialConnectionStatus',
      'createNetworkActions',
      'formatCaipAddress',
      'formatCaipNetworkId',
      'solana',
      'solanaDevnet',
      'solanaTestnet',
      'bitcoin',
      'bitcoinTestnet',
      'runAdapterContract',
      'createTestAdapter',
      'createRpcGate',
      'classifyRpcMethod',
      'createSiwxActions',
      'createToastActions',
      'resolveThemeMode',
      'orderWalletFeatures',
      'orderConnectMethods',
      'orderConnectorGroups',
    ]
    for (const name of names) expect(core, name).toHaveProperty(name)
  })

  test('the library half is re-exported through the same barrel', () => {
    expect(core).toHaveProperty('LatchError')
    expect(core).toHaveProperty('ALERTS')
    expect(core).toHaveProperty('createStorage')
  })
})
