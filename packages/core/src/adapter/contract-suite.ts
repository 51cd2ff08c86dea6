// The contract every ChainAdapter package runs in its own Vitest suite:
//   runAdapterContract('evm', () => createEvmAdapter(...), { describe, test, expect, networks })
// The test functions are passed in so this file imports no test runner and can ship in the barrel.
import type { CaipNetwork, ChainAdapter, SendTransactionParameters } from './types'

interface Matchers {
  toBe(expected: unknown): void
  toEqual(expected: unknown): void
  toMatch(expected: RegExp): void
  toBeNull(): void
  toBeGreaterThan(expected: number): void
  not: { toBeNull(): void; toHaveLength(length: number): void }
}

export interface AdapterContractEnv {
  describe(name: string, body: () => void): void
  test(name: string, body: () => Promise<void>, timeout?: number): void
  expect(actual: unknown): Matchers
  /** Two networks the wallet can use; the adapter starts on the first and switches to the second. */
  networks: [CaipNetwork, CaipNetwork]
  /** Connector to use; defaults to the adapter's first connector. */
  connectorId?: string
  /** Overrides of the transaction sent by the send test (default: 0 value to the sender itself). */
  transaction?(from: string): Partial<SendTransactionParameters>
  /** What a transaction id looks like in this namespace (default: a 0x hash of 32 bytes). */
  transactionId?: RegExp
  timeout?: number
  /**
   * The adapter reads no chain (polkadot, cosmos here): sends and balance reads must fail with a
   * clear error rather than pretend, and the rest of the contract holds.
   */
  signaturesOnly?: boolean
}

export function runAdapterContract(
  name: string,
  makeAdapter: () => ChainAdapter | Promise<ChainAdapter>,
  env: AdapterContractEnv,
): void {
  const { describe, test, expect, networks } = env
  const [first, second] = networks

  async function connected() {
    const adapter = await makeAdapter()
    await adapter.setup({ networks })
    const connectorId = env.connectorId ?? adapter.getConnectors()[0]?.id
    if (!connectorId) throw new Error(`${name}: the adapter offers no connector`)
    const connection = await adapter.connect({ connectorId, chainId: first.id })
    return { adapter, connectorId, connection, address: connection.accounts[0] as string }
  }

  function run(title: string, body: () => Promise<void>) {
    test(title, body, env.timeout)
  }

  describe(`ChainAdapter contract: ${name}`, () => {
    run('offers connectors of its own namespace', async () => {
      const adapter = await makeAdapter()
      await adapter.setup({ networks })
      const connectors = adapter.getConnectors()
      expect(connectors.length).toBeGreaterThan(0)
      for (const connector of connectors) expect(connector.chain).toBe(adapter.namespace)
      adapter.destroy?.()
    })

    run('connect returns the accounts and the chain', async () => {
      const { adapter, connection, connectorId } = await connected()
      expect(connection.connectorId).toBe(connectorId)
      expect(connection.accounts.length).toBeGreaterThan(0)
      for (const account of connection.accounts) expect(typeof account).toBe('string')
      expect(String(connection.chainId)).toBe(String(first.id))
      adapter.destroy?.()
    })

    run('reconnect restores the connection without a prompt', async () => {
      const { adapter, connection, connectorId } = await connected()
      const restored = await adapter.reconnect({ connectorId })
      expect(restored).not.toBeNull()
      expect(restored?.accounts).toEqual(connection.accounts)
      adapter.destroy?.()
    })

    run('disconnect ends the connection so reconnect finds nothing', async () => {
      const { adapter, connectorId } = await connected()
      await adapter.disconnect({ connectorId })
      expect(await adapter.reconnect({ connectorId })).toBeNull()
      adapter.destroy?.()
    })

    run('switch network emits chainChanged with the new chain', async () => {
      const { adapter, connectorId } = await connected()
      const seen: (number | string)[] = []
      const off = adapter.on((event) => {
        if (event.type === 'chainChanged') seen.push(event.chainId)
      })
      await adapter.switchNetwork({ connectorId, network: second })
      off()
      expect(seen.map(String)).toEqual([String(second.id)])
      adapter.destroy?.()
    })

    run('signMessage returns a string', async () => {
      const { adapter, connectorId, address } = await connected()
      const signature = await adapter.signMessage({ connectorId, address, message: 'Latch contract' })
      expect(typeof signature).toBe('string')
      expect(signature.length).toBeGreaterThan(0)
      adapter.destroy?.()
    })

    /** The error message of a call that must fail; the suite fails when it resolves. */
    async function failure(call: Promise<unknown>): Promise<string> {
      try {
        await call
      } catch (error) {
        return error instanceof Error ? error.message : String(error)
      }
      return 'resolved'
    }

    if (env.signaturesOnly) {
      run('sendTransaction refuses with a clear error (no chain to send on)', async () => {
        const { adapter, connectorId, address } = await connected()
        const send = adapter.sendTransaction({
          connectorId,
          from: address,
          to: address,
          value: 0n,
          network: first,
        })
        expect(await failure(send)).toMatch(/not supported/)
        adapter.destroy?.()
      })

      run('getBalance refuses with a clear error (no chain to read)', async () => {
        const { adapter, address } = await connected()
        expect(await failure(adapter.getBalance({ address, network: first }))).toMatch(/not supported/)
        adapter.destroy?.()
      })
    } else {
      run('sendTransaction returns the transaction id', async () => {
        const { adapter, connectorId, address } = await connected()
        const hash = await adapter.sendTransaction({
          connectorId,
          from: address,
          to: address,
          value: 0n,
          network: first,
          ...env.transaction?.(address),
        })
        expect(hash).toMatch(env.transactionId ?? /^0x[0-9a-fA-F]{64}$/)
        adapter.destroy?.()
      })

      run('balance is a decimal string', async () => {
        const { adapter, address } = await connected()
        const result = await adapter.getBalance({ address, network: first })
        expect(result.balance).toMatch(/^\d+(\.\d+)?$/)
        expect(typeof result.symbol).toBe('string')
        adapter.destroy?.()
      })
    }

    run('events unsubscribe', async () => {
      const { adapter, connectorId } = await connected()
      let calls = 0
      const off = adapter.on(() => {
        calls++
      })
      off()
      await adapter.switchNetwork({ connectorId, network: second })
      expect(calls).toBe(0)
      adapter.destroy?.()
    })
  })
}
