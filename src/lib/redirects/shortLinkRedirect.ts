import { redirectLocation, targetProblem, tokenOfPath } from '@/domain/shortLinks'
import { fetchShortLink } from '@/lib/backend/shortLinks'
import { httpTransport } from '@/lib/backend/transport'

/**
 * Where a short link at `pathname` sends its visitor (the target with the visitor's query
 * string); null when the path is no live token or the backend cannot say. Only a GET counts as
 * a visit: a HEAD (link checkers, chat apps' previews) learns the target without a click.
 * Asked over HTTP of the backend contract, like the moved-path lookup: the proxy runs apart from
 * the reference backend's bundle. Never cached, so every visit counts.
 */
export async function shortLinkRedirect(
  origin: string | undefined,
  pathname: string,
  search: string,
  method: string,
): Promise<string | null> {
  const found = tokenOfPath(pathname)
  if (!found || !origin) return null
  try {
    const { to } = await fetchShortLink(found.locale, found.token, httpTransport(origin, 3_000), {
      count: method === 'GET',
    })
    // Checked again on the way out: a target stored by other means must still be a safe one.
    return targetProblem(to) === null ? redirectLocation(to, search) : null
  } catch {
    // Unknown, expired, or the backend unreachable: the visitor gets the page's own 404.
    return null
  }
}
