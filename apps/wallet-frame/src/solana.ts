// The Solana wallet as the frame's handlers reach it. Its code (solana-signing.ts, with
// @solana/kit) is a script of its own, loaded with the first Solana request; it is handed the
// frame's key, approval screen and RPC proxy here, so their state stays in one place.
import { unlock } from './keys'
import type { SolanaChain } from './networks'
import { askApproval } from './screens'
import { rpc } from './server'
import { Rejected } from './signing'
import { deviceShare, session } from './storage'

let loaded: Promise<typeof import('./solana-signing')> | undefined

function solanaSigning() {
  if (loaded) return loaded
  loaded = import('./solana-signing').then((module) => {
    module.useFrameParts({
      unlock,
      // A device without a share (recovery pending) names no wallet: unlock() then says why.
      walletAddress: () => {
        const current = session()
        return current && deviceShare(current.userId)?.address
      },
      rpc,
      approve: async (...args) => {
        if (!(await askApproval(...args))) throw new Rejected()
      },
    })
    return module
  })
  // A failed load (the network dropped) is tried again with the next request.
  loaded.catch(() => {
    loaded = undefined
  })
  return loaded
}

/** The wallet's Solana address (derived in memory once per wallet, never stored). */
export const solanaAddress = async () => (await solanaSigning()).solanaAddress()

/** Runs a Solana signing method on a served cluster, after the user's approval. */
export const signSolana = async (requestId: string, method: string, rpcParams: unknown, chain: SolanaChain) =>
  (await solanaSigning()).signSolana(requestId, method, rpcParams, chain)
