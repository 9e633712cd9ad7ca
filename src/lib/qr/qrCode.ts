import qrcode from 'qrcode-generator'

import { escapeHtml } from '@/lib/html/escape'

/**
 * QR codes drawn on the server (tickets, bank-transfer orders): no external service sees a
 * ticket's token or an order's amount. Error correction M (15 %) survives a scratched phone
 * screen or a creased print-out; the version grows with the text.
 */

/** The modules, dark (true) or light, row by row. */
export function qrMatrix(text: string): boolean[][] {
  const code = qrcode(0, 'M')
  // The payloads here are ASCII (tokens, EMVCo); byte mode keeps them as they are.
  code.addData(text, 'Byte')
  code.make()
  const size = code.getModuleCount()
  return Array.from({ length: size }, (_, row) =>
    Array.from({ length: size }, (_, column) => code.isDark(row, column)),
  )
}

/** The quiet zone the standard asks for around the code, in modules. */
const QUIET_ZONE = 4

/**
 * The code as one SVG path on white (a run of dark modules in a row is one rectangle), scalable,
 * with crisp edges. `label` names it for assistive technology.
 */
export function qrSvg(text: string, label: string): string {
  const matrix = qrMatrix(text)
  const size = matrix.length + QUIET_ZONE * 2
  const runs: string[] = []
  matrix.forEach((row, y) => {
    let x = 0
    while (x < row.length) {
      if (!row[x]) {
        x += 1
        continue
      }
      const start = x
      while (x < row.length && row[x]) x += 1
      runs.push(`M${start + QUIET_ZONE} ${y + QUIET_ZONE}h${x - start}v1h-${x - start}z`)
    }
  })
  const title = escapeHtml(label)
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}" role="img" ` +
    `aria-label="${title}" shape-rendering="crispEdges">` +
    `<rect width="${size}" height="${size}" fill="#fff"/>` +
    `<path fill="#000" d="${runs.join('')}"/></svg>`
  )
}

/** The code as a PNG `pixels` wide, for mail (clients that show no SVG show a PNG). */
export async function qrPng(text: string, pixels = 360): Promise<Buffer> {
  const { default: sharp } = await import('sharp')
  return sharp(Buffer.from(qrSvg(text, 'QR')), { density: 300 })
    .resize(pixels, pixels, { kernel: 'nearest' })
    .png({ palette: true, colours: 2 })
    .toBuffer()
}
