import { commitTransaction, createLocalReq, initTransaction, type Payload } from 'payload'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { encodeInvalidation, invalidate } from '@/lib/cache/invalidate'
import { startInvalidationBus, type InvalidationBus } from '@/lib/cache/invalidationBus'
import { onInvalidation, type Invalidation } from '@/server/cacheState'

import { testPayload } from '../helpers/payload'

let payload: Payload
let bus: InvalidationBus
let admin: pg.Client
const received: Invalidation[] = []
const stopListening = onInvalidation((invalidation) => received.push(invalidation))

/** Resolves once an invalidation matching `test` reached this process; fails after 5 s. */
const arrival = (test: (invalidation: Invalidation) => boolean) =>
  new Promise<void>((resolve, reject) => {
    const deadline = Date.now() + 5_000
    const poll = () => {
      if (received.some(test)) return resolve()
      if (Date.now() > deadline) return reject(new Error('no such invalidation arrived'))
      setImmediate(poll)
    }
    poll()
  })
const carries = (tag: string) => (invalidation: Invalidation) =>
  'tags' in invalidation && invalidation.tags.includes(tag)

beforeAll(async () => {
  payload = await testPayload()
  admin = new pg.Client({ connectionString: process.env.DATABASE_URL })
  await admin.connect()
  bus = startInvalidationBus({ connectionString: process.env.DATABASE_URL!, heartbeatMs: 200 })
  const deadline = Date.now() + 10_000
  while (!bus.listening) {
    if (Date.now() > deadline) throw new Error('the bus never started listening')
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
})

afterAll(async () => {
  stopListening()
  await bus.stop()
  await admin.end()
})

describe('the invalidation bus', () => {
  it('applies what another instance announces', async () => {
    await admin.query(`SELECT pg_notify('sora_invalidate', $1)`, [
      encodeInvalidation(['page:vi:gioi-thieu', 'pages:vi'])[0],
    ])
    await arrival(carries('page:vi:gioi-thieu'))
  })

  it('announces a change made in a transaction only when it commits', async () => {
    const req = await createLocalReq({}, payload)
    await initTransaction(req)
    await invalidate(['tx:vi'], { req })
    // Applied here at once…
    expect(received.some(carries('tx:vi'))).toBe(true)
    received.length = 0
    // …but not announced: a later announcement overtakes it.
    await invalidate(['after:vi'], { payload })
    await arrival(carries('after:vi'))
    expect(received.some(carries('tx:vi'))).toBe(false)
    await commitTransaction(req)
    await arrival(carries('tx:vi'))
  })

  it('splits long tag lists into payloads PostgreSQL accepts', async () => {
    const tags = Array.from({ length: 800 }, (_, index) => `product:vi:${index}`)
    const messages = encodeInvalidation(tags)
    expect(messages.length).toBeGreaterThan(1)
    for (const message of messages) expect(Buffer.byteLength(message)).toBeLessThan(8000)
    await invalidate(tags, { payload })
    await arrival(carries('product:vi:799'))
  })

  it('reconnects after losing its connection, and then drops every cache', async () => {
    received.length = 0
    const killed = await admin.query(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = 'sora-invalidation-bus'`,
    )
    expect(killed.rowCount).toBeGreaterThan(0)
    await arrival((invalidation) => 'everything' in invalidation)
    expect(bus.reconnects).toBeGreaterThanOrEqual(1)
    // And it listens again.
    await admin.query(`SELECT pg_notify('sora_invalidate', $1)`, [
      encodeInvalidation(['again:vi'])[0],
    ])
    await arrival(carries('again:vi'))
  })
})
