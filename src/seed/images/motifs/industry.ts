import { darken, lighten, mix, neutral } from '../palettes'
import { circle, ellipse, g, num, path, poly, rect } from '../svg'
import type { MotifContext, MotifSpec } from './kit'
import { cloud, figure, figureStyle, groundShadow, isoBox } from './kit'

/** A tapered link between two joints, drawn as two discs and the band joining them. */
function link(
  x1: number,
  y1: number,
  r1: number,
  x2: number,
  y2: number,
  r2: number,
  fill: string,
): string {
  const a = Math.atan2(y2 - y1, x2 - x1)
  const nx = -Math.sin(a)
  const ny = Math.cos(a)
  return g(
    [
      poly([
        x1 + nx * r1,
        y1 + ny * r1,
        x2 + nx * r2,
        y2 + ny * r2,
        x2 - nx * r2,
        y2 - ny * r2,
        x1 - nx * r1,
        y1 - ny * r1,
      ]),
      circle(x1, y1, r1),
      circle(x2, y2, r2),
    ],
    { fill },
  )
}

/** A highlight along one side of a link, which gives the flat shape some volume. */
function sheen(x1: number, y1: number, r1: number, x2: number, y2: number, r2: number): string {
  const a = Math.atan2(y2 - y1, x2 - x1)
  const nx = -Math.sin(a)
  const ny = Math.cos(a)
  const k = 0.55
  return path(
    `M${num(x1 - nx * r1 * k)} ${num(y1 - ny * r1 * k)}L${num(x2 - nx * r2 * k)} ${num(y2 - ny * r2 * k)}`,
    {
      stroke: '#ffffff',
      strokeOpacity: 0.35,
      strokeWidth: Math.min(r1, r2) * 0.3,
      strokeLinecap: 'round',
    },
  )
}

export type ArmStyle = {
  body: string
  joint: string
  ring: string
  /** Link thickness multiplier: a cobot is slimmer than an industrial arm. */
  girth: number
}

type Pose = { shoulder: number; elbow: number }

/** A kraft cardboard box. */
function carton(ctx: MotifContext, x: number, base: number, w: number, h: number): string {
  return g([
    isoBox(x, base - h, w, h, w * 0.35, { front: '#d9a066', top: '#ecc08c', side: '#b9834f' }, 3),
    rect(x + w * 0.42, base - h, w * 0.16, h * 0.45, { fill: '#f0d4ae', opacity: 0.8 }),
    rect(x + 8, base - 16, w * 0.3, 8, { rx: 2, fill: ctx.c.dark, opacity: 0.25 }),
  ])
}

/**
 * A six-axis arm on its base: turret, shoulder, upper and lower links, wrist and gripper.
 * Returns the drawing and where the gripper ends, so scenes can put a part there.
 */
export function arm(
  ctx: MotifContext,
  bx: number,
  base: number,
  size: number,
  pose: Pose,
  style: ArmStyle,
): { svg: string; tip: [number, number] } {
  const { p } = ctx
  const s = size / 400
  const k = style.girth
  const j2: [number, number] = [bx, base - 150 * s]
  const l1 = 190 * s
  const a1 = (pose.shoulder * Math.PI) / 180
  const j3: [number, number] = [j2[0] + Math.sin(a1) * l1, j2[1] - Math.cos(a1) * l1]
  const l2 = 180 * s
  const a2 = (pose.elbow * Math.PI) / 180
  const j5: [number, number] = [j3[0] + Math.cos(a2) * l2, j3[1] + Math.sin(a2) * l2]
  const tip: [number, number] = [j5[0], j5[1] + 70 * s]
  const back: [number, number] = [j3[0] - Math.cos(a2) * 46 * s, j3[1] - Math.sin(a2) * 46 * s]
  const parts = [
    groundShadow(ctx, bx, base, 120 * s, 0.45),
    // pedestal and rotating turret
    path(
      `M${num(bx - 80 * s)} ${num(base - 40 * s)}V${num(base)}A${num(80 * s)} ${num(16 * s)} 0 0 0 ${num(bx + 80 * s)} ${num(base)}V${num(base - 40 * s)}Z`,
      { fill: p.lg(darken(style.joint, 0.1), lighten(style.joint, 0.2), 'right') },
    ),
    ellipse(bx, base - 40 * s, 80 * s, 16 * s, { fill: lighten(style.joint, 0.3) }),
    path(
      `M${num(bx - 62 * s)} ${num(base - 44 * s)}L${num(bx - 50 * s)} ${num(j2[1])}H${num(bx + 50 * s)}L${num(bx + 62 * s)} ${num(base - 44 * s)}Z`,
      { fill: p.lg(lighten(style.body, 0.1), darken(style.body, 0.15), 'right') },
    ),
    link(j2[0], j2[1], 50 * s * k, j3[0], j3[1], 36 * s * k, style.body),
    sheen(j2[0], j2[1], 50 * s * k, j3[0], j3[1], 36 * s * k),
    circle(j2[0], j2[1], 40 * s * k, { fill: style.joint }),
    circle(j2[0], j2[1], 22 * s * k, { fill: 'none', stroke: style.ring, strokeWidth: 7 * s }),
    // forearm with its motor housing behind the elbow
    link(back[0], back[1], 34 * s * k, j5[0], j5[1], 22 * s * k, darken(style.body, 0.06)),
    sheen(back[0], back[1], 34 * s * k, j5[0], j5[1], 22 * s * k),
    circle(j3[0], j3[1], 32 * s * k, { fill: style.joint }),
    circle(j3[0], j3[1], 16 * s * k, { fill: 'none', stroke: style.ring, strokeWidth: 6 * s }),
    // wrist, flange and gripper
    link(j5[0], j5[1], 20 * s * k, j5[0], j5[1] + 36 * s, 16 * s * k, style.body),
    circle(j5[0], j5[1], 16 * s * k, { fill: style.joint }),
    circle(j5[0], j5[1], 7 * s * k, { fill: style.ring }),
    rect(j5[0] - 26 * s, j5[1] + 40 * s, 52 * s, 12 * s, { rx: 4 * s, fill: neutral.iron }),
    rect(j5[0] - 26 * s, j5[1] + 50 * s, 10 * s, 30 * s, { rx: 3 * s, fill: neutral.ink }),
    rect(j5[0] + 16 * s, j5[1] + 50 * s, 10 * s, 30 * s, { rx: 3 * s, fill: neutral.ink }),
  ]
  return { svg: g(parts), tip }
}

/** A belt conveyor from `x0` to `x1` whose belt top sits at `y`. */
function conveyor(ctx: MotifContext, x0: number, x1: number, y: number, floor: number): string {
  const { c, p } = ctx
  const rollers: string[] = []
  for (let x = x0 + 26; x < x1 - 10; x += 44) rollers.push(circle(x, y + 20, 9))
  const legs: string[] = []
  for (let x = x0 + 40; x < x1; x += Math.max(160, (x1 - x0) / 4))
    legs.push(rect(x, y + 40, 14, floor - y - 40, { rx: 3 }))
  return g([
    groundShadow(ctx, (x0 + x1) / 2, floor, (x1 - x0) * 0.55, 0.35),
    g(legs, { fill: mix(neutral.iron, c.dark, 0.3) }),
    poly([x0 + 10, y, x0 + 40, y - 26, x1 + 30, y - 26, x1, y], {
      fill: mix('#3b4452', c.dark, 0.3),
    }),
    rect(x0, y, x1 - x0, 40, {
      rx: 20,
      fill: p.lg(lighten(c.primary, 0.1), darken(c.primary, 0.25)),
    }),
    g(rollers, { fill: darken(c.primary, 0.45), opacity: 0.5 }),
    rect(x0 + 14, y + 6, x1 - x0 - 28, 5, { rx: 2.5, fill: '#ffffff', opacity: 0.35 }),
  ])
}

/** Industrial arm colours for this variant: white with palette joints, or a bold colour. */
function armStyle(ctx: MotifContext): ArmStyle {
  const { c } = ctx
  return ctx.variant % 3 === 2
    ? { body: c.accent, joint: '#39404c', ring: lighten(c.accent, 0.4), girth: 1 }
    : { body: '#f1f4f7', joint: c.primary, ring: ctx.alt, girth: 1 }
}

const robot: MotifSpec = {
  aspect: [0.95, 2],
  floor: 540,
  draw(ctx, w) {
    const { c, p, rng } = ctx
    const base = 540
    const bx = w / 2 - 60
    const pose = { shoulder: rng.range(8, 24), elbow: rng.range(-12, 14) }
    const robotArm = arm(ctx, bx, base, 420, pose, armStyle(ctx))
    const [tx, ty] = robotArm.tip
    const parts: string[] = [
      // a safety zone marked on the floor
      ellipse(bx + 40, base + 6, 250, 40, {
        fill: 'none',
        stroke: c.accent,
        strokeWidth: 8,
        strokeDasharray: '28 18',
        opacity: 0.8,
      }),
      ellipse(bx + 40, base + 6, 240, 34, { fill: '#ffffff', opacity: 0.08 }),
    ]
    const table = ty + 54
    parts.push(
      groundShadow(ctx, tx + 20, base, 120, 0.35),
      isoBox(tx - 110, table, 240, 20, 34, {
        front: mix(neutral.steel, c.dark, 0.2),
        top: neutral.silver,
        side: neutral.iron,
      }),
      rect(tx - 96, table + 20, 14, base - table - 20, { fill: neutral.iron }),
      rect(tx + 100, table + 20, 14, base - table - 20, { fill: neutral.iron }),
      carton(ctx, tx + 40, table, 60, 50),
      robotArm.svg,
      carton(ctx, tx - 28, ty + 4 + 44, 44, 40),
    )
    if (w > 820) {
      // a control cabinet with a status screen
      const cx = bx - 300
      parts.unshift(
        groundShadow(ctx, cx + 70, base, 100, 0.35),
        isoBox(
          cx,
          base - 260,
          130,
          260,
          36,
          { front: p.lg('#eef2f6', '#c9d1db'), top: '#f7f9fb', side: '#aab4c0' },
          4,
        ),
        rect(cx + 18, base - 236, 94, 64, { rx: 6, fill: c.dark }),
        path(`M${num(cx + 28)} ${num(base - 190)}l15 -14l15 14l15 -14l15 14l15 -14`, {
          fill: 'none',
          stroke: ctx.alt,
          strokeWidth: 4,
          strokeLinecap: 'round',
          strokeLinejoin: 'round',
        }),
        circle(cx + 34, base - 150, 8, { fill: '#43c47a' }),
        circle(cx + 58, base - 150, 8, { fill: c.accent }),
        circle(cx + 82, base - 150, 8, { fill: '#e5484d' }),
        rect(cx + 18, base - 120, 94, 8, { rx: 4, fill: '#b8c1cc' }),
      )
    }
    return g(parts)
  },
}

const cobot: MotifSpec = {
  aspect: [0.95, 2],
  floor: 560,
  draw(ctx, w) {
    const { c, p, rng } = ctx
    const base = 560
    const desk = 380
    const cx = w / 2
    const tableL = cx - 270
    const tableR = cx + 200
    const style: ArmStyle = { body: '#f6f8fa', joint: '#dfe5ec', ring: c.primary, girth: 0.78 }
    const robotArm = arm(
      ctx,
      cx - 140,
      desk,
      300,
      { shoulder: rng.range(20, 34), elbow: rng.range(10, 30) },
      style,
    )
    const worker = figure(ctx, cx + 140, base, 330, { ...figureStyle(ctx, 2), helmet: c.accent })
    const parts: string[] = [
      groundShadow(ctx, cx - 30, base, 300, 0.35),
      // workbench
      rect(tableL + 20, desk + 20, 16, base - desk - 20, { fill: neutral.iron }),
      rect(tableR - 40, desk + 20, 16, base - desk - 20, { fill: neutral.iron }),
      isoBox(tableL, desk, tableR - tableL, 22, 40, {
        front: mix(neutral.steel, c.dark, 0.15),
        top: p.lg('#f7f9fb', '#dde3ea'),
        side: neutral.iron,
      }),
      rect(tableL + 30, desk + 44, tableR - tableL - 90, 60, {
        rx: 8,
        fill: mix(neutral.steel, c.dark, 0.2),
        opacity: 0.8,
      }),
      robotArm.svg,
    ]
    const [tx, ty] = robotArm.tip
    parts.push(
      // the part they assemble together
      isoBox(
        tx - 30,
        ty + 10,
        60,
        26,
        20,
        { front: c.primary, top: lighten(c.primary, 0.3), side: darken(c.primary, 0.25) },
        4,
      ),
      circle(tx, ty + 23, 6, { fill: ctx.alt }),
      carton(ctx, tableR - 140, desk, 50, 40),
      worker,
      // a tablet in the worker's hand links the two
      g(
        [
          rect(cx + 60, base - 210, 54, 72, { rx: 8, fill: neutral.ink }),
          rect(cx + 66, base - 204, 42, 58, { rx: 4, fill: lighten(c.primary, 0.3) }),
        ],
        {
          transform: `rotate(-12 ${num(cx + 87)} ${num(base - 174)})`,
        },
      ),
    )
    return g(parts)
  },
}

/** A saw-tooth roof factory hall with a chimney. */
function hall(ctx: MotifContext, x: number, base: number, w: number): string {
  const { c, p } = ctx
  const h = 150
  const teeth = Math.max(3, Math.round(w / 110))
  const tw = w / teeth
  const roof: number[] = [x, base - h]
  for (let i = 0; i < teeth; i++) roof.push(x + i * tw, base - h - 60, x + (i + 1) * tw, base - h)
  const glass: string[] = []
  for (let i = 0; i < teeth; i++)
    glass.push(
      poly([
        x + i * tw + 4,
        base - h - 52,
        x + i * tw + 12,
        base - h - 4,
        x + i * tw + 4,
        base - h - 4,
      ]),
    )
  const windows: string[] = []
  for (let i = 0; i < teeth * 2; i++)
    windows.push(rect(x + 20 + i * (tw / 2), base - h + 30, tw / 2 - 30, 50, { rx: 4 }))
  return g([
    rect(x + w * 0.72, base - h - 110, 40, 110, { fill: mix(c.light, c.dark, 0.35) }),
    rect(x + w * 0.72 - 4, base - h - 120, 48, 16, { fill: mix(c.light, c.dark, 0.5) }),
    cloud(x + w * 0.72 - 20, base - h - 140, 150, '#ffffff', 0.35),
    poly(roof, { fill: mix(c.light, c.primary, 0.25) }),
    g(glass, { fill: lighten(c.primary, 0.55), opacity: 0.9 }),
    rect(x, base - h, w, h, {
      fill: p.lg(mix(c.light, '#ffffff', 0.5), mix(c.light, c.primary, 0.2)),
    }),
    g(windows, { fill: mix(c.light, c.dark, 0.35), opacity: 0.6 }),
    rect(x + w * 0.42, base - 80, 90, 80, { fill: mix(c.light, c.dark, 0.45) }),
    path(`M${num(x + w * 0.42)} ${num(base - 60)}h90m-90 20h90m-90 20h90`, {
      stroke: mix(c.light, c.dark, 0.3),
      strokeWidth: 3,
    }),
  ])
}

const factory: MotifSpec = {
  aspect: [1, 2.4],
  floor: 560,
  draw(ctx, w) {
    const { c, rng } = ctx
    const base = 560
    const hallW = Math.min(w - 80, 820)
    const belt = 430
    const x0 = Math.max(20, w / 2 - 400)
    const x1 = Math.min(w - 200, w / 2 + 250)
    const boxes: string[] = []
    for (let x = x0 + 50; x < x1 - 150; x += rng.range(110, 150)) {
      const bw = rng.range(56, 72)
      boxes.push(carton(ctx, x, belt - 6, bw, bw * rng.range(0.7, 0.95)))
    }
    // the arm stands past the belt's end and lifts the last carton
    const picker = arm(ctx, x1 + 90, base, 400, { shoulder: -10, elbow: 152 }, armStyle(ctx))
    const [tx, ty] = picker.tip
    boxes.push(carton(ctx, tx - 32, ty + 52, 56, 44))
    const gear = (gx: number, gy: number, r: number, fill: string): string => {
      const teeth: string[] = []
      for (let i = 0; i < 10; i++)
        teeth.push(
          rect(gx - r * 0.16, gy - r * 1.18, r * 0.32, r * 0.4, {
            rx: r * 0.06,
            transform: `rotate(${i * 36} ${num(gx)} ${num(gy)})`,
          }),
        )
      return g([...teeth, circle(gx, gy, r), circle(gx, gy, r * 0.4, { fill: c.bg[1] })], {
        fill,
        opacity: 0.5,
      })
    }
    return g([
      hall(ctx, (w - hallW) / 2, 330, hallW),
      gear(w - 70, 90, 34, c.light),
      gear(w - 130, 140, 22, ctx.alt),
      conveyor(ctx, x0, x1, belt, base),
      g(boxes),
      picker.svg,
    ])
  },
}

export const industryMotifs = { factory, robot, cobot } satisfies Record<string, MotifSpec>
