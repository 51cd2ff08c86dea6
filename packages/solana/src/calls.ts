// The wallet and network calls of the Solana adapter, loaded on their first use (a connect, the
// restore of a stored connection, a balance read): @solana/kit comes with them.
import type { AdapterConnection, CaipNetwork, SendTransactionParameters } from '@latch/core'
import { formatUnits, isSolanaAddress } from '@latch/core'
import { type CallsContextOf, type DiscoveredCalls, networkReadTransport } from '@latch/core/internal'
import { getBase58Decoder, getTransactionEncoder } from '@solana/kit'
import type {
  SolanaSignAndSendTransactionFeature,
  SolanaSignMessageFeature,
} from '@solana/wallet-standard-features'
import type { Wallet, WalletAccount } from '@wallet-standard/base'
import type {
  StandardConnectFeature,
  StandardDisconnectFeature,
  StandardEventsFeature,
} from '@wallet-standard/features'
import { walletChainOf } from './clusters'
import type { SolanaDiscovery } from './discovery'
import { solanaAdapterError } from './errors'
import { solanaRpcOver } from './rpc'
import { latestTransfer, type SolanaRpc, transferFee } from './transfer'

/** How long a restore waits for its wallet to register after a reload. */
const REGISTER_WAIT_MS = 1500

export type CallsContext = CallsContextOf<SolanaDiscovery>

/** The wallet calls, the fee quote and the cleanup, as core's shared adapter shell loads them. */
export type SolanaCalls = DiscoveredCalls

type Feature<F> = F[keyof F]
const base58 = getBase58Decoder()

function feature<F>(wallet: Wallet, name: keyof F & `${string}:${string}`): Feature<F> {
  const found = wallet.features[name] as Feature<F> | undefined
  if (!found) throw solanaAdapterError(`${wallet.name} does not support ${name}`)
  return found
}

/** A wallet's 64-byte ed25519 signature as base58 text; anything else is refused. */
function signatureText(signature: Uint8Array | undefined): string {
  if (!(signature instanceof Uint8Array) || signature.length !== 64)
    throw solanaAdapterError('The wallet returned no signature')
  return base58.decode(signature)
}

function readAccounts(accounts: readonly WalletAccount[]): string[] {
  const addresses = accounts.map((account) => account.address)
  if (!addresses.every(isSolanaAddress))
    throw solanaAdapterError('The wallet returned an invalid account list')
  return addresses
}

export function createSolanaCalls(context: CallsContext): SolanaCalls {
  const { discovery, emit } = context
  /** Per connector: the cluster it is on and the wallet's events we listen to. */
  const sessions = new Map<
    string,
    { network: CaipNetwork; off: () => void; accounts: readonly WalletAccount[] }
  >()

  /**
   * The network's RPC (spec section 7): the services' hosted RPC when the services server serves
   * the cluster, then the network's own URLs, each tried when the one before is down or failing.
   */
  async function rpcFor(network: CaipNetwork): Promise<SolanaRpc> {
    return solanaRpcOver(await networkReadTransport(context.services(), network))
  }

  function walletFor(connectorId: string): Wallet {
    const wallet = discovery.get(connectorId)
    if (!wallet) throw solanaAdapterError(`No Solana wallet with connector id "${connectorId}" is available`)
    return wallet
  }

  function networkFor(chainId: number | string | undefined): CaipNetwork {
    const networks = context.networks()
    const network = networks.find((n) => String(n.id) === String(chainId)) ?? networks[0]
    if (!network) throw solanaAdapterError('No Solana network is configured')
    return network
  }

  function session(connectorId: string) {
    const found = sessions.get(connectorId)
    if (!found) throw solanaAdapterError(`The wallet "${connectorId}" is not connected`)
    return found
  }

  function accountOf(connectorId: string, address: string): WalletAccount {
    const account = session(connectorId).accounts.find((a) => a.address === address)
    if (!account) throw solanaAdapterError(`The wallet did not grant the account ${address}`)
    return account
  }

  function detach(connectorId: string) {
    sessions.get(connectorId)?.off()
    sessions.delete(connectorId)
  }

  function attach(
    connectorId: string,
    wallet: Wallet,
    network: CaipNetwork,
    accounts: readonly WalletAccount[],
  ) {
    detach(connectorId)
    const events = wallet.features['standard:events'] as Feature<StandardEventsFeature> | undefined
    const off =
      events?.on('change', (change) => {
        if (!change.accounts) return
        const entry = sessions.get(connectorId)
        if (!entry) return
        // No account left means the wallet revoked the site: that is a disconnect.
        if (change.accounts.length === 0) {
          detach(connectorId)
          emit({ type: 'disconnect', connectorId })
          return
        }
        try {
          const addresses = readAccounts(change.accounts)
          entry.accounts = change.accounts
          emit({ type: 'accountsChanged', connectorId, accounts: addresses })
        } catch {
          // A malformed account list from the wallet is ignored rather than thrown into the host app.
        }
      }) ?? (() => {})
    sessions.set(connectorId, { network, off, accounts })
  }

  async function open(connectorId: string, chainId: number | string | undefined, silent: boolean) {
    const wallet = silent ? await discovery.wait(connectorId, REGISTER_WAIT_MS) : walletFor(connectorId)
    if (!wallet) return null
    const { accounts } = await feature<StandardConnectFeature>(wallet, 'standard:connect').connect({ silent })
    if (accounts.length === 0) {
      if (silent) return null
      throw solanaAdapterError('The wallet granted no account')
    }
    const network = networkFor(chainId)
    const addresses = readAccounts(accounts)
    attach(connectorId, wallet, network, accounts)
    return { connectorId, accounts: addresses, chainId: network.id } satisfies AdapterConnection
  }

  async function transfer(parameters: SendTransactionParameters) {
    return latestTransfer(await rpcFor(parameters.network), parameters)
  }

  return {
    async connect({ connectorId, chainId }) {
      return (await open(connectorId, chainId, false)) as AdapterConnection
    },

    reconnect: ({ connectorId, chainId }) => open(connectorId, chainId, true),

    async disconnect({ connectorId }) {
      const wallet = discovery.get(connectorId)
      detach(connectorId)
      const disconnect = wallet?.features['standard:disconnect'] as
        | Feature<StandardDisconnectFeature>
        | undefined
      await disconnect?.disconnect()
    },

    async switchNetwork({ connectorId, network }) {
      // Wallet Standard wallets sign for whichever cluster a request names: switching is ours.
      session(connectorId).network = network
      emit({ type: 'chainChanged', connectorId, chainId: network.id })
    },

    async signMessage({ connectorId, address, message }) {
      const wallet = walletFor(connectorId)
      const sign = feature<SolanaSignMessageFeature>(wallet, 'solana:signMessage')
      const [output] = await sign.signMessage({
        account: accountOf(connectorId, address),
        message: new TextEncoder().encode(message),
      })
      return signatureText(output?.signature)
    },

    async sendTransaction(parameters) {
      if (!isSolanaAddress(parameters.to))
        throw solanaAdapterError(`Invalid Solana address: ${parameters.to}`)
      const wallet = walletFor(parameters.connectorId)
      const send = feature<SolanaSignAndSendTransactionFeature>(wallet, 'solana:signAndSendTransaction')
      const transaction = await transfer(parameters)
      const [output] = await send.signAndSendTransaction({
        account: accountOf(parameters.connectorId, parameters.from),
        transaction: new Uint8Array(getTransactionEncoder().encode(transaction)),
        chain: walletChainOf(parameters.network),
      })
      return signatureText(output?.signature)
    },

    async estimateFee(parameters) {
      return transferFee(await rpcFor(parameters.network), await transfer(parameters))
    },

    async getBalance({ address, network }) {
      if (!isSolanaAddress(address)) throw solanaAdapterError(`Invalid Solana address: ${address}`)
      const { value } = await (await rpcFor(network))
        .getBalance(address as Parameters<SolanaRpc['getBalance']>[0])
        .send()
      return {
        balance: formatUnits(value, network.nativeCurrency.decimals),
        symbol: network.nativeCurrency.symbol,
      }
    },

    async request(connectorId) {
      walletFor(connectorId)
      throw solanaAdapterError(
        'Raw requests are not supported for Solana wallets; use signMessage or sendTransaction',
      )
    },

    detachAll() {
      for (const connectorId of [...sessions.keys()]) detach(connectorId)
    },
  }
}
