import { isLocale } from '@/i18n/locales'
import { feedOfFile } from '@/lib/feeds/postFeeds'
import { postFeedXml } from '@/lib/feeds/postFeedXml'

/**
 * RSS feeds of news and events per language (`/feeds/vi/news.xml`, `/feeds/en/events.xml`).
 * Rendered on the first request and kept in Next's cache under the posts' tags, so a change to a
 * post or a category renews them. The path's dot keeps the proxy (and its locale logic) out.
 */
export const dynamic = 'force-static'

export function generateStaticParams() {
  return []
}

type Context = { params: Promise<{ locale: string; feed: string }> }

export async function GET(_request: Request, { params }: Context) {
  const { locale, feed: file } = await params
  const feed = feedOfFile(file)
  if (!isLocale(locale) || !feed)
    return new Response('Not found', {
      status: 404,
      headers: { 'content-type': 'text/plain; charset=utf-8' },
    })
  return new Response(await postFeedXml(locale, feed), {
    headers: { 'content-type': 'application/rss+xml; charset=utf-8' },
  })
}
