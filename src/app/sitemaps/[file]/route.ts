import { sitemapSections } from '@/lib/seo/sitemap'
import { urlsetXml, xmlResponse } from '@/lib/seo/sitemapXml'

type Context = { params: Promise<{ file: string }> }

/** Read per request from cached reads, like the index. */
export const dynamic = 'force-dynamic'

/** `/sitemaps/{kind}.xml`: one kind's pages in each language, with hreflang alternates and last change. */
export async function GET(_request: Request, { params }: Context): Promise<Response> {
  const { file } = await params
  const name = /^([a-zA-Z]{1,40})\.xml$/.exec(file)?.[1]
  const section = name ? (await sitemapSections()).find((entry) => entry.name === name) : undefined
  if (!section || section.entries.length === 0) return new Response(null, { status: 404 })
  return xmlResponse(urlsetXml(section.entries))
}
