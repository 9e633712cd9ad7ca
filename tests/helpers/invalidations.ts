import pg from 'pg'

import { decodeInvalidation, INVALIDATION_CHANNEL } from '@/lib/cache/invalidate'

export type Heard = {
  /** Every tag announced since listening began (tests may empty it). */
  tags: string[]
  /** Resolves once every expected tag was announced; fails after `timeoutMs`. */
  until: (expected: string[], timeoutMs?: number) => Promise<void>
  close: () => Promise<void>
}

/** Listens on the invalidation channel as another instance would, on a connection of its own. */
export async function listenForInvalidations(): Promise<Heard> {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL })
  await client.connect()
  await client.query(`LISTEN ${INVALIDATION_CHANNEL}`)
  const tags: string[] = []
  const waiters = new Set<() => void>()
  client.on('notification', (message) => {
    tags.push(...decodeInvalidation(message.payload ?? ''))
    for (const wake of waiters) wake()
  })
  return {
    tags,
    until: (expected, timeoutMs = 5_000) =>
      new Promise<void>((resolve, reject) => {
        const check = () => {
          if (!expected.every((tag) => tags.includes(tag))) return
          waiters.delete(check)
          clearTimeout(timer)
          resolve()
        }
        const timer = setTimeout(() => {
          waiters.delete(check)
          reject(new Error(`not announced: ${expected.filter((tag) => !tags.includes(tag))}`))
        }, timeoutMs)
        waiters.add(check)
        check()
      }),
    close: () => client.end(),
  }
}
