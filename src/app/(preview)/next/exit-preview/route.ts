import { draftMode } from 'next/headers'

import { redirectWithin } from '@/lib/preview/previewRequest'

export const dynamic = 'force-dynamic'

/** Leaves the preview: turns draft mode off and returns to `path` (a path of this site only). */
export async function GET(request: Request): Promise<Response> {
  ;(await draftMode()).disable()
  return redirectWithin(new URL(request.url).searchParams.get('path') ?? '/')
}
