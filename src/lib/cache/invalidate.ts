import { sql, type PostgresAdapter } from '@payloadcms/db-postgres'
import type { Payload, PayloadRequest, RequestContext } from 'payload'

import { applyInvalidation } from '@/server/cacheState'

/** The PostgreSQL channel every instance listens on (`LISTEN`), see `invalidationBus.ts`. */
export const INVALIDATION_CHANNEL = 'sora_invalidate'

/** PostgreSQL refuses NOTIFY payloads of 8000 bytes or more. */
const MAX_PAYLOAD_BYTES = 7_500

/** The NOTIFY payloads that carry `tags`, each `{"tags":[…]}` and small enough to send. */
export function encodeInvalidation(tags: readonly string[]): string[] {
  const messages: string[] = []
  let batch: string[] = []
  const encode = (list: string[]) => JSON.stringify({ tags: list })
  for (const tag of tags) {
    if (batch.length > 0 && Buffer.byteLength(encode([...batch, tag])) > MAX_PAYLOAD_BYTES) {
      messages.push(encode(batch))
      batch = []
    }
    batch.push(tag)
  }
  if (batch.length > 0) messages.push(encode(batch))
  return messages
}

/** The tags a NOTIFY payload carries (nothing when it is not one of ours). */
export function decodeInvalidation(payload: string): string[] {
  try {
    const parsed = JSON.parse(payload) as { tags?: unknown }
    return Array.isArray(parsed.tags)
      ? parsed.tags.filter((tag): tag is string => typeof tag === 'string')
      : []
  } catch {
    return []
  }
}

type Scope =
  /** A change made within a Payload operation: announced when its transaction commits. */
  { req: PayloadRequest; context?: RequestContext } | { payload: Payload; context?: RequestContext }

/**
 * The one way anything is invalidated. Drops the entries carrying any of `tags` from every cache
 * of this instance at once (Next's page and data cache, the front cache, the backend's read
 * memos), and announces them to every instance with PostgreSQL NOTIFY. Inside a transaction the
 * announcement goes out on commit, so no instance re-reads the data before it is there (this
 * instance drops its entries again then). Seeds pass `context.disableRevalidate`.
 */
export async function invalidate(tagList: Iterable<string>, scope: Scope): Promise<void> {
  if (scope.context?.disableRevalidate) return
  const tags = [...new Set(tagList)]
  if (tags.length === 0) return
  applyInvalidation({ tags })
  const payload = 'req' in scope ? scope.req.payload : scope.payload
  const adapter = payload.db as unknown as PostgresAdapter
  const transaction = 'req' in scope ? await scope.req.transactionID : undefined
  const db = (transaction !== undefined && adapter.sessions[transaction]?.db) || adapter.drizzle
  for (const message of encodeInvalidation(tags))
    await db.execute(sql`SELECT pg_notify(${INVALIDATION_CHANNEL}, ${message})`)
}
