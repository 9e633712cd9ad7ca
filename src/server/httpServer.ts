/**
 * The site's one Node process: Next.js (renderer, Payload admin, backend contract) behind a
 * `node:http` server with the front cache in front of it.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'

import next from 'next'

import { getEnv } from '../env.ts'
import { ipAddressOr } from '../lib/net/address.ts'
import { isForeignOrigin } from '../lib/net/origin.ts'
import { bootstrapOutcome } from './bootstrapState.ts'
import { cacheState, type RequestCacheInfo } from './cacheState.ts'
import { runShutdownTasks } from './lifecycle.ts'
import { securityHeaders } from './securityHeaders.ts'
import { FrontCache } from './frontCache.ts'
import { finishHtml } from './htmlResponses.ts'
import { contentSecurityPolicy, inlineScriptHashes, SOCIAL_PICTURE_ORIGINS } from './csp.ts'
import { isBackendPath, isDocumentRequest, isPagePath, mayBeHtml } from './documents.ts'
import { deferChunkScripts } from './deferredScripts.ts'
import { createStatusDocuments } from './statusDocuments.ts'

type Options = { root: string; dev: boolean; hostname: string; port: number; frontCache: boolean }

export type RunningServer = { server: Server; close: () => Promise<void> }

/** Next runs the instrumentation hook (migrations, seed) after `prepare()`; serve only once it is done. */
async function waitForBootstrap(timeoutMs = 15 * 60_000) {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const outcome = bootstrapOutcome()
    if (outcome) return outcome
    if (Date.now() > deadline)
      return { ok: false as const, message: 'migrations and seed did not finish in time' }
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

/**
 * Next answers permanent redirects (canonical slugs, `permanentRedirect`) with 308. For GET and
 * HEAD that means exactly what 301 means, and 301 is what the spec and older clients expect.
 */
function answerPermanentAs301(response: ServerResponse) {
  const writeHead = response.writeHead.bind(response) as (...args: unknown[]) => ServerResponse
  response.writeHead = ((status: number, ...rest: unknown[]) => {
    // Next sets a render's redirect target twice on its first (uncached) answer: one is enough.
    const location = response.getHeader('location')
    if (Array.isArray(location) && new Set(location).size === 1)
      response.setHeader('location', location[0]!)
    if (status === 308) {
      response.statusMessage = 'Moved Permanently'
      return writeHead(301, ...rest.filter((arg) => typeof arg !== 'string'))
    }
    return writeHead(status, ...rest)
  }) as ServerResponse['writeHead']
}

export async function startServer({
  root,
  dev,
  hostname,
  port,
  frontCache,
}: Options): Promise<RunningServer> {
  // Next builds its internal URLs on `localhost`; a different name here makes it proxy its own
  // middleware rewrites over the network. The socket below listens on `hostname`.
  const app = next({ dev, dir: root, hostname: 'localhost', port })
  await app.prepare()
  if (!dev) {
    const outcome = await waitForBootstrap()
    if (!outcome.ok) {
      await app.close()
      throw new Error(`start-up failed: ${outcome.message}`)
    }
  }
  const handle = app.getRequestHandler()
  const cache = frontCache && !dev ? new FrontCache() : undefined
  const requests = cacheState().request

  // This server's own address: the status pages and the proxy's slug lookup come through it.
  const origin = `http://${hostname === '0.0.0.0' || hostname === '::' ? '127.0.0.1' : hostname}:${port}`
  const statusDocuments = createStatusDocuments(() => origin)

  const fail = (request: IncomingMessage, response: ServerResponse, error: unknown) => {
    console.error('[server] unhandled error', error)
    if (response.headersSent) return response.destroy()
    for (const name of response.getHeaderNames()) response.removeHeader(name)
    if (isDocumentRequest(request)) return statusDocuments.fallback(request, response, 500)
    response.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' })
    response.end('Internal Server Error')
  }

  const env = getEnv()
  const trustProxy = env.TRUST_PROXY === 'on'
  const headers = securityHeaders(env.APP_ENV === 'production')
  const siteHost = new URL(env.SITE_URL).host
  const policyOptions = {
    production: env.APP_ENV === 'production',
    imageOrigins: [
      ...(env.BACKEND_URL ? [new URL(env.BACKEND_URL).origin] : []),
      // Visitors' social pictures (the header falls back to them, spec §4).
      ...SOCIAL_PICTURE_ORIGINS,
    ],
  }

  /**
   * Requests that are the client's mistake, answered here before Next trips over them: a path
   * that is not valid percent-encoding (400), a server action posted from another site (403).
   */
  const refuse = (request: IncomingMessage): 400 | 403 | undefined => {
    const path = (request.url ?? '/').split('?')[0] ?? '/'
    try {
      decodeURIComponent(path)
    } catch {
      return 400
    }
    if (
      request.method === 'POST' &&
      request.headers['next-action'] &&
      isForeignOrigin(request.headers.origin, [request.headers.host, siteHost])
    )
      return 403
    return undefined
  }

  const answerRefusal = (request: IncomingMessage, response: ServerResponse, status: 400 | 403) => {
    console.info(`[server] refused with ${status}: ${request.method} ${request.url?.slice(0, 200)}`)
    const url = request.url ?? '/'
    const english = /(^|[=|,\s])en\b/i.test(
      String(request.headers['.aspnetcore.culture'] ?? request.headers['accept-language'] ?? ''),
    )
    const message =
      status === 400
        ? english
          ? 'The request is not valid.'
          : 'Yêu cầu không hợp lệ.'
        : english
          ? 'This request is not allowed.'
          : 'Yêu cầu này không được phép.'
    if (isBackendPath(url)) {
      // ABP's failure envelope (`src/backend/respond.ts` builds it too; this file runs before the
      // bundler, so it cannot import that module's extensionless imports).
      const body = JSON.stringify({
        result: null,
        targetUrl: null,
        success: false,
        error: { code: 0, message, details: null, validationErrors: null },
        unAuthorizedRequest: false,
        __abp: true,
      })
      response.writeHead(status, {
        'content-type': 'application/json; charset=utf-8',
        'cache-control': 'no-store',
      })
      return response.end(body)
    }
    if (status === 400 && (request.method === 'GET' || request.method === 'HEAD'))
      return statusDocuments.fallback(request, response, status)
    response.writeHead(status, {
      'content-type': 'text/plain; charset=utf-8',
      'cache-control': 'no-store',
    })
    response.end(message)
  }
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    // A kept document carries every header it was first sent with: nothing else to do.
    if (cache?.answer(request, response)) return
    // The caller's address for rate limits: never taken from the client unless a trusted proxy
    // in front of us sets X-Forwarded-For.
    const forwarded = trustProxy
      ? String(request.headers['x-forwarded-for'] ?? '')
          .split(',')[0]
          ?.trim()
      : ''
    request.headers['x-client-ip'] = ipAddressOr(
      forwarded,
      ipAddressOr(request.socket.remoteAddress),
    )
    const refusal = refuse(request)
    if (refusal) {
      for (const [name, value] of headers) response.setHeader(name, value)
      return answerRefusal(request, response, refusal)
    }
    statusDocuments.screen(request)
    if (request.method === 'GET' || request.method === 'HEAD') answerPermanentAs301(response)
    const info: RequestCacheInfo = { startedAt: Date.now() }
    const key = cache?.keyOf(request)
    for (const [name, value] of headers) response.setHeader(name, value)
    const acceptEncoding = request.headers['accept-encoding']
    if (mayBeHtml(request)) {
      // Next answers plain HTML; it is finished (policy, front cache, compression) here.
      delete request.headers['accept-encoding']
      finishHtml(response, {
        acceptEncoding,
        head: request.method === 'HEAD',
        hashes: inlineScriptHashes,
        // The admin's own scripts load as Next writes them (its forms need them at once).
        rewrite: isPagePath(request.url ?? '/') ? deferChunkScripts : undefined,
        policy: (hashes) => contentSecurityPolicy(hashes, policyOptions),
        onDocument: cache && key && request.method === 'GET' ? cache.keeper(key, info) : undefined,
      })
    }
    statusDocuments.watch(request, response)
    requests.run(info, () =>
      handle(request, response).catch((error: unknown) => fail(request, response, error)),
    )
  })
  server.keepAliveTimeout = 65_000
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, hostname, () => resolve())
  })
  // The proxy asks the backend contract for moved paths through this origin.
  process.env.INTERNAL_ORIGIN = origin

  const close = async () => {
    await new Promise<void>((resolve) => {
      server.close(() => resolve())
      server.closeIdleConnections()
      setTimeout(() => {
        server.closeAllConnections()
        resolve()
      }, 5_000).unref()
    })
    await runShutdownTasks()
    await app.close()
  }
  return { server, close }
}
