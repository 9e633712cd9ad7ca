import type { Colors } from '../palettes'
import { darken, lighten, mix, neutral } from '../palettes'
import type { Box, Paint, Rng } from '../svg'
import { circle, ellipse, g, num, path, poly, rect, roundedRect } from '../svg'

/** Everything a motif needs to paint itself. */
export type MotifContext = {
  c: Colors
  p: Paint
  rng: Rng
  variant: number
  /** A secondary colour picked per variant, so images of one motif differ. */
  alt: string
}

/**
 * One motif: a drawing made at height `H` and a width of its choosing within `aspect`.
 * `fitMotif` scales it into the box the layout reserves for the subject.
 */
export type MotifSpec = {
  /** Width/height limits of the drawing; wide scenes grow, products keep their shape. */
  aspect: readonly [min: number, max: number]
  /** Where the subject stands, in design units, so the scene can lay a floor under it. */
  floor?: number
  /** Landscapes are clipped to a rounded card so their edges look deliberate. */
  framed?: boolean
  /** False where a mirror image would read wrong: charts, text lines, play and progress. */
  mirrorable?: boolean
  draw: (ctx: MotifContext, w: number) => string
}

/** Motifs are designed at this height; `fitMotif` scales them into their box. */
export const H = 600

export type Placement = { w: number; x: number; y: number; scale: number }

/** Where a motif drawing lands in `box`: its design width, offset and scale. */
export function place(spec: MotifSpec, box: Box): Placement {
  const [minAspect, maxAspect] = spec.aspect
  const aspect = Math.min(maxAspect, Math.max(minAspect, box.w / box.h))
  const w = H * aspect
  const scale = Math.min(box.w / w, box.h / H)
  return { w, scale, x: box.x + (box.w - w * scale) / 2, y: box.y + (box.h - H * scale) / 2 }
}

/** The motif drawn and positioned in `box`, mirrored when `mirror` is set. */
export function fitMotif(spec: MotifSpec, ctx: MotifContext, box: Box, mirror: boolean): string {
  const { w, x, y, scale } = place(spec, box)
  const flip = mirror && spec.mirrorable !== false ? ` translate(${num(w)} 0) scale(-1 1)` : ''
  const drawing = spec.draw(ctx, w)
  const body = spec.framed
    ? [
        boxShadow(ctx, 0, 0, w, H, 40, 30, 0.45),
        g(
          [
            rect(0, 0, w, H, {
              fill: ctx.p.lg(
                mix(ctx.c.bg[1], ctx.c.light, 0.2),
                mix(ctx.c.bg[1], ctx.c.light, 0.6),
              ),
            }),
            drawing,
          ],
          {
            clipPath: ctx.p.clip(rect(0, 0, w, H, { rx: 40 })),
          },
        ),
        rect(0, 0, w, H, {
          rx: 40,
          fill: 'none',
          stroke: '#ffffff',
          strokeOpacity: 0.35,
          strokeWidth: 4,
        }),
      ]
    : drawing
  return g(body, {
    transform: `translate(${num(x)} ${num(y)}) scale(${Math.round(scale * 10000) / 10000})${flip}`,
  })
}

/**
 * A contact shadow under an object standing at `y`. Radial gradients instead of blur
 * filters: librsvg's filters cost tens of milliseconds each on a banner.
 */
export function groundShadow(
  ctx: MotifContext,
  cx: number,
  y: number,
  rx: number,
  opacity = 0.35,
): string {
  return ellipse(cx, y, rx, rx * 0.14, {
    fill: ctx.p.radial([
      [0, ctx.c.dark, opacity * 1.6],
      [0.55, ctx.c.dark, opacity * 0.8],
      [1, ctx.c.dark, 0],
    ]),
  })
}

/** A soft drop shadow behind a rounded box, faked with stacked translucent outlines. */
export function boxShadow(
  ctx: MotifContext,
  x: number,
  y: number,
  w: number,
  h: number,
  r: number,
  spread = 18,
  opacity = 0.3,
): string {
  const layers: string[] = []
  const steps = 5
  for (let i = steps; i >= 1; i--) {
    const e = (spread * i) / steps
    layers.push(
      rect(x - e * 0.6, y - e * 0.2 + spread * 0.5, w + e * 1.2, h + e * 1.1, { rx: r + e }),
    )
  }
  return g(layers, { fill: ctx.c.dark, fillOpacity: opacity / steps })
}

/** A potted plant standing on `baseY`, about `size` tall. */
export function plant(ctx: MotifContext, x: number, baseY: number, size: number): string {
  const { c, p } = ctx
  const s = size / 200
  const leaf = (angle: number, length: number, color: string): string =>
    path(
      `M0 0C${num(-22 * s)} ${num(-length * 0.35)} ${num(-14 * s)} ${num(-length * 0.8)} 0 ${num(-length)}C${num(14 * s)} ${num(-length * 0.8)} ${num(22 * s)} ${num(-length * 0.35)} 0 0Z`,
      {
        fill: color,
        transform: `translate(${num(x)} ${num(baseY - 60 * s)}) rotate(${angle})`,
      },
    )
  const greenA = '#3fa66b'
  const greenB = '#2a7f52'
  const greenC = '#5cc486'
  return g([
    groundShadow(ctx, x, baseY, 46 * s, 0.3),
    leaf(-48, 120 * s, greenB),
    leaf(44, 125 * s, greenB),
    leaf(-24, 150 * s, greenA),
    leaf(22, 145 * s, greenA),
    leaf(-4, 165 * s, greenC),
    path(roundedRect(x - 36 * s, baseY - 70 * s, 72 * s, 70 * s, [4 * s, 4 * s, 16 * s, 16 * s]), {
      fill: p.lg(lighten(c.accent, 0.15), darken(c.accent, 0.2), 'right'),
    }),
    rect(x - 40 * s, baseY - 76 * s, 80 * s, 14 * s, { rx: 5 * s, fill: lighten(c.accent, 0.25) }),
  ])
}

export type FigureStyle = {
  shirt: string
  skin: string
  hair: string
  /** Seen from behind: no face details. */
  back?: boolean
  helmet?: string
}

/** An abstract standing person with arms at the sides, feet at `baseY`, `height` tall. */
export function figure(
  ctx: MotifContext,
  x: number,
  baseY: number,
  height: number,
  style: FigureStyle,
): string {
  const s = height / 300
  const headR = 28 * s
  const headY = baseY - height + headR
  const top = headY + headR + 12 * s
  const hip = baseY - 120 * s
  const trousers = mix(style.shirt === neutral.white ? ctx.c.dark : style.shirt, '#1d2430', 0.7)
  const limb = (lx: number, ly: number, lw: number, lh: number, fill: string): string =>
    path(roundedRect(lx, ly, lw, lh, [lw / 2, lw / 2, lw / 2, lw / 2]), { fill })
  const parts = [
    limb(x - 34 * s, hip - 10 * s, 30 * s, baseY - hip + 10 * s, trousers),
    limb(x + 4 * s, hip - 10 * s, 30 * s, baseY - hip + 10 * s, darken(trousers, 0.1)),
    ellipse(x - 22 * s, baseY - 4 * s, 20 * s, 8 * s, { fill: '#1d2430' }),
    ellipse(x + 22 * s, baseY - 4 * s, 20 * s, 8 * s, { fill: '#1d2430' }),
    limb(x - 66 * s, top + 8 * s, 24 * s, 130 * s, darken(style.shirt, 0.14)),
    limb(x + 42 * s, top + 8 * s, 24 * s, 130 * s, darken(style.shirt, 0.14)),
    circle(x - 54 * s, top + 138 * s, 12 * s, { fill: style.skin }),
    circle(x + 54 * s, top + 138 * s, 12 * s, { fill: style.skin }),
    path(
      roundedRect(x - 50 * s, top, 100 * s, hip - top + 6 * s, [34 * s, 34 * s, 10 * s, 10 * s]),
      {
        fill: ctx.p.lg(lighten(style.shirt, 0.1), darken(style.shirt, 0.1), 'right'),
      },
    ),
    path(
      `M${num(x - 14 * s)} ${num(top)}L${num(x)} ${num(top + 18 * s)}L${num(x + 14 * s)} ${num(top)}Z`,
      { fill: darken(style.skin, 0.08) },
    ),
    circle(x, headY, headR, { fill: style.skin }),
  ]
  if (style.helmet !== undefined) {
    parts.push(
      path(
        `M${num(x - headR - 4 * s)} ${num(headY - 2 * s)}A${num(headR + 4 * s)} ${num(headR + 4 * s)} 0 0 1 ${num(x + headR + 4 * s)} ${num(headY - 2 * s)}Z`,
        { fill: style.helmet },
      ),
      rect(x - headR - 8 * s, headY - 5 * s, (headR + 8 * s) * 2, 7 * s, {
        rx: 3 * s,
        fill: darken(style.helmet, 0.12),
      }),
    )
  } else if (style.back === true) {
    parts.push(circle(x, headY - 2 * s, headR + 1, { fill: style.hair }))
  } else {
    parts.push(
      path(
        `M${num(x - headR - 1)} ${num(headY + 4 * s)}A${num(headR + 1)} ${num(headR + 1)} 0 0 1 ${num(x + headR + 1)} ${num(headY)}Q${num(x)} ${num(headY - 14 * s)} ${num(x - headR - 1)} ${num(headY + 4 * s)}Z`,
        { fill: style.hair },
      ),
    )
  }
  return g(parts)
}

/** Shirt, skin and hair colours for the `i`-th person in a group. */
export function figureStyle(ctx: MotifContext, i: number): FigureStyle {
  const shirts = [ctx.c.primary, neutral.white, ctx.alt, lighten(ctx.c.dark, 0.3), neutral.steel]
  const hairs = ['#2b1d16', '#4a3225', '#1c1c22', '#6b4a2f']
  return {
    shirt: shirts[(i + ctx.variant) % shirts.length] ?? ctx.c.primary,
    skin: neutral.skin[(i * 3 + ctx.variant) % neutral.skin.length] ?? neutral.skin[0],
    hair: hairs[(i + ctx.variant * 2) % hairs.length] ?? '#2b1d16',
  }
}

/** Curved airflow streaks leaving (x, y) towards `dx`, `dy`, fading along their length. */
export function airflow(
  ctx: MotifContext,
  x: number,
  y: number,
  dx: number,
  dy: number,
  count: number,
  spread: number,
  color: string,
): string {
  const out: string[] = []
  const fade = ctx.p.linear(
    [
      [0, color, 0.9],
      [1, color, 0],
    ],
    dx >= 0 ? (dy > Math.abs(dx) ? 'down' : 'right') : 'left',
  )
  for (let i = 0; i < count; i++) {
    const o = (i - (count - 1) / 2) * spread
    const bend = 0.35 + 0.1 * i
    const sx = x + o
    const sy = y
    out.push(
      path(
        `M${num(sx)} ${num(sy)}C${num(sx + dx * bend)} ${num(sy + dy * 0.2)} ${num(sx + dx * 0.6 + o * 0.5)} ${num(sy + dy * 0.7)} ${num(sx + dx + o)} ${num(sy + dy + o * 0.2)}`,
        {
          fill: 'none',
          stroke: fade,
          strokeWidth: 7 - i * 0.6,
          strokeLinecap: 'round',
          strokeDasharray: i % 2 === 1 ? '40 18' : undefined,
        },
      ),
    )
  }
  return g(out)
}

/** Fan blades around (cx, cy): curved petals rotated evenly. */
export function blades(
  cx: number,
  cy: number,
  r: number,
  count: number,
  fill: string,
  rotation = 0,
): string {
  const out: string[] = []
  for (let i = 0; i < count; i++) {
    const a = rotation + (360 / count) * i
    out.push(
      path(
        `M0 0C${num(r * 0.25)} ${num(-r * 0.15)} ${num(r * 0.75)} ${num(-r * 0.45)} ${num(r * 0.95)} ${num(-r * 0.18)}C${num(r * 1.02)} ${num(r * 0.05)} ${num(r * 0.55)} ${num(r * 0.2)} 0 0Z`,
        { fill, transform: `translate(${num(cx)} ${num(cy)}) rotate(${num(a)})` },
      ),
    )
  }
  return g(out)
}

/** A water drop with its tip up. */
export function drop(x: number, y: number, size: number, fill: string, opacity = 1): string {
  return path(
    `M${num(x)} ${num(y - size)}C${num(x + size * 0.2)} ${num(y - size * 0.55)} ${num(x + size * 0.6)} ${num(y - size * 0.25)} ${num(x + size * 0.6)} ${num(y + size * 0.1)}A${num(size * 0.6)} ${num(size * 0.6)} 0 0 1 ${num(x - size * 0.6)} ${num(y + size * 0.1)}C${num(x - size * 0.6)} ${num(y - size * 0.25)} ${num(x - size * 0.2)} ${num(y - size * 0.55)} ${num(x)} ${num(y - size)}Z`,
    { fill, opacity },
  )
}

/** A fluffy cloud of overlapping circles, `w` wide. */
export function cloud(x: number, y: number, w: number, fill: string, opacity: number): string {
  const s = w / 200
  return g(
    [
      rect(x, y - 30 * s, 200 * s, 30 * s, { rx: 15 * s }),
      circle(x + 60 * s, y - 34 * s, 34 * s),
      circle(x + 115 * s, y - 44 * s, 46 * s),
      circle(x + 160 * s, y - 26 * s, 26 * s),
    ],
    { fill, opacity },
  )
}

export type BoxFaces = { front: string; top: string; side: string }

/**
 * A semi-isometric box: a front face plus a top and right face receding by `depth`.
 * (x, y) is the front face's top-left corner.
 */
export function isoBox(
  x: number,
  y: number,
  w: number,
  h: number,
  depth: number,
  faces: BoxFaces,
  r = 0,
): string {
  const lift = depth * 0.55
  return g([
    poly([x, y, x + depth, y - lift, x + w + depth, y - lift, x + w, y], { fill: faces.top }),
    poly([x + w, y, x + w + depth, y - lift, x + w + depth, y + h - lift, x + w, y + h], {
      fill: faces.side,
    }),
    rect(x, y, w, h, { rx: r, fill: faces.front }),
  ])
}
