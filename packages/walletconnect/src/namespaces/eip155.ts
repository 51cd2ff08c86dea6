// eip155 over WalletConnect: personal_sign, eth_sendTransaction, and switching by asking the
// wallet, adding the chain first when it does not know it (4902 and kin, spec section 8).

import { FEATURE_ERRORS, isUnknownChainError } from '@latch/core'
import { isAddress, numberToHex, stringToHex } from 'viem'
import { WalletConnectAdapterError } from '../errors'
import { fetchNativeBalance } from './eip155-balance'
import type { NamespaceModule } from './module'

/** The numeric chain id of an eip155 network. */
export function evmChainId(network: { caipNetworkId: string; name: string }): number {
  const [namespace, reference] = network.caipNetworkId.split(':')
  const id = Number(reference)
  if (namespace !== 'eip155' || !/^\d{1,15}$/.test(reference ?? '') || !Number.isSafeInteger(id) || id <= 0) {
    throw new WalletConnectAdapterError(
      `Network ${network.name} is not an eip155 network (${network.caipNetworkId})`,
    )
  }
  return id
}

/** A chain id as wallets send it in events: number, decimal string, hex string or CAIP-2. */
export function parseChainId(value: unknown): number | undefined {
  const text = typeof value === 'string' && value.startsWith('eip155:') ? value.slice(7) : value
  const id =
    typeof text === 'number' ? text : typeof text === 'string' && text.length > 0 ? Number(text) : Number.NaN
  return Number.isSafeInteger(id) && id > 0 ? id : undefined
}

function checkAddress(address: string) {
  if (!isAddress(address, { strict: false })) {
    throw new WalletConnectAdapterError(FEATURE_ERRORS.NOT_AN_EVM_ADDRESS(String(address)))
  }
}

export const eip155: NamespaceModule = {
  namespace: 'eip155',
  methods: [
    'personal_sign',
    'eth_sendTransaction',
    'eth_signTypedData_v4',
    'wallet_switchEthereumChain',
    'wallet_addEthereumChain',
  ],
  events: ['chainChanged', 'accountsChanged'],
  caseInsensitive: true,
  chainIdOf: evmChainId,
  parseChainId,
  isAddress: (address) => /^0x[0-9a-fA-F]{40}$/.test(address),

  proposalExtras(networks) {
    const rpcMap: Record<string, string> = {}
    for (const network of networks) {
      const url = network.rpcUrls.default.http[0]
      if (url) rpcMap[String(evmChainId(network))] = url
    }
    return { rpcMap }
  },

  signRequest(address, message) {
    checkAddress(address)
    return { method: 'personal_sign', params: [stringToHex(message), address] }
  },

  readSignature(answer) {
    if (typeof answer !== 'string' || !/^0x[0-9a-fA-F]{62,}$/.test(answer)) {
      throw new WalletConnectAdapterError('The wallet returned no valid signature')
    }
    return answer
  },

  async switchNetwork(request, network) {
    const chainId = evmChainId(network)
    const switchRequest = {
      method: 'wallet_switchEthereumChain',
      params: [{ chainId: numberToHex(chainId) }],
    }
    try {
      await request(switchRequest)
    } catch (error) {
      // An unknown chain (spec 8) is added, then switched to.
      if (!isUnknownChainError(error)) throw error
      const explorer = network.blockExplorers?.default.url
      await request({
        method: 'wallet_addEthereumChain',
        params: [
          {
            chainId: numberToHex(chainId),
            chainName: network.name,
            nativeCurrency: network.nativeCurrency,
            rpcUrls: network.rpcUrls.default.http,
            ...(explorer ? { blockExplorerUrls: [explorer] } : {}),
          },
        ],
      })
      await request(switchRequest)
    }
  },

  async sendTransaction(request, { from, to, value, data, network }) {
    checkAddress(from)
    checkAddress(to)
    if (data !== undefined && !/^0x([0-9a-fA-F]{2})*$/.test(data)) {
      throw new WalletConnectAdapterError(FEATURE_ERRORS.TRANSACTION_DATA_NOT_HEX)
    }
    const transaction = {
      from,
      to,
      ...(value !== undefined ? { value: numberToHex(value) } : {}),
      ...(data !== undefined ? { data } : {}),
    }
    const hash = await request<unknown>(
      { method: 'eth_sendTransaction', params: [transaction] },
      evmChainId(network),
    )
    if (typeof hash !== 'string' || !/^0x[0-9a-fA-F]{64}$/.test(hash)) {
      throw new WalletConnectAdapterError(FEATURE_ERRORS.WALLET_INVALID_TRANSACTION_HASH)
    }
    return hash
  },

  getBalance: fetchNativeBalance,
}
