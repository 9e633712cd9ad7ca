import pg from 'pg'

/**
 * PostgreSQL advisory locks that coordinate the instances sharing one database: start-up work
 * (migrations, seed) runs under one at a time, and one instance at a time runs scheduled jobs.
 */
export const LOCKS = {
  /** Migrations, the seed and interface-text registration. */
  bootstrap: 0x536f_7261_0001,
  /** The job queue (scheduled publishing). */
  jobs: 0x536f_7261_0002,
} as const

type Queryable = Pick<pg.ClientBase, 'query'>
type Pool = { connect: () => Promise<pg.PoolClient> }

/** Runs `work` while holding the advisory lock `key` (waiting for it as long as it takes). */
export async function withAdvisoryLock<T>(
  pool: Pool,
  key: number,
  work: () => Promise<T>,
): Promise<T> {
  const client = await pool.connect()
  try {
    await client.query('SELECT pg_advisory_lock($1)', [key])
    try {
      return await work()
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [key]).catch(() => undefined)
    }
  } finally {
    client.release()
  }
}

const tryLock = async (client: Queryable, key: number): Promise<boolean> =>
  (await client.query<{ locked: boolean }>('SELECT pg_try_advisory_lock($1) AS locked', [key]))
    .rows[0]?.locked === true

/**
 * Leadership among instances: the holder of the advisory lock `key`, kept on a connection of its
 * own for as long as it lives. When the leader stops or loses its connection, PostgreSQL releases
 * the lock and the next instance to ask becomes leader.
 */
export function createLeadership(connectionString: string, key: number) {
  let held: pg.Client | undefined
  const drop = (client: pg.Client) => {
    if (held === client) held = undefined
    client.end().catch(() => undefined)
  }
  return {
    /** Whether this instance leads now (taking the lead when nobody holds it). */
    async isLeader(): Promise<boolean> {
      if (held) {
        const alive = await held.query('SELECT 1').then(
          () => true,
          () => false,
        )
        if (alive) return true
        drop(held)
      }
      const client = new pg.Client({ connectionString, application_name: 'sora-leadership' })
      client.on('error', () => drop(client))
      try {
        await client.connect()
        if (await tryLock(client, key)) {
          held = client
          return true
        }
      } catch {
        // The database is unreachable: nobody leads from here for now.
      }
      drop(client)
      return false
    },
    async release(): Promise<void> {
      const client = held
      held = undefined
      await client?.end().catch(() => undefined)
    },
  }
}
