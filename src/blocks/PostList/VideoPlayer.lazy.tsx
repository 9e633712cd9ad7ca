'use client'

import dynamic from 'next/dynamic'

/**
 * The click-to-play video (the post pages' own) in a chunk of its own, loaded only by pages
 * that list videos: every CMS page shares one route and block registry. It still renders on the
 * server, so the cover and its play button are in the HTML.
 */
export const VideoPlayer = dynamic(() =>
  import('@/components/Post/VideoFacade.client').then((mod) => mod.VideoFacade),
)
