import type { CaipNetwork, ChainNamespace } from '@latch/core'
import { describe, expect, test } from 'vitest'
import { bip122 } from './bip122'
import { cosmos } from './cosmos'
import { eip155, parseChainId } from './eip155'
import { proposalNamespaces, readGrant } from './grant'
import { polkadot } from './polkadot'
import { solana } from './solana'

const ALL = [eip155, solana, bip122, polkadot, cosmos]

const network = (caipNetworkId: string, url = 'http://127.0.0.1:8545'): CaipNetwork => {
  const [chainNamespace, id] = caipNetworkId.split(':') as [ChainNamespace, string]
  return {
    id: chainNamespace === 'eip155' ? Number(id) : id,
    caipNetworkId: caipNetworkId as CaipNetwork['caipNetworkId'],
    chainNamespace,
    name: caipNetworkId,
    nativeCurrency: { name: 'Coin', symbol: 'C', decimals: 18 },
    rpcUrls: { default: { http: [url] } },
  }
}

const SOLANA_REF = '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
const BTC_REF = '000000000019d6689c085ae165831e93'
const DOT_REF = '91b171bb158e2d3848fa23a9f1c25182'
const EVM = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const SOL = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM'
const BTC = 'bc1qdlmvrx4j9uwg79p96r6mcpwg3xtz0ya2a2vey3'
const DOT = '12bzRJfh7arnnfPPUZHeJUaE62QLEwhK48QnH9LXeK2m1iZU'
const ATOM = 'cosmos1lcn93j8daslc05fr06uu223tamljn5qwnr7nxu'

describe('the session proposal', () => {
  test('asks for every configured namespace with its chains, methods and events', () => {
    const proposal = proposalNamespaces(
      [
        network('eip155:31337', 'http://127.0.0.1:8337'),
        network('eip155:31338'),
        network(`solana:${SOLANA_REF}`),
        network(`bip122:${BTC_REF}`),
        network(`polkadot:${DOT_REF}`),
        network('cosmos:cosmoshub-4'),
      ],
      ALL,
    )
    expect(Object.keys(proposal.optionalNamespaces)).toEqual([
      'eip155',
      'solana',
      'bip122',
      'polkadot',
      'cosmos',
    ])
    const { eip155: evm } = proposal.optionalNamespaces
    expect(evm?.chains).toEqual(['eip155:31337', 'eip155:31338'])
    expect(evm?.methods).toEqual(expect.arrayContaining(['personal_sign', 'wallet_switchEthereumChain']))
    expect(evm?.rpcMap).toEqual({ 31337: 'http://127.0.0.1:8337', 31338: 'http://127.0.0.1:8545' })
    const optional = proposal.optionalNamespaces
    expect(optional.solana).toMatchObject({
      chains: [`solana:${SOLANA_REF}`],
      methods: expect.arrayContaining(['solana_signMessage', 'solana_signTransaction']),
    })
    expect(optional.bip122?.methods).toEqual(expect.arrayContaining(['signMessage', 'getAccountAddresses']))
    expect(optional.polkadot?.methods).toContain('polkadot_signMessage')
    expect(optional.cosmos).toMatchObject({
      chains: ['cosmos:cosmoshub-4'],
      methods: expect.arrayContaining(['cosmos_getAccounts', 'cosmos_signAmino']),
    })
  })

  test("bip122 asks for spec section 6's default events and the Bitcoin wallets' own address event", () => {
    const proposal = proposalNamespaces([network(`bip122:${BTC_REF}`)], ALL)
    expect(proposal.optionalNamespaces.bip122?.events).toEqual([
      'accountsChanged',
      'chainChanged',
      'bip122_addressesChanged',
    ])
  })

  test('a namespace without configured networks is left out; with no network at all it is refused', () => {
    const proposal = proposalNamespaces([network(`solana:${SOLANA_REF}`)], ALL)
    expect(Object.keys(proposal.optionalNamespaces)).toEqual(['solana'])
    expect(() => proposalNamespaces([], ALL)).toThrow(/at least one configured network/)
  })

  test('a namespace whose module is not loaded is not proposed', () => {
    const proposal = proposalNamespaces([network('eip155:1'), network(`solana:${SOLANA_REF}`)], [eip155])
    expect(Object.keys(proposal.optionalNamespaces)).toEqual(['eip155'])
  })
})

describe('granted accounts', () => {
  const granted = {
    eip155: {
      accounts: [
        `eip155:31337:${EVM}`,
        `eip155:31338:${EVM.toLowerCase()}`,
        'eip155:1:0x12',
        42,
        `solana:x:${SOL}`,
      ],
    },
    solana: { accounts: [`solana:${SOLANA_REF}:${SOL}`] },
    bip122: { accounts: [`bip122:${BTC_REF}:${BTC}`] },
    polkadot: { accounts: [`polkadot:${DOT_REF}:${DOT}`] },
    cosmos: { accounts: [`cosmos:cosmoshub-4:${ATOM}`] },
  }

  test('each namespace reads its own CAIP-10 accounts, once per address', () => {
    expect(readGrant(granted, eip155)).toEqual({ addresses: [EVM], chainIds: [31337, 31338] })
    expect(readGrant(granted, solana)).toEqual({ addresses: [SOL], chainIds: [SOLANA_REF] })
    expect(readGrant(granted, bip122)).toEqual({ addresses: [BTC], chainIds: [BTC_REF] })
    expect(readGrant(granted, polkadot)).toEqual({ addresses: [DOT], chainIds: [DOT_REF] })
    expect(readGrant(granted, cosmos)).toEqual({ addresses: [ATOM], chainIds: ['cosmoshub-4'] })
    expect(readGrant({}, eip155)).toEqual({ addresses: [], chainIds: [] })
    expect(readGrant(undefined, solana)).toEqual({ addresses: [], chainIds: [] })
  })

  test('accounts keyed by chain (eip155:1) are read by their own prefix', () => {
    expect(readGrant({ 'eip155:1': { accounts: [`eip155:1:${EVM}`] } }, eip155).addresses).toEqual([EVM])
  })

  test('hostile entries are skipped: markup, extra parts, wrong namespace, invalid addresses, huge text', () => {
    const hostile = {
      solana: {
        accounts: [
          `solana:${SOLANA_REF}:<img src=x onerror=alert(1)>`,
          `solana:${SOLANA_REF}:${SOL}:extra`,
          `solana:<b>:${SOL}`,
          `solana:${SOLANA_REF}:0OIl${SOL.slice(4)}`,
          `eip155:1:${SOL}`,
          `solana:${SOLANA_REF}:${'1'.repeat(5000)}`,
          { toString: () => `solana:${SOLANA_REF}:${SOL}` },
          null,
        ],
      },
      bip122: { accounts: [`bip122:${BTC_REF}:bc1<script>`, `bip122:nothex:${BTC}`] },
      polkadot: { accounts: [`polkadot:${DOT_REF}:${SOL}`] },
      cosmos: { accounts: [`cosmos:cosmoshub-4:Cosmos1"onload="x`, 'cosmos:cosmoshub-4:cosmos1short'] },
      eip155: { accounts: 'eip155:1:0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266' },
    }
    for (const module of ALL) expect(readGrant(hostile as never, module).addresses).toEqual([])
  })
})

test('eip155 chain ids from wallet events are read in every form wallets send', () => {
  expect(parseChainId(31338)).toBe(31338)
  expect(parseChainId('0x7a6a')).toBe(31338)
  expect(parseChainId('eip155:31338')).toBe(31338)
  expect(parseChainId('31338')).toBe(31338)
  expect(parseChainId('nope')).toBeUndefined()
  expect(parseChainId(-1)).toBeUndefined()
  expect(parseChainId(undefined)).toBeUndefined()
})
