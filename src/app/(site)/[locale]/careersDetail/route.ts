import { legacyDetailLookup } from '@/domain/legacyDetail'
import { isLocale } from '@/i18n/locales'
import { localizedPath } from '@/i18n/paths'
import { getCareer, getCareerBySlug } from '@/lib/backend/careers'
import { orNotFound } from '@/lib/backend/errors'

type Context = { params: Promise<{ locale: string }> }

/** Read per request: the answer depends on the query. */
export const dynamic = 'force-dynamic'

/**
 * The original site's job address (`/careersDetail?id=12` or `?slug=…`, bare or `…-c12`): a 301
 * (spec §9) to the opening's one canonical page, `/{slug}-c{id}`, with no query. A route handler
 * rather than a page, since a page's `permanentRedirect` answers 308. Unknown or invalid: a real
 * 404 (the server puts the site's status page on it).
 */
const notFound = () => new Response(null, { status: 404 })

export async function GET(request: Request, { params }: Context): Promise<Response> {
  const { locale } = await params
  const lookup = legacyDetailLookup(Object.fromEntries(new URL(request.url).searchParams))
  if (!isLocale(locale) || lookup === null) return notFound()
  const career = await orNotFound(
    'id' in lookup ? getCareer(locale, lookup.id) : getCareerBySlug(locale, lookup.slug),
  )
  if (!career) return notFound()
  return new Response(null, {
    status: 301,
    headers: { location: localizedPath(locale, career.detailUrl) },
  })
}
