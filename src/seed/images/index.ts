import sharp from 'sharp'

import type { MediaSeed } from '../schema'
import { fitMotif, place } from './motifs/kit'
import type { MotifContext } from './motifs/kit'
import { motifs } from './motifs'
import { lighten, palettes } from './palettes'
import { scene } from './scene'
import type { Box } from './svg'
import { createPaint, createRng, el } from './svg'

export type RenderedImage = {
  data: Buffer
  mimetype: 'image/webp'
  name: string
  width: number
  height: number
}

type SeedInput = Pick<MediaSeed, 'key' | 'motif' | 'palette' | 'variant' | 'width' | 'height'>

/** Banners keep their left side for the HTML caption; other shapes centre the subject. */
function layout(width: number, height: number): { box: Box; wide: boolean } {
  if (width / height >= 1.6) {
    const padY = height * 0.07
    return { wide: true, box: { x: width * 0.45, y: padY, w: width * 0.52, h: height - padY * 2 } }
  }
  const pad = Math.min(width, height) * 0.07
  return { wide: false, box: { x: pad, y: pad, w: width - pad * 2, h: height - pad * 2 } }
}

/** The illustration for `seed` as an SVG document of exactly width×height pixels. */
export function buildSeedSvg(seed: SeedInput): string {
  const width = Math.round(seed.width)
  const height = Math.round(seed.height)
  const variant = Math.abs(Math.trunc(seed.variant))
  const c = palettes[seed.palette]
  const rng = createRng(`${seed.key}|${seed.motif}|${variant}`)
  const alts = [c.accent, lighten(c.primary, 0.35), c.light, c.accent] as const
  const ctx: MotifContext = {
    c,
    p: createPaint(),
    rng,
    variant,
    alt: alts[variant % alts.length] ?? c.accent,
  }
  const spec = motifs[seed.motif]
  const { box, wide } = layout(width, height)
  const at = place(spec, box)
  const floor = spec.floor === undefined ? undefined : at.y + spec.floor * at.scale
  const background = scene(ctx, { width, height, subject: box, wide, floor })
  const subject = fitMotif(spec, ctx, box, variant % 2 === 1)
  return el(
    'svg',
    { xmlns: 'http://www.w3.org/2000/svg', width, height, viewBox: `0 0 ${width} ${height}` },
    [ctx.p.defs(), background, subject],
  )
}

/** Renders the seed illustration to WebP; the same input always yields the same bytes. */
export async function renderSeedImage(seed: SeedInput): Promise<RenderedImage> {
  const svg = buildSeedSvg(seed)
  // Effort 2 halves encoding time on banners for a few percent in size: flat art compresses well.
  const data = await sharp(Buffer.from(svg)).webp({ quality: 82, effort: 2 }).toBuffer()
  return {
    data,
    mimetype: 'image/webp',
    name: `${seed.key}.webp`,
    width: Math.round(seed.width),
    height: Math.round(seed.height),
  }
}
