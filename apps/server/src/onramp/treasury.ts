// The funded account that pays out what visitors buy. Sends on one chain go one at a time, so
// two orders paid at once never take the same nonce.
import { createPublicClient, createWalletClient, defineChain, type Hex, http, type LocalAccount } from 'viem'
import type { ChainCatalog } from '../portfolio/catalog'

/** A plain transfer of the native currency costs this much gas on every EVM chain. */
const TRANSFER_GAS = 21_000n

export class Treasury {
  private readonly queues = new Map<string, Promise<unknown>>()
  private readonly clients = new Map<string, ReturnType<typeof clientsFor>>()

  constructor(readonly account: LocalAccount) {}

  private clientsOf(chain: ChainCatalog) {
    let clients = this.clients.get(chain.chain)
    if (!clients) {
      clients = clientsFor(chain, this.account)
      this.clients.set(chain.chain, clients)
    }
    return clients
  }

  /** What the payout's gas costs now, in base units of the native currency. */
  async transferCost(chain: ChainCatalog): Promise<bigint> {
    return TRANSFER_GAS * (await this.clientsOf(chain).public.getGasPrice())
  }

  /** Broadcasts the transfer; resolves with its hash once the node took it. */
  send(chain: ChainCatalog, to: Hex, value: bigint): Promise<Hex> {
    const { wallet } = this.clientsOf(chain)
    const previous = this.queues.get(chain.chain) ?? Promise.resolve()
    const sent = previous.catch(() => {}).then(() => wallet.sendTransaction({ to, value, gas: TRANSFER_GAS }))
    this.queues.set(chain.chain, sent)
    return sent
  }

  /** Whether the transfer was mined and succeeded. */
  async confirmed(chain: ChainCatalog, hash: Hex): Promise<boolean> {
    const receipt = await this.clientsOf(chain).public.waitForTransactionReceipt({ hash, timeout: 60_000 })
    return receipt.status === 'success'
  }
}

function clientsFor(chain: ChainCatalog, account: LocalAccount) {
  const viemChain = defineChain({
    id: chain.chainId,
    name: chain.chain,
    nativeCurrency: { name: chain.native.name, symbol: chain.native.symbol, decimals: chain.native.decimals },
    rpcUrls: { default: { http: chain.rpcUrls } },
  })
  const transport = http(chain.rpcUrls[0], { timeout: 15_000 })
  return {
    public: createPublicClient({ chain: viemChain, transport, pollingInterval: 250 }),
    wallet: createWalletClient({ chain: viemChain, transport, account }),
  }
}
