import { z } from 'zod'

import { searchText } from '@/domain/query'
import { SEARCH_QUERY_MAX } from '@/domain/siteSearch'
import { getEnv } from '@/env'
import { isLocale } from '@/i18n/locales'
import { isBackendError } from '@/lib/backend/errors'
import { ipAddressOr } from '@/lib/net/address'
import { isForeignOrigin } from '@/lib/net/origin'
import { reportSiteSearch } from '@/lib/search/siteSearch'

type Context = { params: Promise<{ locale: string }> }

export const dynamic = 'force-dynamic'

/** The most a report's body may weigh. */
const MAX_BODY_BYTES = 2048

const reportSchema = z.object({
  q: z
    .string()
    .max(4 * SEARCH_QUERY_MAX)
    .transform((raw) => searchText(raw, SEARCH_QUERY_MAX))
    .pipe(z.string().min(1)),
})

const empty = (status: number) =>
  new Response(null, { status, headers: { 'cache-control': 'no-store' } })

/**
 * `POST /tim-kiem/bao-cao` `{ q }`: the results page's beacon, once per new search, so a search
 * answered from the front cache is counted too (and crawlers, which run no script, are not). The
 * hits are counted here again, never taken from the browser; sent from another site: 403; more
 * than `SEARCH_REPORTS_PER_MINUTE` from one address in a minute: 429.
 */
export async function POST(request: Request, { params }: Context): Promise<Response> {
  const { locale } = await params
  if (!isLocale(locale)) return empty(404)
  const ownHosts = [request.headers.get('host'), new URL(getEnv().SITE_URL).host]
  if (isForeignOrigin(request.headers.get('origin'), ownHosts)) return empty(403)
  const text = await request.text().catch(() => '')
  if (text.length > MAX_BODY_BYTES) return empty(413)
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch {
    return empty(400)
  }
  const parsed = reportSchema.safeParse(body)
  if (!parsed.success) return empty(400)
  try {
    await reportSiteSearch(locale, parsed.data.q, ipAddressOr(request.headers.get('x-client-ip')))
  } catch (error) {
    // Past the backend's limit per address (a script in a loop): not counted, and told so.
    if (isBackendError(error) && error.status === 429) return empty(429)
    console.error('[search] a report was not counted', error)
    return empty(503)
  }
  return empty(204)
}
