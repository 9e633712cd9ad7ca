import createMiddleware from 'next-intl/middleware'
import { NextResponse, type NextRequest } from 'next/server'

import { SLUG_PATTERN } from './domain/slug'
import { LOCALE_COOKIE } from './i18n/locales'
import { localizedPath, splitLocale } from './i18n/paths'
import { routing } from './i18n/routing'
import { tokenExpiry } from './lib/auth/accessToken'
import { safeRedirect } from './lib/auth/redirect'
import { AUTH_COOKIES, routeAccess } from './lib/auth/routes'
import { createActiveSlugLookup } from './lib/redirects/activeSlugCache'
import { shortLinkRedirect } from './lib/redirects/shortLinkRedirect'
import { STATUS_HEADER } from './server/internalHeaders'

const i18n = createMiddleware(routing)
const backendOrigin = () => process.env.BACKEND_URL || process.env.INTERNAL_ORIGIN
const activeSlug = createActiveSlugLookup(backendOrigin)

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
  const target = await activeSlug(locale, slug)
  if (!target || target === slug) return undefined
  const url = request.nextUrl.clone()
  url.pathname = locale === routing.defaultLocale ? `/${target}` : `/${locale}/${target}`
  return NextResponse.redirect(url, 301)
}

/** Routes of their own that read their query themselves (search) or must not be twinned. */
const OWN_ROUTES = new Set([
  'tim-kiem',
  'site-map',
  'fault-test',
  'topic',
  'query-view',
  'so-sanh-san-pham',
  'buildingSolutionProductDetail',
  'careersDetail',
  'buildingSolutionProjectDetail',
  'caseStudyDetail',
  'caseStudyDetailVideo',
  'xac-nhan-dang-ky',
  'huy-dang-ky',
  'login',
  'dang-nhap',
  'register',
  'dang-ky',
  'forgotPassword',
  'resetPassword',
  'changePassword',
  'profile',
  // Static posts with routes of their own: a query (`?utm_source=`) must not send them to the twin.
  'ref-history',
  'ref-safe-quality',
])

/**
 * A CMS or entity path with a query renders per request (`query-view`), so a product list can
 * show the state its URL asks for; the same path without a query stays cached.
 */
function queryView(request: NextRequest): NextResponse | undefined {
  const { pathname, search } = request.nextUrl
  if (!search || search === '?') return undefined
  if (pathname === '/vi' || pathname.startsWith('/vi/')) return undefined // next-intl redirects it
  const { locale, path } = splitLocale(pathname)
  const slug = path.replace(/^\/+|\/+$/g, '')
  if (!slug || !SLUG_PATTERN.test(slug) || OWN_ROUTES.has(slug.split('/')[0]!)) return undefined
  const url = request.nextUrl.clone()
  url.pathname = `/${locale}/query-view/${slug}`
  return NextResponse.rewrite(url)
}

/**
 * The site's status page for a URL whose answer was an error (404, 5xx): asked for by the HTTP
 * server itself (`src/server/statusDocuments.ts`, which strips this header from visitors). A
 * path no page answers may be a short link (`/{token}`): its visitor is sent on, a GET counted
 * as a visit. Asked only here, after the page's own 404, so a page always comes first, cached
 * pages pay nothing, and no cache ever holds the redirect.
 */
async function statusPage(request: NextRequest): Promise<NextResponse | undefined> {
  const status = request.headers.get(STATUS_HEADER)
  if (!status) return undefined
  if (status === '404' && (request.method === 'GET' || request.method === 'HEAD')) {
    const { pathname, search } = request.nextUrl
    const location = await shortLinkRedirect(backendOrigin(), pathname, search, request.method)
    if (location)
      return NextResponse.redirect(new URL(location, request.url), {
        status: 302,
        headers: { 'cache-control': 'no-store' },
      })
  }
  const url = request.nextUrl.clone()
  url.pathname = `/${splitLocale(request.nextUrl.pathname).locale}/status-page/${/^[45]\d\d$/.test(status) ? status : '500'}`
  url.search = ''
  return NextResponse.rewrite(url)
}

/** Whether the browser holds a visitor token that has not expired (the backend checks the rest). */
function signedIn(request: NextRequest): boolean {
  const token = request.cookies.get(AUTH_COOKIES.token)?.value
  const expiry = token ? tokenExpiry(token) : undefined
  return expiry !== undefined && expiry * 1000 > Date.now()
}

/**
 * Authentication (spec §4, §6): the social provider's return to `/login?providerkey=` goes to
 * the callback handler; anonymous visitors on auth-required routes go to the login page with
 * `redirect` set to the full path; signed-in visitors on login or register go to `redirect` or
 * home. Other routes, cached pages among them, never look at cookies.
 */
function authen(request: NextRequest): NextResponse | undefined {
  const access = routeAccess(request.nextUrl.pathname)
  if (!access) return undefined
  const { locale, path } = splitLocale(request.nextUrl.pathname)
  const { searchParams } = request.nextUrl
  if ((path === '/login' || path === '/dang-nhap') && searchParams.has('providerkey')) {
    const url = request.nextUrl.clone()
    url.pathname = `/${locale}/login/social/callback`
    return NextResponse.rewrite(url)
  }
  const home = localizedPath(locale, '/')
  if (access === 'auth' && !signedIn(request)) {
    const url = request.nextUrl.clone()
    url.pathname = localizedPath(locale, '/login')
    url.search = `?redirect=${encodeURIComponent(`${request.nextUrl.pathname}${request.nextUrl.search}`)}`
    return NextResponse.redirect(url, 307)
  }
  if (access === 'guest' && signedIn(request)) {
    const target = safeRedirect(searchParams.get('redirect'), home)
    const url = new URL(
      routeAccess(target.split(/[?#]/)[0]!) === 'guest' ? home : target,
      request.url,
    )
    return NextResponse.redirect(url, 307)
  }
  return undefined
}

/** The site's request pipeline, in the spec's order: authentication, route rules, then i18n. */
export default async function proxy(request: NextRequest): Promise<NextResponse> {
  return (
    (await statusPage(request)) ??
    authen(request) ??
    rememberedLanguage(request) ??
    (await movedPath(request)) ??
    queryView(request) ??
    i18n(request)
  )
}

export const config = {
  // Everything except the admin, the APIs, the backend contract, images, the editors' preview
  // routes, Next internals and files.
  matcher: [
    '/((?!api|cms-api|admin|AbpUserConfiguration|Topic|LocaleSlug|Auth|images|healthz|next/preview|next/exit-preview|_next|_vercel|.*\\..*).*)',
  ],
}
