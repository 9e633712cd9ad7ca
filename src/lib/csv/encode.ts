/**
 * CSV as spreadsheets open it (RFC 4180): UTF-8 with a byte-order mark, so Excel reads
 * Vietnamese as Vietnamese; CRLF line ends; a cell quoted when it holds a comma, a quote or a
 * line break. A text cell that a spreadsheet would take for a formula (starting with `=`, `+`,
 * `-`, `@`, a tab or a carriage return) is prefixed with `'`, so an exported value never runs.
 */

/** A cell's value: text is guarded and quoted as needed; numbers are written as they are. */
export type CsvCell = string | number | boolean | null | undefined

/** The byte-order mark Excel needs to read a CSV file as UTF-8. */
export const CSV_BOM = '\uFEFF'

/** The line end RFC 4180 prescribes. */
export const CSV_EOL = '\r\n'

const FORMULA_START = /^[=+\-@\t\r]/
const NEEDS_QUOTES = /[",\r\n]/

/** Text a spreadsheet would evaluate, made inert with a leading apostrophe. */
export const guardFormula = (text: string): string => (FORMULA_START.test(text) ? `'${text}` : text)

/** One cell, guarded and quoted. */
export function encodeCell(value: CsvCell): string {
  if (value === null || value === undefined) return ''
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : ''
  if (typeof value === 'boolean') return value ? 'true' : 'false'
  const text = guardFormula(value)
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text
}

/** One record, with its line end. */
export const encodeRow = (cells: readonly CsvCell[]): string =>
  `${cells.map(encodeCell).join(',')}${CSV_EOL}`

/** A whole file in one string (small exports and tests; large ones stream, see `csvStream`). */
export const encodeCsv = (
  header: readonly string[],
  rows: readonly (readonly CsvCell[])[],
): string => CSV_BOM + encodeRow(header) + rows.map(encodeRow).join('')

/**
 * A CSV file as a byte stream: the mark and the header at once, then each batch of rows as the
 * source yields it. The source is pulled only as fast as the reader reads, so a long export holds
 * one batch in memory at a time.
 */
export function csvStream(
  header: readonly string[],
  batches: AsyncIterable<readonly (readonly CsvCell[])[]>,
  onError?: (error: unknown) => void,
): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder()
  const iterator = batches[Symbol.asyncIterator]()
  let started = false
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!started) {
        started = true
        controller.enqueue(encoder.encode(CSV_BOM + encodeRow(header)))
        return
      }
      try {
        // An empty batch enqueues nothing, and a pull that enqueues nothing is not repeated.
        for (;;) {
          const next = await iterator.next()
          if (next.done) return controller.close()
          if (next.value.length === 0) continue
          return controller.enqueue(encoder.encode(next.value.map(encodeRow).join('')))
        }
      } catch (error) {
        onError?.(error)
        controller.error(error)
      }
    },
    async cancel() {
      await iterator.return?.()
    },
  })
}

const OFFSET_MS = 7 * 60 * 60 * 1000

const toInstant = (value: string | Date): Date | null => {
  const date = value instanceof Date ? value : new Date(value)
  return Number.isNaN(date.getTime()) ? null : date
}

/** `DD/MM/YYYY HH:mm` in Asia/Ho_Chi_Minh (UTC+7 all year). Empty for no or a bad date. */
export function csvDateTime(value: string | Date | null | undefined): string {
  const date = value ? toInstant(value) : null
  if (!date) return ''
  const iso = new Date(date.getTime() + OFFSET_MS).toISOString()
  return `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)} ${iso.slice(11, 16)}`
}

/**
 * `DD/MM/YYYY`: a calendar day (`YYYY-MM-DD`) as written, or the day an instant falls on in
 * Vietnam.
 */
export function csvDate(value: string | Date | null | undefined): string {
  if (!value) return ''
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value))
    return `${value.slice(8, 10)}/${value.slice(5, 7)}/${value.slice(0, 4)}`
  return csvDateTime(value).slice(0, 10)
}

/** A file name for an export: `<base>-YYYY-MM-DD.csv`, the day in Vietnam. */
export function csvFileName(base: string, now: Date = new Date()): string {
  const day = new Date(now.getTime() + OFFSET_MS).toISOString().slice(0, 10)
  return `${base}-${day}.csv`
}
