'use client'

import dynamic from 'next/dynamic'

// The buttons' styles belong to the page, not to the lazy chunk: a chunk's own stylesheet is
// written into the HTML as `<link rel="stylesheet" as="style">`, which is not valid HTML.
import './Share.module.css'

/**
 * The share buttons in a chunk of their own: every entity and CMS page shares one route, and only
 * the pages that show them load them.
 */
export const Share = dynamic(() => import('./Share.client').then((mod) => mod.Share))
