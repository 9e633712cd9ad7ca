'use client'

import dynamic from 'next/dynamic'

/**
 * The gallery carousel in a chunk of its own, loaded by gallery pages only (every entity and CMS
 * page shares the catch-all route). It still renders on the server: the first picture and the
 * thumbnails are in the HTML.
 */
export const ProjectGallery = dynamic(() =>
  import('./ProjectGallery.client').then((mod) => mod.ProjectGallery),
)
