import type { MotifContext } from './motifs/kit'
import { lighten } from './palettes'
import type { Box } from './svg'
import { circle, g, num, path, rect } from './svg'

export type SceneOptions = {
  width: number
  height: number
  /** Where the subject is drawn; the glow and the decorations gather around it. */
  subject: Box
  /** Banner layout: the left side stays calm for the HTML caption. */
  wide: boolean
  /** Picture y of the ground line, when the subject stands on something. */
  floor?: number
}

/** The shared background: gradient, glow, faint geometry and an optional floor. */
export function scene(ctx: MotifContext, o: SceneOptions): string {
  const { c, p, rng } = ctx
  const { width, height, subject: s } = o
  const cx = s.x + s.w / 2
  const cy = s.y + s.h / 2
  const size = Math.max(s.w, s.h)
  const unit = Math.min(width, height)
  const layers: string[] = [
    rect(0, 0, width, height, {
      fill: p.lg(
        c.bg[0],
        c.bg[1],
        o.wide ? 'right' : rng.pick(['diagonal', 'antidiagonal'] as const),
      ),
    }),
  ]

  // A second, tinted wash keeps flat gradients from looking like a default.
  layers.push(
    circle(
      o.wide ? width * 0.85 : width * rng.range(0.2, 0.8),
      height * rng.range(-0.1, 0.2),
      unit * 0.9,
      {
        fill: p.radial([
          [0, c.primary, 0.35],
          [1, c.primary, 0],
        ]),
      },
    ),
  )
  layers.push(
    circle(cx, cy, size * 0.62, {
      fill: p.radial([
        [0, lighten(c.light, 0.3), 0.34],
        [0.55, c.light, 0.1],
        [1, c.light, 0],
      ]),
    }),
  )

  // Light beams crossing behind the subject.
  if (rng.chance(0.6)) {
    const x0 = cx + rng.range(-0.3, 0.1) * s.w
    const spread = unit * rng.range(0.12, 0.25)
    layers.push(
      path(
        `M${num(x0)} 0H${num(x0 + spread)}L${num(x0 + spread - height * 0.6)} ${height}H${num(x0 - height * 0.6 - spread * 0.4)}Z`,
        {
          fill: p.linear([
            [0, '#ffffff', 0.07],
            [1, '#ffffff', 0],
          ]),
        },
      ),
    )
  }

  // Concentric rings: a quiet "technology" cue that also frames the subject.
  const ringX = cx + rng.range(-0.25, 0.25) * s.w
  const ringY = cy + rng.range(-0.2, 0.2) * s.h
  const rings: string[] = []
  const ringCount = rng.int(2, 4)
  for (let i = 0; i < ringCount; i++) {
    rings.push(
      circle(ringX, ringY, size * (0.32 + i * 0.13), {
        strokeDasharray: i === 1 ? `${unit * 0.01} ${unit * 0.02}` : undefined,
      }),
    )
  }
  layers.push(
    g(rings, {
      fill: 'none',
      stroke: '#ffffff',
      strokeOpacity: 0.08,
      strokeWidth: Math.max(1.5, unit * 0.003),
    }),
  )

  // A dot grid in a corner away from the caption.
  const step = Math.max(14, Math.round(unit * 0.035))
  const dots = p.pattern(
    step,
    step,
    circle(step / 2, step / 2, Math.max(1.4, step * 0.09), { fill: '#ffffff' }),
  )
  const gridW = step * rng.int(5, 8)
  const gridH = step * rng.int(4, 6)
  const corner = rng.int(0, 3)
  const gx = corner % 2 === 0 ? width - gridW - unit * 0.04 : o.wide ? width * 0.45 : unit * 0.04
  const gy = corner < 2 ? unit * 0.05 : height - gridH - unit * 0.05
  layers.push(rect(gx, gy, gridW, gridH, { fill: dots, opacity: 0.16 }))

  // Small floating shapes in the secondary colour.
  const sparks: string[] = []
  const sparkCount = rng.int(3, 6)
  for (let i = 0; i < sparkCount; i++) {
    const angle = rng.range(0, Math.PI * 2)
    const r = rng.range(0.45, 0.62) * size
    const x = cx + Math.cos(angle) * r
    const y = cy + Math.sin(angle) * r * 0.8
    const d = unit * rng.range(0.008, 0.018)
    const kind = rng.int(0, 2)
    const fill = i % 2 === 0 ? ctx.alt : c.light
    if (kind === 0) sparks.push(circle(x, y, d, { fill, opacity: 0.7 }))
    else if (kind === 1)
      sparks.push(
        rect(x - d, y - d, d * 2, d * 2, {
          rx: d * 0.4,
          fill: 'none',
          stroke: fill,
          strokeWidth: d * 0.45,
          opacity: 0.6,
          transform: `rotate(${rng.int(10, 50)} ${num(x)} ${num(y)})`,
        }),
      )
    else
      sparks.push(
        path(`M${num(x - d)} ${num(y)}H${num(x + d)}M${num(x)} ${num(y - d)}V${num(y + d)}`, {
          stroke: fill,
          strokeWidth: d * 0.5,
          strokeLinecap: 'round',
          opacity: 0.7,
        }),
      )
  }
  layers.push(g(sparks))

  if (o.floor !== undefined) {
    const y = Math.min(height, o.floor)
    layers.push(
      rect(0, y, width, height - y, {
        fill: p.linear([
          [0, '#ffffff', 0.12],
          [1, '#ffffff', 0.03],
        ]),
      }),
      rect(0, y - 1, width, Math.max(1.5, unit * 0.003), { fill: '#ffffff', opacity: 0.18 }),
    )
  }
  return g(layers)
}
