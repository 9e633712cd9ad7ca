import { revalidateTag } from 'next/cache'
import { z } from 'zod'

import { isRevalidationSecret } from '@/lib/cache/revalidate'

const body = z.object({ tags: z.array(z.string().min(1).max(256)).min(1).max(200) })

/** Internal: expires cache tags for changes made outside a request (e.g. scheduled publishing). */
export async function POST(request: Request): Promise<Response> {
  if (!isRevalidationSecret(request.headers.get('x-revalidate-secret'))) {
    return Response.json({ error: 'Forbidden' }, { status: 403 })
  }
  const parsed = body.safeParse(await request.json().catch(() => null))
  if (!parsed.success) return Response.json({ error: 'Invalid body' }, { status: 400 })
  for (const tag of parsed.data.tags) revalidateTag(tag, { expire: 0 })
  return Response.json({ revalidated: parsed.data.tags.length })
}
