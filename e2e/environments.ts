// The browser tests run in parallel workers, each against an environment of its own: its own
// devnet, Solana and Bitcoin chains, services server, relay and demo server. Tests then keep the
// chain state they expect (their accounts' balances and nonces, automine) whatever runs beside them.
// Global setup starts one environment per worker and publishes each under suffixed variables
// (`LATCH_MANIFEST_1`); each worker takes its own under the plain names the specs read.

import { availableParallelism } from 'node:os'

/**
 * Parallel workers, and so environments (`LATCH_E2E_WORKERS` sets it). A worker keeps about two
 * cores busy (its browser, the page and its services): on 2 cores, two workers ran every test 1.75x
 * slower for a run only 10% shorter, so there one worker runs.
 */
export const E2E_WORKERS =
  Number(process.env.LATCH_E2E_WORKERS) || Math.max(1, Math.floor(availableParallelism() / 2))

/** What a spec may read of its environment. */
export const ENVIRONMENT_KEYS = [
  'LATCH_MANIFEST',
  'LATCH_SOLANA_MANIFEST',
  'LATCH_BITCOIN_MANIFEST',
  'LATCH_RELAY_URL',
  'LATCH_SERVICES_URL',
  'LATCH_WALLET_FRAME_URL',
  'LATCH_E2E_BASE_URL',
] as const

export type Environment = Record<(typeof ENVIRONMENT_KEYS)[number], string | undefined>

/** Publishes environment `index` for the workers (global setup). The first is also the default. */
export function publishEnvironment(index: number, environment: Environment): void {
  for (const key of ENVIRONMENT_KEYS) {
    const value = environment[key]
    if (value === undefined) continue
    process.env[`${key}_${index}`] = value
    if (index === 0) process.env[key] = value
  }
}

/**
 * In a worker (Playwright sets TEST_PARALLEL_INDEX before it loads the config), points the plain
 * variables at this worker's environment. Elsewhere it changes nothing.
 */
export function selectWorkerEnvironment(): void {
  const index = process.env.TEST_PARALLEL_INDEX
  if (index === undefined) return
  for (const key of ENVIRONMENT_KEYS) {
    const value = process.env[`${key}_${index}`]
    if (value !== undefined) process.env[key] = value
  }
}
