/** Widths the images route renders (`?width=` is rounded up to one of these, never upscaled). */
export const IMAGE_WIDTHS = [160, 320, 480, 640, 800, 960, 1200, 1440, 1600, 1920, 2400] as const

/** Path of a stored media file on the images route. */
export const imagePath = (filename: string): string => `/images/${encodeURIComponent(filename)}`

/** `path?width=w` (keeps any existing query). */
export const sizedImage = (path: string, width: number): string =>
  `${path}${path.includes('?') ? '&' : '?'}width=${width}`

/** A `srcset` for an image of `intrinsicWidth` (unknown: every width up to 1920). */
export const imageSrcSet = (path: string, intrinsicWidth?: number | null): string =>
  IMAGE_WIDTHS.filter((width) => width <= (intrinsicWidth ?? 1920) && width >= 320)
    .map((width) => `${sizedImage(path, width)} ${width}w`)
    .join(', ')
