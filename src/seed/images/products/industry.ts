import { darken, mix } from '../palettes'
import { circle, ellipse, g, line, num, path, poly, polyline, rect } from '../svg'
import type { Ctx, Draw } from './kit'
import {
  box3d,
  brandPlate,
  chrome,
  cyl,
  digits,
  glass,
  graphite,
  hollow,
  ink,
  led,
  plainSide,
  plainTop,
  rr,
  screw,
  slats,
  surface,
  topFill,
  ui,
} from './kit'

/** A row of screw terminals with wire holes, `n` high in `cols` columns. */
function terminals(ctx: Ctx, x: number, y: number, w: number, n: number, cols = 2): string {
  const out: string[] = [
    path(rr(x, y, w, n * 22 + 12, 6), { fill: ctx.p.lg('#3a3f46', '#24282d') }),
  ]
  const cw = w / cols
  for (let c = 0; c < cols; c++)
    for (let i = 0; i < n; i++) {
      const cx = x + cw * c + cw * 0.36
      const cy = y + 17 + i * 22
      out.push(
        screw(ctx, cx, cy, 7, false),
        rect(cx + 11, cy - 5, 12, 10, { rx: 2, fill: '#0c0d0f' }),
      )
    }
  return g(out)
}

// ---------------------------------------------------------------- PLC

const plc: Draw = (ctx) => {
  const { p, f, rng } = ctx
  const W = 920
  const H = 440
  const D = 300
  const mods: string[] = [
    rect(0, 196, W, 40, { fill: cyl(ctx, chrome, 'down') }),
    slats(6, 200, W - 12, 32, 46, { stroke: chrome.shade, strokeWidth: 3 }, true),
  ]
  const moduleBody = (x: number, w: number): string =>
    g([
      surface(ctx, rr(x, 20, w, 400, 8)),
      path(rr(x, 20, w, 400, 8), { fill: 'none', stroke: darken(f.body, 0.35), strokeWidth: 2 }),
    ])
  // power supply
  mods.push(
    moduleBody(14, 160),
    led(ctx, 54, 70, 6, ui.green),
    rect(70, 64, 60, 12, { rx: 3, fill: ink(ctx, 0.3), opacity: 0.6 }),
    terminals(ctx, 34, 250, 120, 5, 1),
  )
  // CPU with its display, status lights and ports
  const cpu = 178
  mods.push(
    moduleBody(cpu, 190),
    path(rr(cpu + 20, 46, 150, 66, 6), { fill: p.lg(glass.highlight, glass.body) }),
    digits(cpu + 44, 60, 38, 'rUn', '#6ff0a0').svg,
    ...['RUN', 'ERR', 'USR', 'BAT'].map((_, i) =>
      led(
        ctx,
        cpu + 36,
        140 + i * 26,
        5.5,
        i === 0 ? ui.green : i === 2 ? ui.amber : ui.red,
        i === 0 || i === 2,
      ),
    ),
    ...[0, 1, 2, 3].map((i) =>
      rect(cpu + 52, 135 + i * 26, 50, 10, { rx: 3, fill: ink(ctx, 0.3), opacity: 0.5 }),
    ),
    path(rr(cpu + 120, 140, 48, 40, 4), { fill: '#0c0d0f' }),
    rect(cpu + 128, 146, 32, 6, { fill: '#c9a227' }),
    path(rr(cpu + 120, 196, 48, 26, 4), { fill: '#0c0d0f' }),
    path(rr(cpu + 26, 270, 138, 120, 8), { fill: p.lg(mix(f.body, f.shade, 0.3), f.body) }),
    rect(cpu + 44, 300, 100, 10, { rx: 3, fill: '#0c0d0f' }),
    brandPlate(ctx, cpu + 95, 360, 110),
  )
  // I/O modules: a lamp window with lit channels and a terminal block
  for (let m = 0; m < 4; m++) {
    const x = 372 + m * 134
    mods.push(
      moduleBody(x, 130),
      path(rr(x + 14, 40, 102, 84, 6), { fill: p.lg(glass.highlight, glass.body) }),
    )
    for (let i = 0; i < 8; i++)
      for (let c = 0; c < 2; c++)
        mods.push(
          led(
            ctx,
            x + 36 + c * 52,
            52 + i * 9.4,
            2.8,
            m === 3 ? ui.amber : ui.green,
            rng.chance(0.45),
          ),
        )
    mods.push(
      terminals(ctx, x + 12, 140, 106, 10, 2),
      rect(x + 14, 386, 102, 16, { rx: 3, fill: '#ffffff', opacity: 0.7 }),
    )
  }
  const front = g(mods)
  const top = g([
    plainTop(ctx, W, D, 8),
    slats(20, 30, W - 40, D - 80, 70, { stroke: darken(f.body, 0.35), strokeWidth: 4 }, true),
  ])
  const side = g([
    plainSide(ctx, D, H, 8),
    slats(30, 60, D - 60, H - 120, 14, { stroke: darken(f.body, 0.3), strokeWidth: 4 }),
  ])
  const box = box3d(ctx, { w: W, h: H, d: D, r: 8, front, side, top })
  return { svg: box.svg, w: box.w, h: box.h, mount: 'wall', focus: [280, 160], zoom: 2.3 }
}

// ---------------------------------------------------------------- inverter drive

const inverterDrive: Draw = (ctx) => {
  const { p, f } = ctx
  const W = 340
  const H = 560
  const D = 250
  const key = (x: number, y: number, fill: string): string =>
    g([
      path(rr(x, y, 46, 26, 8), { fill }),
      path(rr(x + 3, y + 2, 40, 8, 4), { fill: '#ffffff', opacity: 0.25 }),
    ])
  const front = g([
    surface(ctx, rr(0, 0, W, H, 14)),
    path(rr(30, 18, W - 60, 54, 8), { fill: hollow(ctx) }),
    slats(34, 22, W - 68, 46, 6, { stroke: mix(f.body, f.shade, 0.3), strokeWidth: 4 }),
    line(8, 300, W - 8, 300, { stroke: ink(ctx, 0.3), strokeWidth: 3 }),
    // the operation panel: display, unit lamps, keys and the setting dial
    path(rr(60, 92, 220, 192, 14), { fill: p.lg('#2b3036', '#15181c') }),
    path(rr(78, 108, 184, 58, 6), { fill: '#0a0b0d' }),
    digits(94, 120, 34, '50.00', '#ff5a4a').svg,
    led(ctx, 100, 180, 3.5, ui.green),
    led(ctx, 130, 180, 3.5, ui.green, false),
    led(ctx, 160, 180, 3.5, ui.green, false),
    led(ctx, 236, 180, 3.5, ui.amber),
    key(78, 200, '#3a9a5b'),
    key(78, 240, '#c23a33'),
    key(216, 200, '#4a5058'),
    key(216, 240, '#4a5058'),
    circle(170, 236, 36, { fill: cyl(ctx, graphite, 'diagonal') }),
    circle(170, 236, 28, {
      fill: ctx.p.radial(
        [
          [0, '#6a717b'],
          [1, '#2b3036'],
        ],
        { cx: 0.4, cy: 0.35, r: 0.7 },
      ),
    }),
    circle(170, 216, 4, { fill: '#d8dde2' }),
    brandPlate(ctx, W / 2, 330, 120),
    rect(104, 370, 132, 66, { rx: 4, fill: '#ffffff', opacity: 0.85 }),
    slats(114, 380, 112, 46, 5, { stroke: '#9aa1a9', strokeWidth: 4 }),
    path(rr(30, 460, W - 60, 70, 8), { fill: hollow(ctx) }),
    slats(34, 464, W - 68, 62, 8, { stroke: mix(f.body, f.shade, 0.3), strokeWidth: 4 }),
  ])
  const side = g([
    plainSide(ctx, D, H, 14),
    rect(D * 0.62, 20, D * 0.34, H - 40, {
      fill: ctx.p.lg(graphite.highlight, graphite.shade, 'right'),
    }),
    slats(D * 0.62, 20, D * 0.34, H - 40, 9, { stroke: '#101214', strokeWidth: 4 }, true),
  ])
  const box = box3d(ctx, { w: W, h: H, d: D, r: 14, front, side })
  return { svg: box.svg, w: box.w, h: box.h, mount: 'wall', focus: [170, 190], zoom: 2.3 }
}

// ---------------------------------------------------------------- servo motor and amplifier

/** A servo motor seen from the side, shaft to the left; turned motors show the flange face. */
function servoMotor(ctx: Ctx, x: number, cy: number): string {
  const { f } = ctx
  const body = 380
  const r = 100
  const parts: string[] = [
    // shaft with its key
    rect(x - 70, cy - 20, 80, 40, { fill: cyl(ctx, chrome, 'down') }),
    rect(x - 62, cy - 20, 40, 8, { fill: chrome.shade }),
    // flange, body with cooling ribs, encoder cover
    path(rr(x, cy - 115, 44, 230, 6), { fill: cyl(ctx, f, 'down') }),
    rect(x + 44, cy - r, body, r * 2, { fill: cyl(ctx, f, 'down') }),
    slats(
      x + 60,
      cy - r,
      body - 40,
      r * 2,
      14,
      { stroke: darken(f.body, 0.25), strokeWidth: 3, strokeOpacity: 0.6 },
      true,
    ),
    path(rr(x + 44 + body, cy - r + 8, 110, r * 2 - 16, 18), { fill: cyl(ctx, graphite, 'down') }),
    // power and encoder connectors
    path(rr(x + 230, cy - r - 46, 64, 50, 8), { fill: cyl(ctx, graphite, 'right') }),
    path(rr(x + 438, cy - r - 34, 52, 42, 8), { fill: cyl(ctx, graphite, 'right') }),
    rect(x + 250, cy - r - 56, 24, 14, { rx: 4, fill: cyl(ctx, chrome, 'right') }),
    brandPlate(ctx, x + 160, cy + 40, 110),
  ]
  if (ctx.angle === 'three') {
    // the flange face turned towards the viewer, with its bolt holes and the shaft end
    const fx = x - 8
    parts.unshift(
      poly([fx, cy - 120, fx + 52, cy - 136, fx + 52, cy + 96, fx, cy + 112], {
        fill: topFill(ctx),
      }),
      ...[-80, 64].flatMap((dy) => [
        ellipse(fx + 12, cy + dy + 2, 5, 8, { fill: '#1a1c20' }),
        ellipse(fx + 40, cy + dy - 8, 5, 8, { fill: '#1a1c20' }),
      ]),
    )
    parts.push(
      ellipse(x - 70, cy, 8, 20, { fill: chrome.highlight, stroke: chrome.shade, strokeWidth: 2 }),
    )
  }
  return g(parts)
}

const servo: Draw = (ctx) => {
  const { p, f } = ctx
  const aw = 210
  const ah = 560
  const front = g([
    surface(ctx, rr(0, 0, aw, ah, 10)),
    path(rr(20, 16, aw - 40, 40, 6), { fill: hollow(ctx) }),
    slats(24, 20, aw - 48, 32, 5, { stroke: mix(f.body, f.shade, 0.3), strokeWidth: 3 }),
    path(rr(30, 76, 150, 62, 6), { fill: p.lg(glass.highlight, glass.body) }),
    digits(58, 90, 34, '0.00', '#ff5a4a').svg,
    led(ctx, 40, 156, 4, ui.red),
    led(ctx, 64, 156, 4, ui.green),
    ...[0, 1, 2].map((i) =>
      g([
        path(rr(34, 180 + i * 70, 142, 52, 6), { fill: '#101214' }),
        slats(44, 190 + i * 70, 122, 32, 3, {
          stroke: '#c9a227',
          strokeWidth: 3,
          strokeDasharray: '6 6',
        }),
      ]),
    ),
    terminals(ctx, 40, 400, 130, 6, 1),
  ])
  const amp = box3d(ctx, { w: aw, h: ah, d: 320, r: 10, front })
  const motorY = amp.h - 116
  return {
    svg: g([amp.svg, g(servoMotor(ctx, amp.w + 130, motorY))]),
    w: amp.w + 130 + 600,
    h: amp.h,
    mount: 'floor',
    focus: [amp.w * 0.55, 200],
    zoom: 2,
  }
}

// ---------------------------------------------------------------- HMI touch panel

/** A production dashboard on the touch screen: gauges, trend, bars and control tiles. */
function dashboard(ctx: Ctx, x: number, y: number, w: number, h: number): string {
  const { p, rng } = ctx
  const out: string[] = [
    rect(x, y, w, h, { fill: p.lg('#13233a', '#0b1524') }),
    rect(x, y, w, 44, { fill: '#1d3556' }),
    rect(x + 18, y + 15, 120, 14, { rx: 7, fill: '#e8f0fa', opacity: 0.85 }),
    rect(x + 150, y + 15, 70, 14, { rx: 7, fill: '#8fb3d9', opacity: 0.6 }),
    digits(x + w - 120, y + 11, 22, '12-30', '#e8f0fa').svg,
  ]
  const panel = (px: number, py: number, pw: number, ph: number): string =>
    path(rr(px, py, pw, ph, 10), { fill: '#172b45', stroke: '#24426a', strokeWidth: 2 })
  // two gauges
  for (let i = 0; i < 2; i++) {
    const cx = x + 90 + i * 160
    const cy = y + 160
    const r = 58
    const value = rng.range(0.45, 0.9)
    const a0 = Math.PI * 0.75
    const a1 = a0 + Math.PI * 1.5 * value
    const arc = (from: number, to: number): string =>
      `M${num(cx + Math.cos(from) * r)} ${num(cy + Math.sin(from) * r)}A${r} ${r} 0 ${to - from > Math.PI ? 1 : 0} 1 ${num(cx + Math.cos(to) * r)} ${num(cy + Math.sin(to) * r)}`
    out.push(
      panel(cx - 76, y + 70, 152, 180),
      path(arc(a0, a0 + Math.PI * 1.5), {
        fill: 'none',
        stroke: '#2b4467',
        strokeWidth: 12,
        strokeLinecap: 'round',
      }),
      path(arc(a0, a1), {
        fill: 'none',
        stroke: i === 0 ? ui.cyan : ui.green,
        strokeWidth: 12,
        strokeLinecap: 'round',
      }),
      digits(cx - 24, cy - 14, 28, String(Math.round(value * 100)), '#e8f0fa').svg,
      rect(cx - 36, y + 222, 72, 10, { rx: 5, fill: '#8fb3d9', opacity: 0.6 }),
    )
  }
  // trend chart
  const tx = x + 340
  const ty = y + 70
  const tw = w - 360
  const th = 180
  const pts: number[] = []
  for (let i = 0; i <= 12; i++)
    pts.push(tx + 16 + ((tw - 32) * i) / 12, ty + th - 30 - rng.range(0.15, 0.85) * (th - 60))
  out.push(
    panel(tx, ty, tw, th),
    slats(tx + 16, ty + 24, tw - 32, th - 48, 4, { stroke: '#24426a', strokeWidth: 2 }),
    poly([...pts, tx + tw - 16, ty + th - 18, tx + 16, ty + th - 18], {
      fill: ui.cyan,
      opacity: 0.15,
    }),
    polyline(pts, { stroke: ui.cyan, strokeWidth: 4, strokeLinejoin: 'round' }),
  )
  // bar chart and control tiles
  const by = y + 268
  out.push(panel(x + 14, by, 300, h - 282))
  for (let i = 0; i < 7; i++) {
    const bh = rng.range(0.3, 0.95) * (h - 340)
    out.push(
      rect(x + 36 + i * 38, by + h - 300 - bh, 24, bh, {
        rx: 4,
        fill: i === 4 ? ui.amber : '#3f86d8',
      }),
    )
  }
  const tiles = [ui.green, ui.red, '#3f86d8', '#4a5b72']
  tiles.forEach((fill, i) => {
    const cx = x + 340 + (i % 2) * ((tw + 10) / 2)
    const cy = by + Math.floor(i / 2) * ((h - 282) / 2 + 4)
    out.push(
      path(rr(cx, cy, (tw - 10) / 2, (h - 290) / 2, 10), { fill }),
      rect(cx + 20, cy + 22, 80, 12, { rx: 6, fill: '#ffffff', opacity: 0.85 }),
    )
  })
  return g(out)
}

const hmi: Draw = (ctx) => {
  const W = 880
  const H = 640
  const D = 110
  const sx = 40
  const sy = 40
  const sw = W - 80
  const sh = H - 120
  const front = g([
    surface(ctx, rr(0, 0, W, H, 26)),
    path(rr(sx - 6, sy - 6, sw + 12, sh + 12, 10), { fill: '#07080a' }),
    dashboard(ctx, sx, sy, sw, sh),
    path(rr(sx, sy, sw, sh, 4), {
      fill: ctx.p.linear(
        [
          [0, '#ffffff', 0.14],
          [0.35, '#ffffff', 0.04],
          [0.36, '#ffffff', 0],
          [1, '#ffffff', 0],
        ],
        'diagonal',
      ),
    }),
    brandPlate(ctx, W / 2, H - 40, 120),
    led(ctx, W - 60, H - 40, 5, ui.green),
  ])
  const box = box3d(ctx, { w: W, h: H, d: D, r: 26, front })
  return { svg: box.svg, w: box.w, h: box.h, mount: 'wall', focus: [260, 230], zoom: 2 }
}

export const industryDrawings = { plc, inverterDrive, servo, hmi } satisfies Record<string, Draw>
