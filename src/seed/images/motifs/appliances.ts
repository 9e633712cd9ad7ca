import { darken, lighten, mix, neutral } from '../palettes'
import { circle, ellipse, g, line, num, path, poly, rect, roundedRect } from '../svg'
import type { MotifContext, MotifSpec } from './kit'
import { airflow, blades, boxShadow, drop, groundShadow, plant } from './kit'

/** Off-white plastic shading shared by the appliance bodies. */
const body = (ctx: MotifContext): string => ctx.p.lg(neutral.white, '#e3e8ee')
const side = (ctx: MotifContext): string => ctx.p.lg('#cfd6df', '#b3bcc8')
const metal = (ctx: MotifContext): string =>
  ctx.p.linear(
    [
      [0, '#9aa4b1'],
      [0.45, '#f4f6f8'],
      [1, '#8f99a6'],
    ],
    'right',
  )

/** A small remote control, rotated for a casual look. */
function remote(ctx: MotifContext, x: number, y: number, angle: number): string {
  const { c } = ctx
  const buttons = []
  for (let row = 0; row < 3; row++)
    for (let col = 0; col < 2; col++)
      buttons.push(
        circle(x + 22 + col * 26, y + 92 + row * 24, 7, {
          fill: row === 0 && col === 0 ? c.accent : '#c9d0d9',
        }),
      )
  return g(
    [
      boxShadow(ctx, x, y, 70, 190, 26, 16, 0.35),
      rect(x, y, 70, 190, { rx: 26, fill: ctx.p.lg(neutral.white, '#dfe5ec', 'right') }),
      rect(x + 12, y + 18, 46, 42, { rx: 8, fill: c.dark }),
      rect(x + 18, y + 28, 22, 6, { rx: 3, fill: ctx.alt, opacity: 0.9 }),
      rect(x + 18, y + 40, 32, 6, { rx: 3, fill: c.light, opacity: 0.5 }),
      ...buttons,
    ],
    { transform: `rotate(${num(angle)} ${num(x + 35)} ${num(y + 95)})` },
  )
}

/** A wall-mounted split AC indoor unit, `uw` wide with its top-left corner at (x, y). */
export function splitUnit(ctx: MotifContext, x: number, y: number, uw: number): string {
  const { c, p } = ctx
  const uh = 196
  return g([
    boxShadow(ctx, x, y, uw, uh, 50, 34, 0.45),
    path(roundedRect(x, y, uw, uh, [44, 44, 60, 60]), { fill: body(ctx) }),
    path(roundedRect(x, y, uw, 26, [44, 44, 0, 0]), { fill: neutral.white }),
    rect(x + 40, y + 30, uw - 80, 4, { rx: 2, fill: '#dfe4ea' }),
    path(`M${num(x + 6)} ${num(y + uh * 0.62)}H${num(x + uw - 6)}`, {
      stroke: '#d5dbe3',
      strokeWidth: 3,
    }),
    // vent slot and the open louvre below it
    rect(x + 46, y + uh - 52, uw - 92, 30, {
      rx: 15,
      fill: p.lg(darken(c.dark, 0.1), lighten(c.dark, 0.2)),
    }),
    path(
      `M${num(x + 56)} ${num(y + uh - 26)}H${num(x + uw - 56)}L${num(x + uw - 80)} ${num(y + uh + 12)}H${num(x + 80)}Z`,
      {
        fill: p.lg('#f2f5f8', '#c5cdd7'),
      },
    ),
    // display and status lights
    rect(x + uw - 150, y + 62, 84, 34, { rx: 17, fill: c.dark, opacity: 0.92 }),
    circle(x + uw - 130, y + 79, 7, { fill: ctx.alt }),
    circle(x + uw - 130, y + 79, 14, { fill: ctx.alt, opacity: 0.25 }),
    rect(x + uw - 112, y + 75, 32, 8, { rx: 4, fill: c.light, opacity: 0.7 }),
    rect(x + 60, y + uh * 0.62 + 14, 70, 6, { rx: 3, fill: c.primary }),
  ])
}

const airConditioner: MotifSpec = {
  aspect: [1.15, 2.1],
  draw(ctx, w) {
    const { c, p, rng } = ctx
    const uw = Math.min(w * 0.8, 780)
    const uh = 196
    const x = (w - uw) / 2
    const y = 96
    const flow: string[] = []
    const streaks = 5
    for (let i = 0; i < streaks; i++) {
      const sx = x + uw * (0.18 + (0.64 * i) / (streaks - 1))
      const sy = y + uh + 14
      const drift = (i - 2) * 40 + rng.range(-10, 10)
      const len = rng.range(190, 250)
      flow.push(
        path(
          `M${num(sx)} ${num(sy)}C${num(sx + drift * 0.2)} ${num(sy + len * 0.4)} ${num(sx + drift + 60)} ${num(sy + len * 0.5)} ${num(sx + drift + 40)} ${num(sy + len)}`,
          {
            fill: 'none',
            stroke: p.linear(
              [
                [0, i % 2 === 0 ? c.light : ctx.alt, 0.95],
                [1, c.light, 0],
              ],
              'down',
            ),
            strokeWidth: i % 2 === 0 ? 9 : 6,
            strokeLinecap: 'round',
            strokeDasharray: i % 2 === 0 ? undefined : '36 20',
          },
        ),
      )
    }
    for (let i = 0; i < 9; i++)
      flow.push(
        circle(x + uw * rng.range(0.15, 0.9), y + uh + rng.range(60, 280), rng.range(3, 7), {
          fill: c.light,
          opacity: rng.range(0.3, 0.8),
        }),
      )
    const unit = splitUnit(ctx, x, y, uw)
    const extras: string[] = []
    if (w > 840) extras.push(remote(ctx, w - 150, 340, rng.range(12, 22)))
    if (w > 1000) extras.push(plant(ctx, 110, 590, 200))
    return g([g(flow), unit, ...extras])
  },
}

type DoorStyle = 'french' | 'sideBySide' | 'quad'

const refrigerator: MotifSpec = {
  aspect: [0.85, 1.8],
  floor: 560,
  draw(ctx, w) {
    const { c, p, rng } = ctx
    const styles: readonly DoorStyle[] = ['french', 'sideBySide', 'quad']
    const style = styles[ctx.variant % 3] ?? 'french'
    const fw = 310
    const fh = 470
    const depth = 46
    const x = (w - fw - depth) / 2
    const y = 560 - fh
    const doorTone = rng.pick([
      [lighten(c.primary, 0.1), darken(c.primary, 0.35)],
      [neutral.white, '#d6dce4'],
      [lighten(c.dark, 0.28), c.dark],
    ] as const)
    const door = p.lg(doorTone[0], doorTone[1], 'diagonal')
    const dark = doorTone[0] !== neutral.white
    const handle = metal(ctx)
    const gap = darken(doorTone[1], 0.35)
    const parts: string[] = [
      groundShadow(ctx, x + (fw + depth) / 2, 560, fw * 0.75, 0.45),
      // top and side faces give the semi-isometric depth
      poly([x, y, x + depth, y - depth * 0.55, x + fw + depth, y - depth * 0.55, x + fw, y], {
        fill: '#eef1f5',
      }),
      poly(
        [
          x + fw,
          y,
          x + fw + depth,
          y - depth * 0.55,
          x + fw + depth,
          560 - depth * 0.55,
          x + fw,
          560,
        ],
        { fill: side(ctx) },
      ),
      rect(x, y, fw, fh, { rx: 10, fill: door }),
    ]
    const split = style === 'sideBySide' ? fh : fh * 0.58
    const mid = style === 'sideBySide' ? x + fw * 0.56 : x + fw / 2
    parts.push(line(mid, y + 4, mid, y + split, { stroke: gap, strokeWidth: 4 }))
    if (style !== 'sideBySide') {
      parts.push(line(x + 4, y + split, x + fw - 4, y + split, { stroke: gap, strokeWidth: 4 }))
      if (style === 'quad')
        parts.push(line(mid, y + split, mid, y + fh - 4, { stroke: gap, strokeWidth: 4 }))
      else
        parts.push(
          line(x + 4, y + split + (fh - split) / 2, x + fw - 4, y + split + (fh - split) / 2, {
            stroke: gap,
            strokeWidth: 4,
          }),
        )
    }
    // handles
    parts.push(
      rect(mid - 22, y + split * 0.22, 10, split * 0.56, { rx: 5, fill: handle }),
      rect(mid + 12, y + split * 0.22, 10, split * 0.56, { rx: 5, fill: handle }),
    )
    if (style === 'french') {
      const dh = (fh - split) / 2
      parts.push(
        rect(x + fw * 0.3, y + split + dh * 0.22, fw * 0.4, 10, { rx: 5, fill: handle }),
        rect(x + fw * 0.3, y + split + dh + dh * 0.22, fw * 0.4, 10, { rx: 5, fill: handle }),
      )
    } else if (style === 'quad') {
      const top = y + split + 22
      parts.push(
        rect(mid - 22, top, 10, 60, { rx: 5, fill: handle }),
        rect(mid + 12, top, 10, 60, { rx: 5, fill: handle }),
      )
    }
    // control panel and a glassy highlight
    parts.push(
      rect(x + 30, y + 48, 70, 44, {
        rx: 8,
        fill: dark ? darken(c.dark, 0.2) : c.dark,
        opacity: 0.9,
      }),
      circle(x + 48, y + 70, 7, { fill: ctx.alt }),
      rect(x + 62, y + 62, 26, 6, { rx: 3, fill: c.light, opacity: 0.7 }),
      rect(x + 62, y + 74, 18, 6, { rx: 3, fill: c.light, opacity: 0.4 }),
      poly(
        [
          x + fw * 0.08,
          y,
          x + fw * 0.34,
          y,
          x + fw * 0.02,
          y + fh * 0.55,
          x,
          y + fh * 0.42,
          x,
          y + fh * 0.12,
        ],
        {
          fill: '#ffffff',
          opacity: dark ? 0.12 : 0.35,
        },
      ),
      rect(x + 14, 560 - 10, fw - 28, 10, { rx: 3, fill: darken(doorTone[1], 0.3) }),
    )
    const extras: string[] = []
    if (w > 620) extras.push(plant(ctx, x - 110, 560, 230))
    if (w > 760) {
      // a low cabinet with a fruit bowl balances the wider card
      const cx = x + fw + depth + 70
      extras.push(
        groundShadow(ctx, cx + 90, 560, 110, 0.3),
        rect(cx, 420, 180, 140, {
          rx: 12,
          fill: p.lg(lighten(c.primary, 0.6), lighten(c.primary, 0.35)),
        }),
        rect(cx + 12, 436, 74, 110, { rx: 8, fill: lighten(c.primary, 0.72) }),
        rect(cx + 94, 436, 74, 110, { rx: 8, fill: lighten(c.primary, 0.72) }),
        rect(cx + 72, 480, 6, 28, { rx: 3, fill: handle }),
        rect(cx + 102, 480, 6, 28, { rx: 3, fill: handle }),
        circle(cx + 72, 398, 18, { fill: c.accent }),
        circle(cx + 100, 394, 20, { fill: '#e94b4b' }),
        circle(cx + 124, 402, 15, { fill: '#7bc043' }),
        path(
          `M${num(cx + 40)} 404H${num(cx + 150)}Q${num(cx + 140)} 420 ${num(cx + 95)} 420Q${num(cx + 50)} 420 ${num(cx + 40)} 404Z`,
          { fill: neutral.white },
        ),
      )
    }
    return g([...extras, ...parts])
  },
}

/** A round fan guard with blades, seen from the front. */
export function fanHead(
  ctx: MotifContext,
  cx: number,
  cy: number,
  r: number,
  count: number,
): string {
  const { c, p, rng } = ctx
  const spokes: string[] = []
  for (let i = 0; i < 24; i++) {
    const a = (Math.PI * 2 * i) / 24
    spokes.push(
      `M${num(cx + Math.cos(a) * r * 0.2)} ${num(cy + Math.sin(a) * r * 0.2)}L${num(cx + Math.cos(a) * r)} ${num(cy + Math.sin(a) * r)}`,
    )
  }
  return g([
    circle(cx, cy, r, {
      fill: p.radial([
        [0, c.light, 0.35],
        [1, c.light, 0.12],
      ]),
    }),
    blades(
      cx,
      cy,
      r * 0.9,
      count,
      p.lg(lighten(c.primary, 0.25), darken(c.primary, 0.2), 'diagonal'),
      rng.range(0, 60),
    ),
    path(spokes.join(''), { stroke: '#ffffff', strokeOpacity: 0.55, strokeWidth: 2.5 }),
    circle(cx, cy, r * 0.62, {
      fill: 'none',
      stroke: '#ffffff',
      strokeOpacity: 0.5,
      strokeWidth: 3,
    }),
    circle(cx, cy, r, { fill: 'none', stroke: p.lg(neutral.white, '#cfd6de'), strokeWidth: 12 }),
    circle(cx, cy, r * 0.2, { fill: p.lg(neutral.white, '#d2d9e1') }),
    circle(cx, cy, r * 0.08, { fill: ctx.alt }),
  ])
}

const fan: MotifSpec = {
  aspect: [0.9, 1.8],
  floor: 565,
  draw(ctx, w) {
    const { c, p } = ctx
    const desk = ctx.variant % 3 === 2
    const cx = w / 2
    const r = desk ? 150 : 145
    const cy = desk ? 300 : 200
    const neckTop = cy + r * 0.5
    const parts: string[] = [
      groundShadow(ctx, cx, 565, 140, 0.45),
      airflow(ctx, cx + r + 20, cy - 40, Math.min(220, w - cx - r - 50), 60, 3, 42, c.light),
      rect(cx - 11, neckTop, 22, 565 - neckTop - 30, { fill: metal(ctx) }),
      rect(cx - 17, desk ? 468 : 430, 34, 14, { rx: 6, fill: '#e6eaef' }),
      ellipse(cx, 548, 118, 24, { fill: p.lg('#f6f8fa', '#c9d1da') }),
      path(`M${num(cx - 118)} 548V556A118 24 0 0 0 ${num(cx + 118)} 556V548Z`, { fill: '#aeb8c4' }),
      ellipse(cx, 546, 70, 12, { fill: '#ffffff', opacity: 0.6 }),
      circle(cx + 56, 544, 7, { fill: ctx.alt }),
      // motor housing peeking behind the guard
      rect(cx - 34, cy + r * 0.2, 68, r * 0.5, { rx: 24, fill: '#dde3ea' }),
      fanHead(ctx, cx, cy, r, ctx.variant % 2 === 0 ? 5 : 3),
    ]
    const extras: string[] = []
    if (w > 780) extras.push(plant(ctx, cx - r - 130, 565, 240))
    return g([...extras, ...parts])
  },
}

const ventilation: MotifSpec = {
  aspect: [1, 2],
  framed: true,
  draw(ctx, w) {
    const { c, p, rng } = ctx
    // Looking up into a room: the ceiling's near edge is above the frame, its far edge meets
    // the back wall at `horizon`, and the side walls close the view.
    const horizon = 300
    const inset = w * 0.2
    const plane = (u: number, v: number): [number, number] => {
      const k = inset * v
      return [k + (w - k * 2) * u, horizon * v]
    }
    const pt = (u: number, v: number): string => plane(u, v).map(num).join(' ')
    const quad = (ua: number, va: number, ub: number, vb: number): string =>
      `M${pt(ua, va)}L${pt(ub, va)}L${pt(ub, vb)}L${pt(ua, vb)}Z`
    const tiles: string[] = []
    for (let i = 1; i < 8; i++) tiles.push(`M${pt(i / 8, 0)}L${pt(i / 8, 1)}`)
    for (const v of [0.3, 0.55, 0.78]) tiles.push(`M${pt(0, v)}L${pt(1, v)}`)
    const wall = mix(c.light, c.primary, 0.12)
    const parts: string[] = [
      path(quad(0, 0, 1, 1), {
        fill: p.lg(mix(c.light, '#ffffff', 0.5), mix(c.light, c.primary, 0.1)),
      }),
      path(tiles.join(''), { stroke: mix(c.light, c.primary, 0.22), strokeWidth: 2.5 }),
      rect(inset, horizon, w - inset * 2, 600 - horizon, {
        fill: p.lg(wall, mix(wall, c.dark, 0.08)),
      }),
      path(`M0 0L${num(inset)} ${horizon}V600H0Z`, { fill: mix(wall, c.dark, 0.14) }),
      path(`M${num(w)} 0L${num(w - inset)} ${horizon}V600H${num(w)}Z`, {
        fill: mix(wall, c.dark, 0.2),
      }),
      path(`M${num(inset)} ${horizon}H${num(w - inset)}`, {
        stroke: '#ffffff',
        strokeWidth: 4,
        strokeOpacity: 0.8,
      }),
      // a window on the back wall, off to one side of the airflow
      rect(inset + 30, horizon + 60, 150, 150, { rx: 6, fill: neutral.white }),
      rect(inset + 40, horizon + 70, 130, 130, {
        fill: p.lg(mix('#9fd6ff', c.light, 0.3), '#e9f6ff'),
      }),
      rect(inset + 102, horizon + 70, 6, 130, { fill: neutral.white }),
    ]
    for (const u of [0.1, 0.78]) parts.push(path(quad(u, 0.35, u + 0.12, 0.5), { fill: '#fffdf2' }))
    // the grille: a frame, a shadowed throat, then slats or rings
    const u0 = 0.35
    const u1 = 0.65
    const v0 = 0.24
    const v1 = 0.76
    parts.push(
      path(quad(u0, v0, u1, v1), { fill: c.dark, opacity: 0.15, transform: 'translate(0 8)' }),
      path(quad(u0, v0, u1, v1), { fill: neutral.white }),
      path(quad(u0 + 0.02, v0 + 0.05, u1 - 0.02, v1 - 0.05), {
        fill: p.lg(darken(c.dark, 0.1), lighten(c.dark, 0.25)),
      }),
    )
    const [gx, gy] = plane(0.5, (v0 + v1) / 2)
    if (ctx.variant % 3 === 1) {
      const rx = (plane(u1, 0.5)[0] - plane(u0, 0.5)[0]) * 0.4
      const ry = horizon * (v1 - v0) * 0.36
      for (let i = 4; i >= 1; i--)
        parts.push(
          ellipse(gx, gy, (rx * i) / 4, (ry * i) / 4, {
            fill: 'none',
            stroke: '#e9eef3',
            strokeWidth: 5,
          }),
        )
      parts.push(ellipse(gx, gy, 12, 8, { fill: ctx.alt }))
    } else {
      for (let i = 1; i < 8; i++) {
        const v = v0 + 0.05 + ((v1 - v0 - 0.1) * i) / 8
        parts.push(
          path(`M${pt(u0 + 0.03, v)}L${pt(u1 - 0.03, v)}`, {
            stroke: mix('#ffffff', '#c7cfd8', i / 8),
            strokeWidth: 8,
            strokeLinecap: 'round',
          }),
        )
      }
    }
    // stale air rising from the room and pulled into the grille
    const flow: string[] = []
    for (let i = 0; i < 5; i++) {
      const sx = gx + (i - 2) * rng.range(90, 120)
      const sy = 600 - Math.abs(i - 2) * 30
      const color = i % 2 === 0 ? c.primary : ctx.alt === c.light ? c.accent : ctx.alt
      flow.push(
        path(
          `M${num(sx)} ${num(sy)}C${num(sx)} ${num(sy - 140)} ${num(gx + (i - 2) * 40)} ${num(gy + 170)} ${num(gx + (i - 2) * 20)} ${num(gy + 40)}`,
          {
            fill: 'none',
            stroke: p.linear(
              [
                [0, color, 0],
                [1, color, 0.9],
              ],
              'up',
            ),
            strokeWidth: i === 2 ? 10 : 7,
            strokeLinecap: 'round',
            strokeDasharray: i % 2 === 1 ? '34 18' : undefined,
          },
        ),
      )
    }
    for (let i = 0; i < 10; i++)
      flow.push(
        circle(gx + rng.range(-240, 240), rng.range(300, 580), rng.range(3, 6), {
          fill: c.primary,
          opacity: rng.range(0.25, 0.6),
        }),
      )
    return g([...parts, g(flow)])
  },
}

const dehumidifier: MotifSpec = {
  aspect: [0.9, 1.8],
  floor: 560,
  draw(ctx, w) {
    const { c, p, rng } = ctx
    const bw = 250
    const bh = 390
    const depth = 56
    const x = (w - bw - depth) / 2
    const y = 560 - bh - 12
    const lift = depth * 0.55
    const grille: string[] = []
    for (let i = 0; i < 7; i++) {
      const t = (i + 1) / 8
      grille.push(
        `M${num(x + 30 + depth * t)} ${num(y - lift * t)}H${num(x + bw - 30 + depth * t)}`,
      )
    }
    const level = 0.35 + 0.4 * rng.next()
    const tx = x + 34
    const ty = y + bh * 0.52
    const tw = bw - 68
    const th = bh * 0.4
    const waterTop = ty + th * (1 - level)
    const parts: string[] = [
      groundShadow(ctx, x + (bw + depth) / 2, 562, bw * 0.75, 0.45),
      poly([x, y, x + depth, y - lift, x + bw + depth, y - lift, x + bw, y], { fill: '#f3f6f9' }),
      path(grille.join(''), { stroke: '#aab4c0', strokeWidth: 4, strokeLinecap: 'round' }),
      poly([x + bw, y, x + bw + depth, y - lift, x + bw + depth, y + bh - lift, x + bw, y + bh], {
        fill: side(ctx),
      }),
      path(roundedRect(x, y, bw, bh, [6, 6, 22, 22]), { fill: body(ctx) }),
      // control strip with a humidity ring
      rect(x + 24, y + 26, bw - 48, 62, { rx: 14, fill: c.dark }),
      circle(x + 62, y + 57, 18, { fill: 'none', stroke: lighten(c.dark, 0.25), strokeWidth: 6 }),
      path(`M${num(x + 62)} ${num(y + 39)}A18 18 0 1 1 ${num(x + 44)} ${num(y + 57)}`, {
        fill: 'none',
        stroke: ctx.alt,
        strokeWidth: 6,
        strokeLinecap: 'round',
      }),
      rect(x + 96, y + 46, 56, 8, { rx: 4, fill: c.light, opacity: 0.75 }),
      rect(x + 96, y + 62, 36, 8, { rx: 4, fill: c.light, opacity: 0.4 }),
      circle(x + bw - 46, y + 57, 8, { fill: c.primary }),
      // front intake louvres
      ...[0, 1, 2, 3].map((i) =>
        rect(x + 34, y + 112 + i * 22, bw - 68, 8, { rx: 4, fill: '#d3dae2' }),
      ),
      // water tank with a window onto the water level
      rect(tx - 8, ty - 10, tw + 16, th + 20, {
        rx: 16,
        fill: '#eef2f6',
        stroke: '#d2d9e1',
        strokeWidth: 3,
      }),
      rect(tx + tw * 0.62, ty + 8, tw * 0.3, th - 16, {
        rx: 12,
        fill: lighten(c.dark, 0.35),
        opacity: 0.35,
      }),
      path(
        `M${num(tx + tw * 0.62)} ${num(waterTop + 6)}q${num(tw * 0.075)} -8 ${num(tw * 0.15)} 0t${num(tw * 0.15)} 0V${num(ty + th - 20)}q0 12 -12 12h${num(-tw * 0.3 + 24)}q-12 0 -12 -12Z`,
        { fill: p.lg(mix('#5ab8ff', c.primary, 0.2), mix('#1c6fd1', c.dark, 0.25)) },
      ),
      rect(tx + 18, ty + th * 0.3, tw * 0.42, 14, { rx: 7, fill: '#cfd6de' }),
      // casters
      circle(x + 40, 562, 10, { fill: c.dark }),
      circle(x + bw - 24, 562, 10, { fill: c.dark }),
    ]
    // droplets rising into the intake
    const drops: string[] = []
    for (let i = 0; i < 7; i++) {
      const dx = x + bw + depth + rng.range(30, 150)
      const dy = y + rng.range(0, bh * 0.7)
      drops.push(drop(dx, dy, rng.range(14, 26), lighten(c.primary, 0.45), rng.range(0.5, 0.95)))
    }
    for (let i = 0; i < 4; i++)
      drops.push(
        drop(
          x - rng.range(40, 120),
          y + rng.range(20, bh * 0.6),
          rng.range(12, 22),
          c.light,
          rng.range(0.4, 0.8),
        ),
      )
    const extras: string[] = []
    if (w > 860) extras.push(plant(ctx, x - 180, 560, 220))
    return g([...extras, g(drops), ...parts])
  },
}

const handDryer: MotifSpec = {
  aspect: [0.9, 1.7],
  draw(ctx, w) {
    const { c, p, rng } = ctx
    const jet = ctx.variant % 2 === 0
    const tile = 64
    const wallX = Math.max(20, w / 2 - 330)
    const wallW = w - wallX * 2
    const tiles: string[] = []
    for (let x = wallX + tile; x < wallX + wallW; x += tile) tiles.push(`M${num(x)} 20V580`)
    for (let y = 20 + tile; y < 580; y += tile)
      tiles.push(`M${num(wallX)} ${y}H${num(wallX + wallW)}`)
    const parts: string[] = [
      rect(wallX, 20, wallW, 560, {
        rx: 28,
        fill: p.lg(lighten(c.light, 0.2), mix(c.light, c.primary, 0.15)),
        opacity: 0.95,
      }),
      path(tiles.join(''), { stroke: mix(c.light, c.primary, 0.22), strokeWidth: 2 }),
    ]
    const cx = w / 2
    const unit: string[] = []
    if (jet) {
      // a blade-type dryer: hands go into the cavity between two air knives
      const uw = 250
      const x = cx - uw / 2
      unit.push(
        boxShadow(ctx, x, 70, uw, 380, 40, 26, 0.4),
        path(roundedRect(x, 70, uw, 380, [40, 40, 36, 36]), { fill: body(ctx) }),
        path(roundedRect(x + 18, 200, uw - 36, 150, [10, 10, 26, 26]), {
          fill: p.lg(lighten(c.dark, 0.15), lighten(c.dark, 0.35)),
        }),
        rect(x + 30, 206, uw - 60, 8, { rx: 4, fill: ctx.alt }),
        rect(x, 186, uw, 22, { fill: '#e9edf2' }),
        rect(x + 60, 110, uw - 120, 36, { rx: 18, fill: c.primary }),
        circle(x + 84, 128, 8, { fill: '#ffffff' }),
        rect(x + 100, 124, 60, 8, { rx: 4, fill: '#ffffff', opacity: 0.7 }),
        rect(x + 40, 400, uw - 80, 10, { rx: 5, fill: '#d4dbe3' }),
      )
      for (let i = 0; i < 5; i++)
        unit.push(
          path(`M${num(x + 46 + i * 40)} 222q${rng.range(-8, 8)} 50 0 112`, {
            stroke: '#ffffff',
            strokeOpacity: 0.55,
            strokeWidth: 4,
            strokeLinecap: 'round',
            strokeDasharray: '18 12',
            fill: 'none',
          }),
        )
    } else {
      // a classic nozzle dryer blowing downwards
      const uw = 280
      const x = cx - uw / 2
      unit.push(
        boxShadow(ctx, x, 110, uw, 190, 60, 26, 0.4),
        path(roundedRect(x, 110, uw, 190, [50, 50, 70, 70]), { fill: body(ctx) }),
        path(`M${num(cx - 46)} 290L${num(cx - 30)} 340H${num(cx + 30)}L${num(cx + 46)} 290Z`, {
          fill: p.lg('#e6ebf0', '#b9c2cd'),
        }),
        ellipse(cx, 340, 30, 8, { fill: c.dark }),
        rect(x + 40, 160, uw - 80, 40, { rx: 20, fill: c.primary }),
        circle(x + 66, 180, 9, { fill: '#ffffff' }),
        rect(x + 86, 176, 80, 8, { rx: 4, fill: '#ffffff', opacity: 0.7 }),
        circle(cx, 250, 12, { fill: ctx.alt }),
      )
      unit.push(airflow(ctx, cx, 360, 0, 170, 5, 26, c.light))
    }
    const drops: string[] = []
    for (let i = 0; i < 8; i++) {
      const side = i % 2 === 0 ? -1 : 1
      drops.push(
        drop(
          cx + side * rng.range(150, 250),
          rng.range(300, 540),
          rng.range(12, 22),
          lighten(c.primary, 0.5),
          rng.range(0.5, 0.95),
        ),
      )
    }
    // a small sensor card beside the dryer
    parts.push(
      g([
        boxShadow(ctx, cx + 190, 120, 90, 120, 18, 12, 0.25),
        rect(cx + 190, 120, 90, 120, { rx: 18, fill: neutral.white }),
        circle(cx + 235, 165, 24, {
          fill: 'none',
          stroke: lighten(c.primary, 0.6),
          strokeWidth: 6,
        }),
        path(`M${num(cx + 235)} 141A24 24 0 0 1 ${num(cx + 259)} 165`, {
          fill: 'none',
          stroke: c.primary,
          strokeWidth: 6,
          strokeLinecap: 'round',
        }),
        rect(cx + 212, 206, 46, 8, { rx: 4, fill: '#d3dae2' }),
      ]),
      g(unit),
      g(drops),
    )
    return g(parts)
  },
}

export const applianceMotifs = {
  airConditioner,
  refrigerator,
  fan,
  ventilation,
  dehumidifier,
  handDryer,
} satisfies Record<string, MotifSpec>
