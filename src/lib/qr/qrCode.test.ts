import sharp from 'sharp'
import { describe, expect, it } from 'vitest'

import { qrMatrix, qrPng, qrSvg } from './qrCode'

/** A finder pattern (7×7: a dark ring, a light ring, a dark 3×3 core) with its top left at (x, y). */
const hasFinder = (matrix: boolean[][], x: number, y: number) =>
  Array.from({ length: 7 }, (_, row) =>
    Array.from({ length: 7 }, (_, column) => {
      const ring = Math.max(Math.abs(row - 3), Math.abs(column - 3))
      return matrix[y + row]![x + column] === (ring !== 2)
    }).every(Boolean),
  ).every(Boolean)

describe('QR codes', () => {
  const token = 'ST1.42.SE7K2M9Q.0123456789abcdefghijkl'

  it('has the three finder patterns and grows with the text', () => {
    const matrix = qrMatrix(token)
    const size = matrix.length
    expect((size - 17) % 4).toBe(0)
    expect(hasFinder(matrix, 0, 0)).toBe(true)
    expect(hasFinder(matrix, size - 7, 0)).toBe(true)
    expect(hasFinder(matrix, 0, size - 7)).toBe(true)
    expect(hasFinder(matrix, size - 7, size - 7)).toBe(false)
    expect(qrMatrix(token.repeat(4)).length).toBeGreaterThan(size)
  })

  it('differs for different texts', () => {
    expect(qrMatrix(token)).not.toEqual(qrMatrix(token.replace('42', '43')))
  })

  it('draws every dark module and nothing else, inside a quiet zone, named for screen readers', () => {
    const matrix = qrMatrix(token)
    const svg = qrSvg(token, 'Mã vé "SE7K-2M9Q"')
    expect(svg).toContain(`viewBox="0 0 ${matrix.length + 8} ${matrix.length + 8}"`)
    expect(svg).toContain('aria-label="Mã vé &#34;SE7K-2M9Q&#34;"')
    const painted = new Set<string>()
    for (const [, x, y, width] of svg.matchAll(/M(\d+) (\d+)h(\d+)v1h-\d+z/g))
      for (let dx = 0; dx < Number(width); dx += 1)
        painted.add(`${Number(x) + dx - 4},${Number(y) - 4}`)
    const dark = matrix.flatMap((row, y) =>
      row.flatMap((isDark, x) => (isDark ? [`${x},${y}`] : [])),
    )
    expect(painted).toEqual(new Set(dark))
  })

  it('renders a two-colour PNG of the asked size', async () => {
    const png = await qrPng(token, 300)
    const meta = await sharp(png).metadata()
    expect(meta.format).toBe('png')
    expect([meta.width, meta.height]).toEqual([300, 300])
    // The top-left corner (quiet zone) is white; the finder's corner module is black.
    const { data, info } = await sharp(png).greyscale().raw().toBuffer({ resolveWithObject: true })
    const cell = 300 / (qrMatrix(token).length + 8)
    const at = (x: number, y: number) => data[Math.floor(y) * info.width + Math.floor(x)]
    expect(at(1, 1)).toBe(255)
    expect(at(4.5 * cell, 4.5 * cell)).toBe(0)
  })
})
