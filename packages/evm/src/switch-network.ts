// wallet_switchEthereumChain, adding the chain first when the wallet says it does not know it.

import type { CaipNetwork } from '@latch/core'
import { isUnknownChainError } from '@latch/core'
import type { Eip1193Provider } from './eip1193'
import { evmAdapterError } from './errors'
import { parseChainId, toQuantity } from './hex'

/** The numeric chain id of an eip155 network, from its CAIP-2 id or its `id`. */
export function evmChainId(network: CaipNetwork): number {
  const [namespace, reference] = network.caipNetworkId.split(':')
  if (namespace !== 'eip155') {
    throw evmAdapterError(`Network ${network.name} is not an eip155 network (${network.caipNetworkId})`)
  }
  try {
    return parseChainId(reference ?? network.id)
  } catch {
    throw evmAdapterError(`Network ${network.name} has an invalid chain id (${network.caipNetworkId})`)
  }
}

function addChainParameters(network: CaipNetwork, chainId: number) {
  const explorer = network.blockExplorers?.default.url
  return {
    chainId: toQuantity(chainId),
    chainName: network.name,
    nativeCurrency: network.nativeCurrency,
    rpcUrls: network.rpcUrls.default.http,
    ...(explorer ? { blockExplorerUrls: [explorer] } : {}),
  }
}

export async function switchEthereumChain(provider: Eip1193Provider, network: CaipNetwork): Promise<void> {
  const chainId = evmChainId(network)
  const switchParams = [{ chainId: toQuantity(chainId) }]
  try {
    await provider.request({ method: 'wallet_switchEthereumChain', params: switchParams })
  } catch (error) {
    if (!isUnknownChainError(error)) throw error
    await provider.request({
      method: 'wallet_addEthereumChain',
      params: [addChainParameters(network, chainId)],
    })
    await provider.request({ method: 'wallet_switchEthereumChain', params: switchParams })
  }
}
