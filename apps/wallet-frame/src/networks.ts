// The networks the frame acts on. An eip155 chain is a number, a Solana cluster its CAIP-2 id
// (`solana:<reference>`). The current eip155 chain (what smart-account requests act on) and the
// current Solana cluster are kept apart, so a switch in one namespace never moves the other;
// GET_CHAIN_ID answers whichever was switched to last. A network is served when the services
// server's supported-chains list, read at start, names it.
import type { ChainId } from '@latch/embedded/protocol'
import { params } from './context'
import { store } from './storage'

/** The RPC methods the frame runs on a Solana cluster; any other method there is refused. */
export const SOLANA_METHODS: readonly string[] = [
  'solana_signMessage',
  'solana_signTransaction',
  'solana_signAllTransactions',
  'solana_signAndSendTransaction',
]

let supported: string[] = []
export const setSupportedChains = (chains: string[]) => {
  supported = chains
}

export const eip155 = (id: number) => `eip155:${id}`

export type SolanaChain = `solana:${string}`
export const isSolanaChain = (value: ChainId | undefined): value is SolanaChain =>
  typeof value === 'string' && value.startsWith('solana:')

/** Refuses a network the services server does not serve. */
export function requireServed(chain: string) {
  if (!supported.includes(chain)) throw new Error('Chain is not supported')
}

let evmChain = Number(store.get<number>('chainId') ?? params.get('chainId') ?? 1)
let lastSwitched: ChainId = evmChain

/** The current eip155 chain: what requests without a Solana chain, and smart accounts, act on. */
export const currentEvmChain = () => evmChain
/** The chain of the last switch, in either namespace. */
export const lastSwitchedChain = () => lastSwitched

/** A request's eip155 chain id as a number, from a number or an `eip155:<id>` string. */
export const evmChainOf = (value: ChainId) =>
  typeof value === 'number' ? value : Number(value.split(':').pop())

/** Switches to a served network and answers its id: a number on eip155, the CAIP-2 id on Solana. */
export function switchTo(requested: ChainId): ChainId {
  if (isSolanaChain(requested)) {
    requireServed(requested)
    lastSwitched = requested
    return requested
  }
  const id = evmChainOf(requested)
  requireServed(eip155(id))
  evmChain = id
  lastSwitched = id
  store.set('chainId', id)
  return id
}
