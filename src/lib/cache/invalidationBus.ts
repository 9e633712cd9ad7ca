import pg from 'pg'

import { applyInvalidation } from '@/server/cacheState'

import { decodeInvalidation, INVALIDATION_CHANNEL } from './invalidate'

export type InvalidationBus = {
  stop: () => Promise<void>
  /** Whether the listening connection is up. */
  readonly listening: boolean
  /** How many times it came back after losing the connection. */
  readonly reconnects: number
}

type Options = {
  connectionString: string
  log?: (message: string) => void
  /** How often the connection is checked (a dead TCP peer may otherwise go unnoticed). */
  heartbeatMs?: number
  /** First and longest wait before connecting again. */
  retryMs?: readonly [number, number]
}

/**
 * Listens on the invalidation channel with a connection of its own and applies what other
 * instances (and this one, after its transactions commit) announce. A connection that is lost is
 * made again; having possibly missed messages meanwhile, the instance then drops all its caches.
 */
export function startInvalidationBus({
  connectionString,
  log = () => undefined,
  heartbeatMs = 15_000,
  retryMs = [250, 5_000],
}: Options): InvalidationBus {
  let client: pg.Client | undefined
  let stopped = false
  let failures = 0
  let reconnects = 0
  let everListened = false
  let retry: NodeJS.Timeout | undefined

  const lose = (lost: pg.Client, error?: unknown) => {
    if (client !== lost && client !== undefined) return
    client = undefined
    lost.end().catch(() => undefined)
    if (stopped || retry) return
    const wait = Math.min(retryMs[1], retryMs[0] * 2 ** failures)
    failures += 1
    log(
      `cache invalidation: listening connection lost${error instanceof Error ? ` (${error.message})` : ''}; retrying in ${wait} ms`,
    )
    retry = setTimeout(() => {
      retry = undefined
      void connect()
    }, wait)
    retry.unref()
  }

  const connect = async () => {
    if (stopped) return
    const next = new pg.Client({
      connectionString,
      keepAlive: true,
      query_timeout: 10_000,
      application_name: 'sora-invalidation-bus',
    })
    // Errors after a failed connect still arrive here: never let them become uncaught.
    next.on('error', (error) => lose(next, error))
    next.on('end', () => lose(next))
    next.on('notification', (message) => {
      if (message.channel !== INVALIDATION_CHANNEL || !message.payload) return
      const tags = decodeInvalidation(message.payload)
      if (tags.length > 0) applyInvalidation({ tags })
    })
    client = next
    try {
      await next.connect()
      await next.query(`LISTEN ${INVALIDATION_CHANNEL}`)
    } catch (error) {
      lose(next, error)
      return
    }
    if (stopped) {
      await next.end().catch(() => undefined)
      return
    }
    if (everListened || failures > 0) {
      reconnects += 1
      applyInvalidation({ everything: true })
      log('cache invalidation: listening again; dropped every cache in case messages were missed')
    }
    everListened = true
    failures = 0
  }

  const heartbeat = setInterval(() => {
    const current = client
    if (current && everListened) current.query('SELECT 1').catch((error) => lose(current, error))
  }, heartbeatMs)
  heartbeat.unref()

  void connect()

  return {
    async stop() {
      stopped = true
      clearInterval(heartbeat)
      if (retry) clearTimeout(retry)
      const current = client
      client = undefined
      await current?.end().catch(() => undefined)
    },
    get listening() {
      return client !== undefined && everListened && failures === 0
    },
    get reconnects() {
      return reconnects
    },
  }
}
