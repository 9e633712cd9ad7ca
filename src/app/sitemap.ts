import type { MetadataRoute } from 'next'

import { buildSitemap } from '@/lib/seo/sitemap'

/**
 * `/sitemap.xml`: every page in each language it is written in, with hreflang alternates. Built
 * per request from cached reads (pages and backend lists, revalidated by their tags), so the
 * build never needs the database.
 */
export const dynamic = 'force-dynamic'

export default function sitemap(): Promise<MetadataRoute.Sitemap> {
  return buildSitemap()
}
