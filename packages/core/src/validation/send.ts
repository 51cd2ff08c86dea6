import type { ChainNamespace } from '../adapter/types'
import { TOASTS } from '../errors/codes'
import { isBitcoinAddress } from './bitcoin-address'
import { isEvmAddress } from './evm-address'
import { isSolanaAddress } from './solana-address'

// Send is supported on eip155 and solana (spec section 5), and on bip122, whose wallets the spec
// gives sendTransfer (section 6).
export const SEND_NAMESPACES: readonly ChainNamespace[] = ['eip155', 'solana', 'bip122']

export type SendNamespace = 'eip155' | 'solana' | 'bip122'

export function isSendSupported(namespace: unknown): namespace is SendNamespace {
  return typeof namespace === 'string' && (SEND_NAMESPACES as readonly string[]).includes(namespace)
}

/** Whether `address` is a well-formed address of the namespace (bip122: of any Bitcoin network). */
export function isAddressForNamespace(address: unknown, namespace: ChainNamespace): boolean {
  if (namespace === 'eip155') return isEvmAddress(address)
  if (namespace === 'solana') return isSolanaAddress(address)
  if (namespace === 'bip122') return isBitcoinAddress(address)
  return false
}

/**
 * The receiver as the wallet takes it: trimmed, and an EVM address with its 0x (optional when
 * typed, spec section 5). Anything else is returned trimmed, for the rules to judge.
 */
export function normalizeReceiver(receiver: string, namespace: ChainNamespace): string {
  const trimmed = receiver.trim()
  return namespace === 'eip155' && isEvmAddress(trimmed) && !trimmed.startsWith('0x')
    ? `0x${trimmed}`
    : trimmed
}

export interface SendFormInput {
  namespace: ChainNamespace
  token?: unknown
  /** Decimal amount text as typed. */
  amount?: string
  receiver?: string
}

/** The toast text blocking a send, or undefined when token, amount and receiver are all present. */
export function sendFormError(input: SendFormInput): string | undefined {
  if (!isSendSupported(input.namespace)) return TOASTS.UNSUPPORTED_CHAIN
  if (input.token === undefined || input.token === null) return TOASTS.TOKEN_REQUIRED
  if (!input.amount?.trim() || !input.receiver?.trim()) return TOASTS.AMOUNT_AND_RECEIVER_REQUIRED
  return undefined
}
