'use client'

import dynamic from 'next/dynamic'

/**
 * The compare tray in a chunk of its own: every entity and CMS page shares one route, and only
 * the pages that show it load it.
 */
export const CompareTray = dynamic(() =>
  import('./CompareTray.client').then((mod) => mod.CompareTray),
)
