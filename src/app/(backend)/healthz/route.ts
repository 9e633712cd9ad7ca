import { sql } from '@payloadcms/db-postgres'

import { backendPayload } from '@/backend/payload'
import { drizzleOf } from '@/lib/db/drizzle'

export const dynamic = 'force-dynamic'

const answer = (status: number, body: Record<string, string>) =>
  Response.json(body, { status, headers: { 'cache-control': 'no-store' } })

/**
 * Health of this instance for load balancers and container checks: 200 when it can query the
 * database it shares with the other instances, else 503. Nothing about the setup is revealed.
 */
export async function GET(): Promise<Response> {
  try {
    const payload = await backendPayload()
    const db = drizzleOf(payload)
    await Promise.race([
      db.execute(sql`SELECT 1`),
      new Promise((_, reject) => setTimeout(() => reject(new Error('timeout')), 3_000).unref()),
    ])
    return answer(200, { status: 'ok' })
  } catch {
    return answer(503, { status: 'unavailable' })
  }
}
