import { darken, lighten, mix } from '../palettes'
import { circle, ellipse, g, line, num, path, rect } from '../svg'
import type { Ctx, Draw, Tone } from './kit'
import {
  box3d,
  brandPlate,
  chrome,
  cyl,
  fanBlades,
  guard,
  hollow,
  led,
  plainSide,
  rr,
  screw,
  sideFill,
  slats,
  surface,
  topFill,
  trim,
  ui,
} from './kit'

/** The guard's wire colour: a touch darker (or lighter on dark finishes) than the body. */
const wire = (ctx: Ctx): string =>
  ctx.f.dark ? mix(ctx.f.body, ctx.f.highlight, 0.5) : mix(ctx.f.body, ctx.f.shade, 0.35)

/** Blades: the finish, translucent, with a sheen towards their leading edge. */
const bladeFill = (ctx: Ctx): string => {
  const base = ctx.f.dark ? ctx.f.body : mix(ctx.f.body, '#8fa3b8', 0.22)
  return ctx.p.lg(lighten(base, ctx.f.dark ? 0.22 : 0.3), mix(base, ctx.f.shade, 0.45), 'diagonal')
}

/**
 * A fan head (guard, blades, spinner and badge) centred on (cx, cy). Turned heads are squeezed
 * sideways and show the motor housing behind them.
 */
function fanHead(ctx: Ctx, cx: number, cy: number, r: number, blades = 5): string {
  const { p, f } = ctx
  const turned = ctx.angle === 'three'
  const rotation = ctx.rng.range(0, 72)
  const head = g([
    circle(0, 0, r, {
      fill: p.radial([
        [0, '#000000', 0.04],
        [0.8, '#000000', 0.08],
        [1, '#000000', 0.14],
      ]),
    }),
    guard(0, 0, r * 0.96, {
      rings: 4,
      spokes: 18,
      color: wire(ctx),
      width: r * 0.006,
      inner: 0.25,
    }),
    fanBlades(0, 0, r * 0.88, blades, bladeFill(ctx), rotation, { opacity: 0.88 }),
    circle(0, 0, r * 0.2, { fill: cyl(ctx, f, 'diagonal') }),
    guard(0, 0, r * 0.97, {
      rings: 9,
      spokes: 48,
      color: wire(ctx),
      width: r * 0.007,
      inner: 0.18,
    }),
    circle(0, 0, r * 0.97, {
      fill: 'none',
      stroke: p.lg(f.highlight, f.shade, 'diagonal'),
      strokeWidth: r * 0.05,
    }),
    circle(0, 0, r * 0.9, { fill: 'none', stroke: wire(ctx), strokeWidth: r * 0.014 }),
    circle(0, 0, r * 0.15, {
      fill: p.radial(
        [
          [0, f.highlight],
          [0.7, f.body],
          [1, f.shade],
        ],
        { cx: 0.4, cy: 0.35, r: 0.7 },
      ),
    }),
    path(
      `M0 ${num(-r * 0.05)}l${num(r * 0.04)} ${num(r * 0.05)}l${num(-r * 0.04)} ${num(r * 0.05)}l${num(-r * 0.04)} ${num(-r * 0.05)}Z`,
      { fill: ui.brand },
    ),
  ])
  if (!turned) return g(head, { transform: `translate(${num(cx)} ${num(cy)})` })
  return g([
    // the motor housing behind the guard, seen past its right edge
    path(rr(cx + r * 0.1, cy - r * 0.3, r * 0.62, r * 0.6, r * 0.26), {
      fill: cyl(ctx, f, 'down'),
    }),
    ellipse(cx + r * 0.12, cy, r * 0.72, r * 0.98, {
      fill: 'none',
      stroke: wire(ctx),
      strokeWidth: r * 0.02,
    }),
    g(head, { transform: `translate(${num(cx - r * 0.06)} ${num(cy)}) scale(0.7 1)` }),
  ])
}

/** A round pedestal base centred on (cx, y) with a rim `t` thick and a few buttons. */
function roundBase(ctx: Ctx, cx: number, y: number, rx: number, ry: number, t: number): string {
  const { f } = ctx
  const k = trim(ctx)
  const buttons: string[] = []
  for (let i = 0; i < 4; i++)
    buttons.push(
      ellipse(cx - rx * 0.3 + i * rx * 0.2, y + ry * 0.55, rx * 0.07, ry * 0.16, {
        fill: i === 0 ? ui.brand : k.body,
        stroke: darken(k.body, 0.2),
        strokeWidth: 1.5,
      }),
    )
  return g([
    path(
      `M${num(cx - rx)} ${num(y)}V${num(y + t)}A${num(rx)} ${num(ry)} 0 0 0 ${num(cx + rx)} ${num(y + t)}V${num(y)}Z`,
      { fill: cyl(ctx, f) },
    ),
    ellipse(cx, y, rx, ry, {
      fill: ctx.p.radial(
        [
          [0, f.highlight],
          [0.7, f.body],
          [1, mix(f.body, f.shade, 0.5)],
        ],
        { cx: 0.45, cy: 0.3, r: 0.8 },
      ),
    }),
    ...buttons,
    led(ctx, cx + rx * 0.55, y + ry * 0.45, ry * 0.06, ui.blue),
  ])
}

// ---------------------------------------------------------------- stand, table and wall fans

const standFan: Draw = (ctx) => {
  const { f } = ctx
  const cx = 310
  const parts = [
    path(rr(cx - 14, 560, 28, 100, 10), { fill: cyl(ctx, chrome) }),
    path(rr(cx - 30, 600, 60, 54, 18), { fill: cyl(ctx, f) }),
    rect(cx - 13, 650, 26, 300, { fill: cyl(ctx, chrome) }),
    path(rr(cx - 25, 940, 50, 36, 10), { fill: cyl(ctx, f) }),
    path(rr(cx - 20, 970, 40, 300, 6), { fill: cyl(ctx, f) }),
    roundBase(ctx, cx, 1282, 250, 58, 24),
    fanHead(ctx, cx, 300, 290),
  ]
  return {
    svg: g(parts),
    w: 620,
    h: 1366,
    mount: 'floor',
    focus: [cx, 300],
    zoom: 1.8,
    base: [60, 560],
  }
}

const tableFan: Draw = (ctx) => {
  const { f } = ctx
  const cx = 260
  const parts = [
    path(rr(cx - 26, 470, 52, 60, 18), { fill: cyl(ctx, f) }),
    path(rr(cx - 18, 520, 36, 110, 8), { fill: cyl(ctx, f) }),
    roundBase(ctx, cx, 640, 200, 46, 40),
    fanHead(ctx, cx, 250, 236, 4),
  ]
  return {
    svg: g(parts),
    w: 520,
    h: 728,
    mount: 'floor',
    focus: [cx, 330],
    zoom: 1.7,
    base: [60, 460],
  }
}

const wallFan: Draw = (ctx) => {
  const { f } = ctx
  const cx = 280
  const k = trim(ctx)
  const parts = [
    surface(ctx, rr(cx - 75, 600, 150, 160, 24)),
    screw(ctx, cx, 640, 8),
    path(rr(cx - 16, 470, 32, 170, 12), { fill: cyl(ctx, f) }),
    path(rr(cx - 34, 570, 68, 50, 16), { fill: cyl(ctx, f) }),
    line(cx + 44, 540, cx + 44, 700, { stroke: k.shade, strokeWidth: 2.5 }),
    line(cx + 62, 540, cx + 62, 660, { stroke: k.shade, strokeWidth: 2.5 }),
    path(rr(cx + 38, 696, 12, 26, 6), { fill: cyl(ctx, k) }),
    path(rr(cx + 56, 656, 12, 26, 6), { fill: cyl(ctx, k) }),
    fanHead(ctx, cx, 290, 270),
  ]
  return { svg: g(parts), w: 560, h: 760, mount: 'wall', focus: [cx, 420], zoom: 1.8 }
}

// ---------------------------------------------------------------- ceiling fan

/** One paddle blade in plan, pointing along +x from the hub. */
const paddle = (len: number, w: number): string =>
  `M${num(len * 0.24)} ${num(-w * 0.36)}C${num(len * 0.5)} ${num(-w * 0.5)} ${num(len * 0.9)} ${num(-w * 0.56)} ${num(len * 0.98)} ${num(-w * 0.3)}Q${num(len * 1.02)} 0 ${num(len * 0.98)} ${num(w * 0.3)}C${num(len * 0.9)} ${num(w * 0.52)} ${num(len * 0.5)} ${num(w * 0.44)} ${num(len * 0.24)} ${num(w * 0.32)}Z`

const ceilingFan: Draw = (ctx) => {
  const { p, f } = ctx
  const cx = 500
  const plane = 252
  const squash = ctx.angle === 'three' ? 0.34 : 0.22
  const start = ctx.rng.range(-15, 15)
  const back: string[] = []
  const front: string[] = []
  for (let i = 0; i < 3; i++) {
    const a = start + i * 120
    const blade = g(
      [
        path(paddle(490, 130), { fill: p.lg(f.highlight, f.shade, 'down') }),
        path(paddle(490, 130), {
          fill: p.linear(
            [
              [0, '#ffffff', 0],
              [0.5, '#ffffff', 0.18],
              [1, '#ffffff', 0],
            ],
            'right',
          ),
        }),
        path(rr(50, -14, 150, 28, 10), { fill: p.lg(chrome.highlight, chrome.shade) }),
      ],
      { transform: `translate(${cx} ${plane}) scale(1 ${squash}) rotate(${num(a)})` },
    )
    ;(Math.sin((a * Math.PI) / 180) < 0 ? back : front).push(blade)
  }
  const motor = g([
    path(`M${cx - 60} 44Q${cx - 60} 0 ${cx} 0Q${cx + 60} 0 ${cx + 60} 44Z`, { fill: cyl(ctx, f) }),
    rect(cx - 11, 40, 22, 150, { fill: cyl(ctx, f) }),
    rect(cx - 112, 190, 224, 64, { fill: cyl(ctx, f) }),
    ellipse(cx, 190, 112, 20, { fill: topFill(ctx) }),
    ellipse(cx, 254, 112, 20, { fill: mix(f.body, f.shade, 0.6) }),
    rect(cx - 112, 222, 224, 5, { fill: darken(f.body, 0.2), opacity: 0.6 }),
  ])
  const light = g([
    ellipse(cx, 266, 84, 14, { fill: cyl(ctx, chrome) }),
    path(`M${cx - 80} 268A80 56 0 0 0 ${cx + 80} 268Z`, {
      fill: p.radial(
        [
          [0, '#ffffff'],
          [0.7, '#f4f1ea'],
          [1, '#d8d3c8'],
        ],
        { cx: 0.45, cy: 0.2, r: 0.9 },
      ),
    }),
  ])
  return {
    svg: g([...back, motor, ...front, light]),
    w: 1000,
    h: 370,
    mount: 'ceiling',
    focus: [cx, 200],
    zoom: 2.2,
    base: [280, 720],
  }
}

// ---------------------------------------------------------------- ventilation fans

const ventilationWall: Draw = (ctx) => {
  const { p, f } = ctx
  const W = 440
  const c = W / 2
  const k = trim(ctx)
  const front = g([
    surface(ctx, rr(0, 0, W, W, 44)),
    circle(c, c, 184, { fill: p.lg(f.shade, f.highlight, 'diagonal') }),
    circle(c, c, 172, {
      fill: p.radial([
        [0, '#2a2f36'],
        [1, '#0c0e11'],
      ]),
    }),
    fanBlades(c, c, 160, 5, p.lg(k.highlight, k.shade, 'diagonal'), ctx.rng.range(0, 72)),
    circle(c, c, 40, { fill: cyl(ctx, k, 'diagonal') }),
    guard(c, c, 172, {
      rings: 7,
      spokes: 32,
      color: f.dark ? f.highlight : mix(f.body, '#ffffff', 0.4),
      width: 2.4,
      inner: 0.2,
    }),
    circle(c, c, 36, {
      fill: p.radial(
        [
          [0, f.highlight],
          [1, f.body],
        ],
        { cx: 0.4, cy: 0.35, r: 0.7 },
      ),
    }),
    brandPlate(ctx, c, W - 26, 90),
    ...[26, W - 26].flatMap((x) => [screw(ctx, x, 26, 7), screw(ctx, x, W - 26, 7)]),
  ])
  const box = box3d(ctx, { w: W, h: W, d: 150, r: 44, front })
  return { svg: box.svg, w: box.w, h: box.h, mount: 'wall', focus: [c, c], zoom: 1.9 }
}

const ventilationCeiling: Draw = (ctx) => {
  const { p, f } = ctx
  const W = 380
  const D = 300
  const edge = 56
  const housing: Tone = { body: '#c8cdd2', shade: '#8e959d', highlight: '#eef0f2' }
  const front = g([
    surface(ctx, rr(0, 0, W, W, 26)),
    path(rr(38, 38, W - 76, W - 76, 10), { fill: hollow(ctx) }),
    slats(44, 44, W - 88, W - 88, 15, {
      stroke: p.lg(f.highlight, mix(f.body, f.shade, 0.5)),
      strokeWidth: 11,
      strokeLinecap: 'round',
    }),
    path(rr(38, 38, W - 76, W - 76, 10), {
      fill: 'none',
      stroke: mix(f.body, f.shade, 0.5),
      strokeWidth: 3,
    }),
    led(ctx, W - 22, W - 22, 4, ui.green),
  ])
  const side = g([
    rect(edge, 50, D - edge, W - 100, { fill: sideFill(ctx, housing) }),
    slats(edge + 20, 70, D - edge - 40, W - 140, 6, { stroke: housing.shade, strokeWidth: 2 }),
    circle(edge + (D - edge) / 2, W / 2, 66, { fill: cyl(ctx, chrome, 'diagonal') }),
    circle(edge + (D - edge) / 2, W / 2, 52, { fill: hollow(ctx, 'diagonal') }),
    plainSide(ctx, edge, W, 26),
  ])
  const top = g([
    rect(50, edge, W - 100, D - edge, { fill: topFill(ctx, housing) }),
    rect(150, edge + 60, 80, 50, { rx: 4, fill: '#ffffff', opacity: 0.8 }),
    rect(0, 0, W, edge, { rx: 20, fill: topFill(ctx) }),
  ])
  const box = box3d(ctx, { w: W, h: W, d: D, r: 26, front, side, top })
  return { svg: box.svg, w: box.w, h: box.h, mount: 'ceiling', focus: [W - 90, W - 90], zoom: 2 }
}

export const fanDrawings = {
  standFan,
  tableFan,
  wallFan,
  ceilingFan,
  ventilationWall,
  ventilationCeiling,
} satisfies Record<string, Draw>
