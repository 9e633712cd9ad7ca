import { darken, lighten, mix, neutral } from '../palettes'
import { circle, ellipse, g, line, num, path, poly, rect } from '../svg'
import type { MotifContext, MotifSpec } from './kit'
import { blades, cloud, figure, figureStyle, groundShadow, isoBox, plant } from './kit'

type Glass = readonly [string, string]

/** Green for trees, nudged towards the palette so it never clashes. */
const leafGreen = (ctx: MotifContext, t = 0): string =>
  mix(mix('#3fa66b', ctx.c.primary, 0.15), '#1f5e3d', t)

function tree(ctx: MotifContext, x: number, base: number, size: number): string {
  return g([
    rect(x - size * 0.06, base - size * 0.5, size * 0.12, size * 0.5, { fill: '#7a5a44' }),
    circle(x, base - size * 0.72, size * 0.36, { fill: leafGreen(ctx, 0.25) }),
    circle(x - size * 0.14, base - size * 0.8, size * 0.26, { fill: leafGreen(ctx) }),
    circle(x + size * 0.12, base - size * 0.62, size * 0.22, { fill: leafGreen(ctx, 0.1) }),
  ])
}

/** The lit-window colour: warm in every palette. */
const litWindow = (ctx: MotifContext): string => mix('#ffe6a6', ctx.c.accent, 0.3)

/** One office tower standing on `base` with window style, crown and a few lit windows. */
function tower(
  ctx: MotifContext,
  x: number,
  base: number,
  w: number,
  h: number,
  glass: Glass,
  hero: boolean,
): string {
  const { c, p, rng } = ctx
  const y = base - h
  const depth = Math.min(26, w * 0.2)
  const parts: string[] = [
    isoBox(x, y, w, h, depth, {
      front: p.lg(glass[0], glass[1]),
      top: lighten(glass[0], 0.35),
      side: darken(glass[1], 0.18),
    }),
  ]
  const style = rng.int(0, 2)
  const cols = Math.max(2, Math.round(w / 26))
  const cw = (w - 16) / cols
  const fh = 22
  const windowTone = mix(glass[1], c.dark, 0.35)
  if (style === 0) {
    const tile = rect(cw * 0.18, fh * 0.25, cw * 0.64, fh * 0.55, {
      rx: 2,
      fill: windowTone,
      fillOpacity: 0.55,
    })
    parts.push(
      rect(x + 8, y + 18, w - 16, h - 30, { fill: p.pattern(cw, fh, tile, x + 8, y + 18) }),
    )
  } else if (style === 1) {
    const bands: string[] = []
    for (let fy = y + 18; fy < base - 20; fy += fh)
      bands.push(rect(x + 6, fy, w - 12, fh * 0.5, { rx: 2 }))
    parts.push(g(bands, { fill: windowTone, fillOpacity: 0.5 }))
  } else {
    const fins: string[] = []
    for (let i = 1; i < cols; i++)
      fins.push(`M${num(x + 8 + i * cw)} ${num(y + 12)}V${num(base - 8)}`)
    parts.push(
      path(fins.join(''), { stroke: lighten(glass[0], 0.5), strokeOpacity: 0.8, strokeWidth: 3 }),
    )
  }
  // a few lit windows make the block feel inhabited
  const lit: string[] = []
  for (let i = 0; i < Math.round(h / 60); i++) {
    const col = rng.int(0, cols - 1)
    const row = rng.int(1, Math.max(1, Math.floor((h - 40) / fh) - 1))
    lit.push(
      rect(x + 8 + col * cw + cw * 0.18, y + 18 + row * fh + fh * 0.25, cw * 0.64, fh * 0.55, {
        rx: 2,
      }),
    )
  }
  parts.push(g(lit, { fill: litWindow(ctx) }))
  // a glassy reflection down the left edge
  parts.push(poly([x, y, x + w * 0.35, y, x, y + h * 0.5], { fill: '#ffffff', opacity: 0.16 }))
  const crown = hero ? 1 : rng.int(0, 3)
  if (crown === 1) {
    parts.push(
      line(x + w / 2, y - depth * 0.3, x + w / 2, y - 70, {
        stroke: neutral.steel,
        strokeWidth: 4,
      }),
      circle(x + w / 2, y - 72, 6, { fill: c.accent }),
      rect(x + w * 0.2, y - 34, w * 0.6, 24, { fill: lighten(glass[0], 0.2) }),
    )
  } else if (crown === 2) {
    parts.push(poly([x, y, x + w, y - 36, x + w, y], { fill: lighten(glass[0], 0.25) }))
  } else if (crown === 3) {
    parts.push(
      isoBox(x + w * 0.25, y - 30, w * 0.5, 30, depth * 0.6, {
        front: glass[0],
        top: lighten(glass[0], 0.4),
        side: darken(glass[1], 0.1),
      }),
    )
  }
  if (hero)
    parts.push(
      rect(x, y + 24, w, 8, { fill: c.accent }),
      rect(x, base - 40, w, 40, { fill: darken(glass[1], 0.25) }),
    )
  return g(parts)
}

const building: MotifSpec = {
  aspect: [0.95, 2.6],
  floor: 540,
  draw(ctx, w) {
    const { c, p, rng } = ctx
    const base = 540
    const back: string[] = []
    for (let x = -10; x < w;) {
      const bw = rng.range(60, 120)
      const bh = rng.range(200, 400)
      back.push(rect(x, base - bh, bw, bh, { rx: 3 }))
      x += bw + rng.range(0, 24)
    }
    const glasses: Glass[] = [
      [lighten(c.primary, 0.55), lighten(c.primary, 0.15)],
      ['#f4f7fb', '#c9d4e2'],
      [lighten(c.dark, 0.42), lighten(c.dark, 0.12)],
      [lighten(c.primary, 0.3), darken(c.primary, 0.25)],
    ]
    const count = Math.max(4, Math.round(w / 140))
    const slot = w / count
    const heroIndex = Math.floor(count / 2)
    const towers: { x: number; w: number; h: number; z: number; glass: Glass; hero: boolean }[] = []
    for (let i = 0; i < count; i++) {
      const hero = i === heroIndex
      const tw = hero ? slot * 0.9 : slot * rng.range(0.6, 0.85)
      const th = hero ? 440 : rng.range(180, 380)
      const glass = hero ? glasses[0] : glasses[(i + ctx.variant) % glasses.length]
      towers.push({
        x: i * slot + (slot - tw) / 2,
        w: tw,
        h: th,
        z: hero ? 2 : i % 2,
        glass: glass ?? glasses[1] ?? ['#fff', '#ccc'],
        hero,
      })
    }
    towers.sort((a, b) => a.z - b.z)
    const trees: string[] = []
    for (let x = 30; x < w; x += rng.range(70, 120))
      trees.push(tree(ctx, x, base + 8, rng.range(60, 90)))
    return g([
      cloud(w * 0.1, 120, 160, '#ffffff', 0.25),
      cloud(w * 0.7, 70, 120, '#ffffff', 0.2),
      g(back, { fill: c.light, opacity: 0.16 }),
      ...towers.map((t) => tower(ctx, t.x, base, t.w, t.h, t.glass, t.hero)),
      rect(-10, base, w + 20, 34, { fill: p.lg(lighten(c.dark, 0.25), c.dark) }),
      path(`M0 ${base + 17}H${num(w)}`, {
        stroke: '#ffffff',
        strokeOpacity: 0.5,
        strokeWidth: 3,
        strokeDasharray: '24 18',
      }),
      g(trees),
    ])
  },
}

/** One elevator bay: surround, doors (maybe half open), hall lantern and call button. */
function elevatorBay(
  ctx: MotifContext,
  x: number,
  base: number,
  open: boolean,
  up: boolean,
): string {
  const { c, p } = ctx
  const dw = 200
  const dh = 330
  const y = base - dh
  const steel = p.linear(
    [
      [0, '#aeb8c4'],
      [0.35, '#eef2f6'],
      [0.6, '#cfd7e0'],
      [1, '#9aa5b2'],
    ],
    'right',
  )
  const parts: string[] = [
    rect(x - 22, y - 22, dw + 44, dh + 22, {
      rx: 10,
      fill: p.lg(lighten(c.dark, 0.45), lighten(c.dark, 0.25)),
    }),
    rect(x - 8, y - 8, dw + 16, dh + 8, { rx: 4, fill: c.dark }),
  ]
  if (open) {
    const gap = 56
    parts.push(
      rect(x, y, dw, dh, { fill: p.lg('#fff4d6', '#f0c98a') }),
      rect(x + 20, y + dh * 0.45, dw - 40, 8, { rx: 4, fill: '#c9a46a' }),
      figure(ctx, x + dw / 2, base, 230, { ...figureStyle(ctx, 1), back: false }),
      rect(x, y, dw / 2 - gap, dh, { fill: steel }),
      rect(x + dw / 2 + gap, y, dw / 2 - gap, dh, { fill: steel }),
    )
  } else {
    parts.push(
      rect(x, y, dw / 2 - 2, dh, { fill: steel }),
      rect(x + dw / 2 + 2, y, dw / 2 - 2, dh, { fill: steel }),
    )
  }
  parts.push(poly([x, y, x + dw * 0.3, y, x, y + dh * 0.45], { fill: '#ffffff', opacity: 0.25 }))
  // hall lantern: direction arrow and floor dots
  const lx = x + dw / 2
  const ly = y - 64
  const arrow = up
    ? [lx - 30, ly + 8, lx - 18, ly - 8, lx - 6, ly + 8]
    : [lx - 30, ly - 8, lx - 18, ly + 8, lx - 6, ly - 8]
  parts.push(
    rect(lx - 50, ly - 20, 100, 40, { rx: 20, fill: c.dark }),
    poly(arrow, { fill: c.accent }),
    ...[0, 1, 2].map((i) =>
      circle(lx + 10 + i * 14, ly, 4, { fill: i === 1 ? c.light : lighten(c.dark, 0.4) }),
    ),
  )
  // call buttons beside the door
  const bx = x + dw + 40
  parts.push(
    rect(bx, base - 200, 34, 80, { rx: 17, fill: p.lg('#f3f6f9', '#c4ccd6', 'right') }),
    circle(bx + 17, base - 178, 9, { fill: up ? c.accent : neutral.steel }),
    circle(bx + 17, base - 142, 9, { fill: up ? neutral.steel : c.accent }),
  )
  return g(parts)
}

const elevator: MotifSpec = {
  aspect: [0.9, 2.2],
  floor: 560,
  draw(ctx, w) {
    const { c, p } = ctx
    const base = 560
    const count = w >= 1000 ? 3 : w >= 760 ? 2 : 1
    const pitch = 300
    const start = (w - (count - 1) * pitch - 200) / 2
    const wallX = Math.max(10, start - 90)
    const panels: string[] = []
    for (let x = wallX + 150; x < w - wallX; x += 150) panels.push(`M${num(x)} 40V${base}`)
    const bays: string[] = []
    for (let i = 0; i < count; i++) {
      const open = (i + ctx.variant) % 3 === 1
      bays.push(elevatorBay(ctx, start + i * pitch, base, open, (i + ctx.variant) % 2 === 0))
    }
    const extras: string[] = []
    if (w - wallX * 2 > count * pitch + 160) extras.push(plant(ctx, wallX + 70, base, 200))
    return g([
      rect(wallX, 40, w - wallX * 2, base - 40, {
        rx: 24,
        fill: p.lg(mix(c.light, '#ffffff', 0.4), mix(c.light, c.primary, 0.12)),
      }),
      path(panels.join(''), { stroke: mix(c.light, c.primary, 0.2), strokeWidth: 3 }),
      rect(wallX, base - 28, w - wallX * 2, 28, { fill: mix(c.light, c.dark, 0.2) }),
      ...bays,
      ...extras,
    ])
  },
}

/** A rooftop condensing unit with front-facing fans. */
function condenser(ctx: MotifContext, x: number, base: number, fans: number): string {
  const { c, p, rng } = ctx
  const uw = 130 * fans + 30
  const uh = 200
  const parts: string[] = [
    groundShadow(ctx, x + uw / 2 + 20, base, uw * 0.65, 0.4),
    isoBox(
      x,
      base - uh,
      uw,
      uh,
      50,
      { front: p.lg('#f7f9fb', '#d6dde5'), top: '#eef2f6', side: '#b7c1cd' },
      6,
    ),
  ]
  for (let i = 0; i < fans; i++) {
    const cx = x + 80 + i * 130
    const cy = base - uh / 2 - 6
    parts.push(
      circle(cx, cy, 58, { fill: c.dark }),
      blades(cx, cy, 52, 3, p.lg(lighten(c.primary, 0.3), c.primary), rng.range(0, 120)),
      circle(cx, cy, 58, { fill: 'none', stroke: '#cfd7e0', strokeWidth: 6 }),
      circle(cx, cy, 38, { fill: 'none', stroke: '#ffffff', strokeOpacity: 0.4, strokeWidth: 2 }),
      circle(cx, cy, 10, { fill: '#e3e8ee' }),
    )
  }
  parts.push(rect(x + 16, base - 24, uw - 32, 10, { rx: 5, fill: c.accent }))
  return g(parts)
}

/** A plant-room penthouse: the building's roof access and where the duct goes. */
function penthouse(ctx: MotifContext, x: number, base: number): string {
  const { c, p } = ctx
  const louvres: string[] = []
  for (let i = 0; i < 5; i++) louvres.push(rect(x + 110, base - 230 + i * 14, 60, 7, { rx: 3 }))
  return g([
    groundShadow(ctx, x + 100, base, 150, 0.35),
    isoBox(x, base - 260, 190, 260, 40, {
      front: p.lg(mix(c.light, '#ffffff', 0.5), mix(c.light, c.primary, 0.3)),
      top: '#ffffff',
      side: mix(c.light, c.dark, 0.35),
    }),
    rect(x + 28, base - 150, 60, 150, { rx: 4, fill: mix(c.light, c.dark, 0.4) }),
    circle(x + 76, base - 76, 4, { fill: c.accent }),
    g(louvres, { fill: mix(c.light, c.dark, 0.3) }),
  ])
}

/** An air-handling unit; its duct rises, turns left and ends in the penthouse or a roof curb. */
function airHandler(ctx: MotifContext, x: number, base: number, reach: number): string {
  const { c, p } = ctx
  const uw = 240
  const uh = 150
  const dx = x + uw - 80
  const top = base - uh - 130
  const end = x - reach
  const curb = reach < 100
  const duct = curb
    ? `M${num(dx)} ${num(base - uh)}V${num(top + 40)}Q${num(dx)} ${num(top)} ${num(dx - 40)} ${num(top)}H${num(end + 40)}Q${num(end)} ${num(top)} ${num(end)} ${num(top + 40)}V${num(base - 30)}`
    : `M${num(dx)} ${num(base - uh)}V${num(top + 40)}Q${num(dx)} ${num(top)} ${num(dx - 40)} ${num(top)}H${num(end)}`
  const joints: string[] = []
  for (let t = dx - 90; t > end + 30; t -= 90) joints.push(rect(t, top - 32, 10, 64, { rx: 3 }))
  const louvres: string[] = []
  for (let i = 0; i < 6; i++) louvres.push(rect(x + 24, base - uh + 30 + i * 16, 100, 8, { rx: 4 }))
  return g([
    groundShadow(ctx, x + uw / 2, base, uw * 0.7, 0.4),
    curb
      ? isoBox(end - 50, base - 40, 100, 40, 30, {
          front: '#c3ccd6',
          top: '#e4e9ee',
          side: '#9ea9b6',
        })
      : '',
    path(duct, { fill: 'none', stroke: '#aab5c2', strokeWidth: 64, strokeLinejoin: 'round' }),
    path(duct, { fill: 'none', stroke: '#d7dee6', strokeWidth: 46, strokeLinejoin: 'round' }),
    path(duct, {
      fill: 'none',
      stroke: '#f2f5f8',
      strokeWidth: 10,
      strokeLinejoin: 'round',
      transform: 'translate(-9 -9)',
    }),
    g(joints, { fill: '#9aa6b4' }),
    isoBox(
      x,
      base - uh,
      uw,
      uh,
      44,
      {
        front: p.lg(lighten(c.primary, 0.15), darken(c.primary, 0.2)),
        top: lighten(c.primary, 0.35),
        side: darken(c.primary, 0.35),
      },
      6,
    ),
    g(louvres, { fill: darken(c.primary, 0.35) }),
    rect(x + 140, base - uh + 26, 80, uh - 48, { rx: 6, fill: lighten(c.primary, 0.25) }),
    rect(x + 206, base - uh + 64, 6, 24, { rx: 3, fill: '#ffffff' }),
  ])
}

/** A cooling tower with its fan stack and a rising plume. */
function coolingTower(ctx: MotifContext, x: number, base: number): string {
  const { c, p } = ctx
  const tw = 190
  const slats: string[] = []
  for (let i = 0; i < 7; i++)
    slats.push(`M${num(x + 10 + i * 2)} ${num(base - 40 - i * 26)}H${num(x + tw - 10 - i * 2)}`)
  const plume: string[] = []
  for (let i = 0; i < 3; i++)
    plume.push(
      path(
        `M${num(x + tw / 2 - 30 + i * 30)} ${num(base - 250)}c-20 -30 20 -50 0 -80s20 -50 0 -80`,
        {
          fill: 'none',
          stroke: c.light,
          strokeOpacity: 0.5 - i * 0.1,
          strokeWidth: 8,
          strokeLinecap: 'round',
        },
      ),
    )
  return g([
    groundShadow(ctx, x + tw / 2, base, tw * 0.7, 0.4),
    g(plume),
    poly([x, base, x + 16, base - 220, x + tw - 16, base - 220, x + tw, base], {
      fill: p.lg('#f4f7fa', '#cdd5df', 'right'),
    }),
    path(slats.join(''), { stroke: '#b3bdc9', strokeWidth: 6, strokeLinecap: 'round' }),
    ellipse(x + tw / 2, base - 222, tw / 2 - 16, 16, { fill: '#e7ecf1' }),
    rect(x + 40, base - 262, tw - 80, 40, {
      fill: p.lg(lighten(c.dark, 0.4), lighten(c.dark, 0.2), 'right'),
    }),
    ellipse(x + tw / 2, base - 262, tw / 2 - 40, 12, { fill: lighten(c.dark, 0.5) }),
  ])
}

type RoofItem = { width: number; draw: (x: number, base: number) => string }

const hvac: MotifSpec = {
  aspect: [1.05, 2.2],
  floor: 576,
  draw(ctx, w) {
    const { c, p } = ctx
    const base = 510
    const odd = ctx.variant % 2 === 1
    const tower: RoofItem = { width: 190, draw: (x, b) => coolingTower(ctx, x, b) }
    const house: RoofItem = { width: 230, draw: (x, b) => penthouse(ctx, x, b) }
    const unit = (fans: number): RoofItem => ({
      width: 130 * fans + 80,
      draw: (x, b) => condenser(ctx, x, b, fans),
    })
    const handler = (reach: number): RoofItem => ({
      width: 284 + (reach < 100 ? 110 : 0),
      draw: (x, b) => airHandler(ctx, x + (reach < 100 ? 110 : 0), b, reach < 100 ? 60 : reach),
    })
    let items: RoofItem[]
    if (w >= 1000) items = odd ? [handler(60), unit(2)] : [house, handler(48), unit(2)]
    else if (w >= 760) items = odd ? [tower, unit(2)] : [handler(60), unit(2)]
    else items = [tower, unit(2)]
    const gap = 40
    const total = items.reduce((sum, item) => sum + item.width, 0) + gap * (items.length - 1)
    let x = (w - total) / 2
    const drawn: string[] = []
    for (const item of items) {
      drawn.push(item.draw(x, base + 20))
      x += item.width + gap
    }
    const deckL = Math.max(10, (w - total) / 2 - 50)
    const deckR = Math.min(w - 10, (w + total) / 2 + 50)
    // few, large machines read better than many small ones, so short rows are enlarged
    const zoom = Math.min(1.35, (w - 40) / (deckR - deckL + 30))
    return g([
      cloud(w * 0.04, 130, 150, '#ffffff', 0.28),
      cloud(w * 0.7, 80, 180, '#ffffff', 0.2),
      // the roof deck is a slab, so its ends read as intentional
      g(
        [
          poly(
            [deckL + 30, base - 30, deckR + 10, base - 30, deckR - 20, base + 40, deckL, base + 40],
            { fill: p.lg(mix(c.light, '#ffffff', 0.3), mix(c.light, c.primary, 0.3)) },
          ),
          rect(deckL, base + 40, deckR - deckL - 20, 26, { fill: mix(c.light, c.dark, 0.45) }),
          poly(
            [
              deckR - 20,
              base + 40,
              deckR + 10,
              base - 30,
              deckR + 10,
              base - 4,
              deckR - 20,
              base + 66,
            ],
            { fill: mix(c.light, c.dark, 0.6) },
          ),
          path(`M${num(deckL + 20)} ${num(base + 26)}H${num(deckR - 30)}`, {
            stroke: ctx.alt,
            strokeWidth: 6,
            strokeLinecap: 'round',
          }),
          ...drawn,
        ],
        {
          transform: `translate(${num(w / 2)} ${base + 66}) scale(${num(zoom)}) translate(${num(-w / 2)} ${-base - 66})`,
        },
      ),
    ])
  },
}

export const buildingMotifs = { building, elevator, hvac } satisfies Record<string, MotifSpec>
