// How the approval screen shows bytes to sign: as the text they are, or as hex when they are not
// printable (so control characters cannot hide or reorder what the user reads).
import { hexToString, isHex } from 'viem'

/** A hex message shown as text when it is printable text, else as hex. */
export const readable = (hex: string) => {
  if (!isHex(hex)) return hex
  try {
    const text = hexToString(hex)
    // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point
    return /[\u0000-\u0008\u000e-\u001f]/.test(text) ? hex : text
  } catch {
    return hex
  }
}
