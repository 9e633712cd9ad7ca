'use client'

import dynamic from 'next/dynamic'

/**
 * The FAQ browser (search and groups) in a chunk of its own: every entity and CMS page shares
 * one route, and only the pages that show it load it.
 */
export const FaqBrowser = dynamic(() => import('./FaqBrowser.client').then((mod) => mod.FaqBrowser))
