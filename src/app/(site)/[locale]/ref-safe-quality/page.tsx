import type { Metadata } from 'next'

import {
  renderStaticPost,
  staticPostMetadata,
  type StaticPostProps,
} from '@/components/Post/StaticPostPage'

/** Rendered on its first request, then served from the cache until the post changes. */
export function generateStaticParams() {
  return []
}

export function generateMetadata({ params }: StaticPostProps): Promise<Metadata> {
  return staticPostMetadata(params, 'ref-safe-quality')
}

export default function RefSafeQualityPage({ params }: StaticPostProps) {
  return renderStaticPost(params, 'ref-safe-quality')
}
