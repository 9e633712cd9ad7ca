import createMiddleware from 'next-intl/middleware'
import { NextResponse, type NextRequest } from 'next/server'

import { LOCALE_COOKIE } from './i18n/locales'
import { routing } from './i18n/routing'

const i18n = createMiddleware(routing)

/** A visit to `/` goes to `/en` when English is the remembered language; nothing else redirects. */
function rememberedLanguage(request: NextRequest): NextResponse | undefined {
  if (request.nextUrl.pathname !== '/') return undefined
  if (request.cookies.get(LOCALE_COOKIE)?.value !== 'en') return undefined
  const url = request.nextUrl.clone()
  url.pathname = '/en'
  return NextResponse.redirect(url, 307)
}

/** The site's request pipeline, in the spec's order: route rules, then i18n. */
export default function proxy(request: NextRequest): NextResponse {
  return rememberedLanguage(request) ?? i18n(request)
}

export const config = {
  // Everything except the admin, the APIs, the backend contract, images, Next internals and files.
  matcher: [
    '/((?!api|cms-api|admin|AbpUserConfiguration|Topic|LocaleSlug|Auth|images|_next|_vercel|.*\\..*).*)',
  ],
}
