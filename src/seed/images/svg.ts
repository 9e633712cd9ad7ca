/** Attribute values; `undefined` drops the attribute so callers can pass optional styling. */
export type Attrs = Record<string, string | number | undefined>

export type Box = { x: number; y: number; w: number; h: number }

/** A number trimmed to two decimals, which keeps the SVG small without visible rounding. */
export const num = (value: number): string => String(Math.round(value * 100) / 100)

const kebab = (name: string): string => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)

/** Serialised attributes; camelCase names become SVG's kebab-case. */
export function attrs(a: Attrs = {}): string {
  let out = ''
  for (const [key, value] of Object.entries(a)) {
    if (value === undefined) continue
    out += ` ${kebab(key)}="${typeof value === 'number' ? num(value) : value}"`
  }
  return out
}

/** One SVG element; children are joined as they are. */
export function el(tag: string, a: Attrs = {}, children?: string | readonly string[]): string {
  if (children === undefined) return `<${tag}${attrs(a)}/>`
  const body = typeof children === 'string' ? children : children.join('')
  return `<${tag}${attrs(a)}>${body}</${tag}>`
}

export const g = (children: string | readonly string[], a: Attrs = {}): string =>
  el('g', a, children)

export const rect = (x: number, y: number, w: number, h: number, a: Attrs = {}): string =>
  el('rect', { x, y, width: Math.max(0, w), height: Math.max(0, h), ...a })

export const circle = (cx: number, cy: number, r: number, a: Attrs = {}): string =>
  el('circle', { cx, cy, r, ...a })

export const ellipse = (cx: number, cy: number, rx: number, ry: number, a: Attrs = {}): string =>
  el('ellipse', { cx, cy, rx, ry, ...a })

export const path = (d: string, a: Attrs = {}): string => el('path', { d, ...a })

export const line = (x1: number, y1: number, x2: number, y2: number, a: Attrs = {}): string =>
  el('line', { x1, y1, x2, y2, ...a })

/** A closed polygon through flat `[x0, y0, x1, y1, …]` coordinates. */
export const poly = (points: readonly number[], a: Attrs = {}): string =>
  el('polygon', { points: points.map(num).join(' '), ...a })

/** An open polyline through flat coordinates. */
export const polyline = (points: readonly number[], a: Attrs = {}): string =>
  el('polyline', { points: points.map(num).join(' '), fill: 'none', ...a })

/** Path data for a rectangle with per-corner radii (top-left, top-right, bottom-right, bottom-left). */
export function roundedRect(
  x: number,
  y: number,
  w: number,
  h: number,
  [tl, tr, br, bl]: readonly [number, number, number, number],
): string {
  return [
    `M${num(x + tl)} ${num(y)}`,
    `H${num(x + w - tr)}`,
    `Q${num(x + w)} ${num(y)} ${num(x + w)} ${num(y + tr)}`,
    `V${num(y + h - br)}`,
    `Q${num(x + w)} ${num(y + h)} ${num(x + w - br)} ${num(y + h)}`,
    `H${num(x + bl)}`,
    `Q${num(x)} ${num(y + h)} ${num(x)} ${num(y + h - bl)}`,
    `V${num(y + tl)}`,
    `Q${num(x)} ${num(y)} ${num(x + tl)} ${num(y)}Z`,
  ].join('')
}

/** A small deterministic PRNG (mulberry32) so the same seed always draws the same picture. */
export type Rng = {
  next: () => number
  range: (min: number, max: number) => number
  int: (min: number, max: number) => number
  pick: <T>(items: readonly [T, ...T[]]) => T
  chance: (p: number) => boolean
}

/** A generator seeded from any string through FNV-1a. */
export function createRng(seed: string): Rng {
  let state = 2166136261
  for (let i = 0; i < seed.length; i++) {
    state ^= seed.charCodeAt(i)
    state = Math.imul(state, 16777619)
  }
  const next = (): number => {
    state = (state + 0x6d2b79f5) | 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  const range = (min: number, max: number): number => min + (max - min) * next()
  return {
    next,
    range,
    int: (min, max) => Math.floor(range(min, max + 1)),
    pick: (items) => items[Math.floor(next() * items.length)] ?? items[0],
    chance: (p) => next() < p,
  }
}

export type Stop = readonly [offset: number, color: string, opacity?: number]

/** Gradient direction in the painted shape's bounding box. */
export type Direction = 'down' | 'up' | 'right' | 'left' | 'diagonal' | 'antidiagonal'

const directions: Record<Direction, Attrs> = {
  down: { x1: 0, y1: 0, x2: 0, y2: 1 },
  up: { x1: 0, y1: 1, x2: 0, y2: 0 },
  right: { x1: 0, y1: 0, x2: 1, y2: 0 },
  left: { x1: 1, y1: 0, x2: 0, y2: 0 },
  diagonal: { x1: 0, y1: 0, x2: 1, y2: 1 },
  antidiagonal: { x1: 1, y1: 0, x2: 0, y2: 1 },
}

const stops = (list: readonly Stop[]): string =>
  list
    .map(([offset, color, opacity]) =>
      el('stop', { offset, stopColor: color, stopOpacity: opacity === 1 ? undefined : opacity }),
    )
    .join('')

/**
 * Collects `<defs>` for one picture. Definitions are named by their content, so motifs can ask
 * for the same paint repeatedly without duplicating it. There are deliberately no filters:
 * librsvg spends tens of milliseconds on each, so shadows are gradients and translucent layers.
 */
export type Paint = {
  linear: (list: readonly Stop[], direction?: Direction) => string
  /** Two-colour shorthand for `linear`. */
  lg: (from: string, to: string, direction?: Direction) => string
  radial: (list: readonly Stop[], center?: { cx: number; cy: number; r: number }) => string
  /** A pattern in user space; `body` is drawn inside a `w`×`h` tile whose origin is (x, y). */
  pattern: (w: number, h: number, body: string, x?: number, y?: number) => string
  /** A clip path made of `body`, in the clipped element's user space. */
  clip: (body: string) => string
  defs: () => string
}

/** A fresh, empty set of definitions. */
export function createPaint(): Paint {
  const byKey = new Map<string, string>()
  const out: string[] = []
  const define = (key: string, build: (id: string) => string): string => {
    let id = byKey.get(key)
    if (id === undefined) {
      id = `d${byKey.size}`
      byKey.set(key, id)
      out.push(build(id))
    }
    return `url(#${id})`
  }
  const linear = (list: readonly Stop[], direction: Direction = 'down'): string =>
    define(`l${direction}${JSON.stringify(list)}`, (id) =>
      el('linearGradient', { id, ...directions[direction] }, stops(list)),
    )
  return {
    linear,
    lg: (from, to, direction) =>
      linear(
        [
          [0, from],
          [1, to],
        ],
        direction,
      ),
    radial: (list, center = { cx: 0.5, cy: 0.5, r: 0.5 }) =>
      define(`r${JSON.stringify([list, center])}`, (id) =>
        el('radialGradient', { id, ...center }, stops(list)),
      ),
    pattern: (w, h, body, x = 0, y = 0) =>
      define(`p${w}|${h}|${x}|${y}|${body}`, (id) =>
        el('pattern', { id, x, y, width: w, height: h, patternUnits: 'userSpaceOnUse' }, body),
      ),
    clip: (body) => define(`c${body}`, (id) => el('clipPath', { id }, body)),
    defs: () => el('defs', {}, out),
  }
}
