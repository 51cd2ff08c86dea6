// Sign-In With Ethereum (`siweConfig`): the older, Ethereum-only form of wallet sign-in, whose
// host keeps one session (address and chain) behind its own nonce, verify, session and sign-out
// calls. It runs as a siwx config, so both share one flow (sign / decline / cancel / close) and
// differ only in their view: ConnectingSiwe.
import type { CaipNetworkId } from '../adapter/types'
import { FEATURE_ERRORS } from '../errors/codes'
import { LatchError } from '../errors/latch-error'
import type { SiwxConfig } from './state'

/** The EIP-4361 fields of a sign-in message, for the host's `createMessage` to format. */
export interface SiweMessageArgs {
  domain: string
  address: string
  statement?: string
  uri: string
  version: '1'
  chainId: number
  nonce: string
  issuedAt: string
}

export interface SiweConfig {
  /** The domain the message is for (default: the page's host); shown in the prompt. */
  readonly domain?: string
  /** The message's URI (default: the page's origin). */
  readonly uri?: string
  /** The message's statement; shown in the prompt. */
  readonly statement?: string
  /** Sign-in is required: the visitor cannot dismiss it and cancelling disconnects. */
  readonly required?: boolean
  /** A fresh nonce from the host's server. */
  getNonce(address: string): Promise<string>
  /** The EIP-4361 text for these fields (`@latch/siwx`'s `createSIWXMessage` can write it). */
  createMessage(args: SiweMessageArgs): string
  /** The host's server checks the signature and opens its session; false refuses it. */
  verifyMessage(args: { message: string; signature: string }): Promise<boolean>
  /** The host's current session, if any. */
  getSession(): Promise<{ address: string; chainId: number } | null>
  signOut(): Promise<boolean>
}

const page = () => (globalThis as { location?: { host: string; origin: string } }).location

/** The siwx config a `siweConfig` runs as (eip155 accounts only). */
export function siwxFromSiwe(siwe: SiweConfig): SiwxConfig {
  const chainNumber = (chainId: CaipNetworkId) => {
    const [namespace, reference] = chainId.split(':')
    if (namespace !== 'eip155') {
      throw new LatchError('SIWE_ETHEREUM_ONLY', FEATURE_ERRORS.SIWE_ETHEREUM_ONLY)
    }
    return Number(reference)
  }
  return {
    ...(siwe.domain !== undefined ? { domain: siwe.domain } : {}),
    ...(siwe.statement !== undefined ? { statement: siwe.statement } : {}),
    async createMessage({ accountAddress, chainId }) {
      const args: SiweMessageArgs = {
        domain: siwe.domain ?? page()?.host ?? '',
        address: accountAddress,
        ...(siwe.statement !== undefined ? { statement: siwe.statement } : {}),
        uri: siwe.uri ?? page()?.origin ?? '',
        version: '1',
        chainId: chainNumber(chainId),
        nonce: await siwe.getNonce(accountAddress),
        issuedAt: new Date().toISOString(),
      }
      return { data: { ...args, accountAddress, chainId }, message: siwe.createMessage(args) }
    },
    async addSession({ message, signature }) {
      if (!(await siwe.verifyMessage({ message, signature })))
        throw new LatchError('SIWE_VERIFY_FAILED', FEATURE_ERRORS.SIWE_VERIFY_FAILED)
    },
    async getSessions(chainId, address) {
      const session = await siwe.getSession()
      const matches =
        session !== null &&
        session.address.toLowerCase() === address.toLowerCase() &&
        `eip155:${session.chainId}` === chainId
      return matches
        ? [{ data: { accountAddress: session.address, chainId }, message: '', signature: '' }]
        : []
    },
    async revokeSession() {
      await siwe.signOut()
    },
    async setSessions(sessions) {
      if (sessions.length === 0) await siwe.signOut()
    },
    getRequired: () => siwe.required === true,
  }
}
