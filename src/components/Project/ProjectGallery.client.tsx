'use client'

import { useEffect, useRef, useState, type KeyboardEvent } from 'react'

import styles from './ProjectGallery.module.css'

/** A picture already sized by the server: the stage, the zoomed view and the thumbnail. */
export type GalleryPicture = {
  src: string
  srcSet: string
  large: string
  thumb: string
  width?: number
  height?: number
  alt: string
}

export type GalleryLabels = {
  region: string
  previous: string
  next: string
  zoom: string
  close: string
  thumbnails: string
  /** `{index}` and `{count}` are filled in. */
  position: string
  /** `{index}` is filled in. */
  thumbnail: string
  hint: string
}

const fill = (text: string, values: Record<string, number>) =>
  text.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key] ?? ''))

/**
 * The picture carousel of a project gallery: one picture at a time with previous and next
 * buttons, thumbnails, and a zoomed view in a modal dialog. Arrow keys (and Home, End) move
 * between pictures wherever the focus is inside; Escape closes the zoom and the focus returns to
 * the button that opened it.
 */
export function ProjectGallery({
  pictures,
  labels,
}: {
  pictures: GalleryPicture[]
  labels: GalleryLabels
}) {
  const [index, setIndex] = useState(0)
  const [zoomed, setZoomed] = useState(false)
  const dialog = useRef<HTMLDialogElement>(null)
  const opener = useRef<HTMLButtonElement>(null)
  const closer = useRef<HTMLButtonElement>(null)
  const thumbs = useRef<HTMLUListElement>(null)
  const moved = useRef(false)
  useEffect(() => {
    if (zoomed) closer.current?.focus()
  }, [zoomed])
  // Keep the current thumbnail in sight on narrow screens (not on the first render: no jump).
  useEffect(() => {
    if (!moved.current || zoomed) return
    thumbs.current?.children[index]?.scrollIntoView({ block: 'nearest', inline: 'nearest' })
  }, [index, zoomed])
  const count = pictures.length
  const picture = pictures[index]
  if (!picture) return null

  const go = (next: number) => {
    moved.current = true
    setIndex(((next % count) + count) % count)
  }
  const onKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: count - 1,
    }
    const target = moves[event.key]
    if (target === undefined || event.altKey || event.ctrlKey || event.metaKey) return
    event.preventDefault()
    go(target)
  }
  const openZoom = () => {
    setZoomed(true)
    dialog.current?.showModal()
  }
  const position = fill(labels.position, { index: index + 1, count })

  return (
    <section
      className={styles.carousel}
      aria-roledescription="carousel"
      aria-label={labels.region}
      onKeyDown={onKeyDown}
    >
      <p className={styles.hint}>{labels.hint}</p>
      <div className={styles.stage}>
        <figure className={styles.figure}>
          <img
            src={picture.src}
            srcSet={picture.srcSet}
            sizes="(min-width: 1200px) 1100px, 100vw"
            width={picture.width}
            height={picture.height}
            alt={picture.alt}
            fetchPriority={index === 0 ? 'high' : undefined}
          />
          <figcaption>{picture.alt}</figcaption>
        </figure>
        {count > 1 ? (
          <>
            <button
              type="button"
              className={`${styles.arrow} ${styles.previous}`}
              aria-label={labels.previous}
              onClick={() => go(index - 1)}
            >
              <span aria-hidden="true">‹</span>
            </button>
            <button
              type="button"
              className={`${styles.arrow} ${styles.next}`}
              aria-label={labels.next}
              onClick={() => go(index + 1)}
            >
              <span aria-hidden="true">›</span>
            </button>
          </>
        ) : null}
      </div>
      <div className={styles.bar}>
        <p className={styles.position} aria-live="polite" aria-atomic="true">
          {position}
        </p>
        <button
          ref={opener}
          type="button"
          className={styles.zoom}
          aria-haspopup="dialog"
          onClick={openZoom}
        >
          {labels.zoom}
        </button>
      </div>
      {count > 1 ? (
        <ul ref={thumbs} className={styles.thumbs} aria-label={labels.thumbnails}>
          {pictures.map((item, position) => (
            <li key={`${position}-${item.thumb}`}>
              <button
                type="button"
                aria-current={position === index ? 'true' : undefined}
                aria-label={fill(labels.thumbnail, { index: position + 1 })}
                onClick={() => go(position)}
              >
                <img src={item.thumb} width={96} height={64} alt="" loading="lazy" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <dialog
        ref={dialog}
        className={styles.dialog}
        aria-label={`${labels.region}: ${position}`}
        onClose={() => {
          setZoomed(false)
          opener.current?.focus()
        }}
      >
        {zoomed ? (
          <>
            <img
              src={picture.large}
              alt={picture.alt}
              width={picture.width}
              height={picture.height}
            />
            <div className={styles.dialogBar}>
              {count > 1 ? (
                <button type="button" aria-label={labels.previous} onClick={() => go(index - 1)}>
                  <span aria-hidden="true">‹</span>
                </button>
              ) : null}
              <p aria-live="polite">{position}</p>
              {count > 1 ? (
                <button type="button" aria-label={labels.next} onClick={() => go(index + 1)}>
                  <span aria-hidden="true">›</span>
                </button>
              ) : null}
              <button
                ref={closer}
                type="button"
                className={styles.close}
                onClick={() => dialog.current?.close()}
              >
                {labels.close}
              </button>
            </div>
          </>
        ) : null}
      </dialog>
    </section>
  )
}
