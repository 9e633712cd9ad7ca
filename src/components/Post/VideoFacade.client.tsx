'use client'

import { useEffect, useRef, useState } from 'react'

import { videoEmbedUrl } from '@/domain/video'

import styles from './VideoFacade.module.css'

/** The picture shown in place of the player, already sized by the server. */
export type FacadePicture = {
  src: string
  srcSet?: string
  sizes?: string
  width?: number
  height?: number
}

/**
 * A YouTube video behind its cover: nothing is asked of YouTube until the visitor presses play;
 * the privacy-enhanced player then replaces the cover and takes the focus.
 */
export function VideoFacade({
  videoId,
  title,
  playLabel,
  picture,
  eager = false,
}: {
  videoId: string
  /** The video's title, for the player frame. */
  title: string
  /** The play button's accessible name ("Play video: …"). */
  playLabel: string
  picture: FacadePicture | null
  /** Above the fold: load the cover at once, with high priority. */
  eager?: boolean
}) {
  const [playing, setPlaying] = useState(false)
  const frame = useRef<HTMLIFrameElement>(null)
  useEffect(() => {
    if (playing) frame.current?.focus()
  }, [playing])

  return (
    <div className={styles.video}>
      {playing ? (
        <iframe
          ref={frame}
          className={styles.frame}
          src={videoEmbedUrl(videoId)}
          title={title}
          allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
        />
      ) : (
        <button
          type="button"
          className={styles.play}
          aria-label={playLabel}
          onClick={() => setPlaying(true)}
        >
          {picture ? (
            <img
              className={styles.cover}
              src={picture.src}
              srcSet={picture.srcSet}
              sizes={picture.sizes}
              width={picture.width}
              height={picture.height}
              alt=""
              loading={eager ? 'eager' : 'lazy'}
              fetchPriority={eager ? 'high' : undefined}
              decoding="async"
            />
          ) : null}
          <svg className={styles.icon} viewBox="0 0 68 48" aria-hidden="true" focusable="false">
            <rect width="68" height="48" rx="12" />
            <path d="M27 14v20l18-10z" fill="#fff" />
          </svg>
        </button>
      )}
    </div>
  )
}
