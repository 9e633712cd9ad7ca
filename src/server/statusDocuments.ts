/**
 * Error statuses answered with a real page. Next 16.3+ answers a `notFound()` or an error thrown
 * while rendering with an empty `__next_error__` document that only hydration fills in (vercel/
 * next.js#62228): no language, no message, no header or footer before JavaScript runs. For a
 * document request, the server holds such an answer back and serves instead the site's status
 * page for the same URL, rendered by Next as an ordinary page (fetched over loopback with an
 * internal header the proxy turns into a rewrite), with the original status. Should that fail
 * too, a static page in the visitor's language stands in.
 */
import { request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http'

import en from '../i18n/messages/en.json' with { type: 'json' }
import vi from '../i18n/messages/vi.json' with { type: 'json' }
import { escapeHtml } from '../lib/html/escape.ts'
import { isDocumentRequest } from './documents.ts'
import { STATUS_HEADER, TOKEN_HEADER } from './internalHeaders.ts'

/** Not passed on from the status page's own answer (hop-by-hop, or internal to this server). */
const SKIPPED_HEADERS = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'content-length',
  'x-middleware-rewrite',
])

/** Statuses of the redirects a status request may answer with instead (short links). */
const REDIRECTS = new Set([301, 302, 303, 307, 308])

const localeOf = (url: string): 'vi' | 'en' => (/^\/en(?:[/?#]|$)/.test(url) ? 'en' : 'vi')

const TEXTS = { vi, en }

/** The last resort: a small page in the visitor's language, needing nothing but this process. */
export function fallbackDocument(url: string, status: number): string {
  const locale = localeOf(url)
  const texts = TEXTS[locale]
  const notice = status === 404 ? texts.notFound : status < 500 ? texts.badRequest : texts.error
  const [title, text, home, search] = [
    notice.title,
    notice.text,
    notice.home,
    texts.search.submit,
  ].map(escapeHtml)
  const prefix = locale === 'en' ? '/en' : ''
  return `<!DOCTYPE html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${title}</title><style>body{font-family:system-ui,sans-serif;text-align:center;padding:10vh 16px;color:#1f2328}.code{font-size:4rem;font-weight:900;color:#c8102e;margin:0}a{color:#c8102e}</style></head><body><main><p class="code">${status}</p><h1>${title}</h1><p>${text}</p><p><a href="${prefix || '/'}">${home}</a></p><form role="search" action="${prefix}/tim-kiem" method="get"><input type="search" name="q" aria-label="${search}" required maxlength="100"> <button type="submit">${search}</button></form></main></body></html>`
}

export type StatusDocuments = {
  /** Removes internal headers a visitor might send; keeps them on this server's own requests. */
  screen: (request: IncomingMessage) => void
  /** Holds back a 404 or 5xx answer to `request` and serves the status page instead. */
  watch: (request: IncomingMessage, response: ServerResponse) => void
  /** Answers `request` with the static status page (when Next itself failed). */
  fallback: (request: IncomingMessage, response: ServerResponse, status: number) => void
}

type Write = (...args: unknown[]) => unknown
/** Where an answer goes: the response's own methods, beneath any wrapper Next added since. */
type Sink = { writeHead: Write; write: Write; end: Write }

const sinkOf = (response: ServerResponse): Sink => ({
  writeHead: (...args) => response.writeHead(...(args as [number])),
  write: (...args) => response.write(...(args as [Buffer])),
  end: (...args) => response.end(...(args as [])),
})

export function createStatusDocuments(origin: () => string): StatusDocuments {
  const token = globalThis.crypto.randomUUID()

  const answerStatically = (request: IncomingMessage, sink: Sink, status: number) => {
    const body = fallbackDocument(request.url ?? '/', status)
    sink.writeHead(status, {
      'content-type': 'text/html; charset=utf-8',
      'content-length': Buffer.byteLength(body),
      'cache-control': 'no-store',
    })
    sink.end(request.method === 'HEAD' ? undefined : body)
  }

  /** The status page for the same URL, through this server, with the original status. */
  const serve = (request: IncomingMessage, sink: Sink, status: number) => {
    // Plain HTML comes back (this request has no Accept-Encoding); it is finished on the way out.
    const headers = { ...request.headers, [STATUS_HEADER]: String(status), [TOKEN_HEADER]: token }
    delete headers.connection
    const base = new URL(origin())
    const inner = httpRequest(
      {
        hostname: base.hostname,
        port: base.port,
        method: request.method,
        path: request.url,
        headers,
        timeout: 10_000,
      },
      (answer) => {
        // A path no page answers may be a short link: the proxy then sends its visitor on.
        const redirect =
          status === 404 &&
          REDIRECTS.has(answer.statusCode ?? 0) &&
          typeof answer.headers.location === 'string'
        if (answer.statusCode !== 200 && !redirect) {
          answer.resume()
          return answerStatically(request, sink, status)
        }
        const copied: Record<string, string | string[]> = {}
        for (const [name, value] of Object.entries(answer.headers))
          if (value !== undefined && !SKIPPED_HEADERS.has(name)) copied[name] = value
        sink.writeHead(redirect ? answer.statusCode : status, {
          ...copied,
          'cache-control': 'no-store',
        })
        answer.on('data', (chunk: Buffer) => sink.write(chunk))
        answer.on('end', () => sink.end())
      },
    )
    inner.on('timeout', () => inner.destroy(new Error('status page timed out')))
    inner.on('error', () => answerStatically(request, sink, status))
    inner.end()
  }

  return {
    screen(request) {
      const internal = request.headers[TOKEN_HEADER] === token
      delete request.headers[TOKEN_HEADER]
      if (!internal) delete request.headers[STATUS_HEADER]
    },

    watch(request, response) {
      if (request.headers[STATUS_HEADER] || !isDocumentRequest(request)) return
      // Kept as they are now: Next may wrap the response further (compression), and once the
      // status is known these pass everything through.
      const original = {
        writeHead: response.writeHead as Write,
        write: response.write as Write,
        end: response.end as Write,
        flushHeaders: response.flushHeaders as Write,
      }
      const sink: Sink = {
        writeHead: (...args) => original.writeHead.apply(response, args),
        write: (...args) => original.write.apply(response, args),
        end: (...args) => original.end.apply(response, args),
      }
      let decided = false
      let held = 0
      /** Decides at the first byte Next sends: hold it back when the status is an error. */
      const decide = (status: number) => {
        decided = true
        if (status === 404 || status >= 500) held = status
      }
      const callbackOf = (args: unknown[]) =>
        args.find((arg) => typeof arg === 'function') as (() => void) | undefined
      Object.assign(response, {
        writeHead(this: ServerResponse, status: number, ...rest: unknown[]) {
          if (!decided) decide(status)
          return held ? this : original.writeHead.call(this, status, ...rest)
        },
        write(this: ServerResponse, ...args: unknown[]) {
          if (!decided) decide(response.statusCode)
          if (!held) return original.write.apply(this, args)
          callbackOf(args)?.()
          return true
        },
        end(this: ServerResponse, ...args: unknown[]) {
          if (!decided) decide(response.statusCode)
          if (!held) return original.end.apply(this, args)
          callbackOf(args)?.()
          const status = held
          held = 0
          for (const name of response.getHeaderNames()) response.removeHeader(name)
          serve(request, sink, status)
          return this
        },
        flushHeaders(this: ServerResponse) {
          if (!decided) decide(response.statusCode)
          if (!held) original.flushHeaders.call(this)
        },
      })
    },

    fallback: (request, response, status) => answerStatically(request, sinkOf(response), status),
  }
}
