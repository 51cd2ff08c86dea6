// What the adapter needs to know of a bip122 network: its address parameters (to build scripts),
// its Esplora-like API and the chain name wallets use.
import type { CaipNetwork } from '@latch/core'
import { BITCOIN_REGTEST_REFERENCE } from '@latch/core/internal'

export interface AddressParams {
  bech32: string
  pubKeyHash: number
  scriptHash: number
  wif: number
}

const MAINNET: AddressParams = { bech32: 'bc', pubKeyHash: 0x00, scriptHash: 0x05, wif: 0x80 }
const TESTNET: AddressParams = { bech32: 'tb', pubKeyHash: 0x6f, scriptHash: 0xc4, wif: 0xef }
const REGTEST: AddressParams = { bech32: 'bcrt', pubKeyHash: 0x6f, scriptHash: 0xc4, wif: 0xef }

const KNOWN: Record<string, { params: AddressParams; chain: `bitcoin:${string}`; api?: string }> = {
  '000000000019d6689c085ae165831e93': {
    params: MAINNET,
    chain: 'bitcoin:mainnet',
    api: 'https://mempool.space/api',
  },
  '000000000933ea01ad0ee984209779ba': {
    params: TESTNET,
    chain: 'bitcoin:testnet',
    api: 'https://mempool.space/testnet/api',
  },
  [BITCOIN_REGTEST_REFERENCE]: { params: REGTEST, chain: 'bitcoin:regtest' },
}

const known = (network: Pick<CaipNetwork, 'id'>) => KNOWN[String(network.id)]

/** Address parameters of the network; unknown networks are treated as regtest-like test chains. */
export function addressParamsOf(network: Pick<CaipNetwork, 'id'>): AddressParams {
  return known(network)?.params ?? REGTEST
}

/** The Wallet Standard chain of the network (`bitcoin:mainnet|testnet|regtest`). */
export function walletChainOf(network: Pick<CaipNetwork, 'id'>): `bitcoin:${string}` {
  return known(network)?.chain ?? 'bitcoin:regtest'
}

/** The network's Esplora-like API: its RPC URL, else mempool.space for mainnet and testnet. */
export function apiUrlOf(network: CaipNetwork): string | undefined {
  const url = network.rpcUrls.chainDefault?.http[0] ?? network.rpcUrls.default.http[0] ?? known(network)?.api
  return url?.replace(/\/+$/, '')
}
