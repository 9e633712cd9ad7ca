'use client'

import dynamic from 'next/dynamic'

/** The product gallery in a chunk of its own, loaded by product pages only (see Catalogue.lazy). */
export const Gallery = dynamic(() => import('./Gallery.client').then((mod) => mod.Gallery))
