import type { Metadata } from 'next'

import { renderSlugPage, slugPageMetadata, type SlugProps } from './slugPage'

/** Pages render on their first request, then are served from the cache until content changes. */
export function generateStaticParams() {
  return []
}

export function generateMetadata({ params }: SlugProps): Promise<Metadata> {
  return slugPageMetadata({ params })
}

/** A path without a query: rendered once and cached (the proxy sends queried URLs elsewhere). */
export default function SlugPage({ params }: SlugProps) {
  return renderSlugPage(params)
}
