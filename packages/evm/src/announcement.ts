// Validation of EIP-6963 `eip6963:announceProvider` details. Any script on the page can announce,
// so every field is checked; a detail that fails is dropped, never half-used. Names stay plain text:
// this module only returns strings, and nothing in the adapter turns them into markup.

import { type Eip1193Provider, isEip1193Provider } from './eip1193'

export interface WalletInfo {
  uuid: string
  name: string
  /** A `data:image/...` URI (the only form EIP-6963 allows, and one that cannot run script). */
  icon: string
  rdns: string
}

export interface AnnouncedWallet {
  info: WalletInfo
  provider: Eip1193Provider
}

const MAX_NAME = 64
const MAX_ID = 256
// Reverse DNS: at least two dot-separated labels of letters, digits and hyphens.
const RDNS = /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)+$/i
// Control and bidi-override characters would let a name disguise itself; they are removed.
// biome-ignore lint/suspicious/noControlCharactersInRegex: stripping control characters is the point
const UNSAFE_CHARS = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g

/** Returns a clean copy of a valid announcement detail, or null when it must be dropped. */
export function parseAnnouncement(detail: unknown): AnnouncedWallet | null {
  if (typeof detail !== 'object' || detail === null) return null
  const { info, provider } = detail as { info?: unknown; provider?: unknown }
  if (typeof info !== 'object' || info === null || !isEip1193Provider(provider)) return null
  const { uuid, name, icon, rdns } = info as Record<string, unknown>
  if (typeof uuid !== 'string' || uuid.length === 0 || uuid.length > MAX_ID) return null
  if (typeof rdns !== 'string' || rdns.length > MAX_ID || !RDNS.test(rdns)) return null
  if (typeof icon !== 'string' || !/^data:image\//i.test(icon)) return null
  if (typeof name !== 'string') return null
  const cleanName = name.replace(UNSAFE_CHARS, '').trim().slice(0, MAX_NAME)
  if (cleanName.length === 0) return null
  return { info: { uuid, name: cleanName, icon, rdns: rdns.toLowerCase() }, provider }
}
