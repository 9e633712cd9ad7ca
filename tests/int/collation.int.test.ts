import type { PostgresAdapter } from '@payloadcms/db-postgres'
import { sql } from '@payloadcms/db-postgres'
import { describe, expect, it } from 'vitest'

import { fetchProducts } from '@/lib/backend/products'
import { inProcessTransport } from '@/lib/backend/transport'
import { sortByName } from '@/lib/format/collate'

import { VIETNAMESE_ORDER } from '../fixtures/vietnameseOrder'
import { testPayload } from '../helpers/payload'

describe('Vietnamese sorting in PostgreSQL', () => {
  it('orders a fixed list as a Vietnamese reader expects', async () => {
    const db = ((await testPayload()).db as unknown as PostgresAdapter).drizzle
    const shuffled = [...VIETNAMESE_ORDER].reverse()
    const { rows } = await db.execute<{ name: string }>(
      sql`SELECT name FROM jsonb_array_elements_text(${JSON.stringify(shuffled)}::jsonb) AS name ORDER BY name COLLATE "vi_natural"`,
    )
    expect(rows.map((row) => row.name)).toEqual(VIETNAMESE_ORDER)
  })

  it('sorts products by name as the browser’s Intl.Collator does', async () => {
    const { items } = await fetchProducts(
      'vi',
      { sorting: 'name', sortDirection: 'ascending', rowsPerPage: 100 },
      inProcessTransport,
    )
    const names = items.map((item) => item.name)
    expect(names).toEqual(sortByName(names, 'vi', (name) => name))
    // Đ sorts with D, long before M (byte order would put it after every plain letter).
    const firstD = names.findIndex((name) => name.startsWith('Đ'))
    const firstM = names.findIndex((name) => name.startsWith('M'))
    expect(firstD).toBeGreaterThan(-1)
    expect(firstD).toBeLessThan(firstM)
  })
})
