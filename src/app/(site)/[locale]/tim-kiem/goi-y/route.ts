import { firstValue, searchText } from '@/domain/query'
import { SEARCH_QUERY_MAX } from '@/domain/siteSearch'
import { isLocale } from '@/i18n/locales'
import { suggestSite } from '@/lib/search/siteSearch'

type Context = { params: Promise<{ locale: string }> }

/** Read per request: the answer depends on the query. */
export const dynamic = 'force-dynamic'

/**
 * `/tim-kiem/goi-y?q=`: the header search box's suggestions as JSON (products first, then
 * sections and other kinds), addresses in the request's language. The same for every visitor,
 * so browsers may keep an answer for a minute.
 */
export async function GET(request: Request, { params }: Context): Promise<Response> {
  const { locale } = await params
  if (!isLocale(locale)) return new Response(null, { status: 404 })
  const query = searchText(
    firstValue(new URL(request.url).searchParams.get('q') ?? undefined),
    SEARCH_QUERY_MAX,
  )
  try {
    const items = await suggestSite(locale, query)
    return Response.json(
      { items },
      { headers: { 'cache-control': 'public, max-age=60', vary: 'accept-encoding' } },
    )
  } catch (error) {
    console.error('[search] suggestions failed', error)
    return Response.json({ items: [] }, { status: 503, headers: { 'cache-control': 'no-store' } })
  }
}
