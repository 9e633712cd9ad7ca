'use client'

import dynamic from 'next/dynamic'

/**
 * The click-to-play video in a chunk of its own, loaded by video pages only (every entity and
 * CMS page shares the catch-all route). It still renders on the server: the cover and its play
 * button are in the HTML.
 */
export const VideoFacade = dynamic(() =>
  import('./VideoFacade.client').then((mod) => mod.VideoFacade),
)
