import { redirectToProject, type LegacyContext } from '@/lib/projects/legacyRedirect'

/** Read per request: the answer depends on the query. */
export const dynamic = 'force-dynamic'

/** The original site's project address (`?id=12` or `?slug=…`): a 301 to the project page. */
export function GET(request: Request, context: LegacyContext): Promise<Response> {
  return redirectToProject(request, context)
}
