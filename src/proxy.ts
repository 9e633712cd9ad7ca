import createMiddleware from 'next-intl/middleware'
import { NextResponse, type NextRequest } from 'next/server'

import { SLUG_PATTERN } from './domain/slug'
import { LOCALE_COOKIE } from './i18n/locales'
import { splitLocale } from './i18n/paths'
import { routing } from './i18n/routing'
import { createActiveSlugLookup } from './lib/redirects/activeSlugCache'

const i18n = createMiddleware(routing)
const activeSlug = createActiveSlugLookup(
  () => process.env.BACKEND_URL || process.env.INTERNAL_ORIGIN,
)

/** A visit to `/` goes to `/en` when English is the remembered language; nothing else redirects. */
function rememberedLanguage(request: NextRequest): NextResponse | undefined {
  if (request.nextUrl.pathname !== '/') return undefined
  if (request.cookies.get(LOCALE_COOKIE)?.value !== 'en') return undefined
  const url = request.nextUrl.clone()
  url.pathname = '/en'
  return NextResponse.redirect(url, 307)
}

/** An old path that moved is sent on permanently, keeping its query string (spec §4). */
async function movedPath(request: NextRequest): Promise<NextResponse | undefined> {
  if (request.method !== 'GET' && request.method !== 'HEAD') return undefined
  const { locale, path } = splitLocale(request.nextUrl.pathname)
  const slug = path.replace(/^\/+|\/+$/g, '')
  if (!slug || !SLUG_PATTERN.test(slug)) return undefined
  const target = await activeSlug(slug)
  if (!target || target === slug) return undefined
  const url = request.nextUrl.clone()
  url.pathname = locale === routing.defaultLocale ? `/${target}` : `/${locale}/${target}`
  return NextResponse.redirect(url, 301)
}

/** The site's request pipeline, in the spec's order: route rules, then i18n. */
export default async function proxy(request: NextRequest): Promise<NextResponse> {
  return rememberedLanguage(request) ?? (await movedPath(request)) ?? i18n(request)
}

export const config = {
  // Everything except the admin, the APIs, the backend contract, images, Next internals and files.
  matcher: [
    '/((?!api|cms-api|admin|AbpUserConfiguration|Topic|LocaleSlug|Auth|images|_next|_vercel|.*\\..*).*)',
  ],
}
