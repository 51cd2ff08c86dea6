// Hex helpers for the JSON-RPC wire format, kept local so nothing heavy loads with the adapter.

/** A JSON-RPC quantity: `0x`-prefixed, no leading zeros (`0x0` for zero). */
export function toQuantity(value: bigint | number): `0x${string}` {
  const big = typeof value === 'bigint' ? value : BigInt(value)
  if (big < 0n) throw new RangeError(`A quantity cannot be negative: ${big}`)
  return `0x${big.toString(16)}`
}

/** UTF-8 text as `0x`-prefixed hex bytes (what `personal_sign` expects). */
export function utf8ToHex(text: string): `0x${string}` {
  let hex = ''
  for (const byte of new TextEncoder().encode(text)) hex += byte.toString(16).padStart(2, '0')
  return `0x${hex}`
}

/** Reads a chain id given as a hex quantity, a decimal string or a number. */
export function parseChainId(value: unknown): number {
  let id = Number.NaN
  if (typeof value === 'number') id = value
  else if (typeof value === 'string' && /^0x[0-9a-f]+$/i.test(value)) id = Number.parseInt(value, 16)
  else if (typeof value === 'string' && /^[0-9]+$/.test(value)) id = Number(value)
  if (!Number.isSafeInteger(id) || id <= 0) throw new TypeError(`Not a valid chain id: ${String(value)}`)
  return id
}

export function isAddress(value: unknown): value is `0x${string}` {
  return typeof value === 'string' && /^0x[0-9a-fA-F]{40}$/.test(value)
}
