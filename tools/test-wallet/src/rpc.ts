import { type Chain, defineChain, http } from 'viem'
import type { ChainConfig } from './config'

export function toChain(config: ChainConfig): Chain {
  return defineChain({
    id: config.id,
    name: config.name,
    nativeCurrency: config.nativeCurrency,
    rpcUrls: { default: { http: [config.rpcUrl] } },
  })
}

export function transportFor(config: ChainConfig) {
  // Tests want the node's answer at once, not three retries of a failure.
  return http(config.rpcUrl, { retryCount: 0, timeout: 20_000 })
}
