/**
 * HTML answers, finished before they leave: Next's document is held until it is complete, its
 * Content-Security-Policy is computed from its inline scripts, the front cache may keep it, and
 * it is compressed for the visitor. Anything that is not HTML passes through untouched.
 */
import type { OutgoingHttpHeaders, ServerResponse } from 'node:http'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'

const gzipAsync = promisify(gzip)
const brotliAsync = promisify(brotliCompress)

export type Encoding = 'identity' | 'gzip' | 'br'

/** The best encoding a visitor accepts among ours. */
export const encodingFor = (acceptEncoding: string | undefined): Encoding =>
  acceptEncoding?.includes('br') ? 'br' : acceptEncoding?.includes('gzip') ? 'gzip' : 'identity'

/** `body` in `encoding` (brotli and gzip at levels that cost a few milliseconds per page). */
export const encode = (body: Buffer, encoding: Encoding): Promise<Buffer> =>
  encoding === 'br'
    ? brotliAsync(body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 5,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      })
    : encoding === 'gzip'
      ? gzipAsync(body, { level: 6 })
      : Promise.resolve(body)

type Write = (...args: unknown[]) => unknown

type Options = {
  /** What the visitor accepts (requests are passed to Next without it, so HTML comes plain). */
  acceptEncoding: string | undefined
  /** An answer to HEAD: headers only, left as Next set them (but the policy). */
  head: boolean
  /** The policy for a document whose inline scripts hash to `hashes`. */
  policy: (hashes: string[]) => string
  hashes: (html: string) => string[]
  /** Rewrites the finished document before it is hashed, kept and sent. */
  rewrite?: (html: string) => string
  /** Sees every finished document (status, headers with the policy, plain body): may keep it. */
  onDocument?: (status: number, headers: OutgoingHttpHeaders, body: Buffer) => void
}

const isHtml = (type: unknown): boolean => String(type ?? '').startsWith('text/html')

/** Holds back an HTML answer until it is complete, then sends it finished (see above). */
export function finishHtml(response: ServerResponse, options: Options): void {
  const original = {
    writeHead: response.writeHead as Write,
    write: response.write as Write,
    end: response.end as Write,
    flushHeaders: response.flushHeaders as Write,
  }
  let mode: 'undecided' | 'html' | 'other' = 'undecided'
  let head: unknown[] | undefined
  const chunks: Buffer[] = []

  const decide = () => {
    mode = isHtml(response.getHeader('content-type')) ? 'html' : 'other'
    if (mode === 'other' && head) original.writeHead.apply(response, head)
  }
  const collect = (chunk: unknown, encoding: unknown) => {
    if (chunk === undefined || chunk === null || typeof chunk === 'function') return
    chunks.push(
      Buffer.isBuffer(chunk)
        ? chunk
        : Buffer.from(
            chunk as string,
            typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8',
          ),
    )
  }
  const callbackOf = (args: unknown[]) =>
    args.find((arg) => typeof arg === 'function') as (() => void) | undefined

  const send = async () => {
    const html = Buffer.concat(chunks).toString('utf8')
    const text = options.rewrite ? options.rewrite(html) : html
    const body = Buffer.from(text, 'utf8')
    const status = response.statusCode
    response.setHeader('content-security-policy', options.policy(options.hashes(text)))
    if (options.head) {
      original.writeHead.call(response, status)
      return void original.end.call(response)
    }
    response.removeHeader('content-length')
    response.removeHeader('transfer-encoding')
    options.onDocument?.(status, response.getHeaders(), body)
    const encoding = body.length >= 1024 ? encodingFor(options.acceptEncoding) : 'identity'
    const encoded = await encode(body, encoding)
    if (encoding !== 'identity') response.setHeader('content-encoding', encoding)
    response.setHeader('vary', 'RSC, Next-Router-State-Tree, Next-Router-Prefetch, Accept-Encoding')
    response.setHeader('content-length', String(encoded.length))
    original.writeHead.call(response, status)
    original.end.call(response, encoded)
  }

  Object.assign(response, {
    writeHead(this: ServerResponse, status: number, ...rest: unknown[]) {
      // Headers passed here join the response's own, so the type is known right away.
      response.statusCode = status
      const headers = rest.find((arg) => typeof arg === 'object' && arg !== null)
      if (headers)
        for (const [name, value] of Array.isArray(headers)
          ? (headers as [string, string][])
          : Object.entries(headers as Record<string, string>))
          response.setHeader(name, value)
      if (mode === 'undecided') {
        head = [status]
        decide()
        return this
      }
      return mode === 'other' ? original.writeHead.call(this, status) : this
    },
    write(this: ServerResponse, ...args: unknown[]) {
      if (mode === 'undecided') decide()
      if (mode === 'other') return original.write.apply(this, args)
      collect(args[0], args[1])
      callbackOf(args.slice(1))?.()
      return true
    },
    end(this: ServerResponse, ...args: unknown[]) {
      if (mode === 'undecided') decide()
      if (mode === 'other') return original.end.apply(this, args)
      if (typeof args[0] !== 'function') collect(args[0], args[1])
      callbackOf(args)?.()
      void send().catch(() => response.destroy())
      return this
    },
    flushHeaders(this: ServerResponse) {
      if (mode === 'undecided') decide()
      if (mode === 'other') original.flushHeaders.call(this)
    },
  })
}
