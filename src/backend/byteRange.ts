/**
 * Byte ranges of a download (RFC 9110 §14): one range is answered with 206; several ranges, a
 * malformed header or a unit other than bytes are ignored (the whole file, 200), which the RFC
 * allows; a well-formed range that starts past the end is unsatisfiable (416). Pure.
 */

export type RangeAnswer =
  { kind: 'full' } | { kind: 'partial'; start: number; end: number } | { kind: 'unsatisfiable' }

const FULL: RangeAnswer = { kind: 'full' }
/** Longer headers are no single range a client means; they are ignored unread. */
const MAX_HEADER = 200
const SINGLE = /^bytes[ \t]*=[ \t]*(\d*)[ \t]*-[ \t]*(\d*)[ \t]*$/i

/** What a `Range` header asks of a file of `size` bytes. */
export function parseRange(header: string | null | undefined, size: number): RangeAnswer {
  if (!header || header.length > MAX_HEADER) return FULL
  const match = SINGLE.exec(header.trim())
  if (!match) return FULL
  const [, first = '', last = ''] = match
  if (first === '' && last === '') return FULL
  if (first === '') {
    // A suffix: the last `n` bytes.
    const length = Number(last)
    if (length === 0 || size === 0) return { kind: 'unsatisfiable' }
    return { kind: 'partial', start: Math.max(0, size - length), end: size - 1 }
  }
  const start = Number(first)
  if (last !== '' && Number(last) < start) return FULL
  if (start >= size) return { kind: 'unsatisfiable' }
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1)
  return { kind: 'partial', start, end }
}

/**
 * Whether a range request's `If-Range` still names the file (its strong ETag, or its exact
 * modification date); when it does not, the whole new file is answered instead of a range.
 */
export function ifRangeHolds(
  ifRange: string | null | undefined,
  etag: string,
  lastModified: string,
): boolean {
  if (!ifRange) return true
  const value = ifRange.trim()
  if (value.startsWith('"')) return value === etag
  if (value.startsWith('W/')) return false
  const date = Date.parse(value)
  return !Number.isNaN(date) && date === Date.parse(lastModified)
}

/** Whether `If-None-Match` names `etag` (weakly, as RFC 9110 §13.1.2 compares), or is `*`. */
export function noneMatchHolds(ifNoneMatch: string | null | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false
  const weak = (tag: string) => tag.trim().replace(/^W\//, '')
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || weak(tag) === weak(etag))
}
