// A Wallet Standard wallet as a port: bitcoin:connect (payment and ordinals), bitcoin:signMessage,
// bitcoin:signTransaction, standard:disconnect and standard:events.
import { base64 } from '@scure/base'
import type { Wallet, WalletAccount } from '@wallet-standard/base'
import type { StandardDisconnectFeature, StandardEventsFeature } from '@wallet-standard/features'
import { bitcoinAdapterError } from '../errors'
import type {
  BitcoinConnectFeature,
  BitcoinSignMessageFeature,
  BitcoinSignTransactionFeature,
} from '../wallet-interfaces'
import { readAddresses } from './addresses'
import type { BitcoinWalletPort } from './types'

type Feature<F> = F[keyof F]
const toHex = (bytes: Uint8Array) => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')

function feature<F>(wallet: Wallet, name: keyof F & `${string}:${string}`): Feature<F> {
  const found = wallet.features[name] as Feature<F> | undefined
  if (!found) throw bitcoinAdapterError(`${wallet.name} does not support ${name}`)
  return found
}

const toAddresses = (accounts: readonly WalletAccount[]) =>
  readAddresses(accounts.map((a) => ({ address: a.address, publicKey: toHex(new Uint8Array(a.publicKey)) })))

export function standardPort(wallet: Wallet): BitcoinWalletPort {
  let granted: readonly WalletAccount[] = []
  const accountOf = (address: string) => {
    const account =
      granted.find((a) => a.address === address) ?? wallet.accounts.find((a) => a.address === address)
    if (!account) throw bitcoinAdapterError(`The wallet did not grant the address ${address}`)
    return account
  }
  return {
    async connect(silent) {
      // A silent restore asks nothing: the accounts the wallet already grants this site.
      if (silent) {
        granted = wallet.accounts
        return granted.length ? toAddresses(granted) : []
      }
      const connect = feature<BitcoinConnectFeature>(wallet, 'bitcoin:connect')
      const { accounts } = await connect.connect({ purposes: ['payment', 'ordinals'] })
      granted = accounts
      return toAddresses(accounts)
    },
    async disconnect() {
      granted = []
      const disconnect = wallet.features['standard:disconnect'] as
        | Feature<StandardDisconnectFeature>
        | undefined
      await disconnect?.disconnect()
    },
    async signMessage(address, message, protocol) {
      const sign = feature<BitcoinSignMessageFeature>(wallet, 'bitcoin:signMessage')
      const [output] = await sign.signMessage({
        account: accountOf(address),
        message: new TextEncoder().encode(message),
        protocol,
      })
      if (!(output?.signature instanceof Uint8Array) || output.signature.length === 0)
        throw bitcoinAdapterError('The wallet returned no signature')
      return base64.encode(output.signature)
    },
    async signPsbt(psbtBase64, signInputs) {
      const sign = feature<BitcoinSignTransactionFeature>(wallet, 'bitcoin:signTransaction')
      const [output] = await sign.signTransaction({
        psbt: base64.decode(psbtBase64),
        inputsToSign: Object.entries(signInputs).map(([address, signingIndexes]) => ({
          account: accountOf(address),
          signingIndexes,
        })),
      })
      if (!(output?.signedPsbt instanceof Uint8Array))
        throw bitcoinAdapterError('The wallet returned no PSBT')
      return base64.encode(output.signedPsbt)
    },
    onChange(listener) {
      const events = wallet.features['standard:events'] as Feature<StandardEventsFeature> | undefined
      return (
        events?.on('change', (change) => {
          if (!change.accounts) return
          granted = change.accounts
          try {
            listener(toAddresses(change.accounts))
          } catch {
            // A malformed account list from the wallet is ignored rather than thrown into the host app.
          }
        }) ?? (() => {})
      )
    },
  }
}
