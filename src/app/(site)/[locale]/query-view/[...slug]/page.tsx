import type { Metadata } from 'next'

import { renderSlugPage, slugPageMetadata, type SlugProps } from '../../[...slug]/slugPage'

/**
 * The per-request twin of `[...slug]`: the proxy rewrites URLs that carry a query here
 * (`/tu-lanh?doors=2`), so product lists render the state the URL asks for while the plain
 * path stays cached. Canonical and hreflang point at the plain paths, except for a page's
 * alternative view (`?t=forOwners`), which is an address of its own.
 */
export const dynamic = 'force-dynamic'

export async function generateMetadata({ params, searchParams }: SlugProps): Promise<Metadata> {
  return slugPageMetadata({ params, search: await searchParams })
}

export default async function QueryViewPage({ params, searchParams }: SlugProps) {
  return renderSlugPage(params, await searchParams)
}
