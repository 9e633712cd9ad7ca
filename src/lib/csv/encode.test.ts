import { describe, expect, it } from 'vitest'

import { parseCsv } from '../../../tests/helpers/csv'

import {
  CSV_BOM,
  csvDate,
  csvDateTime,
  csvFileName,
  csvStream,
  encodeCell,
  encodeCsv,
  encodeRow,
  guardFormula,
} from './encode'

describe('encodeCell', () => {
  it('writes plain text, numbers and nothing as they are', () => {
    expect(encodeCell('Nguyễn Văn Á')).toBe('Nguyễn Văn Á')
    expect(encodeCell(42)).toBe('42')
    expect(encodeCell(-3.5)).toBe('-3.5')
    expect(encodeCell(null)).toBe('')
    expect(encodeCell(undefined)).toBe('')
    expect(encodeCell(Number.NaN)).toBe('')
  })

  it('quotes commas, quotes and line breaks, doubling quotes (RFC 4180)', () => {
    expect(encodeCell('Hà Nội, Việt Nam')).toBe('"Hà Nội, Việt Nam"')
    expect(encodeCell('Máy "X1"')).toBe('"Máy ""X1"""')
    expect(encodeCell('dòng 1\ndòng 2')).toBe('"dòng 1\ndòng 2"')
    expect(encodeCell('a\r\nb')).toBe('"a\r\nb"')
  })

  it('makes text a spreadsheet would evaluate inert', () => {
    for (const start of ['=', '+', '-', '@', '\t', '\r'])
      expect(guardFormula(`${start}1+1`)).toBe(`'${start}1+1`)
    expect(encodeCell('=HYPERLINK("http://x","y")')).toBe(`"'=HYPERLINK(""http://x"",""y"")"`)
    expect(encodeCell('+84 912 345 678')).toBe("'+84 912 345 678")
    expect(encodeCell('@SUM(A1)')).toBe("'@SUM(A1)")
    expect(encodeCell('\tcmd')).toBe("'\tcmd")
    expect(encodeCell('\r=1')).toBe(`"'\r=1"`)
    // Only the first character counts, and numbers stay numbers.
    expect(encodeCell('a=b')).toBe('a=b')
    expect(encodeCell(-5)).toBe('-5')
  })
})

describe('encodeRow and encodeCsv', () => {
  it('ends every record with CRLF and starts the file with a BOM', () => {
    expect(encodeRow(['a', 'b,c', 1])).toBe('a,"b,c",1\r\n')
    const file = encodeCsv(['Họ tên', 'Ghi chú'], [['Trần Thị Bích', 'Đã gọi lại, hẹn tuần sau']])
    expect(file.startsWith(CSV_BOM)).toBe(true)
    expect(file).toBe('\uFEFFHọ tên,Ghi chú\r\nTrần Thị Bích,"Đã gọi lại, hẹn tuần sau"\r\n')
  })

  it('reads back to the same cells', () => {
    const rows = [
      ['Đặng Quốc Bảo', 'Xin báo giá "điều hoà"\r\nvà máy giặt, gấp', '=1+2', ''],
      ['', ',', '"', 'ơ ư ă â ê ô đ ạ ả ã'],
    ]
    const parsed = parseCsv(encodeCsv(['a', 'b', 'c', 'd'], rows).slice(1))
    expect(parsed).toEqual([
      ['a', 'b', 'c', 'd'],
      rows[0]!.map((cell, i) => (i === 2 ? `'${cell}` : cell)),
      rows[1],
    ])
  })
})

describe('csvStream', () => {
  it('streams the BOM, the header, then each batch as UTF-8', async () => {
    async function* batches() {
      yield [['Lê Minh', 1]]
      yield []
      yield [['Phạm Hà', 2]]
    }
    const bytes = new Uint8Array(
      await new Response(csvStream(['Tên', 'Số'], batches())).arrayBuffer(),
    )
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    expect(new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes)).toBe(
      '\uFEFFTên,Số\r\nLê Minh,1\r\nPhạm Hà,2\r\n',
    )
  })

  it('fails the stream when a batch fails, and says so', async () => {
    async function* batches(): AsyncGenerator<string[][]> {
      yield [['ok']]
      throw new Error('database gone')
    }
    const errors: unknown[] = []
    const stream = csvStream(['a'], batches(), (error) => errors.push(error))
    await expect(new Response(stream).text()).rejects.toThrow()
    expect(errors).toHaveLength(1)
  })

  it('pulls batches only as the reader reads', async () => {
    let produced = 0
    async function* batches() {
      for (let index = 0; index < 100; index += 1) {
        produced += 1
        yield [[index]]
      }
    }
    const reader = csvStream(['n'], batches()).getReader()
    await reader.read()
    await reader.read()
    expect(produced).toBeLessThan(5)
    await reader.cancel()
  })
})

describe('dates', () => {
  it('writes DD/MM/YYYY HH:mm in Vietnam time', () => {
    expect(csvDateTime('2025-03-01T17:05:00Z')).toBe('02/03/2025 00:05')
    expect(csvDateTime(new Date('2024-12-31T02:30:00Z'))).toBe('31/12/2024 09:30')
    expect(csvDateTime(null)).toBe('')
    expect(csvDateTime('nonsense')).toBe('')
  })

  it('writes calendar days as they are and instants as their day in Vietnam', () => {
    expect(csvDate('2024-02-29')).toBe('29/02/2024')
    expect(csvDate('2025-03-01T17:05:00Z')).toBe('02/03/2025')
    expect(csvDate(undefined)).toBe('')
  })

  it('names the file after the day in Vietnam', () => {
    expect(csvFileName('lien-he', new Date('2025-03-01T18:00:00Z'))).toBe('lien-he-2025-03-02.csv')
  })
})
