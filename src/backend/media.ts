import { imagePath } from '@/contract/images'
import type { Media } from '@/payload-types'

/** The picture path of a media relation, if it is populated and has a file. */
export const mediaPathOf = (media: number | Media | null | undefined): string | null =>
  media && typeof media === 'object' && media.filename ? imagePath(media.filename) : null
