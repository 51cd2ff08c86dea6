// The QR code of a text as one SVG path (a unit square per dark module), built in React rather than
// injected as markup. The `qrcode` package loads only when Receive is first shown.

export interface QrDrawing {
  /** Modules per side, the quiet zone excluded. */
  size: number
  path: string
}

export async function qrPath(text: string): Promise<QrDrawing> {
  const { create } = await import('qrcode')
  const { modules } = create(text, { errorCorrectionLevel: 'M' })
  let path = ''
  for (let row = 0; row < modules.size; row++) {
    for (let column = 0; column < modules.size; column++) {
      if (modules.get(row, column)) path += `M${column} ${row}h1v1h-1z`
    }
  }
  return { size: modules.size, path }
}
