import type { LatchClient } from '@latch/core'
import { useLatchRuntime } from '../context'

/**
 * The headless client behind the provider, for what the hooks do not cover: signing a message or
 * sending a transaction through whichever wallet is connected (extension or WalletConnect alike).
 */
export function useLatchClient(): LatchClient {
  return useLatchRuntime().client
}
