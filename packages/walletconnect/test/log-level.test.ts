// The sign client's log level when the app names none: 'error' (spec section 9), so a page's
// console shows the client's failures and nothing of its routine. The client is the real one on
// our relay; its logger (the WalletConnect core's, one per page by default) is asked to log an
// error and a warning, and the console is watched for which of the two comes through.
import { mainnet } from '@latch/core'
import { type Relay, startRelay } from '@latch/relay'
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest'
import { memoryStorage, walletConnectAdapter } from '../src/index'
import { DAPP_METADATA, until } from './helpers'

let relay: Relay
/** The library keeps its core on the global object unless told not to, as the wallet tests do. */
const globalCoreSetting = process.env.DISABLE_GLOBAL_CORE

beforeAll(async () => {
  delete process.env.DISABLE_GLOBAL_CORE
  relay = await startRelay({ port: 0 })
}, 60_000)

afterAll(async () => {
  await relay?.stop()
  if (globalCoreSetting !== undefined) process.env.DISABLE_GLOBAL_CORE = globalCoreSetting
})

/** The page's WalletConnect core, as the library keeps it on the global object. */
const pageCore = () =>
  (globalThis as { _walletConnectCore_?: { logger: Record<'error' | 'warn', (message: string) => void> } })
    ._walletConnectCore_

describe('the WalletConnect client log level', () => {
  test("an adapter given no logLevel logs at 'error': errors reach the console, warnings do not", async () => {
    const adapter = walletConnectAdapter({
      projectId: 'latch-demo',
      relayUrl: relay.url,
      metadata: DAPP_METADATA,
      storage: memoryStorage(),
    })
    await adapter.setup({ networks: [mainnet] })
    let shown = false
    const off = adapter.onDisplayUri(() => {
      shown = true
    })
    // No wallet answers: the connect only has to make the client and show its URI.
    const connecting = adapter.connect({ connectorId: 'walletConnect', chainId: mainnet.id }).catch(() => {})
    try {
      await until(() => shown)
      const logger = pageCore()?.logger
      if (!logger) throw new Error('no WalletConnect core on the page')
      const printed = (spy: { mock: { calls: unknown[][] } }, probe: string) =>
        spy.mock.calls.some((call) => JSON.stringify(call).includes(probe))
      const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
      const warnings = vi.spyOn(console, 'warn').mockImplementation(() => {})
      try {
        logger.error('latch-probe-error')
        logger.warn('latch-probe-warning')
        expect(printed(errors, 'latch-probe-error')).toBe(true)
        expect(printed(warnings, 'latch-probe-warning')).toBe(false)
      } finally {
        errors.mockRestore()
        warnings.mockRestore()
      }
    } finally {
      off()
      adapter.destroy?.()
      await connecting
    }
  })
})
