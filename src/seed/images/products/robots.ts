import { mix } from '../palettes'
import { circle, ellipse, g, num, path, rect } from '../svg'
import type { Ctx, Draw, Tone } from './kit'
import {
  brandPlate,
  chrome,
  cyl,
  graphite,
  led,
  rr,
  rubber,
  slats,
  surface,
  topFill,
  ui,
} from './kit'

const rad = (deg: number): number => (deg * Math.PI) / 180

/** A tapered link from (x1, y1) to (x2, y2), radii r1 and r2, shaded across its width. */
function link(
  ctx: Ctx,
  x1: number,
  y1: number,
  r1: number,
  x2: number,
  y2: number,
  r2: number,
  t: Tone = ctx.f,
): string {
  const l = Math.hypot(x2 - x1, y2 - y1)
  const a = (Math.atan2(y2 - y1, x2 - x1) * 180) / Math.PI
  const d = `M0 ${num(-r1)}L${num(l)} ${num(-r2)}A${num(r2)} ${num(r2)} 0 0 1 ${num(l)} ${num(r2)}L0 ${num(r1)}A${num(r1)} ${num(r1)} 0 0 1 0 ${num(-r1)}Z`
  return g(surface(ctx, d, { fill: cyl(ctx, t, 'down'), tone: t === ctx.f ? undefined : t }), {
    transform: `translate(${num(x1)} ${num(y1)}) rotate(${num(a)})`,
  })
}

/** A joint seen end-on: a domed cap, an inner motor cover and an optional coloured ring. */
function joint(
  ctx: Ctx,
  x: number,
  y: number,
  r: number,
  t: Tone,
  inner: Tone,
  ring?: string,
): string {
  const dome = (tt: Tone): string =>
    ctx.p.radial(
      [
        [0, tt.highlight],
        [0.55, tt.body],
        [1, mix(tt.body, tt.shade, 0.7)],
      ],
      { cx: 0.38, cy: 0.32, r: 0.75 },
    )
  return g([
    circle(x, y, r, { fill: dome(t) }),
    ring === undefined
      ? ''
      : circle(x, y, r * 0.8, { fill: 'none', stroke: ring, strokeWidth: r * 0.1 }),
    circle(x, y, r * 0.6, { fill: dome(inner) }),
  ])
}

/** A small two-finger gripper hanging from (x, y) along angle `a` (degrees, 90 = down). */
function gripper(ctx: Ctx, x: number, y: number, a: number, s: number): string {
  return g(
    [
      rect(0, -26 * s, 22 * s, 52 * s, { rx: 4 * s, fill: cyl(ctx, chrome, 'down') }),
      path(rr(22 * s, -34 * s, 44 * s, 68 * s, 8 * s), { fill: cyl(ctx, graphite, 'down') }),
      rect(66 * s, -30 * s, 46 * s, 12 * s, { rx: 3 * s, fill: cyl(ctx, chrome, 'down') }),
      rect(66 * s, 18 * s, 46 * s, 12 * s, { rx: 3 * s, fill: cyl(ctx, chrome, 'down') }),
    ],
    { transform: `translate(${num(x)} ${num(y)}) rotate(${num(a)})` },
  )
}

// ---------------------------------------------------------------- six-axis industrial arm

type Pose = { shoulder: number; elbow: number; wrist: number }

const robotArm: Draw = (ctx) => {
  const { f } = ctx
  const poses: readonly Pose[] = [
    { shoulder: 16, elbow: -6, wrist: 84 },
    { shoulder: -10, elbow: 18, wrist: 70 },
    { shoulder: 24, elbow: -16, wrist: 96 },
  ]
  const pose = poses[ctx.view] ?? { shoulder: 16, elbow: -6, wrist: 84 }
  const bx = 300
  const floor = 1000
  const j2: [number, number] = [bx, 720]
  const j3: [number, number] = [
    j2[0] + Math.sin(rad(pose.shoulder)) * 380,
    j2[1] - Math.cos(rad(pose.shoulder)) * 380,
  ]
  const fa = rad(pose.elbow)
  const j5: [number, number] = [j3[0] + Math.cos(fa) * 400, j3[1] + Math.sin(fa) * 400]
  const rear: [number, number] = [j3[0] - Math.cos(fa) * 120, j3[1] - Math.sin(fa) * 120]
  const wa = rad(pose.wrist)
  const flange: [number, number] = [j5[0] + Math.cos(wa) * 70, j5[1] + Math.sin(wa) * 70]
  const parts = [
    path(rr(bx - 150, floor - 50, 300, 50, 10), { fill: cyl(ctx, graphite) }),
    rect(bx - 112, 810, 224, 142, { fill: cyl(ctx, f) }),
    ellipse(bx, 810, 112, 24, { fill: topFill(ctx) }),
    rect(bx - 112, 900, 224, 10, { fill: graphite.body, opacity: 0.6 }),
    path(rr(bx - 100, 690, 200, 132, 30), { fill: cyl(ctx, f) }),
    path(
      `M${bx - 60} 880C${bx - 180} 760 ${j3[0] - 120} ${j3[1] + 140} ${j3[0] - 40} ${j3[1] + 40}`,
      {
        fill: 'none',
        stroke: rubber.body,
        strokeWidth: 14,
        strokeLinecap: 'round',
      },
    ),
    link(ctx, j2[0], j2[1], 80, j3[0], j3[1], 60),
    joint(ctx, j2[0], j2[1], 96, f, graphite),
    brandPlate(ctx, (j2[0] + j3[0]) / 2, (j2[1] + j3[1]) / 2, 110),
    link(ctx, rear[0], rear[1], 66, j5[0], j5[1], 40),
    joint(ctx, j3[0], j3[1], 70, f, graphite),
    link(ctx, j5[0], j5[1], 36, flange[0], flange[1], 30),
    joint(ctx, j5[0], j5[1], 42, f, graphite),
    gripper(ctx, flange[0], flange[1], pose.wrist, 1),
    led(ctx, bx + 70, 880, 5, ui.green),
  ]
  const top = Math.min(j3[1], j5[1]) - 110
  return {
    svg: g(parts, { transform: `translate(0 ${num(-top)})` }),
    w: 920,
    h: floor - top,
    mount: 'floor',
    focus: [j5[0], j5[1] - top + 40],
    zoom: 1.9,
    base: [bx - 150, bx + 150],
  }
}

// ---------------------------------------------------------------- SCARA

const scaraRobot: Draw = (ctx) => {
  const { f } = ctx
  const reach = ctx.angle === 'three' ? 210 : 340
  const sx = 540 + reach
  const parts = [
    path(rr(60, 850, 300, 50, 10), { fill: cyl(ctx, graphite) }),
    surface(ctx, rr(100, 430, 220, 430, 18), { fill: cyl(ctx, f) }),
    path(rr(140, 520, 80, 110, 10), { fill: cyl(ctx, graphite, 'down') }),
    circle(165, 550, 14, { fill: cyl(ctx, chrome, 'diagonal') }),
    circle(195, 600, 11, { fill: cyl(ctx, chrome, 'diagonal') }),
    brandPlate(ctx, 210, 720, 120),
    path(rr(110, 380, 200, 66, 24), { fill: cyl(ctx, f) }),
    // cable duct arching from the base to the second arm
    path(`M170 400C160 170 ${sx - 300} 120 ${sx - 80} 200`, {
      fill: 'none',
      stroke: rubber.body,
      strokeWidth: 24,
      strokeLinecap: 'round',
    }),
    path(`M170 400C160 170 ${sx - 300} 120 ${sx - 80} 200`, {
      fill: 'none',
      stroke: rubber.highlight,
      strokeWidth: 5,
      strokeLinecap: 'round',
      transform: 'translate(-4 -6)',
    }),
    surface(ctx, rr(120, 280, 520, 110, 55), { fill: cyl(ctx, f, 'down') }),
    joint(ctx, 585, 335, 40, f, graphite),
    surface(ctx, rr(520, 200, reach + 80, 86, 43), { fill: cyl(ctx, f, 'down') }),
    path(rr(sx - 80, 150, 120, 56, 22), { fill: cyl(ctx, f, 'down') }),
    // the ball-screw spline shaft and the tool on it
    rect(sx - 12, 100, 24, 500, { fill: cyl(ctx, chrome) }),
    slats(sx - 12, 100, 24, 40, 6, { stroke: chrome.shade, strokeWidth: 2 }),
    path(rr(sx - 30, 600, 60, 22, 6), { fill: cyl(ctx, graphite) }),
    gripper(ctx, sx, 622, 90, 0.8),
  ]
  return {
    svg: g(parts, { transform: 'translate(0 -90)' }),
    w: sx + 100,
    h: 810,
    mount: 'floor',
    focus: [sx - 40, 420],
    zoom: 1.9,
    base: [60, 360],
  }
}

// ---------------------------------------------------------------- collaborative robot

const cobot: Draw = (ctx) => {
  const { f } = ctx
  const poses: readonly Pose[] = [
    { shoulder: 28, elbow: 8, wrist: 90 },
    { shoulder: 8, elbow: 30, wrist: 80 },
    { shoulder: 34, elbow: -4, wrist: 100 },
  ]
  const pose = poses[ctx.view] ?? { shoulder: 28, elbow: 8, wrist: 90 }
  const accent = ui.teal
  const cap: Tone = { body: mix(f.body, '#ffffff', 0.15), shade: f.shade, highlight: '#ffffff' }
  const bx = 260
  const floor = 1000
  const j2: [number, number] = [bx, 760]
  const j3: [number, number] = [
    j2[0] + Math.sin(rad(pose.shoulder)) * 400,
    j2[1] - Math.cos(rad(pose.shoulder)) * 400,
  ]
  const fa = rad(pose.elbow)
  const j4: [number, number] = [j3[0] + Math.cos(fa) * 340, j3[1] + Math.sin(fa) * 340]
  const wa = rad(pose.wrist)
  const j5: [number, number] = [j4[0] + Math.cos(wa) * 80, j4[1] + Math.sin(wa) * 80]
  const tool: [number, number] = [j5[0] + Math.cos(wa) * 60, j5[1] + Math.sin(wa) * 60]
  const parts = [
    path(rr(bx - 100, floor - 30, 200, 30, 8), { fill: cyl(ctx, graphite) }),
    rect(bx - 66, 820, 132, 150, { fill: cyl(ctx, f) }),
    ellipse(bx, 820, 66, 14, { fill: topFill(ctx) }),
    rect(bx - 66, 900, 132, 8, { fill: accent }),
    link(ctx, j2[0], j2[1], 50, j3[0], j3[1], 44),
    joint(ctx, j2[0], j2[1], 74, cap, f, accent),
    link(ctx, j3[0], j3[1], 40, j4[0], j4[1], 36),
    joint(ctx, j3[0], j3[1], 58, cap, f, accent),
    link(ctx, j4[0], j4[1], 32, j5[0], j5[1], 32),
    joint(ctx, j4[0], j4[1], 44, cap, f, accent),
    link(ctx, j5[0], j5[1], 24, tool[0], tool[1], 24, graphite),
    joint(ctx, j5[0], j5[1], 38, cap, f, accent),
    gripper(ctx, tool[0], tool[1], pose.wrist, 0.8),
    led(ctx, bx, 860, 5, accent),
  ]
  const top = Math.min(j3[1], j4[1]) - 90
  return {
    svg: g(parts, { transform: `translate(0 ${num(-top)})` }),
    w: 800,
    h: floor - top,
    mount: 'floor',
    focus: [j4[0], j4[1] - top + 40],
    zoom: 1.9,
    base: [bx - 100, bx + 100],
  }
}

export const robotDrawings = { robotArm, scaraRobot, cobot } satisfies Record<string, Draw>
