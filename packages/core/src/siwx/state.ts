import type { CaipNetworkId } from '../adapter/types'

export interface SiwxSessionData {
  accountAddress: string
  chainId: CaipNetworkId
  [key: string]: unknown
}

/** A wallet-signing session: data, message, signature (spec section 3). */
export interface SiwxSession {
  data: SiwxSessionData
  message: string
  signature: string
}

export interface SiwxConfig {
  /** The domain sessions are signed for, shown in the sign-in prompt (default: the page's host). */
  readonly domain?: string
  /** The statement of the sign-in message, shown in the prompt. */
  readonly statement?: string
  createMessage(input: {
    accountAddress: string
    chainId: CaipNetworkId
  }): Promise<{ data: SiwxSessionData; message: string }>
  addSession(session: SiwxSession): Promise<void>
  getSessions(chainId: CaipNetworkId, address: string): Promise<SiwxSession[]>
  revokeSession(chainId: CaipNetworkId, address: string): Promise<void>
  /** Replaces every session; `[]` signs out everywhere. */
  setSessions?(sessions: SiwxSession[]): Promise<void>
  /** Sign-in is required: the user cannot dismiss it and cancelling disconnects. */
  getRequired?(): boolean
  /** Signs with something other than the connected wallet (tests, custodial flows). */
  signMessage?(input: { message: string; address: string; chainId: CaipNetworkId }): Promise<string>
}

export type SiwxStatus = 'idle' | 'awaiting' | 'signing' | 'success' | 'error'

export interface SiwxState {
  status: SiwxStatus
  hasSession: boolean
  error?: string
}

export function initialSiwxState(): SiwxState {
  return { status: 'idle', hasSession: false }
}
