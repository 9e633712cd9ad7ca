import type { ColourName } from '../../schema'
import { darken, lighten, mix } from '../palettes'
import type { Attrs, Direction, Paint, Rng, Stop } from '../svg'
import { circle, g, num, path, rect, roundedRect } from '../svg'
import { finishTraits, productColours } from './colours'

/** Three shades of one material: lit face, base tone and the side turned away. */
export type Tone = { body: string; shade: string; highlight: string }

/** The product's colour finish with what the drawing needs to know about it. */
export type Finish = Tone & {
  /** Specular strength, 0 (matte) to 1 (glass). */
  gloss: number
  /** Brushed metal: fine streaks over the base gradient. */
  metal: boolean
  /** Dark finish: trim and print go light instead of dark. */
  dark: boolean
}

/** `front`: straight on; `three`: turned about 25° so the right side and the top show. */
export type Angle = 'front' | 'three'

/** Everything a product drawing needs. */
export type Ctx = {
  p: Paint
  f: Finish
  rng: Rng
  /** 0 front, 1 three-quarter, 2 detail (drawn like the front, then zoomed by the layout). */
  view: 0 | 1 | 2
  angle: Angle
}

/** How the product is installed, which decides its shadow and reflection. */
export type Mount = 'floor' | 'wall' | 'ceiling'

/**
 * A product drawn in its own design units: everything lies within `w`×`h`; `focus` is the point
 * the detail view (view 2) zooms onto, `zoom` how far (default 2).
 */
export type Drawing = {
  svg: string
  w: number
  h: number
  mount: Mount
  focus: readonly [number, number]
  zoom?: number
  /** Horizontal extent of what touches the floor, for the contact shadow; default: all of `w`. */
  base?: readonly [number, number]
}

export type Draw = (ctx: Ctx) => Drawing

const luminance = (hex: string): number => {
  const v = Number.parseInt(hex.slice(1), 16)
  return (0.2126 * ((v >> 16) & 255) + 0.7152 * ((v >> 8) & 255) + 0.0722 * (v & 255)) / 255
}

export function finishOf(colour: ColourName): Finish {
  const { body, shade, highlight } = productColours[colour]
  return { body, shade, highlight, ...finishTraits[colour], dark: luminance(body) < 0.45 }
}

/** A tone derived from one colour. */
export const tone = (base: string, hi = 0.4, lo = 0.4): Tone => ({
  body: base,
  highlight: lighten(base, hi),
  shade: darken(base, lo),
})

/** Fixed materials: black rubber and plastic, chrome, dark glass, light plastic. */
export const rubber: Tone = { body: '#2b2e33', shade: '#111214', highlight: '#555a62' }
export const chrome: Tone = { body: '#c4c9cf', shade: '#737b84', highlight: '#fbfcfd' }
export const glass: Tone = { body: '#16191e', shade: '#07080a', highlight: '#3c434d' }
export const plastic: Tone = { body: '#e7e9ec', shade: '#b9bec5', highlight: '#fbfbfc' }
export const graphite: Tone = { body: '#3a3f46', shade: '#1c1f23', highlight: '#6a717b' }

/** Indicator and screen colours. */
export const ui = {
  green: '#35d07f',
  cyan: '#5fdcff',
  blue: '#2f7de1',
  red: '#ff3b30',
  amber: '#ffb020',
  teal: '#14b8a6',
  brand: '#d7141a',
} as const

/** Secondary plastic that goes with the finish: dark grey on dark bodies, light grey otherwise. */
export const trim = (ctx: Ctx): Tone => (ctx.f.dark ? graphite : plastic)

/** A line or print colour that reads on the finish. */
export const ink = (ctx: Ctx, strength = 0.25): string =>
  ctx.f.dark ? lighten(ctx.f.body, strength) : darken(ctx.f.body, strength)

/** A flat panel lit from above: bright at the top, settling into the base tone. */
export const panel = (ctx: Ctx, t: Tone = ctx.f, dir: Direction = 'down'): string =>
  ctx.p.linear(
    [
      [0, t.highlight],
      [0.22, mix(t.highlight, t.body, 0.6)],
      [0.6, t.body],
      [1, mix(t.body, t.shade, 0.55)],
    ],
    dir,
  )

/** A rounded surface (tube, drum, curved front) lit from the upper left. */
export const cyl = (ctx: Ctx, t: Tone = ctx.f, dir: Direction = 'right'): string =>
  ctx.p.linear(
    [
      [0, t.shade],
      [0.16, t.body],
      [0.36, t.highlight],
      [0.58, t.body],
      [1, mix(t.body, t.shade, 0.8)],
    ],
    dir,
  )

/** A face turned away from the light. */
export const sideFill = (ctx: Ctx, t: Tone = ctx.f): string =>
  ctx.p.lg(mix(t.body, t.shade, 0.3), mix(t.body, t.shade, 0.75), 'down')

/** A face turned up towards the light. */
export const topFill = (ctx: Ctx, t: Tone = ctx.f): string =>
  ctx.p.lg(mix(t.highlight, t.body, 0.45), t.highlight, 'down')

/** A recess or opening: dark, lighter towards the lip. */
export const hollow = (ctx: Ctx, dir: Direction = 'down'): string =>
  ctx.p.linear(
    [
      [0, '#08090b'],
      [0.7, '#1d2127'],
      [1, '#363c45'],
    ],
    dir,
  )

/** Fine vertical streaks of brushed metal (a gradient, so it costs no more than a fill). */
const brushedStops: Stop[] = Array.from({ length: 72 }, (_, i) => {
  const wave = Math.sin(i * 2.31) * 0.6 + Math.sin(i * 0.53) * 0.4
  return [i / 71, wave > 0 ? '#ffffff' : '#000000', Math.round(Math.abs(wave) * 60) / 1000] as const
})

const glossStops = (a: number): Stop[] => [
  [0, '#ffffff', 0],
  [0.12, '#ffffff', a * 0.55],
  [0.3, '#ffffff', a * 0.12],
  [0.38, '#ffffff', 0],
  [0.64, '#ffffff', 0],
  [0.7, '#ffffff', a * 0.3],
  [0.76, '#ffffff', 0],
  [1, '#ffffff', 0],
]

/**
 * A shape in the finish: base fill, brushed streaks on metal, and diagonal specular streaks
 * scaled by the finish's gloss. `d` is path data.
 */
export function surface(
  ctx: Ctx,
  d: string,
  o: { fill?: string; tone?: Tone; gloss?: number; brushed?: boolean; attrs?: Attrs } = {},
): string {
  const t = o.tone ?? ctx.f
  const layers = [path(d, { fill: o.fill ?? panel(ctx, t), ...o.attrs })]
  if (o.brushed ?? (o.tone === undefined && ctx.f.metal))
    layers.push(path(d, { fill: ctx.p.linear(brushedStops, 'right') }))
  const gloss = o.gloss ?? (o.tone === undefined ? ctx.f.gloss : 0.25)
  if (gloss > 0.01) layers.push(path(d, { fill: ctx.p.linear(glossStops(gloss), 'diagonal') }))
  return layers.join('')
}

/** Path data of a rounded rectangle with one radius. */
export const rr = (x: number, y: number, w: number, h: number, r: number): string =>
  roundedRect(
    x,
    y,
    w,
    h,
    [r, r, r, r].map((v) => Math.min(v, w / 2, h / 2)) as [number, number, number, number],
  )

/** Three-quarter projection: front and side directions on the page for a ~25° turn. */
export type Projection = { cF: number; sF: number; cS: number; sS: number }
export const proj: Projection = { cF: 0.9, sF: 0.075, cS: 0.44, sS: 0.2 }

export type BoxOptions = {
  w: number
  h: number
  d: number
  /** The front face, drawn in 0..w × 0..h. */
  front: string
  /** The right face, drawn in 0..d × 0..h with u = 0 at the front edge; default: plain. */
  side?: string
  /** The top face, drawn in 0..w × 0..d with y = 0 at the front edge; default: plain. */
  top?: string
  r?: number
  tone?: Tone
  /** Another three-quarter projection, e.g. a steeper one for things seen from below. */
  projection?: Projection
}

export type Placed = { svg: string; w: number; h: number }

/** The default side face: the finish turned away from the light. */
export const plainSide = (ctx: Ctx, d: number, h: number, r = 0, t: Tone = ctx.f): string =>
  surface(ctx, rr(0, 0, d, h, r * 0.6), { fill: sideFill(ctx, t), tone: t, gloss: 0.1 })

/** The default top face. */
export const plainTop = (ctx: Ctx, w: number, d: number, r = 0, t: Tone = ctx.f): string =>
  path(rr(0, 0, w, d, r * 0.6), { fill: topFill(ctx, t) })

/** Transforms that put a face drawing onto the front, right or top face of a box `w` wide. */
const faces = (w: number, lift: number, q: Projection = proj) => ({
  front: `matrix(${q.cF} ${q.sF} 0 1 0 ${num(lift)})`,
  side: `matrix(${q.cS} ${-q.sS} 0 1 ${num(w * q.cF)} ${num(w * q.sF + lift)})`,
  top: `matrix(${q.cF} ${q.sF} ${q.cS} ${-q.sS} 0 ${num(lift)})`,
})

/**
 * A box seen from the front, or turned to three-quarters with its right and top faces showing.
 * The result lies within 0..w × 0..h (its own size grows with the depth when turned).
 */
export function box3d(ctx: Ctx, o: BoxOptions): Placed {
  if (ctx.angle === 'front') return { svg: o.front, w: o.w, h: o.h }
  const q = o.projection ?? proj
  const lift = o.d * q.sS
  const t = faces(o.w, lift, q)
  const r = o.r ?? 0
  return {
    svg: g([
      g(o.side ?? plainSide(ctx, o.d, o.h, r, o.tone), { transform: t.side }),
      g(o.top ?? plainTop(ctx, o.w, o.d, r, o.tone), { transform: t.top }),
      g(o.front, { transform: t.front }),
      // a crisp light edge where front meets top
      path(
        `M${num(r * q.cF)} ${num(r * q.sF + lift)}L${num((o.w - r) * q.cF)} ${num((o.w - r) * q.sF + lift)}`,
        { stroke: '#ffffff', strokeOpacity: 0.45, strokeWidth: Math.max(1, o.w * 0.003) },
      ),
    ]),
    w: o.w * q.cF + o.d * q.cS,
    h: o.h + o.w * q.sF + lift,
  }
}

/** An indicator light with a soft glow. */
export function led(ctx: Ctx, x: number, y: number, r: number, color: string, on = true): string {
  if (!on) return circle(x, y, r, { fill: '#3a3f46' })
  return g([
    circle(x, y, r * 2.6, {
      fill: ctx.p.radial([
        [0, color, 0.45],
        [1, color, 0],
      ]),
    }),
    circle(x, y, r, { fill: color }),
    circle(x - r * 0.3, y - r * 0.3, r * 0.35, { fill: '#ffffff', opacity: 0.7 }),
  ])
}

/** A chrome screw head. */
export function screw(ctx: Ctx, x: number, y: number, r: number, cross = true): string {
  const s = r * 0.6
  return g([
    circle(x, y, r, {
      fill: ctx.p.radial(
        [
          [0, '#ffffff'],
          [0.6, '#c3c8ce'],
          [1, '#7b838c'],
        ],
        { cx: 0.35, cy: 0.35, r: 0.75 },
      ),
    }),
    path(
      cross
        ? `M${num(x - s)} ${num(y)}H${num(x + s)}M${num(x)} ${num(y - s)}V${num(y + s)}`
        : `M${num(x - s)} ${num(y + s * 0.3)}L${num(x + s)} ${num(y - s * 0.3)}`,
      { stroke: '#5b636c', strokeWidth: r * 0.28, strokeLinecap: 'round' },
    ),
  ])
}

/** Parallel slots or slats: `n` bars across a box, horizontal unless `vertical`. */
export function slats(
  x: number,
  y: number,
  w: number,
  h: number,
  n: number,
  a: Attrs,
  vertical = false,
): string {
  const d: string[] = []
  for (let i = 0; i < n; i++) {
    const t = (i + 0.5) / n
    d.push(
      vertical
        ? `M${num(x + w * t)} ${num(y)}V${num(y + h)}`
        : `M${num(x)} ${num(y + h * t)}H${num(x + w)}`,
    )
  }
  return path(d.join(''), { fill: 'none', ...a })
}

const SEGMENTS: Record<string, string> = {
  '0': 'abcdef',
  '1': 'bc',
  '2': 'abged',
  '3': 'abgcd',
  '4': 'fgbc',
  '5': 'afgcd',
  '6': 'afgedc',
  '7': 'abc',
  '8': 'abcdefg',
  '9': 'abcdfg',
  '-': 'g',
  H: 'fbgec',
  U: 'bcdef',
  P: 'abfge',
  E: 'afged',
  C: 'afed',
  r: 'eg',
  n: 'ceg',
  o: 'cdeg',
  u: 'cde',
}

/** Seven-segment characters `h` tall from (x, y); `.` is a decimal point. Returns its width too. */
export function digits(
  x: number,
  y: number,
  h: number,
  text: string,
  color: string,
): { svg: string; w: number } {
  const dw = h * 0.52
  const t = h * 0.13
  const gap = h * 0.2
  const half = h / 2
  const d: string[] = []
  let cx = x
  const seg = (sx: number, sy: number, w: number, hh: number): void => {
    d.push(`M${num(sx)} ${num(sy)}h${num(w)}v${num(hh)}h${num(-w)}Z`)
  }
  for (const ch of text) {
    if (ch === '.') {
      seg(cx - gap * 0.75, y + h - t, t, t)
      continue
    }
    const on = SEGMENTS[ch] ?? ''
    if (on.includes('a')) seg(cx + t * 0.6, y, dw - t * 1.2, t)
    if (on.includes('g')) seg(cx + t * 0.6, y + half - t / 2, dw - t * 1.2, t)
    if (on.includes('d')) seg(cx + t * 0.6, y + h - t, dw - t * 1.2, t)
    if (on.includes('f')) seg(cx, y + t * 0.6, t, half - t * 0.9)
    if (on.includes('b')) seg(cx + dw - t, y + t * 0.6, t, half - t * 0.9)
    if (on.includes('e')) seg(cx, y + half + t * 0.3, t, half - t * 0.9)
    if (on.includes('c')) seg(cx + dw - t, y + half + t * 0.3, t, half - t * 0.9)
    cx += dw + gap
  }
  const w = cx - x - gap
  return {
    svg: path(d.join(''), {
      fill: color,
      transform: `skewX(-7) translate(${num(y * 0.1228 + h * 0.06)} 0)`,
    }),
    w,
  }
}

/** A small brand plate: a satin bar with a red emblem, `w` wide, centred on (cx, cy). */
export function brandPlate(ctx: Ctx, cx: number, cy: number, w: number): string {
  const h = w * 0.16
  const dark = ctx.f.dark
  const e = h * 0.34
  return g([
    rect(cx - w / 2, cy - h / 2, w, h, {
      rx: h / 2,
      fill: dark ? ctx.p.lg('#5c626b', '#3a3f46') : ctx.p.lg('#f4f5f7', '#c9ced4'),
      stroke: dark ? '#6f7680' : '#b4bac2',
      strokeWidth: h * 0.06,
    }),
    path(
      `M${num(cx - w * 0.3)} ${num(cy - e)}l${num(e * 0.8)} ${num(e)}l${num(-e * 0.8)} ${num(e)}l${num(-e * 0.8)} ${num(-e)}Z`,
      { fill: ui.brand },
    ),
    rect(cx - w * 0.18, cy - h * 0.12, w * 0.44, h * 0.24, {
      rx: h * 0.12,
      fill: dark ? '#d9dde2' : '#3d434b',
      opacity: 0.85,
    }),
  ])
}

/** A guard of concentric rings and radial spokes around (cx, cy). */
export function guard(
  cx: number,
  cy: number,
  r: number,
  o: { rings: number; spokes: number; color: string; width: number; inner?: number },
): string {
  const inner = o.inner ?? 0.16
  const spokes: string[] = []
  for (let i = 0; i < o.spokes; i++) {
    const a = (Math.PI * 2 * i) / o.spokes
    spokes.push(
      `M${num(cx + Math.cos(a) * r * inner)} ${num(cy + Math.sin(a) * r * inner)}L${num(cx + Math.cos(a) * r)} ${num(cy + Math.sin(a) * r)}`,
    )
  }
  const rings: string[] = []
  for (let i = 1; i <= o.rings; i++) {
    const rr2 = r * (inner + ((1 - inner) * i) / o.rings)
    rings.push(
      `M${num(cx - rr2)} ${num(cy)}a${num(rr2)} ${num(rr2)} 0 1 0 ${num(rr2 * 2)} 0a${num(rr2)} ${num(rr2)} 0 1 0 ${num(-rr2 * 2)} 0`,
    )
  }
  return path(spokes.join('') + rings.join(''), {
    fill: 'none',
    stroke: o.color,
    strokeWidth: o.width,
  })
}

/** Fan blades around (cx, cy): broad swept petals. */
export function fanBlades(
  cx: number,
  cy: number,
  r: number,
  count: number,
  fill: string,
  rotation: number,
  a: Attrs = {},
): string {
  const out: string[] = []
  for (let i = 0; i < count; i++) {
    const angle = rotation + (360 / count) * i
    out.push(
      path(
        `M${num(r * 0.12)} ${num(-r * 0.1)}C${num(r * 0.4)} ${num(-r * 0.42)} ${num(r * 0.86)} ${num(-r * 0.5)} ${num(r * 0.97)} ${num(-r * 0.2)}C${num(r * 1.02)} ${num(r * 0.05)} ${num(r * 0.6)} ${num(r * 0.26)} ${num(r * 0.14)} ${num(r * 0.1)}Z`,
        { transform: `rotate(${num(angle)})` },
      ),
    )
  }
  return g(out, { fill, transform: `translate(${num(cx)} ${num(cy)})`, ...a })
}
