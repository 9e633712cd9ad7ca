import { splitLocale } from '@/i18n/paths'

/**
 * The account routes (spec §2, §6) and which visitors each is for, in one table the proxy reads:
 * `auth` routes need a signed-in visitor (others go to the login page with `redirect`), `guest`
 * routes are for anonymous visitors (signed-in ones go to `redirect` or home). Password recovery
 * (`/forgotPassword`, `/resetPassword`) is for everyone: a mailed link must work in any browser.
 */
export const ACCOUNT_ROUTES = {
  '/login': 'guest',
  '/dang-nhap': 'guest',
  '/register': 'guest',
  '/dang-ky': 'guest',
  '/changePassword': 'auth',
  '/profile': 'auth',
} as const satisfies Record<string, 'auth' | 'guest'>

export type RouteAccess = (typeof ACCOUNT_ROUTES)[keyof typeof ACCOUNT_ROUTES]

/** The profile's own pages (side menu), under `/profile`. */
export const PROFILE_PAGES = [
  'my-events',
  'favourite-events',
  'my-tickets',
  'purchased-tickets',
  'transaction-history',
] as const
export type ProfilePage = (typeof PROFILE_PAGES)[number]

/** Who a locale-prefixed path is for, or `undefined` for everyone (`/profile/x` is `/profile`'s). */
export function routeAccess(pathname: string): RouteAccess | undefined {
  const { path } = splitLocale(pathname)
  const first = `/${path.split('/')[1] ?? ''}`
  return (ACCOUNT_ROUTES as Record<string, RouteAccess>)[first]
}

/** Names of the cookies of a visitor's session (spec §9: the `auth.` prefix). */
export const AUTH_COOKIES = {
  /** The access token: HttpOnly, never readable by the page's scripts. */
  token: 'auth._token.local',
  /** Name and pictures for the header; not secret. */
  profile: 'auth.profile',
  /** The last page an anonymous visitor saw (spec §4), to return to after signing in. */
  lastRoute: 'auth.redirect',
  /** A social sign-in under way: state, PKCE verifier, where to return (HttpOnly, 10 minutes). */
  social: 'auth.social',
} as const
