// Account-name rules (spec sections 5 and 9): a label of at least 4 letters, digits or hyphens, in
// a zone (`latch.id` by default); names exist for eip155 accounts only.
import type { LatchState } from '../client/state'
import { isConnected } from '../connection/getters'
import { DEFAULT_NAME_ZONE } from './state'

/** `alice` in `latch.id` is `alice.latch.id`; names are case-insensitive and kept lower-case. */
export function fullName(label: string, zone = DEFAULT_NAME_ZONE): string {
  return `${label.toLowerCase()}.${zone}`
}

/** The label of a full name typed with or without its zone. */
export function labelOf(input: string, zone = DEFAULT_NAME_ZONE): string {
  const trimmed = input.trim()
  return trimmed.toLowerCase().endsWith(`.${zone}`) ? trimmed.slice(0, -(zone.length + 1)) : trimmed
}

/**
 * The name a send receiver was typed as, or undefined when the text is not one. Only dotted names
 * (`alice.latch.id`) count, and only on eip155 (names exist there only): a half-typed `0x12`
 * must read as an unfinished address, not as an unknown name.
 */
export function receiverNameOf(text: string | undefined, namespace: string | undefined): string | undefined {
  if (namespace !== 'eip155' || !text) return undefined
  const trimmed = text.trim()
  if (/^0x/i.test(trimmed) || !/^[a-z0-9-]+(\.[a-z0-9-]+)+$/i.test(trimmed)) return undefined
  return trimmed.toLowerCase()
}

/** The account names are for: the connected eip155 account, on an eip155 network with a numeric id. */
export function nameAccount(
  state: Pick<LatchState, 'connection' | 'accounts' | 'networks'>,
): { address: string; chainId: number } | undefined {
  const address = state.accounts.eip155?.address
  const chainId = state.networks.active.eip155?.id
  return address && typeof chainId === 'number' && isConnected(state, 'eip155')
    ? { address, chainId }
    : undefined
}
