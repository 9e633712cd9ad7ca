/** Short links (`/{token}`): the rules their collection, the backend and the proxy share. */
import type { Locale } from '@/i18n/locales'
import { splitLocale } from '@/i18n/paths'

/** A token: 4–32 URL-safe characters (letters of either case, digits, `_`, `-`). */
export const TOKEN_PATTERN = /^[A-Za-z0-9_-]{4,32}$/

/** The longest target kept (a URL with a long campaign query still fits). */
export const MAX_TARGET_LENGTH = 2000

const TOKEN_ALPHABET = 'abcdefghijkmnpqrstuvwxyz23456789'

/**
 * A fresh token of `length` characters: lower-case letters and digits without the look-alikes
 * (`l`, `o`, `0`, `1`), so a token read aloud or off a printed leaflet is typed right.
 */
export function generateToken(length = 7): string {
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(length))
  // 256 is a multiple of the alphabet's 32 letters: every letter is equally likely.
  return Array.from(bytes, (byte) => TOKEN_ALPHABET[byte % TOKEN_ALPHABET.length]).join('')
}

/**
 * First path segments a token may never take, compared without case: the locale prefixes, the
 * admin and every API, Next's and the server's own paths, the site's route folders and every
 * route of the spec's inventory (`shared/spec/routes.md`), including those served as CMS pages,
 * so a page created later under its spec path is never hidden either.
 */
export const RESERVED_SEGMENTS: ReadonlySet<string> = new Set(
  [
    // Locales and everything that is not a page of the site.
    'vi',
    'en',
    'api',
    'cms-api',
    'admin',
    'abpuserconfiguration',
    'topic',
    'localeslug',
    'auth',
    'images',
    'healthz',
    'next',
    '_next',
    '_vercel',
    'feeds',
    'favicon',
    'icon',
    'robots',
    'sitemap',
    'sitemap.xml',
    'sitemaps',
    'manifest',
    'home',
    // The site's route folders (`src/app/(site)/[locale]/*`).
    'query-view',
    'status-page',
    'fault-test',
    'xac-nhan-dang-ky',
    'huy-dang-ky',
    'so-sanh-san-pham',
    // Spec §2 and routes.md.
    'blog',
    'buildingsolutionproductdetail',
    'buildingsolutionprojectdetail',
    'can-tho-solution-center',
    'careersdetail',
    'casestudydetail',
    'casestudydetailvideo',
    'changepassword',
    'cobot',
    'contact',
    'download',
    'fa-page',
    'factory-automation',
    'faq',
    'food-brewery',
    'forgotpassword',
    'guidline',
    'hvac',
    'industrial-robot',
    'infrastructure-solution',
    'lab-page',
    'landing-page',
    'login',
    'meca-page',
    'packaging',
    'phat-trien-ben-vung',
    'pounch-old',
    'product-benefits',
    'profile',
    'ref-history',
    'ref-safe-quality',
    'resetpassword',
    'robot',
    'sai-gon-hightek-park',
    'san-xuat-linh-kien',
    'show-room',
    'site-map',
    'thank-you',
    'training-center',
    'training-center-show-room',
    'ung-dung',
    'winners',
    'dieu-hoa-khong-khi-dan-dung',
    'giai-phap-toa-nha',
    'gioi-thieu',
    'ho-so-du-an',
    'lien-he',
    'may-hut-am',
    'may-say-tay',
    'mua-o-dau',
    'quat-dien',
    'sang-kien-ben-vung',
    'so-tay',
    'thiet-bi-gia-dung',
    'thong-gio',
    'tim-kiem',
    'tin-tuc-su-kien',
    'tu-dong-hoa-cong-nghiep',
    'tu-lanh',
    'tuyen-dung',
    'netzero-energy-building-event',
    'register',
    'dang-nhap',
    'dang-ky',
  ].map((segment) => segment.toLowerCase()),
)

/** Whether `token` is a reserved first path segment (any case). */
export const isReservedSegment = (token: string): boolean =>
  RESERVED_SEGMENTS.has(token.toLowerCase())

/** Characters a target never holds: spaces, controls, backslashes, angle brackets, quotes. */
const UNSAFE_CHARACTERS = /[\s\u0000-\u001f\u007f\\<>"'`]/

/**
 * Why `target` cannot be a short link's target, or null when it can: a path of this site
 * (`/gioi-thieu?t=x`) or an absolute `http(s)` URL. Refused: other schemes (`javascript:`,
 * `data:`), protocol-relative `//host`, credentials in the URL, unsafe characters, and a link
 * to the token itself.
 */
export function targetProblem(target: string, token?: string): string | null {
  if (!target) return 'empty'
  if (target.length > MAX_TARGET_LENGTH) return 'too-long'
  if (UNSAFE_CHARACTERS.test(target)) return 'unsafe-characters'
  if (target.startsWith('/')) {
    if (target.startsWith('//')) return 'protocol-relative'
    const path = target.split(/[?#]/)[0]!
    if (token && path.replace(/\/+$/, '').toLowerCase() === `/${token.toLowerCase()}`) return 'loop'
    return null
  }
  let url: URL
  try {
    url = new URL(target)
  } catch {
    return 'not-a-url'
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return 'scheme'
  if (!/^https?:\/\/[^/]/i.test(target) || !url.hostname) return 'no-host'
  if (url.username || url.password) return 'credentials'
  return null
}

/**
 * Where a visit goes: the target with the visitor's query string added (spec §4: a redirect
 * keeps the original query), before the target's own fragment.
 */
export function redirectLocation(target: string, search: string): string {
  const query = search.replace(/^\?/, '')
  if (!query) return target
  const hashAt = target.indexOf('#')
  const base = hashAt === -1 ? target : target.slice(0, hashAt)
  const fragment = hashAt === -1 ? '' : target.slice(hashAt)
  const joiner = !base.includes('?') ? '?' : base.endsWith('?') || base.endsWith('&') ? '' : '&'
  return `${base}${joiner}${query}${fragment}`
}

/** The token a path may be (`/abc123`, or `/en/abc123` in English), or null. */
export function tokenOfPath(pathname: string): { locale: Locale; token: string } | null {
  const { locale, path } = splitLocale(pathname)
  const token = path.replace(/^\/|\/$/g, '')
  return TOKEN_PATTERN.test(token) ? { locale, token } : null
}
