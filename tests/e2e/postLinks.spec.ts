import { expect, test, type APIRequestContext } from './test'

import { backend } from './helpers'
import { expiredSeedSlugs } from './seedFacts'

/**
 * Every link on the pages of news, events, blog, notebook, FAQ and careers leads somewhere real:
 * the links in the content, the canonical and alternate addresses in the head (hreflang, feeds),
 * in both languages. Links are read from the served HTML and requested as a visitor would.
 */

const languages = [
  { lang: 'vi', prefix: '' },
  { lang: 'en', prefix: '/en' },
] as const

const START_PAGES = [
  '/tin-tuc-su-kien',
  '/tin-tuc-su-kien?t=news',
  '/tin-tuc-su-kien?t=news&page=2',
  '/tin-tuc-su-kien?t=event',
  '/tin-tuc-su-kien?t=event&page=2',
  '/blog',
  '/blog?page=2',
  '/so-tay',
  '/so-tay?t=howToChoose',
  '/so-tay?t=howToUse',
  '/so-tay?t=maintenance',
  '/so-tay?t=video',
  '/so-tay?t=faq',
  '/faq',
  '/tuyen-dung',
  '/ref-history',
  '/ref-safe-quality',
  '/gioi-thieu',
  '/',
]

/** Same-origin addresses an HTML document links to: anchors in its content and its head links. */
function linksOf(html: string): string[] {
  const main = /<main[\s\S]*<\/main>/.exec(html)?.[0] ?? ''
  const anchors = [...main.matchAll(/<a\s[^>]*href="([^"]+)"/g)].map((match) => match[1]!)
  const head = /<head[\s\S]*<\/head>/.exec(html)?.[0] ?? ''
  const headLinks = [...head.matchAll(/<link\s[^>]*>/g)]
    .map((match) => match[0])
    .filter((tag) => /rel="(canonical|alternate)"/.test(tag))
    .map((tag) => /href="([^"]+)"/.exec(tag)?.[1] ?? '')
  return [...anchors, ...headLinks].map((href) => href.replaceAll('&amp;', '&'))
}

async function html(request: APIRequestContext, path: string): Promise<string> {
  const response = await request.get(path)
  expect(response.status(), path).toBe(200)
  return response.text()
}

/** The first detail link of a kind (`-p12`, `-c3`, `-pc4`) found on a page. */
async function firstDetail(request: APIRequestContext, page: string, code: string) {
  const found = linksOf(await html(request, page)).find((href) =>
    new RegExp(`-${code}\\d+$`).test(new URL(href, 'http://x').pathname),
  )
  expect(found, `a -${code} link on ${page}`).toBeTruthy()
  return new URL(found!, 'http://x').pathname
}

test.describe('links on the posts and careers pages', () => {
  for (const { lang, prefix } of languages) {
    test(`every link resolves (${lang}) @large-screen`, async ({ request, baseURL }) => {
      test.setTimeout(240_000)
      const origin = new URL(baseURL!).origin
      const pages = START_PAGES.map((path) => `${prefix}${path === '/' && prefix ? '' : path}`)
      // Detail pages of each kind, reached from the lists.
      pages.push(
        await firstDetail(request, `${prefix}/tin-tuc-su-kien?t=news`, 'p'),
        await firstDetail(request, `${prefix}/tin-tuc-su-kien?t=event`, 'p'),
        await firstDetail(request, `${prefix}/blog`, 'p'),
        await firstDetail(request, `${prefix}/tuyen-dung`, 'c'),
      )
      pages.push(await firstDetail(request, pages.at(-4)!, 'pc'))
      // Notebook articles, a video and an FAQ answer.
      for (const view of ['howToChoose', 'video', 'faq'])
        pages.push(await firstDetail(request, `${prefix}/so-tay?t=${view}`, 'p'))
      // A filtered news list, as its category chips link it, and a filtered careers list, as its
      // filter form (a GET form) asks for it.
      const news = `${prefix}/tin-tuc-su-kien?t=news`
      const filtered = linksOf(await html(request, news)).find((href) => /[?&]c=\d+/.test(href))
      expect(filtered, `a category link on ${news}`).toBeTruthy()
      pages.push(new URL(filtered!, origin).pathname + new URL(filtered!, origin).search)
      const openings = await backend<{ items: { province: string }[] }>(
        request,
        lang,
        '/api/services/app/Career/GetListBoxDto?RowsPerPage=1',
      )
      pages.push(`${prefix}/tuyen-dung?province=${openings.items[0]!.province}`)
      // An expired opening: reachable, and its links too.
      const { id } = await backend<{ id: number }>(
        request,
        'vi',
        `/api/services/app/Career/GetDetailBySlug?slug=${expiredSeedSlugs()[0]}`,
      )
      const expired = await backend<{ detailUrl: string }>(
        request,
        lang,
        `/api/services/app/Career/GetDetailDto?id=${id}`,
      )
      pages.push(`${prefix}${expired.detailUrl}`)

      const checked = new Map<string, number>()
      for (const page of pages) {
        for (const href of linksOf(await html(request, page))) {
          if (/^(mailto|tel):/.test(href)) continue
          const url = new URL(href, origin)
          if (url.origin !== origin) {
            // Other sites are linked over HTTPS; they are not requested from the test machine.
            expect(url.protocol, `${href} on ${page}`).toBe('https:')
            continue
          }
          const target = `${url.pathname}${url.search}`
          if (checked.has(target)) continue
          const response = await request.get(target)
          checked.set(target, response.status())
          expect(response.status(), `${target} (linked from ${page})`).toBe(200)
        }
      }
      expect(checked.size).toBeGreaterThan(40)
    })
  }
})
