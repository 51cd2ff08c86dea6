// A wagmi connector whose wallet is whatever the visitor connects through Latch's modal. wagmi's
// hooks and actions (account, sign, send, switch chain, disconnect) keep working; connecting opens
// the modal, and a connection made or ended in the modal shows in wagmi as well.
import { type CaipNetworkId, isConnected, type LatchClient, type LatchState } from '@latch/core'
// Types only: wagmi's `createConnector` is the identity, so this runs with wagmi 2 and 3 alike.
import type { CreateConnectorFn } from '@wagmi/core'
import {
  type Address,
  getAddress,
  isAddress,
  numberToHex,
  SwitchChainError,
  UserRejectedRequestError,
} from 'viem'

export interface LatchConnectorParameters {
  /** The client the page's `<LatchProvider client={...}>` shows, made with `createLatch`. */
  client: LatchClient
}

/** The EIP-1193 side wagmi and viem talk to: requests go to the wallet connected in Latch. */
export interface LatchProvider {
  request(args: { method: string; params?: unknown }): Promise<unknown>
}

interface Eip155Connection {
  accounts: readonly Address[]
  chainId: number
}

/** The eip155 account and chain as Latch holds them; no accounts while not connected there. */
export function eip155Connection(state: LatchState): Eip155Connection {
  const connection = state.connection.connections.eip155
  const chainId = Number(state.networks.active.eip155?.id)
  // A wallet may report anything: only well-formed addresses reach wagmi, checksummed.
  const accounts =
    connection && isConnected(state, 'eip155')
      ? connection.accounts
          .filter((account) => isAddress(account, { strict: false }))
          .map((a) => getAddress(a))
      : []
  return { accounts, chainId: Number.isSafeInteger(chainId) ? chainId : 0 }
}

const sameAccounts = (a: readonly Address[], b: readonly Address[]) =>
  a.length === b.length && a.every((account, index) => account === b[index])

latch.type = 'latch' as const

export function latch({ client }: LatchConnectorParameters): CreateConnectorFn<LatchProvider> {
  return (config) => {
    const read = () => eip155Connection(client.store.getState())

    /** Opens the modal and settles once an eip155 wallet is connected, or the visitor closes it. */
    function connectThroughModal(): Promise<Eip155Connection> {
      return new Promise((resolve, reject) => {
        let stop = () => {}
        const settle = () => {
          const now = read()
          if (now.accounts.length > 0) {
            stop()
            resolve(now)
          } else if (!client.store.getState().modal.open) {
            stop()
            reject(
              new UserRejectedRequestError(
                new Error('The visitor closed Latch without connecting a wallet.'),
              ),
            )
          }
        }
        client.open()
        stop = client.store.subscribe(settle)
        settle()
      })
    }

    async function switchTo(chainId: number) {
      const chain = config.chains.find((candidate) => candidate.id === chainId)
      if (!chain) throw new SwitchChainError(new Error(`Chain ${chainId} is not configured in wagmi.`))
      const caipNetworkId: CaipNetworkId = `eip155:${chainId}`
      try {
        await client.switchNetwork(caipNetworkId)
      } catch (error) {
        if ((error as { code?: unknown })?.code === 4001) throw new UserRejectedRequestError(error as Error)
        throw new SwitchChainError(error as Error)
      }
      return chain
    }

    const provider: LatchProvider = {
      async request({ method, params }) {
        switch (method) {
          // Answered from Latch's state: connecting is the modal's job, never a wallet prompt here.
          case 'eth_accounts':
          case 'eth_requestAccounts':
            return read().accounts
          case 'eth_chainId':
            return numberToHex(read().chainId)
          case 'wallet_switchEthereumChain': {
            const [target] = (Array.isArray(params) ? params : []) as { chainId?: unknown }[]
            const chainId = Number(target?.chainId)
            if (!Number.isSafeInteger(chainId))
              throw new SwitchChainError(new Error('Missing or malformed chainId'))
            await switchTo(chainId)
            return null
          }
          default:
            return client.request({ method, params }, 'eip155')
        }
      },
    }

    // What wagmi was last told, so a change in Latch (a wallet event, the modal's own connect or
    // disconnect) reaches wagmi once.
    let told = read()
    // Subscribed once, for the config's lifetime (wagmi has no teardown for connectors).
    let subscribed = false

    return {
      id: 'latch',
      name: 'Latch',
      type: latch.type,

      async setup() {
        if (subscribed) return
        subscribed = true
        client.store.subscribe(() => {
          const now = read()
          if (sameAccounts(now.accounts, told.accounts) && now.chainId === told.chainId) return
          const before = told
          told = now
          if (now.accounts.length === 0) this.onDisconnect()
          else if (before.accounts.length === 0)
            config.emitter.emit('connect', { accounts: now.accounts, chainId: now.chainId })
          else if (!sameAccounts(now.accounts, before.accounts)) this.onAccountsChanged([...now.accounts])
          else this.onChainChanged(String(now.chainId))
        })
      },

      async connect({ chainId, isReconnecting } = {}) {
        // Latch restores a stored connection at start; a reconnect only reads what it restored.
        await client.start()
        let connection = read()
        if (connection.accounts.length === 0) {
          if (isReconnecting) throw new UserRejectedRequestError(new Error('No wallet connected in Latch.'))
          connection = await connectThroughModal()
        }
        if (chainId !== undefined && chainId !== connection.chainId) await switchTo(chainId)
        told = read()
        // wagmi's connect action returns `accounts` typed by its generic; these are plain addresses.
        return { accounts: told.accounts, chainId: told.chainId } as never
      },

      async disconnect() {
        await client.disconnect()
        told = read()
      },

      async getAccounts() {
        return read().accounts
      },

      async getChainId() {
        return read().chainId
      },

      async getProvider() {
        return provider
      },

      async isAuthorized() {
        await client.start()
        return read().accounts.length > 0
      },

      async switchChain({ chainId }) {
        return switchTo(chainId)
      },

      onAccountsChanged(accounts) {
        if (accounts.length === 0) this.onDisconnect()
        else config.emitter.emit('change', { accounts: accounts.map((account) => getAddress(account)) })
      },

      onChainChanged(chain) {
        config.emitter.emit('change', { chainId: Number(chain) })
      },

      onDisconnect() {
        config.emitter.emit('disconnect')
      },
    }
  }
}
