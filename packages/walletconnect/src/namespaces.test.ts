import type { CaipNetwork } from '@latch/core'
import { describe, expect, test } from 'vitest'
import { parseChainId, proposalNamespaces, readGrant } from './namespaces'

const network = (id: number, url = `http://127.0.0.1:${8000 + (id % 1000)}`): CaipNetwork => ({
  id,
  caipNetworkId: `eip155:${id}`,
  chainNamespace: 'eip155',
  name: `Chain ${id}`,
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: [url] } },
})

describe('session namespaces', () => {
  test('the proposal lists every eip155 network with the signing and switching methods', () => {
    const { eip155 } = proposalNamespaces([network(31337), network(31338)])
    expect(eip155.chains).toEqual(['eip155:31337', 'eip155:31338'])
    expect(eip155.methods).toEqual(
      expect.arrayContaining([
        'personal_sign',
        'eth_sendTransaction',
        'wallet_switchEthereumChain',
        'wallet_addEthereumChain',
      ]),
    )
    expect(eip155.events).toEqual(['chainChanged', 'accountsChanged'])
    expect(eip155.rpcMap['31337']).toBe('http://127.0.0.1:8337')
  })

  test('a proposal without an eip155 network is refused', () => {
    const solana = { ...network(1), caipNetworkId: 'solana:abc', chainNamespace: 'solana' } as CaipNetwork
    expect(() => proposalNamespaces([solana])).toThrow(/at least one eip155 network/)
  })

  test('granted accounts are read from CAIP-10 ids, once per address, malformed ones skipped', () => {
    const a = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
    const grant = readGrant({
      eip155: {
        accounts: [`eip155:31337:${a}`, `eip155:31338:${a.toLowerCase()}`, 'eip155:1:0x12', 42, 'solana:x:y'],
      },
    })
    expect(grant).toEqual({ addresses: [a], chainIds: [31337, 31338] })
    expect(readGrant({})).toEqual({ addresses: [], chainIds: [] })
  })

  test('chain ids from wallet events are read in every form wallets send', () => {
    expect(parseChainId(31338)).toBe(31338)
    expect(parseChainId('0x7a6a')).toBe(31338)
    expect(parseChainId('eip155:31338')).toBe(31338)
    expect(parseChainId('31338')).toBe(31338)
    expect(parseChainId('nope')).toBeUndefined()
    expect(parseChainId(-1)).toBeUndefined()
    expect(parseChainId(undefined)).toBeUndefined()
  })
})
