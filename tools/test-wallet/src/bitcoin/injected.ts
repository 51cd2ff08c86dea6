// The test wallet's injected face, in the sats-connect style: an entry in `window.btc_providers`
// whose id is the path of a provider object on `window` answering `request(method, params)`.
import type { InjectedBitcoinProvider, InjectedResponse } from '@latch/bitcoin/wallet-interfaces'
import { INJECTED_ERRORS } from '@latch/bitcoin/wallet-interfaces'
import { ErrorCode } from '../errors'
import type { BitcoinTestWallet } from './wallet'

type Params = Record<string, unknown>

export function injectedFace(wallet: BitcoinTestWallet): InjectedBitcoinProvider {
  let nextId = 1
  const methods: Record<string, (params: Params) => Promise<unknown>> = {
    async getAddresses() {
      return { addresses: await wallet.connect(false) }
    },
    async wallet_connect() {
      return { addresses: await wallet.connect(false) }
    },
    // No prompt: the addresses when the site holds the permission, else access denied.
    async wallet_getAccount() {
      const addresses = await wallet.connect(true)
      if (addresses.length === 0)
        throw Object.assign(new Error('Access denied'), { code: INJECTED_ERRORS.accessDenied })
      return { addresses }
    },
    async wallet_renouncePermissions() {
      wallet.disconnect()
      return null
    },
    signMessage: (params) => wallet.signMessage(params as Parameters<BitcoinTestWallet['signMessage']>[0]),
    signPsbt: (params) => wallet.signPsbt(params as Parameters<BitcoinTestWallet['signPsbt']>[0]),
    sendTransfer: (params) => wallet.sendTransfer(params as Parameters<BitcoinTestWallet['sendTransfer']>[0]),
  }
  return {
    async request(method, params): Promise<InjectedResponse> {
      const id = String(nextId++)
      const handler = Object.hasOwn(methods, method) ? methods[method] : undefined
      if (!handler)
        return { jsonrpc: '2.0', id, error: { code: -32601, message: `Method not found: ${method}` } }
      try {
        return { jsonrpc: '2.0', id, result: await handler((params ?? {}) as Params) }
      } catch (error) {
        const code = (error as { code?: number }).code
        // sats-connect wallets answer a refusal with -32000 (USER_REJECTION).
        const mapped = code === ErrorCode.userRejected ? INJECTED_ERRORS.userRejection : (code ?? -32603)
        return { jsonrpc: '2.0', id, error: { code: mapped, message: (error as Error).message } }
      }
    },
    addListener({ eventName, cb }) {
      if (eventName !== 'accountChange' && eventName !== 'disconnect') return () => {}
      return wallet.on((addresses) => {
        if (eventName === 'disconnect' && addresses.length === 0) cb({ type: 'disconnect' })
        if (eventName === 'accountChange' && addresses.length > 0) cb({ type: 'accountChange', addresses })
      })
    },
  }
}
