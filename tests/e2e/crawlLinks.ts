/**
 * What the crawl (`crawl.spec.ts`) reads from a page's HTML, with regular expressions (the site's
 * HTML is machine-written and regular), and which links it follows.
 */

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" }

/** `&amp;`, `&#39;`, `&#x27;` and the like, as an attribute value holds them. */
export const decodeEntities = (text: string): string =>
  text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#')
      return String.fromCodePoint(
        name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1)),
      )
    return ENTITIES[name.toLowerCase()] ?? whole
  })

/** The attributes of every `<tag …>` in `html`, names lower-cased, values decoded. */
export function tagsOf(html: string, tag: string): Record<string, string>[] {
  const found: Record<string, string>[] = []
  for (const match of html.matchAll(new RegExp(`<${tag}\\b([^>]*)>`, 'gi'))) {
    const attributes: Record<string, string> = {}
    for (const attribute of match[1]!.matchAll(
      /([^\s=/>"']+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>"']+)))?/g,
    )) {
      attributes[attribute[1]!.toLowerCase()] = decodeEntities(
        attribute[2] ?? attribute[3] ?? attribute[4] ?? '',
      )
    }
    found.push(attributes)
  }
  return found
}

/** First path segments the crawl never follows: the admin, the APIs, Next's files. */
const SKIPPED_SEGMENTS = new Set([
  'admin',
  'api',
  'cms-api',
  '_next',
  'abpuserconfiguration',
  'auth',
  'localeslug',
  'next',
])

/**
 * The URL a link leads to, normalised (no fragment, query parameters sorted so `?a=1&b=2` and
 * `?b=2&a=1` are one page), or null when the crawl does not follow it: another origin,
 * `mailto:`/`tel:`/`javascript:`, a fragment of the same page, or a skipped section.
 */
export function followable(href: string, from: string, origin: string): string | null {
  const trimmed = href.trim()
  if (!trimmed || trimmed.startsWith('#')) return null
  if (/^(mailto|tel|javascript|data|sms|zalo):/i.test(trimmed)) return null
  let url: URL
  try {
    url = new URL(trimmed, from)
  } catch {
    return null
  }
  if (url.origin !== origin) return null
  const first = (url.pathname.split('/')[1] ?? '').toLowerCase()
  if (SKIPPED_SEGMENTS.has(first)) return null
  url.hash = ''
  url.searchParams.sort()
  return url.toString()
}

/** Paths of files (downloads, feeds, pictures): their status is checked, their body not read. */
export const looksLikeFile = (url: string): boolean =>
  /\.[a-z0-9]{2,5}$/i.test(new URL(url).pathname)

/** What every page must carry: `<html lang>`, a canonical link and hreflang vi, en, x-default. */
export function pageProblems(html: string, expectedLang: string): string[] {
  const problems: string[] = []
  const lang = /<html\b[^>]*\blang="([^"]*)"/i.exec(html)?.[1]
  if (lang !== expectedLang) problems.push(`html lang is ${lang ?? 'missing'}, not ${expectedLang}`)
  const links = tagsOf(html, 'link')
  const rel = (link: Record<string, string>) => (link.rel ?? '').toLowerCase().split(/\s+/)
  if (!links.some((link) => rel(link).includes('canonical') && link.href))
    problems.push('no canonical link')
  const hreflangs = new Set(
    links
      .filter((link) => rel(link).includes('alternate') && link.hreflang && link.href)
      .map((link) => link.hreflang!.toLowerCase()),
  )
  for (const code of ['vi', 'en', 'x-default'])
    if (!hreflangs.has(code)) problems.push(`no hreflang ${code}`)
  return problems
}

/** The links of a page: its anchors and its hreflang alternates. */
export function linksOf(html: string): string[] {
  const anchors = tagsOf(html, 'a')
    .map((anchor) => anchor.href)
    .filter((href): href is string => typeof href === 'string')
  const alternates = tagsOf(html, 'link')
    .filter((link) => (link.rel ?? '').toLowerCase() === 'alternate' && link.hreflang)
    .map((link) => link.href)
    .filter((href): href is string => typeof href === 'string')
  return [...anchors, ...alternates]
}

/** The language a site URL is in: English under `/en`, Vietnamese elsewhere. */
export const langOf = (url: string): 'vi' | 'en' =>
  /^\/en(\/|$)/.test(new URL(url).pathname) ? 'en' : 'vi'
