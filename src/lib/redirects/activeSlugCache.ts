import { z } from 'zod'

import { envelopeSchema } from '@/contract/envelope'

type Entry = { target: string | null; expires: number }

const TTL_MS = 60_000
const MAX_ENTRIES = 5_000
const answer = envelopeSchema(z.string().nullable())

/**
 * Where an old path moved (`LocaleSlug/GetActiveSlug`), asked of the backend contract over HTTP
 * and remembered for a minute, so the proxy asks at most once a minute per path.
 */
export function createActiveSlugLookup(origin: () => string | undefined) {
  const known = new Map<string, Entry>()
  return async function activeSlug(oldSlug: string): Promise<string | null> {
    const now = Date.now()
    const cached = known.get(oldSlug)
    if (cached && cached.expires > now) return cached.target
    const base = origin()
    if (!base) return null
    let target: string | null = null
    try {
      const response = await fetch(
        `${base}/LocaleSlug/GetActiveSlug?oldSlug=${encodeURIComponent(oldSlug)}`,
        {
          headers: { 'Abp.TenantId': '1', accept: 'application/json' },
          signal: AbortSignal.timeout(3_000),
        },
      )
      const parsed = answer.safeParse(await response.json())
      target = parsed.success && parsed.data.success ? (parsed.data.result ?? null) : null
    } catch {
      // The backend is unreachable: serve the page as if nothing moved; retry after the TTL.
    }
    if (known.size >= MAX_ENTRIES) known.clear()
    known.set(oldSlug, { target, expires: now + TTL_MS })
    return target
  }
}
