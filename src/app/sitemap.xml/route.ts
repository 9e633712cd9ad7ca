import { getEnv } from '@/env'
import { sitemapSections } from '@/lib/seo/sitemap'
import { sitemapIndexXml, xmlResponse } from '@/lib/seo/sitemapXml'

/**
 * `/sitemap.xml`: the index of the site's sitemaps, one per kind (`/sitemaps/products.xml`), each
 * with its latest change. Built per request from cached reads (pages and backend lists,
 * revalidated by their tags), so the build never needs the database.
 */
export const dynamic = 'force-dynamic'

export async function GET(): Promise<Response> {
  const origin = getEnv().SITE_URL.replace(/\/+$/, '')
  const sections = (await sitemapSections()).filter((section) => section.entries.length > 0)
  return xmlResponse(
    sitemapIndexXml(
      sections.map((section) => ({
        loc: `${origin}/sitemaps/${section.name}.xml`,
        lastModified: section.lastModified,
      })),
    ),
  )
}
