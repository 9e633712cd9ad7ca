import { describe, expect, it } from 'vitest'

import { buildPdf } from './pdf'

describe('buildPdf', () => {
  const pdf = buildPdf({
    title: 'Sora Electric MSY-JW25VF',
    lines: ['Catalogue', 'Điều hòa (1 chiều)'],
  })
  const text = pdf.toString('latin1')

  it('writes a PDF whose cross-reference table points at every object', () => {
    expect(text.startsWith('%PDF-1.4')).toBe(true)
    expect(text.trimEnd().endsWith('%%EOF')).toBe(true)
    const offsets = [...text.matchAll(/^(\d{10}) 00000 n $/gm)].map((match) => Number(match[1]))
    expect(offsets.length).toBeGreaterThan(4)
    offsets.forEach((offset, index) => {
      expect(text.slice(offset, offset + 12)).toMatch(new RegExp(`^${index + 1} 0 obj`))
    })
    const start = Number(/startxref\n(\d+)/.exec(text)![1])
    expect(text.slice(start, start + 4)).toBe('xref')
  })

  it('keeps text within Latin-1 and escapes parentheses', () => {
    expect(text).toContain('(Dieu hoa \\(1 chieu\\)) Tj')
    expect(text).toContain('(Sora Electric MSY-JW25VF) Tj')
  })
})
