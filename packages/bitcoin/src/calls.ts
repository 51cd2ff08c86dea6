// The wallet and network calls of the Bitcoin adapter, loaded on their first use (a connect, the
// restore of a stored connection, a balance read): @scure/btc-signer comes with them.
import type { AdapterConnection, CaipNetwork } from '@latch/core'
import { formatUnits, isBitcoinAddress } from '@latch/core'
import { type CallsContextOf, type DiscoveredCalls, isBitcoinLegacyAddress } from '@latch/core/internal'
import { base64 } from '@scure/base'
import { Transaction } from '@scure/btc-signer'
import type { BitcoinDiscovery, BitcoinWallet } from './discovery'
import { bitcoinAdapterError } from './errors'
import { esploraClient } from './esplora'
import { addressParamsOf, apiUrlOf } from './networks'
import { buildPayment } from './payment'
import { injectedPort } from './ports/injected'
import { standardPort } from './ports/standard'
import type { BitcoinWalletPort } from './ports/types'
import type { BitcoinAccountAddress, MessageProtocol } from './wallet-interfaces'

/** How long a restore waits for its wallet to appear after a reload. */
const REGISTER_WAIT_MS = 1500
const MAX_RECIPIENTS = 100

export type CallsContext = CallsContextOf<BitcoinDiscovery>

/** The wallet calls, the fee quote and the cleanup, as core's shared adapter shell loads them. */
export type BitcoinCalls = DiscoveredCalls

interface Session {
  port: BitcoinWalletPort
  network: CaipNetwork
  addresses: BitcoinAccountAddress[]
  off: () => void
}

const portOf = (wallet: BitcoinWallet): BitcoinWalletPort =>
  wallet.kind === 'standard' ? standardPort(wallet.wallet) : injectedPort(wallet.provider)

export function createBitcoinCalls(context: CallsContext): BitcoinCalls {
  const { discovery, emit } = context
  const sessions = new Map<string, Session>()
  const ports = new WeakMap<BitcoinWallet, BitcoinWalletPort>()

  function port(wallet: BitcoinWallet): BitcoinWalletPort {
    let found = ports.get(wallet)
    if (!found) {
      found = portOf(wallet)
      ports.set(wallet, found)
    }
    return found
  }

  function networkFor(chainId: number | string | undefined): CaipNetwork {
    const networks = context.networks()
    const network = networks.find((n) => String(n.id) === String(chainId)) ?? networks[0]
    if (!network) throw bitcoinAdapterError('No Bitcoin network is configured')
    return network
  }

  function session(connectorId: string): Session {
    const found = sessions.get(connectorId)
    if (!found) throw bitcoinAdapterError(`The wallet "${connectorId}" is not connected`)
    return found
  }

  function apiFor(network: CaipNetwork) {
    const url = apiUrlOf(network)
    if (!url) throw bitcoinAdapterError(`${network.name} has no Bitcoin API URL`)
    return esploraClient(url)
  }

  function detach(connectorId: string) {
    sessions.get(connectorId)?.off()
    sessions.delete(connectorId)
  }

  function attach(
    connectorId: string,
    walletPort: BitcoinWalletPort,
    network: CaipNetwork,
    addresses: BitcoinAccountAddress[],
  ) {
    detach(connectorId)
    const off = walletPort.onChange((changed) => {
      const entry = sessions.get(connectorId)
      if (!entry) return
      // No address left means the wallet revoked the site: that is a disconnect.
      if (changed.length === 0) {
        detach(connectorId)
        emit({ type: 'disconnect', connectorId })
        return
      }
      entry.addresses = changed
      emit({ type: 'accountsChanged', connectorId, accounts: changed.map((a) => a.address) })
    })
    sessions.set(connectorId, { port: walletPort, network, addresses, off })
  }

  async function open(connectorId: string, chainId: number | string | undefined, silent: boolean) {
    const wallet = silent ? await discovery.wait(connectorId, REGISTER_WAIT_MS) : discovery.get(connectorId)
    if (!wallet) {
      if (silent) return null
      throw bitcoinAdapterError(`No Bitcoin wallet with connector id "${connectorId}" is available`)
    }
    const walletPort = port(wallet)
    const addresses = await walletPort.connect(silent)
    if (addresses.length === 0) {
      if (silent) return null
      throw bitcoinAdapterError('The wallet granted no address')
    }
    const network = networkFor(chainId)
    attach(connectorId, walletPort, network, addresses)
    return {
      connectorId,
      accounts: addresses.map((a) => a.address),
      chainId: network.id,
    } satisfies AdapterConnection
  }

  function ownAddress(connectorId: string, address: unknown): BitcoinAccountAddress {
    const found = session(connectorId).addresses.find((a) => a.address === address)
    if (!found)
      throw bitcoinAdapterError(`The wallet did not grant the address ${String(address).slice(0, 100)}`)
    return found
  }

  /** Signs the payment's inputs with the wallet, finalises and broadcasts it: the txid. */
  async function pay(
    connectorId: string,
    from: string,
    recipients: { address: string; amount: bigint }[],
    network: CaipNetwork,
  ) {
    const { port: walletPort } = session(connectorId)
    ownAddress(connectorId, from)
    for (const recipient of recipients) {
      if (!isBitcoinAddress(recipient.address, network.caipNetworkId))
        throw bitcoinAdapterError(
          `Invalid Bitcoin address for ${network.name}: ${String(recipient.address).slice(0, 100)}`,
        )
    }
    const api = apiFor(network)
    const { tx } = await buildPayment({ from, recipients, params: addressParamsOf(network), api })
    const indexes = Array.from({ length: tx.inputsLength }, (_, i) => i)
    const signed = await walletPort.signPsbt(base64.encode(tx.toPSBT()), { [from]: indexes })
    return api.broadcast(finalize(signed, tx.id))
  }

  /** The raw transaction of a signed PSBT; refuses one that is not the transaction asked for. */
  function finalize(signedBase64: string, expectedId?: string): string {
    let tx: Transaction
    try {
      tx = Transaction.fromPSBT(base64.decode(signedBase64))
      tx.finalize()
    } catch (cause) {
      throw bitcoinAdapterError('The wallet returned a PSBT that cannot be finalised', { cause })
    }
    if (expectedId && tx.id !== expectedId)
      throw bitcoinAdapterError('The wallet changed the transaction it signed')
    return tx.hex
  }

  async function bitcoinRequest(
    connectorId: string,
    method: string,
    params: Record<string, unknown>,
  ): Promise<unknown> {
    const entry = session(connectorId)
    switch (method) {
      case 'getAccountAddresses':
        return entry.addresses.map((a) => ({ ...a }))
      case 'signMessage': {
        const signer = ownAddress(connectorId, params.address)
        if (typeof params.message !== 'string')
          throw bitcoinAdapterError('signMessage needs a message string')
        const protocol = params.protocol === 'ECDSA' ? 'ECDSA' : protocolFor(signer.address)
        const signature = await entry.port.signMessage(signer.address, params.message, protocol)
        return { address: signer.address, signature, protocol }
      }
      case 'signPsbt': {
        if (typeof params.psbt !== 'string') throw bitcoinAdapterError('signPsbt needs a base64 psbt')
        const signInputs = (params.signInputs ?? {}) as Record<string, unknown>
        for (const [address, indexes] of Object.entries(signInputs)) {
          ownAddress(connectorId, address)
          if (!Array.isArray(indexes) || !indexes.every((i) => Number.isSafeInteger(i) && i >= 0))
            throw bitcoinAdapterError('signInputs must map addresses to input indexes')
        }
        const psbt = await entry.port.signPsbt(params.psbt, signInputs as Record<string, number[]>)
        if (params.broadcast !== true) return { psbt }
        return { psbt, txid: await apiFor(entry.network).broadcast(finalize(psbt)) }
      }
      case 'sendTransfer': {
        const recipients = transferRecipients(params.recipients)
        const payer = entry.addresses.find((a) => a.purpose === 'payment') ?? entry.addresses[0]
        if (!payer) throw bitcoinAdapterError('The wallet granted no payment address')
        return { txid: await pay(connectorId, payer.address, recipients, entry.network) }
      }
      default:
        throw bitcoinAdapterError(
          `The Bitcoin method "${method.slice(0, 60)}" is not supported: use getAccountAddresses, signMessage, signPsbt or sendTransfer`,
        )
    }
  }

  return {
    async connect({ connectorId, chainId }) {
      return (await open(connectorId, chainId, false)) as AdapterConnection
    },

    reconnect: ({ connectorId, chainId }) => open(connectorId, chainId, true),

    async disconnect({ connectorId }) {
      const entry = sessions.get(connectorId)
      detach(connectorId)
      const wallet = discovery.get(connectorId)
      await (entry?.port ?? (wallet ? port(wallet) : undefined))?.disconnect()
    },

    async switchNetwork({ connectorId, network }) {
      // Wallets sign whatever PSBT they are given; the network decides the API and address checks.
      session(connectorId).network = network
      emit({ type: 'chainChanged', connectorId, chainId: network.id })
    },

    async signMessage({ connectorId, address, message }) {
      const signer = ownAddress(connectorId, address)
      return session(connectorId).port.signMessage(signer.address, message, protocolFor(signer.address))
    },

    async sendTransaction(parameters) {
      if (!isBitcoinAddress(parameters.to, parameters.network.caipNetworkId))
        throw bitcoinAdapterError(
          `Invalid Bitcoin address for ${parameters.network.name}: ${String(parameters.to).slice(0, 100)}`,
        )
      if (parameters.token) throw bitcoinAdapterError('Only BTC can be sent on Bitcoin networks')
      return pay(
        parameters.connectorId,
        parameters.from,
        [{ address: parameters.to, amount: parameters.value ?? 0n }],
        parameters.network,
      )
    },

    async estimateFee(parameters) {
      const to = isBitcoinAddress(parameters.to, parameters.network.caipNetworkId)
        ? parameters.to
        : parameters.from
      // Priced on at least the dust limit, so an empty draft (Max, before an amount) still has a fee.
      const amount = (parameters.value ?? 0n) < 546n ? 546n : (parameters.value as bigint)
      const { fee } = await buildPayment({
        from: parameters.from,
        recipients: [{ address: to, amount }],
        params: addressParamsOf(parameters.network),
        api: apiFor(parameters.network),
      })
      return fee
    },

    async getBalance({ address, network }) {
      if (!isBitcoinAddress(address, network.caipNetworkId))
        throw bitcoinAdapterError(`Invalid Bitcoin address: ${String(address).slice(0, 100)}`)
      const utxos = await apiFor(network).utxos(address)
      const sats = utxos.reduce((sum, u) => sum + BigInt(u.value), 0n)
      return {
        balance: formatUnits(sats, network.nativeCurrency.decimals),
        symbol: network.nativeCurrency.symbol,
      }
    },

    async request(connectorId, { method, params }) {
      if (typeof method !== 'string') throw bitcoinAdapterError('A request needs a method')
      const body =
        params && typeof params === 'object' && !Array.isArray(params)
          ? (params as Record<string, unknown>)
          : {}
      return bitcoinRequest(connectorId, method, body)
    },

    detachAll() {
      for (const connectorId of [...sessions.keys()]) detach(connectorId)
    },
  }
}

/**
 * sendTransfer's recipients with their amounts in whole sats. The addresses are checked against the
 * network when paying; both checks come before the wallet is asked to sign.
 */
function transferRecipients(list: unknown): { address: string; amount: bigint }[] {
  if (!Array.isArray(list) || list.length === 0 || list.length > MAX_RECIPIENTS)
    throw bitcoinAdapterError(`sendTransfer needs 1 to ${MAX_RECIPIENTS} recipients`)
  return list.map((recipient: { address?: unknown; amount?: unknown } | null, index) => {
    const { address, amount } = recipient ?? {}
    if (typeof amount !== 'number' || !Number.isSafeInteger(amount) || amount <= 0) {
      // Only a number or a string is shown as given: anything else could not be made text safely.
      const given =
        typeof amount === 'number' || typeof amount === 'string' || amount === null ? amount : typeof amount
      throw bitcoinAdapterError(
        `Recipient ${index + 1} needs a whole positive amount in sats, not ${String(given).slice(0, 40)}`,
      )
    }
    return { address: typeof address === 'string' ? address : '', amount: BigInt(amount) }
  })
}

/** BIP-322 for segwit and taproot addresses; legacy P2PKH addresses sign the legacy way. */
export function protocolFor(address: string): MessageProtocol {
  return isBitcoinLegacyAddress(address) ? 'ECDSA' : 'BIP322'
}
