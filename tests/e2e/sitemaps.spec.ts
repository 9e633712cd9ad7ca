import { expect, test } from './test'

/**
 * Sitemaps and robots (issue 16, item 5): `/sitemap.xml` is an index with a sitemap per kind,
 * each address with its hreflang alternates and last change; `robots.txt` comes from the app
 * and, outside production (as here), closes the whole site.
 */

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!)

test('the sitemap index names one sitemap per kind, each with its last change @any-screen', async ({
  request,
}) => {
  const response = await request.get('/sitemap.xml')
  expect(response.status()).toBe(200)
  expect(response.headers()['content-type']).toContain('application/xml')
  const index = await response.text()
  expect(index).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')
  const sitemaps = locs(index).map((loc) => new URL(loc).pathname)
  expect(sitemaps).toEqual(
    expect.arrayContaining([
      '/sitemaps/pages.xml',
      '/sitemaps/products.xml',
      '/sitemaps/posts.xml',
      '/sitemaps/careers.xml',
      '/sitemaps/projects.xml',
    ]),
  )
  expect(index.match(/<lastmod>/g)?.length).toBe(sitemaps.length)

  // Every address is listed once across the sitemaps, with its alternates and last change.
  const seen = new Set<string>()
  for (const path of sitemaps) {
    const sitemap = await (await request.get(path)).text()
    const urls = [...sitemap.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((match) => match[1]!)
    expect(urls.length, path).toBeGreaterThan(0)
    for (const url of urls) {
      const [loc] = locs(url)
      expect(seen.has(loc!), `${loc} listed twice`).toBe(false)
      seen.add(loc!)
      expect(url, loc).toMatch(/<xhtml:link rel="alternate" hreflang="x-default" href="[^"]+" \/>/)
      expect(url, loc).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}T[^<]+<\/lastmod>/)
    }
  }
  const products = await (await request.get('/sitemaps/products.xml')).text()
  const product = [...products.matchAll(/<url>([\s\S]*?)<\/url>/g)][0]![1]!
  expect(product).toMatch(/hreflang="vi" href="[^"]+-prd\d+"/)
  expect(product).toMatch(/hreflang="en" href="[^"]+\/en\/[^"]+-prd\d+"/)
  expect((await request.get('/sitemaps/nope.xml')).status()).toBe(404)
})

test('robots.txt closes a site that is not production, and names the sitemap @any-screen', async ({
  request,
}) => {
  const response = await request.get('/robots.txt')
  expect(response.status()).toBe(200)
  const robots = await response.text()
  expect(robots).toMatch(/User-Agent: \*\nDisallow: \/\n/i)
  expect(robots).toMatch(/^Sitemap: https?:\/\/[^/]+\/sitemap\.xml$/m)
})
