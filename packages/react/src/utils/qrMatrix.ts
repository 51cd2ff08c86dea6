// The QR code of a pairing URI as one SVG path (a unit square per dark module). High error
// correction lets the wallet icon cover the centre; the modules under it are left out.

export interface QrMatrix {
  /** Modules per side. */
  size: number
  path: string
  /** Side of the square left clear in the middle for the icon, in modules. */
  logoSize: number
}

export async function qrMatrix(text: string): Promise<QrMatrix> {
  const { create } = await import('qrcode')
  const { modules } = create(text, { errorCorrectionLevel: 'H' })
  const size = modules.size
  // About a fifth of the side: well within what level H (30 %) can recover.
  const logoSize = Math.floor(size / 5) | 1
  const start = (size - logoSize) / 2
  const inLogo = (i: number) => i >= start - 1 && i < start + logoSize + 1
  let path = ''
  for (let row = 0; row < size; row++) {
    for (let column = 0; column < size; column++) {
      if (inLogo(row) && inLogo(column)) continue
      if (modules.get(row, column)) path += `M${column} ${row}h1v1h-1z`
    }
  }
  return { size, path, logoSize }
}
