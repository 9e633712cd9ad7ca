import { createReadStream } from 'node:fs'
import { stat } from 'node:fs/promises'
import { Readable } from 'node:stream'

import { documentDownload } from '@/contract/document'
import { contentDisposition } from '@/domain/documents'
import type { Locale } from '@/i18n/locales'

import { bindQuery } from './binding'
import { ifRangeHolds, noneMatchHolds, parseRange } from './byteRange'
import { BackendFault, notFoundFault } from './errors'
import { backendPayload } from './payload'
import { countDownload, documentFile } from './services/documents'

/**
 * `Document/Download?id=`: a document's file with its content type, a `Content-Disposition` that
 * names it after the document, validators (`ETag`, `Last-Modified`) and single byte ranges, so
 * an interrupted download resumes. A full GET, or a range from the first byte, counts one
 * download; HEAD, later ranges and revalidations (304) do not.
 */
export async function serveDocumentDownload(
  request: Request,
  url: URL,
  culture: Locale,
): Promise<Response> {
  if (request.method !== 'GET' && request.method !== 'HEAD')
    throw new BackendFault(405, `Method ${request.method} is not allowed at ${url.pathname}.`)
  const input = bindQuery(documentDownload.input, url.searchParams)
  const payload = await backendPayload()
  const file = await documentFile(payload, input.culture ?? culture, input.id)
  const info = await stat(/* turbopackIgnore: true */ file.path).catch(() => null)
  if (!info?.isFile()) throw notFoundFault('The file of this document is missing.')

  const size = info.size
  const etag = `"${size.toString(36)}-${Math.floor(info.mtimeMs).toString(36)}"`
  const lastModified = new Date(Math.floor(info.mtimeMs / 1000) * 1000).toUTCString()
  const headers = new Headers({
    'content-type': file.contentType,
    'content-disposition': contentDisposition(file.fileName),
    'accept-ranges': 'bytes',
    etag,
    'last-modified': lastModified,
    // Revalidated each time, so every real download reaches the counter; never recompressed,
    // so byte ranges stay ranges of the stored file.
    'cache-control': 'private, no-cache, no-transform',
    'x-content-type-options': 'nosniff',
    'content-security-policy': "default-src 'none'; sandbox",
  })

  const ifNoneMatch = request.headers.get('if-none-match')
  const ifModifiedSince = Date.parse(request.headers.get('if-modified-since') ?? '')
  const notModified = ifNoneMatch
    ? noneMatchHolds(ifNoneMatch, etag)
    : !Number.isNaN(ifModifiedSince) && Date.parse(lastModified) <= ifModifiedSince
  if (notModified) return new Response(null, { status: 304, headers })

  const head = request.method === 'HEAD'
  const range =
    head || !ifRangeHolds(request.headers.get('if-range'), etag, lastModified)
      ? ({ kind: 'full' } as const)
      : parseRange(request.headers.get('range'), size)

  if (range.kind === 'unsatisfiable') {
    headers.set('content-range', `bytes */${size}`)
    headers.set('content-length', '0')
    return new Response(null, { status: 416, headers })
  }
  const [start, end] = range.kind === 'partial' ? [range.start, range.end] : [0, size - 1]
  headers.set('content-length', String(Math.max(0, end - start + 1)))
  if (range.kind === 'partial') headers.set('content-range', `bytes ${start}-${end}/${size}`)
  if (!head && start === 0) await countDownload(payload, file.id)
  const body =
    head || size === 0
      ? null
      : (Readable.toWeb(
          createReadStream(/* turbopackIgnore: true */ file.path, { start, end }),
        ) as ReadableStream)
  return new Response(body, { status: range.kind === 'partial' ? 206 : 200, headers })
}
