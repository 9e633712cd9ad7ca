import { darken, lighten, mix, neutral } from '../palettes'
import { circle, ellipse, g, line, num, path, poly, rect } from '../svg'
import type { MotifContext, MotifSpec } from './kit'
import { cloud } from './kit'

/** A smooth hill line across the width, closed down to `bottom`. */
function hills(w: number, y: number, amp: number, phase: number, bottom: number): string {
  const n = 4
  let d = `M0 ${num(y)}`
  for (let i = 0; i < n; i++) {
    const x0 = (w * i) / n
    const x1 = (w * (i + 1)) / n
    const up = (i + phase) % 2 === 0 ? -amp : amp * 0.4
    d += `Q${num((x0 + x1) / 2)} ${num(y + up)} ${num(x1)} ${num(y)}`
  }
  return `${d}V${bottom}H0Z`
}

/** A lattice transmission pylon whose feet stand at (x, base). */
function pylon(x: number, base: number, h: number, color: string): string {
  const top = base - h
  const foot = h * 0.22
  const waist = h * 0.07
  const d = [
    `M${num(x - foot)} ${num(base)}L${num(x - waist)} ${num(top + h * 0.3)}L${num(x)} ${num(top)}L${num(x + waist)} ${num(top + h * 0.3)}L${num(x + foot)} ${num(base)}`,
    // cross arms
    `M${num(x - h * 0.26)} ${num(top + h * 0.16)}H${num(x + h * 0.26)}M${num(x - h * 0.2)} ${num(top + h * 0.32)}H${num(x + h * 0.2)}`,
    `M${num(x - h * 0.26)} ${num(top + h * 0.16)}L${num(x - waist)} ${num(top + h * 0.24)}M${num(x + h * 0.26)} ${num(top + h * 0.16)}L${num(x + waist)} ${num(top + h * 0.24)}`,
  ]
  // X bracing down the body
  const steps = 4
  for (let i = 0; i < steps; i++) {
    const t0 = 0.3 + (0.7 * i) / steps
    const t1 = 0.3 + (0.7 * (i + 1)) / steps
    const w0 = waist + (foot - waist) * ((t0 - 0.3) / 0.7)
    const w1 = waist + (foot - waist) * ((t1 - 0.3) / 0.7)
    const y0 = top + h * t0
    const y1 = top + h * t1
    d.push(
      `M${num(x - w0)} ${num(y0)}L${num(x + w1)} ${num(y1)}M${num(x + w0)} ${num(y0)}L${num(x - w1)} ${num(y1)}`,
    )
  }
  return path(d.join(''), {
    fill: 'none',
    stroke: color,
    strokeWidth: Math.max(2, h * 0.018),
    strokeLinejoin: 'round',
  })
}

/** A sagging cable between two points. */
const cable = (x1: number, y1: number, x2: number, y2: number, sag: number): string =>
  `M${num(x1)} ${num(y1)}Q${num((x1 + x2) / 2)} ${num((y1 + y2) / 2 + sag)} ${num(x2)} ${num(y2)}`

/** A streamlined passenger train heading right, its wheels on `y`. */
function train(ctx: MotifContext, x: number, y: number, cars: number): string {
  const { c, p } = ctx
  const len = 190
  const h = 58
  const parts: string[] = []
  for (let i = 0; i < cars; i++) {
    const cx = x + i * (len + 8)
    const nose = i === cars - 1
    const d = nose
      ? `M${num(cx)} ${num(y - h)}H${num(cx + len - 60)}Q${num(cx + len + 10)} ${num(y - h)} ${num(cx + len + 30)} ${num(y - 8)}Q${num(cx + len + 30)} ${num(y)} ${num(cx + len + 10)} ${num(y)}H${num(cx)}Z`
      : `M${num(cx)} ${num(y - h)}H${num(cx + len)}V${num(y)}H${num(cx)}Z`
    parts.push(
      path(d, { fill: p.lg('#ffffff', '#d8dee6') }),
      rect(cx + 12, y - h + 12, nose ? len - 40 : len - 24, 18, { rx: 6, fill: c.dark }),
      rect(cx, y - 18, nose ? len + 20 : len, 8, { fill: c.primary }),
    )
    if (nose)
      parts.push(
        path(
          `M${num(cx + len - 20)} ${num(y - h + 12)}Q${num(cx + len + 6)} ${num(y - h + 14)} ${num(cx + len + 18)} ${num(y - 28)}H${num(cx + len - 20)}Z`,
          { fill: c.dark },
        ),
      )
  }
  return g(parts)
}

const infrastructure: MotifSpec = {
  aspect: [1, 2.2],
  framed: true,
  draw(ctx, w) {
    const { c, p, rng } = ctx
    const deck = 392
    const parts: string[] = [
      path(hills(w, 330, 70, ctx.variant, 600), {
        fill: mix(c.light, c.primary, 0.55),
        opacity: 0.45,
      }),
      path(hills(w, 380, 50, ctx.variant + 1, 600), {
        fill: mix(c.light, c.primary, 0.35),
        opacity: 0.6,
      }),
      cloud(w * 0.15, 110, 140, '#ffffff', 0.3),
    ]
    // pylons march across the hills with cables between them
    const count = Math.max(3, Math.round(w / 260))
    const pylons: [number, number, number][] = []
    for (let i = 0; i < count; i++) {
      const x = (w * (i + 0.5)) / count + rng.range(-20, 20)
      const h = 190 - Math.abs(i - (count - 1) / 2) * 14
      pylons.push([x, 350 + rng.range(-8, 8), h])
    }
    const cables: string[] = []
    for (let i = 0; i + 1 < pylons.length; i++) {
      const a = pylons[i]
      const b = pylons[i + 1]
      if (a === undefined || b === undefined) continue
      for (const [dx, t] of [
        [-0.26, 0.16],
        [0.26, 0.16],
        [-0.2, 0.32],
        [0.2, 0.32],
      ] as const)
        cables.push(
          cable(
            a[0] + a[2] * dx,
            a[1] - a[2] + a[2] * t,
            b[0] + b[2] * dx,
            b[1] - b[2] + b[2] * t,
            26,
          ),
        )
    }
    parts.push(
      ...pylons.map(([x, y, h]) => pylon(x, y, h, mix(c.light, c.dark, 0.15))),
      path(cables.join(''), { fill: 'none', stroke: c.light, strokeOpacity: 0.75, strokeWidth: 2 }),
    )
    // river under an arch bridge
    const waves: string[] = []
    for (let i = 0; i < 8; i++) {
      const x = rng.range(0, w - 80)
      const y = rng.range(490, 580)
      waves.push(`M${num(x)} ${num(y)}q20 -8 40 0t40 0`)
    }
    parts.push(
      rect(0, 470, w, 130, {
        fill: p.lg(mix('#5ab8ff', c.primary, 0.3), mix('#1c5fb0', c.dark, 0.3)),
      }),
      path(waves.join(''), {
        fill: 'none',
        stroke: '#ffffff',
        strokeOpacity: 0.45,
        strokeWidth: 4,
        strokeLinecap: 'round',
      }),
      path(hills(w, 470, 14, 0, 486), { fill: mix(c.light, c.primary, 0.2) }),
    )
    const span = Math.max(180, w / Math.max(3, Math.round(w / 240)))
    const spandrels: string[] = []
    for (let x = -span / 2; x < w; x += span) {
      // concrete between the deck and an arch springing from piers in the water
      const ph = 16
      const crown = 2 * (deck + 56) - 500
      spandrels.push(
        `M${num(x)} ${num(deck + 30)}H${num(x + span)}V600H${num(x + span - ph)}V500Q${num(x + span / 2)} ${num(crown)} ${num(x + ph)} 500V600H${num(x)}Z`,
      )
    }
    parts.push(
      path(spandrels.join(''), {
        fill: p.lg(mix(neutral.silver, c.light, 0.3), mix(neutral.steel, c.dark, 0.25)),
      }),
      rect(-10, deck, w + 20, 30, { fill: p.lg('#f2f5f8', mix(neutral.steel, c.dark, 0.2)) }),
      rect(-10, deck - 10, w + 20, 10, { fill: mix(neutral.steel, c.dark, 0.3) }),
      train(ctx, w * 0.5 - (w >= 900 ? 330 : 230), deck - 10, w >= 900 ? 3 : 2),
    )
    // overhead catenary posts along the bridge
    const posts: string[] = []
    for (let x = span / 2; x < w; x += span)
      posts.push(`M${num(x)} ${num(deck - 10)}V${num(deck - 110)}h-24`)
    parts.push(
      path(posts.join(''), {
        fill: 'none',
        stroke: mix(neutral.steel, c.dark, 0.3),
        strokeWidth: 5,
      }),
      line(0, deck - 100, w, deck - 100, {
        stroke: mix(neutral.steel, c.dark, 0.3),
        strokeWidth: 2,
      }),
    )
    return g(parts)
  },
}

/** A three-bladed wind turbine with its hub at (x, y). */
function turbine(ctx: MotifContext, x: number, y: number, size: number, angle: number): string {
  const blade = (a: number): string =>
    path(
      `M0 0C${num(size * 0.06)} ${num(-size * 0.2)} ${num(size * 0.05)} ${num(-size * 0.7)} 0 ${num(-size)}C${num(-size * 0.03)} ${num(-size * 0.6)} ${num(-size * 0.07)} ${num(-size * 0.2)} 0 0Z`,
      {
        transform: `translate(${num(x)} ${num(y)}) rotate(${num(a)})`,
      },
    )
  return g([
    poly(
      [
        x - size * 0.035,
        y,
        x + size * 0.035,
        y,
        x + size * 0.06,
        y + size * 1.5,
        x - size * 0.06,
        y + size * 1.5,
      ],
      { fill: ctx.p.lg('#ffffff', '#cdd5de', 'right') },
    ),
    g([blade(angle), blade(angle + 120), blade(angle + 240)], { fill: '#f7f9fb' }),
    rect(x - size * 0.05, y - size * 0.06, size * 0.2, size * 0.1, {
      rx: size * 0.04,
      fill: '#e3e8ee',
    }),
    circle(x, y, size * 0.055, { fill: ctx.c.accent }),
  ])
}

/** A tilted solar panel on legs, front-left corner at (x, base). */
function solarPanel(ctx: MotifContext, x: number, base: number, w: number): string {
  const { c, p } = ctx
  const h = w * 0.42
  const skew = w * 0.18
  const top = base - h - 40
  const cells: string[] = []
  for (let i = 1; i < 6; i++) {
    const t = i / 6
    cells.push(`M${num(x + w * t + skew)} ${num(top)}L${num(x + w * t)} ${num(top + h)}`)
  }
  for (let j = 1; j < 3; j++) {
    const t = j / 3
    cells.push(`M${num(x + skew * (1 - t))} ${num(top + h * t)}H${num(x + w + skew * (1 - t))}`)
  }
  return g([
    rect(x + w * 0.2, top + h - 4, 10, base - top - h + 4, { fill: neutral.iron }),
    rect(x + w * 0.75, top + h - 4, 10, base - top - h + 4, { fill: neutral.iron }),
    poly([x + skew, top, x + w + skew, top, x + w, top + h, x, top + h], {
      fill: p.lg(mix('#2a5bd7', c.dark, 0.35), mix('#1a2f6b', c.dark, 0.4), 'diagonal'),
    }),
    path(cells.join(''), { stroke: '#9cc3ff', strokeOpacity: 0.55, strokeWidth: 2 }),
    poly([x + skew, top, x + w + skew, top, x + w, top + h, x, top + h], {
      fill: 'none',
      stroke: '#e9eef3',
      strokeWidth: 5,
      strokeLinejoin: 'round',
    }),
    poly(
      [
        x + skew + w * 0.1,
        top,
        x + skew + w * 0.3,
        top,
        x + w * 0.12,
        top + h,
        x + w * 0.0 + 4,
        top + h - 4,
      ],
      { fill: '#ffffff', opacity: 0.14 },
    ),
    rect(x, top + h, w, 7, { fill: '#c7d0da' }),
  ])
}

/** A big leaf with a midrib, growing from (x, y) towards `angle` degrees. */
function leaf(
  x: number,
  y: number,
  size: number,
  angle: number,
  fill: string,
  vein: string,
): string {
  const veins: string[] = [`M0 0Q${num(size * 0.05)} ${num(-size * 0.5)} 0 ${num(-size * 0.95)}`]
  for (let i = 1; i < 5; i++) {
    const t = -size * (0.18 * i)
    veins.push(
      `M0 ${num(t)}l${num(size * 0.16)} ${num(-size * 0.12)}M0 ${num(t)}l${num(-size * 0.16)} ${num(-size * 0.12)}`,
    )
  }
  return g(
    [
      path(
        `M0 0C${num(size * 0.42)} ${num(-size * 0.2)} ${num(size * 0.34)} ${num(-size * 0.8)} 0 ${num(-size)}C${num(-size * 0.34)} ${num(-size * 0.8)} ${num(-size * 0.42)} ${num(-size * 0.2)} 0 0Z`,
        { fill },
      ),
      path(veins.join(''), {
        fill: 'none',
        stroke: vein,
        strokeWidth: Math.max(2, size * 0.015),
        strokeLinecap: 'round',
      }),
    ],
    { transform: `translate(${num(x)} ${num(y)}) rotate(${num(angle)})` },
  )
}

const sustainability: MotifSpec = {
  aspect: [1, 2.2],
  framed: true,
  draw(ctx, w) {
    const { c, p, rng } = ctx
    const green = mix('#4cbf7a', c.primary, 0.15)
    const deep = mix('#1f7a4a', c.dark, 0.2)
    const sunX = w * 0.78
    const parts: string[] = [
      circle(sunX, 120, 130, {
        fill: p.radial([
          [0, '#fff3c4', 0.7],
          [1, '#fff3c4', 0],
        ]),
      }),
      circle(sunX, 120, 52, { fill: p.lg('#fff6cf', mix('#ffd166', c.accent, 0.4)) }),
      cloud(w * 0.08, 150, 150, '#ffffff', 0.35),
      path(hills(w, 360, 60, ctx.variant, 600), { fill: mix(green, c.light, 0.45) }),
    ]
    const turbines = w >= 900 ? 3 : 2
    for (let i = 0; i < turbines; i++) {
      const tx = w * (0.2 + (0.55 * i) / Math.max(1, turbines - 1)) + rng.range(-20, 20)
      const size = 120 - i * 14
      parts.push(turbine(ctx, tx, 340 - size * 1.5 + 30, size, rng.range(0, 120)))
    }
    parts.push(path(hills(w, 440, 36, ctx.variant + 1, 600), { fill: p.lg(green, deep) }))
    const panels = Math.max(2, Math.min(4, Math.floor((w - 200) / 200)))
    const pw = 170
    const start = (w - panels * (pw + 30)) / 2
    for (let i = 0; i < panels; i++) parts.push(solarPanel(ctx, start + i * (pw + 30), 530, pw))
    // leaves framing the front corners
    parts.push(
      leaf(40, 600, 220, 30, mix(green, c.light, 0.1), lighten(green, 0.35)),
      leaf(10, 600, 170, 62, deep, lighten(deep, 0.3)),
      leaf(w - 30, 600, 200, -34, mix(green, c.accent, 0.2), lighten(green, 0.4)),
      leaf(w, 600, 150, -64, darken(green, 0.15), lighten(green, 0.25)),
      ellipse(w / 2, 560, w * 0.3, 10, { fill: deep, opacity: 0.25 }),
    )
    return g(parts)
  },
}

export const environmentMotifs = { infrastructure, sustainability } satisfies Record<
  string,
  MotifSpec
>
