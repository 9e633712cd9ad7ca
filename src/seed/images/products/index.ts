import sharp from 'sharp'

import type { ColourName, ProductKind } from '../../schema'
import { createPaint, createRng, el, ellipse, g, num, rect } from '../svg'
import { applianceDrawings } from './appliances'
import { fanDrawings } from './fans'
import { hvacDrawings } from './hvac'
import { industryDrawings } from './industry'
import { robotDrawings } from './robots'
import type { Ctx, Draw, Drawing } from './kit'
import { finishOf } from './kit'

export { productColours } from './colours'
export type { ProductColour } from './colours'

export type ProductImageInput = {
  kind: ProductKind
  colour: ColourName
  /** 0 front, 1 three-quarter, 2 detail; other numbers wrap around. */
  view: number
  /** Width and height in pixels. */
  size: number
  /** Names the file and seeds the small variations between products of one kind. */
  seed: string
}

export type RenderedProductImage = {
  data: Buffer
  mimetype: 'image/webp'
  name: string
  width: number
  height: number
}

const drawings: Record<ProductKind, Draw> = {
  ...applianceDrawings,
  ...fanDrawings,
  ...hvacDrawings,
  ...industryDrawings,
  ...robotDrawings,
}

/** Share of the frame the product's longer side fills in the whole-product views. */
const FILL_W = 0.78
const FILL_H = 0.74

type Frame = { s: number; x: number; y: number }

/** Where the drawing lands: centred and fitted, or zoomed onto its focus for the detail view. */
function frame(d: Drawing, size: number, view: number): Frame {
  const fit = Math.min((size * FILL_W) / d.w, (size * FILL_H) / d.h)
  const centreY = d.mount === 'floor' ? size * 0.46 : size * 0.47
  if (view !== 2) return { s: fit, x: (size - d.w * fit) / 2, y: centreY - (d.h * fit) / 2 }
  const s = fit * (d.zoom ?? 2)
  // Keep the product's edges from drifting far into the frame, so the crop looks deliberate.
  const clamp = (pos: number, extent: number): number => {
    if (extent <= size * 0.76) return (size - extent) / 2
    return Math.min(size * 0.12, Math.max(size * 0.88 - extent, pos))
  }
  return {
    s,
    x: clamp(size / 2 - d.focus[0] * s, d.w * s),
    y: clamp(size / 2 - d.focus[1] * s, d.h * s),
  }
}

/**
 * The studio: a light grey sweep, brighter behind the product. Only linear gradients: a radial
 * glow across the frame costs librsvg more than the whole product.
 */
function studio(ctx: Ctx, size: number, cx: number): string {
  const { p } = ctx
  const glow = Math.min(0.5, Math.max(0.3, cx / size))
  return g([
    rect(0, 0, size, size, {
      fill: p.linear([
        [0, '#fbfbfc'],
        [0.55, '#eff1f3'],
        [1, '#e2e5e8'],
      ]),
    }),
    rect(0, 0, size, size, {
      fill: p.linear(
        [
          [0, '#ffffff', 0],
          [glow, '#ffffff', 0.6],
          [1, '#ffffff', 0],
        ],
        'right',
      ),
    }),
  ])
}

/** Shadows (and, on the floor, a faint reflection) under the placed product. */
function grounding(ctx: Ctx, d: Drawing, f: Frame, size: number): string {
  // A turned box's edges slope, so its mirror image cannot meet it exactly: keep it fainter.
  const reflection = ctx.angle === 'three' ? 0.13 : 0.2
  const { p } = ctx
  const left = f.x + (d.base?.[0] ?? 0) * f.s
  const right = f.x + (d.base?.[1] ?? d.w) * f.s
  const bw = right - left
  const cx = (left + right) / 2
  const bottom = f.y + d.h * f.s
  if (d.mount !== 'floor') {
    const gap = size * (d.mount === 'wall' ? 0.06 : 0.07)
    return ellipse(cx, bottom + gap, bw * 0.44, Math.max(size * 0.018, bw * 0.04), {
      fill: p.radial([
        [0, '#1b2027', d.mount === 'wall' ? 0.16 : 0.11],
        [1, '#1b2027', 0],
      ]),
    })
  }
  const fade = p.linear([
    [0, '#ffffff', reflection],
    [1, '#ffffff', 0],
  ])
  const reflH = Math.min(size - bottom, d.h * f.s * 0.45)
  const mask = el(
    'mask',
    { id: 'reflection', maskUnits: 'userSpaceOnUse', x: 0, y: 0, width: size, height: size },
    rect(0, bottom, size, reflH, { fill: fade }),
  )
  return g([
    el('defs', {}, mask),
    reflH > 1
      ? g(el('use', { href: '#product', transform: `matrix(1 0 0 -1 0 ${num(bottom * 2)})` }), {
          mask: 'url(#reflection)',
        })
      : '',
    ellipse(cx, bottom, bw * 0.66, Math.max(size * 0.022, bw * 0.07), {
      fill: p.radial([
        [0, '#1b2027', 0.2],
        [1, '#1b2027', 0],
      ]),
    }),
    ellipse(cx, bottom, bw * 0.52, Math.max(size * 0.006, bw * 0.022), {
      fill: p.radial([
        [0, '#0d1014', 0.55],
        [0.6, '#0d1014', 0.25],
        [1, '#0d1014', 0],
      ]),
    }),
  ])
}

/** A clean studio render of one product in one colour, as an SVG document size×size. */
export function buildProductSvg(input: ProductImageInput): string {
  const size = Math.max(16, Math.round(input.size))
  const view = ((((Math.trunc(input.view) || 0) % 3) + 3) % 3) as 0 | 1 | 2
  const ctx: Ctx = {
    p: createPaint(),
    f: finishOf(input.colour),
    // Not seeded by colour: the colours of one product show the same shot.
    rng: createRng(`${input.seed}|${input.kind}|${view}`),
    view,
    angle: view === 1 ? 'three' : 'front',
  }
  const d = drawings[input.kind](ctx)
  const f = frame(d, size, view)
  const product = g(d.svg, {
    id: 'product',
    transform: `translate(${num(f.x)} ${num(f.y)}) scale(${Math.round(f.s * 100000) / 100000})`,
  })
  const background = studio(ctx, size, f.x + (d.w * f.s) / 2)
  const ground = grounding(ctx, d, f, size)
  // Written out by hand: `el` would turn `viewBox` into `view-box`.
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">${ctx.p.defs()}${background}${ground}${product}</svg>`
}

/** Renders the product to WebP; the same input always yields the same bytes. */
export async function renderProductImage(input: ProductImageInput): Promise<RenderedProductImage> {
  const size = Math.max(16, Math.round(input.size))
  const data = await sharp(Buffer.from(buildProductSvg(input)))
    .webp({ quality: 82, effort: 2 })
    .toBuffer()
  return {
    data,
    mimetype: 'image/webp',
    name: `${input.seed}-${input.colour}-${Math.trunc(input.view)}.webp`,
    width: size,
    height: size,
  }
}
