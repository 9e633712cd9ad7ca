import { draftMode } from 'next/headers'

import { cmsPayload } from '@/lib/cms/payload'
import { decidePreview, redirectWithin, refusePreview } from '@/lib/preview/previewRequest'

export const dynamic = 'force-dynamic'

/**
 * Opens an editor's preview (the admin's live preview loads this): with PREVIEW_SECRET and a
 * staff session, turns on draft mode and goes to the document's page in the asked language;
 * anything else is refused and leaves draft mode as it was.
 */
export async function GET(request: Request): Promise<Response> {
  const decision = await decidePreview(await cmsPayload(), new URL(request.url), request.headers)
  if (decision.status !== 307) return refusePreview(decision.status)
  ;(await draftMode()).enable()
  return redirectWithin(decision.location)
}
