import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { createLeadership, LOCKS, withAdvisoryLock } from '@/lib/db/locks'

const url = () => process.env.DATABASE_URL!
let pool: pg.Pool

beforeAll(() => {
  pool = new pg.Pool({ connectionString: url(), max: 4 })
})

afterAll(async () => {
  await pool.end()
})

describe('coordination between instances', () => {
  it('runs start-up work one instance at a time', async () => {
    const events: string[] = []
    const waiting = async () =>
      Number(
        (
          await pool.query(
            `SELECT count(*) AS n FROM pg_locks WHERE locktype = 'advisory' AND NOT granted`,
          )
        ).rows[0].n,
      )
    let entered!: () => void
    const inside = new Promise<void>((resolve) => (entered = resolve))
    const first = withAdvisoryLock(pool, LOCKS.bootstrap, async () => {
      events.push('A starts')
      entered()
      // A finishes only once B is seen waiting for the lock.
      await expect.poll(waiting).toBeGreaterThan(0)
      events.push('A ends')
    })
    await inside
    const second = withAdvisoryLock(pool, LOCKS.bootstrap, async () => {
      events.push('B runs')
    })
    await Promise.all([first, second])
    expect(events).toEqual(['A starts', 'A ends', 'B runs'])
  })

  it('lets one instance lead the job queue, and another take over when it stops', async () => {
    const first = createLeadership(url(), LOCKS.jobs)
    const second = createLeadership(url(), LOCKS.jobs)
    try {
      expect(await first.isLeader()).toBe(true)
      expect(await second.isLeader()).toBe(false)
      expect(await first.isLeader()).toBe(true)
      await first.release()
      expect(await second.isLeader()).toBe(true)
      expect(await first.isLeader()).toBe(false)
    } finally {
      await Promise.all([first.release(), second.release()])
    }
  })

  it('hands the lead on when the leader’s connection dies', async () => {
    const first = createLeadership(url(), LOCKS.jobs)
    const second = createLeadership(url(), LOCKS.jobs)
    try {
      expect(await first.isLeader()).toBe(true)
      const [classid, objid] = [Math.floor(LOCKS.jobs / 2 ** 32), LOCKS.jobs % 2 ** 32]
      const killed = await pool.query(
        `SELECT pg_terminate_backend(pid) FROM pg_locks WHERE locktype = 'advisory' AND granted AND classid = $1 AND objid = $2`,
        [classid, objid],
      )
      expect(killed.rowCount).toBe(1)
      await expect.poll(() => second.isLeader()).toBe(true)
      expect(await first.isLeader()).toBe(false)
    } finally {
      await Promise.all([first.release(), second.release()])
    }
  })
})
