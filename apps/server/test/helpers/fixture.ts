import { type Devnet, MNEMONIC, startDevnet } from '@latch/devnet'
import {
  type Account,
  generatePrivateKey,
  type LocalAccount,
  mnemonicToAccount,
  privateKeyToAccount,
} from 'viem/accounts'
import { afterAll, beforeAll } from 'vitest'
import { chainIdToCoinType } from '../../src/chain/ids'
import { startServer } from '../../src/server'
import type { Storage } from './backends'

/** One devnet per test file: real chains for the RPC proxy and ERC-1271 checks. */
export function useDevnet(options: Parameters<typeof startDevnet>[0] = {}) {
  const state: { devnet?: Devnet } = {}
  beforeAll(async () => {
    state.devnet = await startDevnet(options)
  }, 60_000)
  afterAll(async () => {
    await state.devnet?.stop()
  })
  return {
    get manifest() {
      if (!state.devnet) throw new Error('devnet not started')
      return state.devnet.manifest
    },
  }
}

export const owner = mnemonicToAccount(MNEMONIC) // account #0, owner of the devnet smart account
export const randomAccount = (): LocalAccount => privateKeyToAccount(generatePrivateKey())
export const nowS = () => Math.floor(Date.now() / 1000)

/**
 * A server on loopback for one test file. Every test's calls come from 127.0.0.1, so the
 * per-client name registration quota is lifted unless a test sets it (hostile-load.test.ts does).
 */
export async function start(storage: Storage, config: Parameters<typeof startServer>[0] = {}) {
  return startServer({
    ...storage,
    log: 'silent',
    ...config,
    names: { perClient: { perSecond: 1e6, burst: 1e6 }, ...config.names },
  })
}

export type Json = Record<string, unknown> & { error?: { code: string; message: string } }

export async function call(base: string, path: string, init: RequestInit & { json?: unknown } = {}) {
  const { json, ...rest } = init
  const response = await fetch(`${base}${path}`, {
    ...rest,
    method: rest.method ?? (json === undefined ? 'GET' : 'POST'),
    headers: { ...(json === undefined ? {} : { 'content-type': 'application/json' }), ...rest.headers },
    body: json === undefined ? rest.body : JSON.stringify(json),
  })
  const text = await response.text()
  let body: Json = {}
  try {
    body = JSON.parse(text)
  } catch {}
  return { status: response.status, headers: response.headers, body, text }
}

/** A signed name registration as the modal sends it. */
export async function registration(
  signer: Account & { signMessage: LocalAccount['signMessage'] },
  name: string,
  options: {
    address?: string
    chainId?: number
    timestamp?: number
    attributes?: Record<string, string>
    /** The server's host name the message is bound to (test servers: 127.0.0.1). */
    domain?: string
    purpose?: string
  } = {},
) {
  const message = JSON.stringify({
    name,
    attributes: options.attributes ?? {},
    timestamp: options.timestamp ?? nowS(),
    domain: options.domain ?? '127.0.0.1',
    purpose: options.purpose ?? 'latch-name-registration',
    address: options.address ?? signer.address,
  })
  return {
    coin_type: chainIdToCoinType(options.chainId ?? 31337),
    address: options.address ?? signer.address,
    message,
    signature: await signer.signMessage({ message }),
  }
}

/** A signed session-creation request. */
export async function sessionRequest(
  signer: LocalAccount,
  pci: string,
  options: { chainId?: number; expiry?: number; timestamp?: number } = {},
) {
  const message = JSON.stringify({
    pci,
    chainId: options.chainId ?? 31337,
    permissions: [{ type: 'contract-call', data: { address: '0x0000000000000000000000000000000000000001' } }],
    expiry: options.expiry ?? nowS() + 3600,
    timestamp: options.timestamp ?? nowS(),
  })
  return { message, signature: await signer.signMessage({ message }) }
}
