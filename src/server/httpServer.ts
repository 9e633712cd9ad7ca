/**
 * The site's one Node process: Next.js (renderer, Payload admin, backend contract) behind a
 * `node:http` server with the front cache in front of it.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'

import next from 'next'

import { getEnv } from '../env.ts'
import { bootstrapOutcome } from './bootstrapState.ts'
import { cacheState, type RequestCacheInfo } from './cacheState.ts'
import { runShutdownTasks } from './lifecycle.ts'
import { FrontCache } from './frontCache.ts'
import { isDocumentRequest } from './documents.ts'
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

  const trustProxy = getEnv().TRUST_PROXY === 'on'
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    // The caller's address for rate limits: never taken from the client unless a trusted proxy
    // in front of us sets X-Forwarded-For.
    const forwarded = trustProxy
      ? String(request.headers['x-forwarded-for'] ?? '')
          .split(',')[0]
          ?.trim()
      : ''
    request.headers['x-client-ip'] = forwarded || request.socket.remoteAddress || 'unknown'
    const acceptEncoding = request.headers['accept-encoding']
    statusDocuments.screen(request)
    if (request.method === 'GET' || request.method === 'HEAD') answerPermanentAs301(response)
    const info: RequestCacheInfo = { startedAt: Date.now() }
    const key = cache?.keyOf(request)
    if (cache && key) {
      if (cache.serve(key, request, response)) return
      if (request.method === 'GET') {
        // Ask Next for an uncompressed document so the cache can keep (and compress) it once.
        delete request.headers['accept-encoding']
        cache.capture(key, response, info)
      }
    }
    statusDocuments.watch(request, response, acceptEncoding)
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
