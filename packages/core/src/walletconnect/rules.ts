export const PAIRING_LIFETIME_MS = 4 * 60 * 1000

export const PAIRING_EXPIRY_MARGIN_MS = 10 * 1000

/** How long core lets the adapter bring its own replacement before asking for one. */
export const PAIRING_REFRESH_GRACE_MS = 3000

export function isPairingUriExpired(expiresAt: number, now: number): boolean {
  return expiresAt - now < PAIRING_EXPIRY_MARGIN_MS
}
