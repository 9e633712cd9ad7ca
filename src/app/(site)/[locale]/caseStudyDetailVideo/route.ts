import { redirectToProject, videoAnchor, type LegacyContext } from '@/lib/projects/legacyRedirect'

/** Read per request: the answer depends on the query. */
export const dynamic = 'force-dynamic'

/**
 * The original site's case-study video (`?id=12` or `?slug=…`): a 301 to the project page at
 * its video, which loads only when the visitor presses play.
 */
export function GET(request: Request, context: LegacyContext): Promise<Response> {
  return redirectToProject(request, context, videoAnchor)
}
