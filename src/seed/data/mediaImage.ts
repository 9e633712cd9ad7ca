import { t } from '../bilingual'
import type { MediaSeed, Motif, Palette } from '../types'

type Sizes = Record<string, { width: number; height: number }>

/**
 * A builder of generated-image seeds at a file's own pixel sizes per use:
 * `image(key, motif, palette, variant, 'card', altVi, altEn)`.
 */
export const imageSeedsAt =
  <S extends Sizes>(sizes: S) =>
  (
    key: string,
    motif: Motif,
    palette: Palette,
    variant: number,
    size: keyof S,
    altVi: string,
    altEn: string,
  ): MediaSeed => ({ key, motif, palette, variant, ...sizes[size]!, alt: t(altVi, altEn) })
