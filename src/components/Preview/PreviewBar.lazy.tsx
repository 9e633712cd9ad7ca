'use client'

import dynamic from 'next/dynamic'

/**
 * The preview bar's browser code in a chunk of its own: every page's shell refers to it, but only
 * editors' previews render it, so only they load it.
 */
export const PreviewBarClient = dynamic(() =>
  import('./PreviewBar.client').then((mod) => mod.PreviewBarClient),
)
