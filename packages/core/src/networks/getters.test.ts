import { describe, expect, test } from 'vitest'
import { getNetwork } from './getters'
import { mainnet, solana } from './predefined'
import { initialNetworksState } from './state'

describe('network getters', () => {
  test('getNetwork reads the active network and the requested list', () => {
    const networks = initialNetworksState({ requested: [mainnet, solana], knownNamespaces: ['eip155'] })
    expect(getNetwork({ networks })).toEqual({
      caipNetwork: mainnet,
      caipNetworkId: 'eip155:1',
      chainId: 1,
      networks: [mainnet, solana],
      isUnsupported: false,
    })
    expect(getNetwork({ networks }, 'solana')).toMatchObject({ caipNetwork: undefined, isUnsupported: false })
  })

  test('a wallet on a network outside the list is unsupported', () => {
    const networks = initialNetworksState({
      requested: [mainnet],
      stored: 'eip155:999',
      knownNamespaces: ['eip155'],
    })
    expect(getNetwork({ networks })).toMatchObject({ caipNetworkId: 'eip155:999', isUnsupported: true })
  })

  test('with no network at all, nothing is active and nothing is unsupported', () => {
    const networks = initialNetworksState({ requested: [], knownNamespaces: [] })
    expect(getNetwork({ networks })).toEqual({
      caipNetwork: undefined,
      caipNetworkId: undefined,
      chainId: undefined,
      networks: [],
      isUnsupported: false,
    })
  })
})
