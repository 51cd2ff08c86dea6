// Marks the server hosts itself for the networks core predefines, the devnet, WalletConnect and the
// email login, so the modal shows them without reaching another host. Drawn here as simple 96x96 SVGs; an id not
// listed gets the initials placeholder from images.ts.
const tile = (fill: string, body: string, title: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96" role="img"><title>${title}</title><rect width="96" height="96" rx="24" fill="${fill}"/>${body}</svg>`

const MARKS: Record<string, string> = {
  ethereum: tile(
    '#627eea',
    '<path d="M48 14 27 49l21 12 21-12z" fill="#fff"/><path d="M48 14v47l21-12z" fill="#c9d3f8"/><path d="m27 53 21 29 21-29-21 12z" fill="#fff"/><path d="M48 65v17l21-29z" fill="#c9d3f8"/>',
    'Ethereum',
  ),
  solana: tile(
    '#121212',
    '<defs><linearGradient id="s" x1="0" y1="1" x2="1" y2="0"><stop offset="0" stop-color="#9945ff"/><stop offset="1" stop-color="#14f195"/></linearGradient></defs><g fill="url(#s)"><path d="M30 30h42l-6 8H24z"/><path d="M24 44h42l6 8H30z"/><path d="M30 58h42l-6 8H24z"/></g>',
    'Solana',
  ),
  bitcoin: tile(
    '#f7931a',
    '<path d="M40 24v8m10-8v8m-10 32v8m10-8v8" stroke="#fff" stroke-width="5" stroke-linecap="round"/><path d="M32 30h22a9 9 0 0 1 0 18H32zm0 18h25a9 9 0 0 1 0 18H32z" fill="none" stroke="#fff" stroke-width="7" stroke-linejoin="round"/>',
    'Bitcoin',
  ),
  polkadot: tile(
    '#e6007a',
    '<ellipse cx="48" cy="22" rx="11" ry="7" fill="#fff"/><ellipse cx="48" cy="74" rx="11" ry="7" fill="#fff"/><ellipse cx="25" cy="35" rx="11" ry="7" transform="rotate(60 25 35)" fill="#fff"/><ellipse cx="71" cy="35" rx="11" ry="7" transform="rotate(-60 71 35)" fill="#fff"/><ellipse cx="25" cy="61" rx="11" ry="7" transform="rotate(-60 25 61)" fill="#fff"/><ellipse cx="71" cy="61" rx="11" ry="7" transform="rotate(60 71 61)" fill="#fff"/>',
    'Polkadot',
  ),
  cosmos: tile(
    '#2e3148',
    '<circle cx="48" cy="48" r="24" fill="none" stroke="#fff" stroke-width="5"/><ellipse cx="48" cy="48" rx="34" ry="12" transform="rotate(35 48 48)" fill="none" stroke="#b3b6ff" stroke-width="4"/><circle cx="48" cy="48" r="6" fill="#fff"/>',
    'Cosmos',
  ),
  devnet: tile(
    '#1f2937',
    '<path d="M48 20 72 34v28L48 76 24 62V34z" fill="none" stroke="#f59e0b" stroke-width="6" stroke-linejoin="round"/><path d="M24 34l24 14 24-14M48 48v28" fill="none" stroke="#f59e0b" stroke-width="6" stroke-linejoin="round"/>',
    'Devnet',
  ),
  // The embedded wallet's email login (its connector's imageId): an envelope.
  email: tile(
    '#64748b',
    '<rect x="20" y="28" width="56" height="40" rx="6" fill="none" stroke="#fff" stroke-width="6"/><path d="m22 32 26 20 26-20" fill="none" stroke="#fff" stroke-width="6" stroke-linejoin="round"/>',
    'Email',
  ),
  walletconnect: tile(
    '#3b99fc',
    '<path d="M24 40c13-13 35-13 48 0" fill="none" stroke="#fff" stroke-width="7" stroke-linecap="round"/><path d="m20 52 12 12 16-14 16 14 12-12" fill="none" stroke="#fff" stroke-width="7" stroke-linecap="round" stroke-linejoin="round"/>',
    'WalletConnect',
  ),
}

/** The hosted mark for an image id, or undefined when the server has none. */
export function markFor(id: string): string | undefined {
  return Object.hasOwn(MARKS, id) ? MARKS[id] : undefined
}

/**
 * A fiat currency's mark: its sign ("$", "€", "CHF") on a neutral tile. Initials on a colour from
 * the id would read as a flag ("US" on red); undefined for a code Intl does not know.
 */
export function currencyMark(code: string): string | undefined {
  // Checked before Intl: an id that cannot be a currency code costs no formatter and no exception.
  if (!/^[A-Za-z]{3}$/.test(code)) return undefined
  let sign: string | undefined
  try {
    sign = new Intl.NumberFormat('en', { style: 'currency', currency: code, currencyDisplay: 'narrowSymbol' })
      .formatToParts(0)
      .find((part) => part.type === 'currency')?.value
  } catch {
    return undefined
  }
  if (!sign) return undefined
  const size = [...sign].length === 1 ? 52 : [...sign].length === 2 ? 38 : 28
  const text = sign.replace(/[&<>]/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;' })[ch] ?? ch)
  return tile(
    '#64748b',
    `<text x="48" y="50" fill="#fff" font-family="system-ui,sans-serif" font-size="${size}" font-weight="600" text-anchor="middle" dominant-baseline="middle">${text}</text>`,
    code.toUpperCase(),
  )
}
