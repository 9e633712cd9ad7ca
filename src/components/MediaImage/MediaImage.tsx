import { imagePath, imageSrcSet, sizedImage } from '@/contract/images'
import type { Media } from '@/payload-types'

type Props = {
  media: number | Media | null | undefined
  /** The `sizes` attribute: how wide the image is shown at each breakpoint. */
  sizes: string
  /** Above the fold (the page's largest image): load at once, with high priority. */
  priority?: boolean
  className?: string
}

/** A media-library image, responsive (srcset through the images route) and sized (no layout shift). */
export function MediaImage({ media, sizes, priority = false, className }: Props) {
  if (!media || typeof media !== 'object' || !media.filename) return null
  const path = imagePath(media.filename)
  return (
    <img
      className={className}
      src={sizedImage(path, Math.min(media.width ?? 1200, 1200))}
      srcSet={imageSrcSet(path, media.width)}
      sizes={sizes}
      width={media.width ?? undefined}
      height={media.height ?? undefined}
      alt={media.alt ?? ''}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding={priority ? 'sync' : 'async'}
    />
  )
}
