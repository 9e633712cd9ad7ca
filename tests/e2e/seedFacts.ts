import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { parse } from 'yaml'

/** The seed's expired openings (their deadline is before the seeding day), by bare slug. */
export function expiredSeedSlugs(): string[] {
  const dir = path.resolve(import.meta.dirname, '../../src/seed/content/careers')
  return readdirSync(dir)
    .filter((name) => name.endsWith('.vi.yaml'))
    .map((name) => parse(readFileSync(path.join(dir, name), 'utf8')) as Record<string, unknown>)
    .filter((doc) => typeof doc.deadlineInDays === 'number' && doc.deadlineInDays < 0)
    .map((doc) => String(doc.slug))
}
