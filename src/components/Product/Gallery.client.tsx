'use client'

import { useState, type MouseEvent } from 'react'

import styles from './Product.module.css'

export type GalleryVariation = {
  colour: string
  label: string
  swatch: string
  pictures: { url: string; alt: string }[]
}

type Props = {
  variations: GalleryVariation[]
  labels: { colours: string; pictures: string; zoom: string; picture: string }
}

const sized = (url: string, width: number) => `${url}?width=${width}`

/**
 * The product gallery: the chosen colour's pictures with thumbnails; choosing a colour switches
 * the pictures. Clicking (or Enter on) the picture zooms in where the pointer is.
 */
export function Gallery({ variations, labels }: Props) {
  const [colour, setColour] = useState(0)
  const [index, setIndex] = useState(0)
  const [zoom, setZoom] = useState<{ x: number; y: number } | null>(null)
  const variation = variations[colour] ?? variations[0]
  if (!variation) return null
  const picture = variation.pictures[index] ?? variation.pictures[0]

  const choose = (next: number) => {
    setColour(next)
    setIndex(0)
    setZoom(null)
  }
  const toggleZoom = (event: MouseEvent<HTMLButtonElement>) => {
    if (zoom) return setZoom(null)
    const box = event.currentTarget.getBoundingClientRect()
    const x = event.clientX ? ((event.clientX - box.left) / box.width) * 100 : 50
    const y = event.clientY ? ((event.clientY - box.top) / box.height) * 100 : 50
    setZoom({ x, y })
  }

  return (
    <div className={styles.gallery}>
      <button
        type="button"
        className={styles.stage}
        onClick={toggleZoom}
        onMouseLeave={() => setZoom(null)}
        aria-pressed={zoom !== null}
        aria-label={labels.zoom}
        data-zoomed={zoom ? true : undefined}
      >
        {picture ? (
          <img
            src={sized(picture.url, 960)}
            srcSet={`${sized(picture.url, 640)} 640w, ${sized(picture.url, 960)} 960w, ${sized(picture.url, 1200)} 1200w`}
            sizes="(min-width: 1024px) 45vw, 92vw"
            width={960}
            height={960}
            alt={picture.alt}
            style={zoom ? { transformOrigin: `${zoom.x}% ${zoom.y}%` } : undefined}
          />
        ) : null}
      </button>
      {variation.pictures.length > 1 ? (
        <ul className={styles.thumbs} aria-label={labels.pictures}>
          {variation.pictures.map((item, position) => (
            <li key={item.url}>
              <button
                type="button"
                aria-pressed={position === index}
                aria-label={labels.picture.replace('{index}', String(position + 1))}
                onClick={() => {
                  setIndex(position)
                  setZoom(null)
                }}
              >
                <img src={sized(item.url, 160)} width={80} height={80} alt="" loading="lazy" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {variations.length > 1 ? (
        <div className={styles.colours} role="group" aria-label={labels.colours}>
          <p className={styles.coloursTitle}>
            {labels.colours}: <strong>{variation.label}</strong>
          </p>
          <ul>
            {variations.map((item, position) => (
              <li key={item.colour}>
                <button
                  type="button"
                  className={styles.colourButton}
                  aria-pressed={position === colour}
                  aria-label={item.label}
                  title={item.label}
                  style={{ background: item.swatch }}
                  onClick={() => choose(position)}
                />
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  )
}
