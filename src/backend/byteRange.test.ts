import { describe, expect, it } from 'vitest'

import { ifRangeHolds, noneMatchHolds, parseRange } from './byteRange'

describe('parseRange', () => {
  const size = 1000

  it('answers a single range, clamped to the file', () => {
    expect(parseRange('bytes=0-99', size)).toEqual({ kind: 'partial', start: 0, end: 99 })
    expect(parseRange('bytes=900-', size)).toEqual({ kind: 'partial', start: 900, end: 999 })
    expect(parseRange('bytes=990-5000', size)).toEqual({ kind: 'partial', start: 990, end: 999 })
    expect(parseRange('bytes=-100', size)).toEqual({ kind: 'partial', start: 900, end: 999 })
    expect(parseRange('bytes=-5000', size)).toEqual({ kind: 'partial', start: 0, end: 999 })
    expect(parseRange('Bytes = 5 - 5', size)).toEqual({ kind: 'partial', start: 5, end: 5 })
  })

  it('refuses a range that starts past the end, or an empty suffix', () => {
    expect(parseRange('bytes=1000-', size)).toEqual({ kind: 'unsatisfiable' })
    expect(parseRange('bytes=5000-6000', size)).toEqual({ kind: 'unsatisfiable' })
    expect(parseRange('bytes=-0', size)).toEqual({ kind: 'unsatisfiable' })
    expect(parseRange('bytes=0-', 0)).toEqual({ kind: 'unsatisfiable' })
    expect(parseRange('bytes=99999999999999999999-', size)).toEqual({ kind: 'unsatisfiable' })
  })

  it('ignores malformed headers, other units and several ranges (the whole file)', () => {
    for (const header of [
      undefined,
      null,
      '',
      'bytes=',
      'bytes=-',
      'bytes=abc',
      'bytes=5-1',
      'bytes=1.5-2',
      'bytes=0x10-',
      'items=0-10',
      'bytes 0-10',
      'bytes=0-10,20-30',
      'bytes=0-1, 0-1',
      'bytes=0-10,',
      `bytes=0-${'9'.repeat(300)}`,
    ])
      expect(parseRange(header, size), String(header)).toEqual({ kind: 'full' })
  })
})

describe('validators', () => {
  const etag = '"abc-123"'
  const lastModified = 'Tue, 03 Mar 2026 10:00:00 GMT'

  it('honours If-Range only while it names the same file', () => {
    expect(ifRangeHolds(null, etag, lastModified)).toBe(true)
    expect(ifRangeHolds(etag, etag, lastModified)).toBe(true)
    expect(ifRangeHolds('"other"', etag, lastModified)).toBe(false)
    expect(ifRangeHolds(`W/${etag}`, etag, lastModified)).toBe(false)
    expect(ifRangeHolds(lastModified, etag, lastModified)).toBe(true)
    expect(ifRangeHolds('Wed, 04 Mar 2026 10:00:00 GMT', etag, lastModified)).toBe(false)
    expect(ifRangeHolds('yesterday', etag, lastModified)).toBe(false)
  })

  it('compares If-None-Match weakly, in lists, and with *', () => {
    expect(noneMatchHolds(etag, etag)).toBe(true)
    expect(noneMatchHolds(`"x", W/${etag}`, etag)).toBe(true)
    expect(noneMatchHolds('*', etag)).toBe(true)
    expect(noneMatchHolds('"x"', etag)).toBe(false)
    expect(noneMatchHolds(null, etag)).toBe(false)
  })
})
