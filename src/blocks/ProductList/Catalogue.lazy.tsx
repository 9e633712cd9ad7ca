'use client'

import dynamic from 'next/dynamic'

/**
 * The catalogue's browser code (React Query, filters, advisor) in a chunk of its own: every CMS
 * page shares one route and its block registry, and only pages that show a product list should
 * load it. It still renders on the server; the chunk loads with the pages that use it.
 */
export const Catalogue = dynamic(() => import('./Catalogue.client').then((mod) => mod.Catalogue))
