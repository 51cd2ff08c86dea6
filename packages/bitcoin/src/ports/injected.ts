// A sats-connect style injected wallet as a port: JSON-RPC through `request(method, params)`.
// A refusal (-32000) becomes code 4001, so core reads it as the person's rejection.
import { BitcoinWalletError, bitcoinAdapterError } from '../errors'
import { INJECTED_ERRORS, type InjectedBitcoinProvider } from '../wallet-interfaces'
import { readAddresses } from './addresses'
import type { BitcoinWalletPort } from './types'

const USER_REJECTED = 4001

export function injectedPort(provider: InjectedBitcoinProvider): BitcoinWalletPort {
  async function call<T>(method: string, params: unknown): Promise<T> {
    const response = await provider.request(method, params)
    if (response && typeof response === 'object' && 'error' in response) {
      const { code, message } = response.error ?? {}
      const mapped = code === INJECTED_ERRORS.userRejection ? USER_REJECTED : Number(code) || -32603
      throw new BitcoinWalletError(
        mapped,
        typeof message === 'string' ? message.slice(0, 300) : 'Wallet error',
      )
    }
    if (!response || typeof response !== 'object' || !('result' in response))
      throw bitcoinAdapterError(`The wallet answered ${method} with no result`)
    return response.result as T
  }
  return {
    async connect(silent) {
      if (silent) {
        try {
          return readAddresses((await call<{ addresses: unknown }>('wallet_getAccount', {}))?.addresses)
        } catch (error) {
          // No permission (or no such method): nothing to restore.
          if (error instanceof BitcoinWalletError) return []
          throw error
        }
      }
      const result = await call<{ addresses: unknown }>('getAddresses', { purposes: ['payment', 'ordinals'] })
      return readAddresses(result?.addresses)
    },
    async disconnect() {
      await call('wallet_renouncePermissions', {}).catch(() => undefined)
    },
    async signMessage(address, message, protocol) {
      const result = await call<{ signature?: unknown }>('signMessage', { address, message, protocol })
      if (typeof result?.signature !== 'string' || !result.signature)
        throw bitcoinAdapterError('The wallet returned no signature')
      return result.signature
    },
    async signPsbt(psbt, signInputs) {
      const result = await call<{ psbt?: unknown }>('signPsbt', { psbt, signInputs, broadcast: false })
      if (typeof result?.psbt !== 'string') throw bitcoinAdapterError('The wallet returned no PSBT')
      return result.psbt
    },
    onChange(listener) {
      if (!provider.addListener) return () => {}
      const offAccounts = provider.addListener({
        eventName: 'accountChange',
        cb: (event) => {
          try {
            listener(readAddresses((event as { addresses?: unknown })?.addresses))
          } catch {
            // Ignored, as for a Wallet Standard wallet's malformed change.
          }
        },
      })
      const offDisconnect = provider.addListener({ eventName: 'disconnect', cb: () => listener([]) })
      return () => {
        offAccounts()
        offDisconnect()
      }
    },
  }
}
