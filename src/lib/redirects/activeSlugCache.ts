import { activeSlug } from '@/contract/contact'
import type { Locale } from '@/i18n/locales'
import { request } from '@/lib/backend/client'
import { httpTransport } from '@/lib/backend/transport'

type Entry = { target: string | null; expires: number }

const TTL_MS = 60_000
const MAX_ENTRIES = 5_000

/**
 * Where an old path moved (`LocaleSlug/GetActiveSlug`), asked of the backend contract over HTTP
 * (the proxy runs apart from the reference backend's bundle) and remembered for a minute, so
 * the proxy asks at most once a minute per path.
 */
export function createActiveSlugLookup(origin: () => string | undefined) {
  const known = new Map<string, Entry>()
  return async function lookup(locale: Locale, oldSlug: string): Promise<string | null> {
    const now = Date.now()
    const cached = known.get(oldSlug)
    if (cached && cached.expires > now) return cached.target
    const base = origin()
    if (!base) return null
    let target: string | null = null
    try {
      target = await request(
        activeSlug,
        locale,
        { oldSlug },
        { transport: httpTransport(base, 3_000) },
      )
    } catch {
      // The backend is unreachable or refused the path: serve the page as if nothing moved.
    }
    if (known.size >= MAX_ENTRIES) known.clear()
    known.set(oldSlug, { target, expires: now + TTL_MS })
    return target
  }
}
