'use client'

import dynamic from 'next/dynamic'

/** The share buttons in a chunk of its own: every entity and CMS page shares one route, only pages that show it load it. */
export const Share = dynamic(() => import('./Share.client').then((mod) => mod.Share))
