import { darken, lighten, mix } from '../palettes'
import { circle, g, line, path, rect, roundedRect } from '../svg'
import type { Ctx, Draw, Drawing } from './kit'
import {
  box3d,
  brandPlate,
  chrome,
  cyl,
  digits,
  glass,
  hollow,
  ink,
  led,
  panel,
  plainSide,
  plainTop,
  rr,
  rubber,
  sideFill,
  slats,
  surface,
  trim,
  ui,
} from './kit'

/** A small glass display with digits and a status light, `w` wide at (x, y). */
function display(ctx: Ctx, x: number, y: number, w: number, text: string, color: string): string {
  const h = w * 0.38
  const dg = digits(x + w * 0.34, y + h * 0.22, h * 0.56, text, color)
  return g([
    path(rr(x, y, w, h, h * 0.3), {
      fill: ctx.p.lg(glass.highlight, glass.body),
      stroke: ctx.f.dark ? '#4a5058' : '#9aa1a9',
      strokeWidth: h * 0.04,
    }),
    dg.svg,
    led(ctx, x + w * 0.16, y + h / 2, h * 0.09, ui.green),
  ])
}

// ---------------------------------------------------------------- wall split air conditioner

const wallSplitAc: Draw = (ctx) => {
  const { p, f } = ctx
  const W = 900
  const H = 300
  const D = 240
  const outline = roundedRect(0, 0, W, H, [34, 34, 64, 64])
  const front = g([
    surface(ctx, outline),
    // the curved chassis under the front panel turns away from the light
    path(roundedRect(0, 206, W, H - 206, [0, 0, 64, 64]), {
      fill: p.linear(
        [
          [0, '#000000', 0],
          [1, '#000000', f.dark ? 0.25 : 0.16],
        ],
        'down',
      ),
    }),
    line(14, 18, W - 14, 18, { stroke: ink(ctx, 0.18), strokeWidth: 3 }),
    line(8, 206, W - 8, 206, { stroke: ink(ctx, 0.22), strokeWidth: 2.5 }),
    line(10, 209, W - 10, 209, { stroke: '#ffffff', strokeOpacity: 0.35, strokeWidth: 2 }),
    // air outlet and its vane, slightly open
    path(rr(58, 234, W - 116, 46, 20), { fill: hollow(ctx) }),
    path(`M70 236H${W - 70}Q${W - 62} 236 ${W - 66} 246L${W - 74} 262H74L66 246Q62 236 70 236Z`, {
      fill: panel(ctx, f, 'down'),
    }),
    line(78, 239, W - 78, 239, { stroke: '#ffffff', strokeOpacity: 0.5, strokeWidth: 2 }),
    display(ctx, 716, 150, 110, '24', '#e9f7ff'),
    brandPlate(ctx, W / 2, 180, 120),
  ])
  const side = g([
    path(`M0 34Q0 0 34 0H${D}V${H - 60}Q${D} ${H} ${D - 60} ${H}H64Q0 ${H} 0 ${H - 64}Z`, {
      fill: sideFill(ctx),
    }),
    line(0, 18, D, 18, { stroke: ink(ctx, 0.25), strokeWidth: 3 }),
    line(0, 206, D * 0.85, 206, { stroke: ink(ctx, 0.25), strokeWidth: 2.5 }),
    path(`M0 236H40L34 272H0Z`, { fill: hollow(ctx) }),
  ])
  const top = g([
    plainTop(ctx, W, D, 34),
    path(rr(40, 24, W - 80, D - 54, 10), { fill: ctx.p.lg('#1c1f24', '#3a4048') }),
    slats(44, 24, W - 88, D - 54, 72, { stroke: lighten(f.body, 0.1), strokeWidth: 5 }, true),
  ])
  const box = box3d(ctx, { w: W, h: H, d: D, r: 34, front, side, top })
  return { svg: box.svg, w: box.w, h: box.h, mount: 'wall', focus: [770, 190], zoom: 2.4 }
}

// ---------------------------------------------------------------- refrigerators

type Door = {
  x: number
  y: number
  w: number
  h: number
  /** Bar handle: x of its centre, and its vertical span. */
  handle?: { x: number; y0: number; y1: number }
}

type FridgeLayout = {
  W: number
  H: number
  D: number
  doors: Door[]
  extra?: (ctx: Ctx) => string
  focus: readonly [number, number]
}

/** A satin bar handle on two standoffs. */
function barHandle(ctx: Ctx, cx: number, y0: number, y1: number): string {
  const w = 20
  return g([
    rect(cx - 6, y0 + 10, 12, 22, { fill: darken(chrome.body, 0.3) }),
    rect(cx - 6, y1 - 32, 12, 22, { fill: darken(chrome.body, 0.3) }),
    path(rr(cx - w / 2 + 8, y0, w, y1 - y0, w / 2), { fill: '#000000', opacity: 0.18 }),
    path(rr(cx - w / 2, y0, w, y1 - y0, w / 2), { fill: cyl(ctx, chrome) }),
  ])
}

/** Rounded door edges: a little darker at both sides. */
const edgeShade = (ctx: Ctx): string =>
  ctx.p.linear(
    [
      [0, '#000000', 0.14],
      [0.035, '#000000', 0],
      [0.965, '#000000', 0],
      [1, '#000000', 0.18],
    ],
    'right',
  )

function fridge(ctx: Ctx, o: FridgeLayout): Drawing {
  const { W, H, D } = o
  const kick = 56
  const parts: string[] = [rect(0, 0, W, H - kick, { rx: 10, fill: '#15171a' })]
  for (const door of o.doors) {
    const d = rr(door.x, door.y, door.w, door.h, 10)
    parts.push(surface(ctx, d), path(d, { fill: edgeShade(ctx) }))
    // a soft shade at the door's lower edge gives it thickness
    parts.push(
      rect(door.x + 4, door.y + door.h - 6, door.w - 8, 6, {
        fill: '#000000',
        opacity: 0.12,
      }),
    )
    if (door.handle) parts.push(barHandle(ctx, door.handle.x, door.handle.y0, door.handle.y1))
  }
  parts.push(
    path(rr(0, H - kick, W, kick, 6), { fill: ctx.p.lg(rubber.body, rubber.shade) }),
    slats(W * 0.2, H - kick + 12, W * 0.6, kick - 24, 4, { stroke: '#0b0c0e', strokeWidth: 5 }),
    rect(24, H - 10, 46, 10, { rx: 3, fill: '#0b0c0e' }),
    rect(W - 70, H - 10, 46, 10, { rx: 3, fill: '#0b0c0e' }),
  )
  if (o.extra) parts.push(o.extra(ctx))
  const front = g(parts)
  const edges: string[] = [plainSide(ctx, D, H - kick, 8)]
  // door edges along the front of the side face
  for (const door of o.doors)
    if (door.x + door.w >= W - 1)
      edges.push(
        path(rr(0, door.y, 22, door.h, 6), { fill: ctx.p.lg(ctx.f.body, ctx.f.shade, 'right') }),
      )
  edges.push(rect(0, H - kick, D, kick, { fill: rubber.shade }))
  const box = box3d(ctx, { w: W, h: H, d: D, r: 10, front, side: g(edges) })
  return { svg: box.svg, w: box.w, h: box.h, mount: 'floor', focus: o.focus, zoom: 2.6 }
}

/** A touch panel behind the door surface: white digits on dark glass. */
function fridgePanel(ctx: Ctx, x: number, y: number, w: number): string {
  const h = w * 0.42
  const a = digits(x + w * 0.12, y + h * 0.25, h * 0.45, '3', '#f2f6fa')
  const b = digits(x + w * 0.44, y + h * 0.25, h * 0.45, '-18', '#f2f6fa')
  return g([
    path(rr(x, y, w, h, h * 0.2), {
      fill: ctx.p.lg(glass.highlight, glass.body),
      opacity: ctx.f.dark ? 0.6 : 0.92,
    }),
    a.svg,
    b.svg,
    led(ctx, x + w * 0.88, y + h * 0.5, h * 0.06, ui.cyan),
  ])
}

const refrigerator2door: Draw = (ctx) =>
  fridge(ctx, {
    W: 620,
    H: 1560,
    D: 620,
    doors: [
      { x: 0, y: 0, w: 620, h: 440, handle: { x: 48, y0: 240, y1: 420 } },
      { x: 0, y: 448, w: 620, h: 1056, handle: { x: 48, y0: 470, y1: 800 } },
    ],
    extra: (c) => fridgePanel(c, 400, 500, 170),
    focus: [420, 560],
  })

const refrigerator4door: Draw = (ctx) =>
  fridge(ctx, {
    W: 830,
    H: 1780,
    D: 680,
    doors: [
      { x: 0, y: 0, w: 411, h: 1000, handle: { x: 380, y0: 320, y1: 820 } },
      { x: 419, y: 0, w: 411, h: 1000, handle: { x: 450, y0: 320, y1: 820 } },
      { x: 0, y: 1008, w: 411, h: 716, handle: { x: 380, y0: 1040, y1: 1300 } },
      { x: 419, y: 1008, w: 411, h: 716, handle: { x: 450, y0: 1040, y1: 1300 } },
    ],
    extra: (c) => fridgePanel(c, 90, 160, 200),
    focus: [300, 360],
  })

const refrigeratorSideBySide: Draw = (ctx) =>
  fridge(ctx, {
    W: 910,
    H: 1780,
    D: 700,
    doors: [
      { x: 0, y: 0, w: 451, h: 1724, handle: { x: 418, y0: 300, y1: 1240 } },
      { x: 459, y: 0, w: 451, h: 1724, handle: { x: 492, y0: 300, y1: 1240 } },
    ],
    extra: (c) =>
      g([
        fridgePanel(c, 130, 300, 190),
        // ice and water dispenser recess
        path(rr(110, 420, 230, 330, 24), { fill: hollow(c) }),
        path(rr(118, 428, 214, 314, 20), {
          fill: c.p.lg('#2a2f36', '#0f1114'),
          stroke: '#4a5058',
          strokeWidth: 2,
        }),
        path(rr(196, 440, 58, 30, 10), { fill: cyl(c, chrome) }),
        path(rr(170, 500, 110, 140, 16), { fill: c.p.lg('#3a4048', '#22262b') }),
        rect(130, 700, 190, 24, { rx: 8, fill: '#3a4048' }),
        slats(140, 703, 170, 18, 3, { stroke: '#15181c', strokeWidth: 3 }),
      ]),
    focus: [330, 560],
  })

// ---------------------------------------------------------------- dehumidifier

const dehumidifier: Draw = (ctx) => {
  const { p, f } = ctx
  const W = 400
  const B = 640
  const H = 664
  const D = 290
  const t = trim(ctx)
  const water = p.lg('#7cc8ff', '#1f78d1')
  const panelDigits = digits(108, 92, 40, '55', '#e9f7ff')
  const front = g([
    circle(62, 644, 20, { fill: rubber.body }),
    circle(W - 62, 644, 20, { fill: rubber.body }),
    surface(ctx, roundedRect(0, 0, W, B, [30, 30, 24, 24])),
    path(rr(130, 22, 140, 18, 9), { fill: hollow(ctx) }),
    // control strip
    path(rr(36, 70, W - 72, 84, 18), { fill: p.lg(glass.highlight, glass.body) }),
    panelDigits.svg,
    circle(186, 100, 6, { fill: 'none', stroke: '#e9f7ff', strokeWidth: 2.5 }),
    circle(206, 126, 6, { fill: 'none', stroke: '#e9f7ff', strokeWidth: 2.5 }),
    line(206, 96, 186, 130, { stroke: '#e9f7ff', strokeWidth: 3 }),
    led(ctx, 74, 112, 6, ui.cyan),
    circle(262, 112, 13, { fill: '#2c3138', stroke: '#59616b', strokeWidth: 2 }),
    circle(300, 112, 13, { fill: '#2c3138', stroke: '#59616b', strokeWidth: 2 }),
    circle(338, 112, 13, { fill: '#2c3138', stroke: '#59616b', strokeWidth: 2 }),
    // decorative grooves and the seam above the tank
    slats(36, 190, W - 72, 100, 6, {
      stroke: ink(ctx, 0.16),
      strokeWidth: 4,
      strokeLinecap: 'round',
    }),
    line(10, 318, W - 10, 318, { stroke: ink(ctx, 0.3), strokeWidth: 3 }),
    // water tank with its level window
    surface(ctx, roundedRect(14, 324, W - 28, 300, [8, 8, 20, 20]), { tone: t, gloss: 0.2 }),
    path(rr(110, 346, 180, 22, 11), { fill: hollow(ctx) }),
    path(rr(286, 400, 70, 190, 16), { fill: p.lg('#dfe9f2', '#a9bccc'), opacity: 0.85 }),
    path(`M290 480Q306 472 322 480T352 480V574Q352 586 340 586H302Q290 586 290 574Z`, {
      fill: water,
      opacity: 0.9,
    }),
    brandPlate(ctx, 150, 470, 120),
  ])
  const side = g([
    plainSide(ctx, D, B, 24),
    g(
      Array.from({ length: 9 }, (_, i) =>
        rect(40 + i * 24, 70, 10, 220, { rx: 5, fill: darken(f.body, 0.35), opacity: 0.6 }),
      ),
    ),
    line(0, 318, D, 318, { stroke: ink(ctx, 0.3), strokeWidth: 3 }),
  ])
  const top = g([
    plainTop(ctx, W, D, 30),
    path(rr(30, 30, W - 60, D - 70, 14), { fill: p.lg('#181b20', '#30353d') }),
    slats(34, 34, W - 68, D - 78, 14, { stroke: mix(f.body, '#9aa1a9', 0.4), strokeWidth: 7 }),
    path(rr(130, D - 30, 140, 14, 7), { fill: hollow(ctx) }),
  ])
  const box = box3d(ctx, { w: W, h: H, d: D, r: 30, front, side, top })
  return {
    svg: box.svg,
    w: box.w,
    h: box.h,
    mount: 'floor',
    focus: [210, 130],
    zoom: 2.2,
    base: [30, box.w - 30],
  }
}

// ---------------------------------------------------------------- hand dryer (jet towel)

const handDryer: Draw = (ctx) => {
  const { p } = ctx
  const W = 340
  const H = 720
  const D = 260
  const t = trim(ctx)
  const o = { x0: 18, x1: W - 18, y0: 292, y1: 486, inset: 34, top: 8 }
  const bx0 = o.x0 + o.inset
  const bx1 = o.x1 - o.inset
  const by0 = o.y0 + o.top
  const by1 = o.y1 - 40
  const front = g([
    surface(ctx, roundedRect(0, 0, W, H, [46, 46, 40, 40])),
    // the cavity hands go into: back wall, side walls, the basin floor and the hood above
    rect(bx0, by0, bx1 - bx0, by1 - by0, {
      fill: p.linear(
        [
          [0, '#0b0d10'],
          [0.35, darken(t.body, 0.6)],
          [1, darken(t.body, 0.3)],
        ],
        'down',
      ),
    }),
    path(`M${o.x0} ${o.y0}L${bx0} ${by0}V${by1}L${o.x0} ${o.y1}Z`, {
      fill: p.lg(darken(t.body, 0.7), darken(t.body, 0.45), 'right'),
    }),
    path(`M${o.x1} ${o.y0}L${bx1} ${by0}V${by1}L${o.x1} ${o.y1}Z`, {
      fill: p.lg(darken(t.body, 0.55), darken(t.body, 0.75), 'right'),
    }),
    path(`M${bx0} ${by1}H${bx1}L${o.x1} ${o.y1}H${o.x0}Z`, {
      fill: p.lg(darken(t.body, 0.2), lighten(t.body, 0.1)),
    }),
    path(`M${o.x0} ${o.y0}H${o.x1}L${bx1} ${by0}H${bx0}Z`, { fill: '#07080a' }),
    rect(bx0 + 6, by0 + 2, bx1 - bx0 - 12, 5, { rx: 2.5, fill: ui.cyan }),
    rect(bx0, by0 + 7, bx1 - bx0, 60, {
      fill: p.linear(
        [
          [0, ui.cyan, 0.3],
          [1, ui.cyan, 0],
        ],
        'down',
      ),
    }),
    path(`M${o.x0 - 4} ${o.y1 + 2}H${o.x1 + 4}`, {
      stroke: '#ffffff',
      strokeOpacity: 0.7,
      strokeWidth: 4,
      strokeLinecap: 'round',
    }),
    // drain tank window
    path(rr(112, 620, 116, 70, 14), { fill: p.lg('#dfe9f2', '#a9bccc'), opacity: 0.8 }),
    brandPlate(ctx, W / 2, 120, 130),
    led(ctx, W / 2 - 30, 236, 5, ui.blue),
    led(ctx, W / 2, 236, 5, ui.blue),
    led(ctx, W / 2 + 30, 236, 5, ui.green),
    line(40, 570, W - 40, 570, { stroke: ink(ctx, 0.15), strokeWidth: 3 }),
  ])
  const side = g([
    path(
      `M0 44Q0 0 44 0H${D}V${H}H40Q0 ${H} 0 ${H - 40}V486H${D * 0.5}Q${D * 0.62} 486 ${D * 0.62} 456V322Q${D * 0.62} 292 ${D * 0.5} 292H0Z`,
      { fill: sideFill(ctx) },
    ),
    path(
      `M0 300H${D * 0.5}Q${D * 0.62} 300 ${D * 0.62} 320V440Q${D * 0.62} 470 ${D * 0.5} 470H0Z`,
      {
        fill: hollow(ctx, 'right'),
      },
    ),
  ])
  const box = box3d(ctx, { w: W, h: H, d: D, r: 40, front, side })
  return { svg: box.svg, w: box.w, h: box.h, mount: 'wall', focus: [170, 330], zoom: 2 }
}

export const applianceDrawings = {
  wallSplitAc,
  refrigerator2door,
  refrigerator4door,
  refrigeratorSideBySide,
  dehumidifier,
  handDryer,
} satisfies Record<string, Draw>
