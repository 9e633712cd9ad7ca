import { darken, lighten, mix, neutral } from '../palettes'
import { circle, ellipse, g, num, path, poly, rect, roundedRect } from '../svg'
import type { MotifContext, MotifSpec } from './kit'
import { boxShadow } from './kit'
import { bubble } from './people'

/** Grey bars standing in for text lines; captions are real HTML, never pixels. */
function lines(
  x: number,
  y: number,
  w: number,
  count: number,
  gap: number,
  fill: string,
  thick = 10,
): string {
  const out: string[] = []
  for (let i = 0; i < count; i++) {
    const lw = i === count - 1 ? w * 0.6 : w * (0.86 + ((i * 37) % 14) / 100)
    out.push(rect(x, y + i * gap, lw, thick, { rx: thick / 2 }))
  }
  return g(out, { fill })
}

/** A white card with a soft shadow, the base of most "document" shapes here. */
function card(
  ctx: MotifContext,
  x: number,
  y: number,
  w: number,
  h: number,
  r = 22,
  fill: string = neutral.white,
): string {
  return g([boxShadow(ctx, x, y, w, h, r, 26, 0.35), rect(x, y, w, h, { rx: r, fill })])
}

/** A little landscape picture placeholder: sun and hills on a gradient. */
function picture(ctx: MotifContext, x: number, y: number, w: number, h: number): string {
  const { c, p } = ctx
  return g([
    rect(x, y, w, h, { rx: 12, fill: p.lg(lighten(c.primary, 0.35), c.primary) }),
    circle(x + w * 0.74, y + h * 0.32, h * 0.13, { fill: c.accent }),
    path(
      `M${num(x)} ${num(y + h * 0.85)}L${num(x + w * 0.32)} ${num(y + h * 0.45)}L${num(x + w * 0.55)} ${num(y + h * 0.72)}L${num(x + w * 0.72)} ${num(y + h * 0.56)}L${num(x + w)} ${num(y + h * 0.86)}V${num(y + h - 12)}Q${num(x + w)} ${num(y + h)} ${num(x + w - 12)} ${num(y + h)}H${num(x + 12)}Q${num(x)} ${num(y + h)} ${num(x)} ${num(y + h - 12)}Z`,
      { fill: lighten(c.primary, 0.55) },
    ),
  ])
}

/** A megaphone pointing right, with sound arcs. */
function megaphone(ctx: MotifContext, x: number, y: number, s: number): string {
  const { c, p } = ctx
  return g(
    [
      path(`M0 -22L110 -70Q124 -74 124 -60V60Q124 74 110 70L0 22Z`, {
        fill: p.lg(lighten(c.accent, 0.2), darken(c.accent, 0.15)),
      }),
      ellipse(122, 0, 14, 66, { fill: darken(c.accent, 0.25) }),
      rect(-40, -26, 46, 52, { rx: 12, fill: neutral.white }),
      path('M-10 24L-24 70H2L14 24Z', { fill: '#d7dde5' }),
      path('M150 -40Q176 0 150 40M172 -64Q214 0 172 64', {
        fill: 'none',
        stroke: neutral.white,
        strokeWidth: 8,
        strokeLinecap: 'round',
        opacity: 0.85,
      }),
    ],
    { transform: `translate(${num(x)} ${num(y)}) scale(${num(s)}) rotate(-14)` },
  )
}

/** A desk calendar page with one highlighted day. */
function calendar(ctx: MotifContext, x: number, y: number, w: number, day: number): string {
  const { c } = ctx
  const h = w * 0.95
  const cells: string[] = []
  const cw = (w - 40) / 4
  for (let i = 0; i < 12; i++) {
    const cx = x + 20 + (i % 4) * cw
    const cy = y + 70 + Math.floor(i / 4) * ((h - 90) / 3)
    cells.push(
      rect(cx + 4, cy + 4, cw - 8, (h - 90) / 3 - 8, {
        rx: 6,
        fill: i === day ? c.accent : '#e8ecf1',
      }),
    )
  }
  return g([
    card(ctx, x, y, w, h, 18),
    path(roundedRect(x, y, w, 52, [18, 18, 0, 0]), { fill: c.primary }),
    rect(x + w * 0.28, y - 12, 10, 30, { rx: 5, fill: neutral.iron }),
    rect(x + w * 0.72 - 10, y - 12, 10, 30, { rx: 5, fill: neutral.iron }),
    ...cells,
  ])
}

const news: MotifSpec = {
  aspect: [1, 1.9],
  mirrorable: false,
  draw(ctx, w) {
    const { c } = ctx
    const cw = 330
    const cx = w / 2 - cw / 2 + (w > 800 ? -20 : 0)
    const parts: string[] = []
    // a second article behind the main one
    parts.push(
      g(
        [
          card(ctx, cx + 40, 70, cw, 440),
          picture(ctx, cx + 64, 94, cw - 48, 150),
          lines(cx + 64, 270, cw - 48, 5, 26, '#dfe4ea'),
        ],
        {
          transform: `rotate(8 ${num(cx + cw / 2 + 40)} 290)`,
          opacity: 0.9,
        },
      ),
      card(ctx, cx, 60, cw, 470),
      picture(ctx, cx + 24, 84, cw - 48, 170),
      rect(cx + 24, 276, cw * 0.4, 12, { rx: 6, fill: c.accent }),
      lines(cx + 24, 304, cw - 48, 2, 28, c.dark, 16),
      lines(cx + 24, 374, cw - 48, 5, 26, '#d5dbe3'),
    )
    if (w > 720) parts.push(calendar(ctx, cx + cw + 60, 90, 170, (ctx.variant * 5) % 12))
    parts.push(megaphone(ctx, cx - (w > 720 ? 60 : 10), 470, w > 720 ? 1 : 0.8))
    // a notification dot on the calendar corner or the card
    parts.push(
      circle(cx + cw - 6, 66, 22, { fill: ctx.alt }),
      circle(cx + cw - 6, 66, 8, { fill: neutral.white }),
    )
    return g(parts)
  },
}

const download: MotifSpec = {
  aspect: [0.95, 1.8],
  mirrorable: false,
  draw(ctx, w) {
    const { c, p, rng } = ctx
    const dw = 300
    const dh = 390
    const x = w / 2 - dw / 2 - 30
    const y = 80
    const fold = 70
    const page = `M${num(x + 22)} ${num(y)}H${num(x + dw - fold)}L${num(x + dw)} ${num(y + fold)}V${num(y + dh - 22)}Q${num(x + dw)} ${num(y + dh)} ${num(x + dw - 22)} ${num(y + dh)}H${num(x + 22)}Q${num(x)} ${num(y + dh)} ${num(x)} ${num(y + dh - 22)}V${num(y + 22)}Q${num(x)} ${num(y)} ${num(x + 22)} ${num(y)}Z`
    const bx = x + dw - 10
    const by = y + dh - 30
    const progress = rng.range(0.45, 0.8)
    const parts: string[] = [
      // a cloud the file comes from
      g(
        [
          circle(w / 2 + 150, 110, 60),
          circle(w / 2 + 210, 130, 46),
          circle(w / 2 + 100, 140, 40),
          rect(w / 2 + 90, 130, 170, 50, { rx: 25 }),
        ],
        { fill: '#ffffff', opacity: 0.18 },
      ),
      g([card(ctx, x - 40, y + 30, dw, dh, 22, lighten(c.light, 0.3))], {
        transform: `rotate(-9 ${num(x - 40 + dw / 2)} ${num(y + 30 + dh / 2)})`,
      }),
      boxShadow(ctx, x, y, dw, dh, 22, 26, 0.35),
      path(page, { fill: neutral.white }),
      path(
        `M${num(x + dw - fold)} ${num(y)}V${num(y + fold - 14)}Q${num(x + dw - fold)} ${num(y + fold)} ${num(x + dw - fold + 14)} ${num(y + fold)}H${num(x + dw)}Z`,
        { fill: '#dfe5ec' },
      ),
      rect(x + 28, y + 34, 86, 40, { rx: 10, fill: c.primary }),
      rect(x + 42, y + 50, 58, 8, { rx: 4, fill: neutral.white, opacity: 0.85 }),
      lines(x + 28, y + 104, dw - 56, 3, 26, '#d5dbe3'),
    ]
    // a small chart inside the document
    const chart: string[] = []
    for (let i = 0; i < 5; i++) {
      const h = 30 + ((i * 53 + ctx.variant * 17) % 70)
      chart.push(
        rect(x + 36 + i * 46, y + 300 - h, 28, h, {
          rx: 5,
          fill: i % 2 === 0 ? lighten(c.primary, 0.2) : lighten(c.primary, 0.5),
        }),
      )
    }
    parts.push(g(chart), rect(x + 28, y + 306, dw - 56, 4, { rx: 2, fill: '#dfe4ea' }))
    // download button and progress bar
    parts.push(
      circle(bx, by, 86, { fill: c.dark, opacity: 0.18, transform: 'translate(0 12)' }),
      circle(bx, by, 86, {
        fill: p.lg(
          lighten(ctx.alt === c.light ? c.accent : ctx.alt, 0.1),
          darken(ctx.alt === c.light ? c.accent : ctx.alt, 0.2),
          'diagonal',
        ),
      }),
      circle(bx, by, 86, { fill: 'none', stroke: '#ffffff', strokeOpacity: 0.5, strokeWidth: 6 }),
      path(
        `M${num(bx)} ${num(by - 44)}V${num(by + 18)}M${num(bx - 30)} ${num(by - 10)}L${num(bx)} ${num(by + 20)}L${num(bx + 30)} ${num(by - 10)}M${num(bx - 38)} ${num(by + 42)}H${num(bx + 38)}`,
        {
          fill: 'none',
          stroke: neutral.white,
          strokeWidth: 14,
          strokeLinecap: 'round',
          strokeLinejoin: 'round',
        },
      ),
      rect(x, y + dh + 60, dw, 18, { rx: 9, fill: '#ffffff', opacity: 0.25 }),
      rect(x, y + dh + 60, dw * progress, 18, { rx: 9, fill: c.light }),
      circle(x + dw * progress, y + dh + 69, 14, { fill: neutral.white }),
    )
    if (w > 900) {
      // related files floating around the main one on wide banners
      parts.unshift(
        fileChip(ctx, x - 330, 150, c.primary, -6),
        fileChip(ctx, x + dw + 130, 300, ctx.alt === c.light ? c.accent : ctx.alt, 5),
      )
    }
    return g(parts)
  },
}

/** A small file tile: coloured type badge and two text bars. */
function fileChip(ctx: MotifContext, x: number, y: number, color: string, angle: number): string {
  return g(
    [
      card(ctx, x, y, 210, 110, 20),
      rect(x + 20, y + 22, 60, 66, { rx: 12, fill: color }),
      path(`M${num(x + 38)} ${num(y + 46)}h24m-24 14h24m-24 14h14`, {
        stroke: neutral.white,
        strokeWidth: 5,
        strokeLinecap: 'round',
      }),
      lines(x + 96, y + 34, 94, 2, 24, '#d5dbe3', 10),
    ],
    {
      transform: `rotate(${angle} ${num(x + 105)} ${num(y + 55)})`,
    },
  )
}

/** A map pin whose tip touches (x, y). */
function pin(x: number, y: number, size: number, fill: string, dot: string): string {
  const r = size * 0.5
  return g([
    ellipse(x, y, r * 0.7, r * 0.22, { fill: '#000000', opacity: 0.2 }),
    path(
      `M${num(x)} ${num(y)}C${num(x - r * 0.4)} ${num(y - r * 0.9)} ${num(x - r)} ${num(y - r * 1.3)} ${num(x - r)} ${num(y - r * 2)}A${num(r)} ${num(r)} 0 1 1 ${num(x + r)} ${num(y - r * 2)}C${num(x + r)} ${num(y - r * 1.3)} ${num(x + r * 0.4)} ${num(y - r * 0.9)} ${num(x)} ${num(y)}Z`,
      { fill },
    ),
    circle(x, y - r * 2, r * 0.42, { fill: dot }),
  ])
}

const map: MotifSpec = {
  aspect: [1, 2],
  draw(ctx, w) {
    const { c, p, rng } = ctx
    const panels = w >= 900 ? 4 : 3
    const mw = Math.min(w - 80, panels * 220)
    const x0 = (w - mw) / 2
    const pw = mw / panels
    const top = 110
    const bottom = 520
    const lift = 26
    // a folded map: alternate panels tilt up and down
    const corners: [number, number, number, number][] = []
    for (let i = 0; i < panels; i++) {
      const a = i % 2 === 0 ? 0 : lift
      const b = i % 2 === 0 ? lift : 0
      corners.push([x0 + i * pw, a, x0 + (i + 1) * pw, b])
    }
    const outline = corners
      .map(
        ([xa, a, xb, b]) =>
          `M${num(xa)} ${num(top + a)}L${num(xb)} ${num(top + b)}L${num(xb)} ${num(bottom + b)}L${num(xa)} ${num(bottom + a)}Z`,
      )
      .join('')
    const land = mix('#eef3e2', c.light, 0.4)
    const water = mix('#8fcaf5', c.primary, 0.2)
    const park = mix('#a6d99b', c.primary, 0.1)
    const roads = [
      `M${num(x0 - 20)} ${num(top + 150)}C${num(x0 + mw * 0.3)} ${num(top + 90)} ${num(x0 + mw * 0.5)} ${num(top + 260)} ${num(x0 + mw + 20)} ${num(top + 200)}`,
      `M${num(x0 + mw * 0.35)} ${num(top - 20)}C${num(x0 + mw * 0.4)} ${num(top + 150)} ${num(x0 + mw * 0.25)} ${num(top + 300)} ${num(x0 + mw * 0.32)} ${num(bottom + 40)}`,
      `M${num(x0 + mw * 0.7)} ${num(top - 20)}L${num(x0 + mw * 0.62)} ${num(bottom + 40)}`,
    ]
    const content = g([
      rect(x0, top, mw, bottom - top + lift, { fill: land }),
      path(
        `M${num(x0 + mw * 0.72)} ${num(top - 10)}C${num(x0 + mw * 0.85)} ${num(top + 120)} ${num(x0 + mw * 0.78)} ${num(top + 250)} ${num(x0 + mw + 10)} ${num(top + 320)}V${num(top - 10)}Z`,
        { fill: water },
      ),
      path(
        `M${num(x0 - 10)} ${num(bottom - 60)}Q${num(x0 + mw * 0.15)} ${num(bottom - 120)} ${num(x0 + mw * 0.2)} ${num(bottom + 40)}H${num(x0 - 10)}Z`,
        { fill: water },
      ),
      ellipse(x0 + mw * 0.52, top + 90, mw * 0.1, 46, { fill: park }),
      ellipse(x0 + mw * 0.86, bottom - 60, mw * 0.09, 40, { fill: park }),
      path(roads.join(''), { fill: 'none', stroke: '#d8dde3', strokeWidth: 22 }),
      path(roads.join(''), { fill: 'none', stroke: neutral.white, strokeWidth: 14 }),
      path(roads[0] ?? '', {
        fill: 'none',
        stroke: c.accent,
        strokeWidth: 5,
        strokeDasharray: '14 10',
        opacity: 0.8,
      }),
    ])
    const shades = corners.map(([xa, a, xb, b], i) =>
      path(
        `M${num(xa)} ${num(top + a)}L${num(xb)} ${num(top + b)}L${num(xb)} ${num(bottom + b)}L${num(xa)} ${num(bottom + a)}Z`,
        {
          fill: i % 2 === 0 ? '#ffffff' : c.dark,
          opacity: i % 2 === 0 ? 0.08 : 0.12,
        },
      ),
    )
    // pins: the main one with pulse rings, a few smaller ones
    const main: [number, number] = [x0 + mw * rng.range(0.45, 0.6), top + rng.range(220, 290)]
    const others: string[] = []
    for (let i = 0; i < (w >= 900 ? 3 : 2); i++) {
      const px = x0 + mw * (i % 2 === 0 ? rng.range(0.1, 0.3) : rng.range(0.7, 0.9))
      const py = top + rng.range(120, 380)
      others.push(pin(px, py, 44, i % 2 === 0 ? ctx.alt : lighten(c.primary, 0.1), neutral.white))
    }
    return g([
      path(outline, { fill: c.dark, opacity: 0.25, transform: 'translate(0 22)' }),
      g(content, { clipPath: p.clip(path(outline)) }),
      ...shades,
      ellipse(main[0], main[1], 70, 22, {
        fill: 'none',
        stroke: c.primary,
        strokeWidth: 4,
        opacity: 0.5,
      }),
      ellipse(main[0], main[1], 40, 12, { fill: c.primary, opacity: 0.3 }),
      ...others,
      pin(main[0], main[1], 100, c.primary, neutral.white),
    ])
  },
}

/** A smartphone with a chat on screen. */
function phone(ctx: MotifContext, x: number, y: number): string {
  const { c, p } = ctx
  const w = 210
  const h = 420
  return g([
    boxShadow(ctx, x, y, w, h, 34, 30, 0.4),
    rect(x, y, w, h, { rx: 34, fill: c.dark }),
    rect(x + 12, y + 14, w - 24, h - 28, { rx: 24, fill: p.lg('#f6f8fb', lighten(c.light, 0.2)) }),
    rect(x + w / 2 - 30, y + 22, 60, 12, { rx: 6, fill: c.dark }),
    path(roundedRect(x + 26, y + 70, 120, 44, [16, 16, 16, 4]), { fill: '#e3e8ee' }),
    path(roundedRect(x + 64, y + 130, 120, 44, [16, 16, 4, 16]), { fill: c.primary }),
    path(roundedRect(x + 26, y + 190, 96, 44, [16, 16, 16, 4]), { fill: '#e3e8ee' }),
    path(roundedRect(x + 84, y + 250, 100, 44, [16, 16, 4, 16]), { fill: c.primary }),
    rect(x + 26, y + h - 70, w - 100, 40, { rx: 20, fill: '#e8ecf1' }),
    circle(x + w - 50, y + h - 50, 22, { fill: ctx.alt === c.light ? c.accent : ctx.alt }),
    poly([x + w - 58, y + h - 60, x + w - 40, y + h - 50, x + w - 58, y + h - 40], {
      fill: neutral.white,
    }),
  ])
}

/** An envelope with a letter peeking out. */
function envelope(ctx: MotifContext, x: number, y: number, w: number): string {
  const { c, p } = ctx
  const h = w * 0.66
  return g([
    boxShadow(ctx, x, y, w, h, 16, 22, 0.35),
    rect(x, y, w, h, { rx: 14, fill: p.lg('#f4f6f9', '#dde3ea') }),
    rect(x + w * 0.1, y - h * 0.35, w * 0.8, h * 0.7, { rx: 8, fill: neutral.white }),
    lines(x + w * 0.18, y - h * 0.24, w * 0.64, 3, 18, '#d5dbe3', 8),
    path(
      `M${num(x)} ${num(y + 14)}L${num(x + w / 2)} ${num(y + h * 0.55)}L${num(x + w)} ${num(y + 14)}V${num(y + h - 14)}Q${num(x + w)} ${num(y + h)} ${num(x + w - 14)} ${num(y + h)}H${num(x + 14)}Q${num(x)} ${num(y + h)} ${num(x)} ${num(y + h - 14)}Z`,
      { fill: '#eef1f5' },
    ),
    path(
      `M${num(x + 6)} ${num(y + h - 6)}L${num(x + w / 2)} ${num(y + h * 0.42)}L${num(x + w - 6)} ${num(y + h - 6)}`,
      { fill: 'none', stroke: '#d3dae2', strokeWidth: 4 },
    ),
    circle(x + w / 2, y + h * 0.55, 16, { fill: c.accent }),
  ])
}

const contact: MotifSpec = {
  aspect: [1, 1.9],
  mirrorable: false,
  draw(ctx, w) {
    const { c } = ctx
    const px = w / 2 - 105 - (w > 760 ? 90 : 0)
    const parts: string[] = [
      bubble(px - 150, 120, 170, 78, neutral.white, c.primary),
      phone(ctx, px, 90),
      bubble(px + 170, 70, 150, 70, c.accent, neutral.white),
    ]
    if (w > 760) parts.push(envelope(ctx, px + 280, 330, 220))
    else parts.push(envelope(ctx, px + 140, 400, 170))
    // a round handset badge
    const hx = px - 70
    const hy = 430
    parts.push(
      circle(hx, hy, 54, { fill: c.dark, opacity: 0.2, transform: 'translate(0 10)' }),
      circle(hx, hy, 54, { fill: c.primary }),
      path(
        'M-20 -26Q-30 -20 -26 -6Q-16 18 8 26Q20 30 26 20L28 12L14 4L6 12Q-8 6 -12 -8L-4 -14L-12 -28Z',
        { fill: neutral.white, transform: `translate(${num(hx)} ${num(hy)})` },
      ),
      path(
        `M${num(hx + 70)} ${num(hy - 40)}q16 16 0 34M${num(hx + 84)} ${num(hy - 56)}q30 30 0 66`,
        { fill: 'none', stroke: c.light, strokeWidth: 6, strokeLinecap: 'round', opacity: 0.7 },
      ),
    )
    return g(parts)
  },
}

export const communicationMotifs = { news, download, map, contact } satisfies Record<
  string,
  MotifSpec
>
