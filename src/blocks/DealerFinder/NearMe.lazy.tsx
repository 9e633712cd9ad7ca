'use client'

import dynamic from 'next/dynamic'

/**
 * The dealer finder's near-me button in a chunk of its own: every entity and CMS page shares
 * one route, and only the pages that show it load it.
 */
export const NearMe = dynamic(() => import('./NearMe.client').then((mod) => mod.NearMe))
