// Solana addresses: base58 text of 32 to 44 characters that decodes to a 32-byte public key.
const BASE58_ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'
const SOLANA_ADDRESS = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/

/** Decodes base58 text to bytes; throws on characters outside the alphabet. */
export function decodeBase58(text: string): Uint8Array {
  let value = 0n
  for (const char of text) {
    const digit = BASE58_ALPHABET.indexOf(char)
    if (digit < 0) throw new TypeError(`Invalid base58 character "${char}"`)
    value = value * 58n + BigInt(digit)
  }
  const bytes: number[] = []
  while (value > 0n) {
    bytes.push(Number(value & 0xffn))
    value >>= 8n
  }
  // Each leading "1" stands for one leading zero byte.
  for (let i = 0; i < text.length && text[i] === '1'; i++) bytes.push(0)
  return Uint8Array.from(bytes.reverse())
}

/** Encodes bytes as base58 text (used for Solana keys and solana_signMessage payloads). */
export function encodeBase58(bytes: Uint8Array): string {
  let value = 0n
  for (const byte of bytes) value = (value << 8n) | BigInt(byte)
  let text = ''
  while (value > 0n) {
    text = BASE58_ALPHABET.charAt(Number(value % 58n)) + text
    value /= 58n
  }
  for (let i = 0; i < bytes.length && bytes[i] === 0; i++) text = `1${text}`
  return text
}

export function isSolanaAddress(value: unknown): value is string {
  return typeof value === 'string' && SOLANA_ADDRESS.test(value) && decodeBase58(value).length === 32
}
