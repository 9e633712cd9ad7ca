import { describe, expect, it } from 'vitest'

import { fieldText, lineOf, multiLine, oneLine } from './typed'

describe('typed values', () => {
  it('makes a one-line value one line, without control characters', () => {
    expect(oneLine('  Nguyễn\u0000Văn\tAn \n')).toBe('Nguyễn Văn An')
  })

  it('keeps a message’s line breaks and tabs, as \\n, and drops other control characters', () => {
    expect(multiLine(' Dòng 1\r\nDòng 2\rDòng\t3\u0007 ')).toBe('Dòng 1\nDòng 2\nDòng\t3')
  })

  it('reads a posted field as text; a file or a missing field is empty', () => {
    const form = new FormData()
    form.set('name', ' Lê\u001bThị ')
    form.set('cv', new Blob(['%PDF']), 'cv.pdf')
    expect(lineOf(form, 'name')).toBe('Lê Thị')
    expect(fieldText(form, 'cv')).toBe('')
    expect(fieldText(form, 'missing')).toBe('')
  })
})
