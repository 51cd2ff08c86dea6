// A 96x96 square (EIP-6963 asks for at least 96px) showing a closed latch on a dark tile.
const svg = [
  '<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">',
  '<rect width="96" height="96" rx="20" fill="#1f2937"/>',
  '<path d="M34 44V34a14 14 0 0 1 28 0v10" fill="none" stroke="#f59e0b" stroke-width="8" stroke-linecap="round"/>',
  '<rect x="24" y="44" width="48" height="34" rx="8" fill="#f59e0b"/>',
  '<circle cx="48" cy="58" r="5" fill="#1f2937"/>',
  '<rect x="45" y="60" width="6" height="10" rx="2" fill="#1f2937"/>',
  '</svg>',
].join('')

/** The default wallet icon, as an RFC 2397 data URI (what EIP-6963 requires). */
export const testWalletIcon = `data:image/svg+xml,${encodeURIComponent(svg)}`

/** The same icon as the base64 data URI the Wallet Standard asks for. */
export const testWalletIconBase64 = `data:image/svg+xml;base64,${btoa(svg)}` as const
