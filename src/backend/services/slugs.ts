import type { Payload } from 'payload'

/** The path an old path moved to, or null (`LocaleSlug/GetActiveSlug`). */
export async function getActiveSlug(payload: Payload, oldSlug: string): Promise<string | null> {
  const { docs } = await payload.find({
    collection: 'slug-redirects',
    where: { oldSlug: { equals: oldSlug.replace(/^\/+|\/+$/g, '') } },
    limit: 1,
    pagination: false,
    depth: 0,
    select: { activeSlug: true },
    overrideAccess: true,
  })
  return docs[0]?.activeSlug ?? null
}
