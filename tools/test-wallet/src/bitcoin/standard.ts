// The test wallet's Wallet Standard face: standard:connect / disconnect / events and the bitcoin
// features (connect with purposes, signMessage, signTransaction on a PSBT).
import type {
  BitcoinConnectFeature,
  BitcoinSignMessageFeature,
  BitcoinSignTransactionFeature,
} from '@latch/bitcoin/wallet-interfaces'
import type { Wallet, WalletAccount } from '@wallet-standard/base'
import type {
  StandardConnectFeature,
  StandardDisconnectFeature,
  StandardEventsFeature,
  StandardEventsListeners,
} from '@wallet-standard/features'
import type { BitcoinAddressInfo, BitcoinTestWallet } from './wallet'

export const BITCOIN_REGTEST_CHAIN = 'bitcoin:regtest'
const FEATURES = ['bitcoin:signMessage', 'bitcoin:signTransaction'] as const
const fromHex = (hex: string) => Uint8Array.from(hex.match(/../g) ?? [], (b) => Number.parseInt(b, 16))
const toBase64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes))
const fromBase64 = (text: string) => Uint8Array.from(atob(text), (c) => c.charCodeAt(0))

const toAccount = (info: BitcoinAddressInfo): WalletAccount => ({
  address: info.address,
  publicKey: fromHex(info.publicKey),
  chains: [BITCOIN_REGTEST_CHAIN],
  features: [...FEATURES],
})

export function standardFace(wallet: BitcoinTestWallet): Wallet {
  const listeners = new Set<StandardEventsListeners['change']>()
  wallet.on((addresses) => {
    for (const listener of listeners) listener({ accounts: addresses.map(toAccount) })
  })
  const accounts = () => wallet.addresses().map(toAccount)

  const standard: StandardConnectFeature & StandardDisconnectFeature & StandardEventsFeature = {
    'standard:connect': {
      version: '1.0.0',
      connect: async (input) => ({ accounts: (await wallet.connect(input?.silent ?? false)).map(toAccount) }),
    },
    'standard:disconnect': { version: '1.0.0', disconnect: async () => wallet.disconnect() },
    'standard:events': {
      version: '1.0.0',
      on(_event, listener) {
        listeners.add(listener)
        return () => listeners.delete(listener)
      },
    },
  }
  const bitcoin: BitcoinConnectFeature & BitcoinSignMessageFeature & BitcoinSignTransactionFeature = {
    'bitcoin:connect': {
      version: '1.0.0',
      async connect({ purposes }) {
        const granted = await wallet.connect(false)
        return {
          accounts: purposes.flatMap((purpose) =>
            granted.filter((a) => a.purpose === purpose).map(toAccount),
          ),
        }
      },
    },
    'bitcoin:signMessage': {
      version: '1.0.0',
      async signMessage(...inputs) {
        const outputs = []
        for (const { account, message, protocol } of inputs) {
          const { signature } = await wallet.signMessage({
            address: account.address,
            message: new TextDecoder().decode(message),
            ...(protocol ? { protocol } : {}),
          })
          outputs.push({ signedMessage: message, signature: fromBase64(signature) })
        }
        return outputs
      },
    },
    'bitcoin:signTransaction': {
      version: '1.0.0',
      async signTransaction(...inputs) {
        const outputs = []
        for (const { psbt, inputsToSign } of inputs) {
          const signInputs = Object.fromEntries(
            inputsToSign.map((i) => [i.account.address, i.signingIndexes]),
          )
          const signed = await wallet.signPsbt({ psbt: toBase64(psbt), signInputs })
          outputs.push({ signedPsbt: fromBase64(signed.psbt) })
        }
        return outputs
      },
    },
  }

  return {
    version: '1.0.0',
    name: wallet.name,
    icon: wallet.icon,
    chains: [BITCOIN_REGTEST_CHAIN],
    get accounts() {
      return accounts()
    },
    features: { ...standard, ...bitcoin },
  }
}
