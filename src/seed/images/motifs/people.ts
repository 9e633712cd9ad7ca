import { darken, lighten, mix, neutral } from '../palettes'
import { circle, g, num, path, poly, rect, roundedRect } from '../svg'
import type { MotifContext, MotifSpec } from './kit'
import { figure, figureStyle, isoBox, plant } from './kit'
import { arm } from './industry'

/** Wall and floor of an interior, shared by the room scenes. */
export function room(ctx: MotifContext, w: number, floorY: number): string {
  const { c, p } = ctx
  return g([
    rect(0, 0, w, floorY, {
      fill: p.lg(mix(c.light, '#ffffff', 0.55), mix(c.light, c.primary, 0.12)),
    }),
    rect(0, floorY, w, 600 - floorY, {
      fill: p.lg(mix(c.light, c.dark, 0.12), mix(c.light, c.dark, 0.28)),
    }),
    rect(0, floorY - 12, w, 12, { fill: mix(c.light, c.dark, 0.2) }),
  ])
}

/** A speech bubble with a tail at the bottom-left and three dots. */
export function bubble(
  x: number,
  y: number,
  w: number,
  h: number,
  fill: string,
  dots: string,
): string {
  return g([
    path(
      `${roundedRect(x, y, w, h, [h / 2, h / 2, h / 2, h / 2])}M${num(x + w * 0.22)} ${num(y + h - 2)}l-10 22l30 -20Z`,
      { fill },
    ),
    ...[0, 1, 2].map((i) =>
      circle(x + w / 2 + (i - 1) * h * 0.32, y + h / 2, h * 0.09, { fill: dots }),
    ),
  ])
}

/** A presentation screen with a small bar chart and trend line. */
function chartScreen(ctx: MotifContext, x: number, y: number, w: number, h: number): string {
  const { c, p, rng } = ctx
  const bars: string[] = []
  const n = 5
  const bw = (w - 80) / n
  const points: number[] = []
  for (let i = 0; i < n; i++) {
    const bh = (h - 70) * (0.3 + 0.14 * i + rng.range(-0.08, 0.08))
    const bx = x + 40 + i * bw + bw * 0.2
    bars.push(
      rect(bx, y + h - 26 - bh, bw * 0.6, bh, {
        rx: 4,
        fill: i === n - 1 ? c.accent : lighten(c.primary, 0.2 + i * 0.08),
      }),
    )
    points.push(bx + bw * 0.3, y + h - 40 - bh - 14)
  }
  return g([
    rect(x - 10, y - 10, w + 20, h + 20, { rx: 14, fill: c.dark }),
    rect(x, y, w, h, { rx: 6, fill: p.lg(lighten(c.dark, 0.25), lighten(c.dark, 0.1)) }),
    ...bars,
    path(`M${points.map(num).join(' ')}`, {
      fill: 'none',
      stroke: neutral.white,
      strokeWidth: 4,
      strokeLinejoin: 'round',
      strokeLinecap: 'round',
    }),
    rect(x + w / 2 - 30, y + h + 10, 60, 14, { fill: neutral.iron }),
  ])
}

/** A laptop on a desk, seen from its back. */
function laptop(ctx: MotifContext, x: number, desk: number): string {
  return g([
    path(roundedRect(x, desk - 62, 90, 60, [8, 8, 2, 2]), { fill: ctx.p.lg('#e9edf2', '#c3ccd6') }),
    circle(x + 45, desk - 34, 6, { fill: ctx.c.primary, opacity: 0.6 }),
    rect(x - 8, desk - 4, 106, 6, { rx: 3, fill: '#aab4c0' }),
  ])
}

const people: MotifSpec = {
  aspect: [1, 2.2],
  framed: true,
  mirrorable: false,
  draw(ctx, w) {
    const { c, p } = ctx
    const floorY = 470
    const wide = w >= 1000
    const screenW = wide ? 280 : 220
    const screenX = wide ? 60 : 40
    const presenterX = screenX + screenW + 60
    const tableL = wide ? presenterX + 130 : screenX + screenW + 70
    const tableR = w - 40
    const desk = 420
    const count = Math.max(2, Math.min(4, Math.floor((tableR - tableL) / 150)))
    const parts: string[] = [room(ctx, w, floorY)]
    // glass partition behind the team
    const panes: string[] = []
    for (let x = tableL - 20; x < w; x += 110) panes.push(rect(x, 60, 100, floorY - 80, { rx: 4 }))
    parts.push(g(panes, { fill: lighten(c.primary, 0.6), opacity: 0.35 }))
    parts.push(chartScreen(ctx, screenX, wide ? 110 : 90, screenW, screenW * 0.6))
    if (wide) parts.push(figure(ctx, presenterX, 560, 350, figureStyle(ctx, 4)))
    parts.push(plant(ctx, screenX + 50, 575, wide ? 190 : 220))
    const seated: string[] = []
    const step = (tableR - tableL) / count
    for (let i = 0; i < count; i++)
      seated.push(figure(ctx, tableL + step * (i + 0.5), 620, 360, figureStyle(ctx, i)))
    const laptops: string[] = []
    for (let i = 0; i < count; i++)
      if (i % 2 === 0) laptops.push(laptop(ctx, tableL + step * (i + 0.5) - 45, desk))
    const wood = mix('#b98a5e', c.dark, 0.1)
    parts.push(
      ...seated,
      ...laptops,
      // the table's front panel reaches the floor so nobody's legs show through
      rect(tableL - 10, desk + 20, tableR - tableL - 10, 600 - desk - 20, {
        fill: mix(wood, c.dark, 0.25),
      }),
      isoBox(tableL - 20, desk, tableR - tableL + 10, 20, 40, {
        front: wood,
        top: p.lg('#e2b989', '#cf9f6d'),
        side: '#9c7048',
      }),
      bubble(tableL + step * 0.5 + 30, 120, 110, 52, neutral.white, c.primary),
      bubble(tableL + step * (count - 0.5) - 40, 90, 96, 46, c.accent, neutral.white),
    )
    return g(parts)
  },
}

/** Heads and shoulders of a listener seen from behind, cut off by the frame's bottom. */
function listener(ctx: MotifContext, x: number, y: number, i: number): string {
  const style = figureStyle(ctx, i + 1)
  return g([
    path(roundedRect(x - 80, y + 40, 160, 140, [70, 70, 0, 0]), {
      fill: darken(style.shirt, 0.08),
    }),
    rect(x - 16, y + 18, 32, 30, { fill: darken(style.skin, 0.1) }),
    circle(x, y, 42, { fill: style.skin }),
    path(
      `M${num(x - 43)} ${num(y + 8)}A43 43 0 1 1 ${num(x + 43)} ${num(y + 8)}Q${num(x)} ${num(y + 30)} ${num(x - 43)} ${num(y + 8)}Z`,
      { fill: style.hair },
    ),
  ])
}

const training: MotifSpec = {
  aspect: [1, 2.1],
  framed: true,
  mirrorable: false,
  draw(ctx, w) {
    const { c, p, rng } = ctx
    const floorY = 450
    const sw = Math.min(w * 0.55, 460)
    const sh = sw * 0.56
    const sx = w >= 900 ? w * 0.18 : (w - sw) / 2
    const sy = 50
    const screen: string[] = [
      rect(sx - 12, sy - 12, sw + 24, sh + 24, { rx: 16, fill: c.dark }),
      rect(sx, sy, sw, sh, {
        rx: 6,
        fill: p.lg(lighten(c.primary, 0.15), darken(c.primary, 0.3), 'diagonal'),
      }),
      circle(sx + sw * 0.62, sy + sh * 0.5, sh * 0.36, { fill: '#ffffff', opacity: 0.12 }),
    ]
    const demo = arm(
      ctx,
      sx + sw * 0.62,
      sy + sh - 24,
      sh * 0.95,
      { shoulder: rng.range(15, 30), elbow: rng.range(5, 25) },
      { body: '#ffffff', joint: c.accent, ring: c.dark, girth: 1 },
    )
    screen.push(demo.svg)
    // a "play" control and progress line: a lesson in progress
    screen.push(
      circle(sx + 50, sy + sh - 44, 20, { fill: '#ffffff', opacity: 0.9 }),
      poly([sx + 44, sy + sh - 54, sx + 44, sy + sh - 34, sx + 60, sy + sh - 44], {
        fill: c.primary,
      }),
      rect(sx + 84, sy + sh - 47, sw * 0.3, 6, { rx: 3, fill: '#ffffff', opacity: 0.4 }),
      rect(sx + 84, sy + sh - 47, sw * 0.18, 6, { rx: 3, fill: c.accent }),
    )
    const parts: string[] = [room(ctx, w, floorY), g(screen)]
    const trainerX = sx + sw + (w >= 900 ? 110 : 40)
    if (trainerX < w - 60) {
      parts.push(
        figure(ctx, trainerX, 520, 330, figureStyle(ctx, 0)),
        path(`M${num(trainerX - 56)} 330L${num(sx + sw - 30)} ${num(sy + sh * 0.6)}`, {
          stroke: neutral.ink,
          strokeWidth: 5,
          strokeLinecap: 'round',
        }),
      )
    }
    if (w >= 900) parts.push(plant(ctx, w - 70, 540, 200))
    // desks in front of the listeners
    const desks: string[] = []
    const count = Math.max(3, Math.round(w / 240))
    const gap = w / count
    for (let i = 0; i < count; i++) {
      desks.push(
        isoBox(i * gap + 20, 470, gap - 60, 14, 24, {
          front: mix('#b98a5e', c.dark, 0.15),
          top: '#e2b989',
          side: '#9c7048',
        }),
      )
    }
    parts.push(g(desks))
    for (let i = 0; i < count; i++)
      parts.push(listener(ctx, i * gap + gap / 2 + rng.range(-20, 20), 500 + (i % 2) * 14, i))
    return g(parts)
  },
}

export const peopleMotifs = { people, training } satisfies Record<string, MotifSpec>
