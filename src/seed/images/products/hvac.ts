import { lighten, mix } from '../palettes'
import { circle, g, line, num, path, poly, polyline, rect, roundedRect } from '../svg'
import type { Ctx, Draw, Tone } from './kit'
import {
  box3d,
  brandPlate,
  chrome,
  cyl,
  digits,
  glass,
  guard,
  hollow,
  ink,
  led,
  panel,
  plainSide,
  plainTop,
  rr,
  rubber,
  screw,
  sideFill,
  slats,
  surface,
  tone,
  ui,
} from './kit'

/** Galvanised sheet metal for housings hidden above the ceiling. */
const galvanised: Tone = { body: '#c3c8cd', shade: '#868d95', highlight: '#eceef0' }

// ---------------------------------------------------------------- VRF outdoor unit

/** A big propeller fan behind a ring guard, in a bezel. */
function fanGrille(ctx: Ctx, cx: number, cy: number, r: number): string {
  const { p, f } = ctx
  const blades: string[] = []
  const start = ctx.rng.range(0, 120)
  for (let i = 0; i < 3; i++)
    blades.push(
      path(
        `M0 0C${num(r * 0.2)} ${num(-r * 0.5)} ${num(r * 0.75)} ${num(-r * 0.62)} ${num(r * 0.9)} ${num(-r * 0.3)}C${num(r * 0.8)} ${num(-r * 0.05)} ${num(r * 0.4)} ${num(r * 0.12)} 0 0Z`,
        { transform: `rotate(${num(start + i * 120)})` },
      ),
    )
  return g([
    circle(cx, cy, r * 1.07, { fill: p.lg(f.shade, f.highlight, 'diagonal') }),
    circle(cx, cy, r * 1.03, { fill: mix(f.body, f.shade, 0.2) }),
    circle(cx, cy, r, {
      fill: p.radial([
        [0, '#2f353d'],
        [1, '#0b0d10'],
      ]),
    }),
    g(blades, {
      fill: p.lg('#5a626c', '#262b31', 'diagonal'),
      transform: `translate(${num(cx)} ${num(cy)})`,
    }),
    circle(cx, cy, r * 0.14, {
      fill: cyl(ctx, { body: '#4a525c', shade: '#1f2328', highlight: '#8a939e' }, 'diagonal'),
    }),
    guard(cx, cy, r * 0.99, {
      rings: 11,
      spokes: 8,
      color: ctx.f.dark ? lighten(f.body, 0.3) : mix(f.body, '#ffffff', 0.2),
      width: r * 0.012,
      inner: 0.1,
    }),
  ])
}

const vrfOutdoor: Draw = (ctx) => {
  const { p, f } = ctx
  const W = 1050
  const B = 1340
  const H = 1400
  const D = 400
  const front = g([
    rect(40, B - 10, 300, 70, { rx: 6, fill: p.lg(rubber.highlight, rubber.shade) }),
    rect(W - 340, B - 10, 300, 70, { rx: 6, fill: p.lg(rubber.highlight, rubber.shade) }),
    surface(ctx, rr(0, 0, W, B, 12)),
    line(760, 20, 760, B - 20, { stroke: ink(ctx, 0.25), strokeWidth: 3 }),
    fanGrille(ctx, 380, 350, 290),
    fanGrille(ctx, 380, 990, 290),
    brandPlate(ctx, 900, 110, 160),
    path(rr(800, 200, 200, 300, 8), { fill: 'none', stroke: ink(ctx, 0.2), strokeWidth: 3 }),
    rect(830, 230, 140, 70, { rx: 4, fill: '#ffffff', opacity: 0.85 }),
    slats(840, 250, 120, 40, 4, { stroke: '#9aa1a9', strokeWidth: 4 }),
    slats(790, 620, 220, 620, 26, {
      stroke: ink(ctx, 0.2),
      strokeWidth: 5,
      strokeLinecap: 'round',
    }),
    ...[
      [790, 30],
      [1020, 30],
      [790, B - 30],
      [1020, B - 30],
    ].map(([x = 0, y = 0]) => screw(ctx, x, y, 8)),
  ])
  const side = g([
    plainSide(ctx, D, B, 12),
    path(rr(30, 80, D - 60, B - 200, 6), { fill: p.lg('#3a4048', '#1f2328') }),
    slats(34, 84, D - 68, B - 208, 70, { stroke: '#8a929b', strokeWidth: 2 }, true),
    slats(30, 80, D - 60, B - 200, 28, { stroke: mix(f.body, '#ffffff', 0.2), strokeWidth: 4 }),
    rect(0, B - 10, D, 70, { fill: rubber.shade }),
  ])
  const box = box3d(ctx, { w: W, h: H, d: D, r: 12, front, side })
  return { svg: box.svg, w: box.w, h: box.h, mount: 'floor', focus: [620, 300], zoom: 2 }
}

// ---------------------------------------------------------------- ceiling cassette

/** The cassette's decoration panel seen from below: four louvred outlets round an intake. */
function cassetteFace(ctx: Ctx, W: number): string {
  const { p, f } = ctx
  const m = W / 900
  const outlet = (x: number, y: number, w: number, h: number, vertical: boolean): string => {
    const vane = vertical
      ? rr(x + w * 0.18, y + 8 * m, w * 0.5, h - 16 * m, w * 0.25)
      : rr(x + 8 * m, y + h * 0.18, w - 16 * m, h * 0.5, h * 0.25)
    return g([
      path(rr(x, y, w, h, Math.min(w, h) * 0.45), {
        fill: hollow(ctx, vertical ? 'right' : 'down'),
      }),
      path(vane, { fill: panel(ctx, f, vertical ? 'right' : 'down') }),
    ])
  }
  return g([
    surface(ctx, rr(0, 0, W, W, 30 * m)),
    path(rr(18 * m, 18 * m, W - 36 * m, W - 36 * m, 22 * m), {
      fill: 'none',
      stroke: '#ffffff',
      strokeOpacity: 0.5,
      strokeWidth: 3 * m,
    }),
    path(rr(250 * m, 250 * m, 400 * m, 400 * m, 12 * m), {
      fill: p.lg(mix(f.body, f.shade, 0.3), mix(f.body, f.shade, 0.55)),
    }),
    slats(262 * m, 262 * m, 376 * m, 376 * m, 22, { stroke: ink(ctx, 0.3), strokeWidth: 6 * m }),
    path(rr(250 * m, 250 * m, 400 * m, 400 * m, 12 * m), {
      fill: 'none',
      stroke: f.highlight,
      strokeWidth: 6 * m,
    }),
    outlet(190 * m, 100 * m, 520 * m, 84 * m, false),
    outlet(190 * m, 716 * m, 520 * m, 84 * m, false),
    outlet(100 * m, 190 * m, 84 * m, 520 * m, true),
    outlet(716 * m, 190 * m, 84 * m, 520 * m, true),
    path(
      `M${num(40 * m)} ${num(130 * m)}L${num(130 * m)} ${num(40 * m)}M${num(W - 40 * m)} ${num(130 * m)}L${num(W - 130 * m)} ${num(40 * m)}M${num(40 * m)} ${num(W - 130 * m)}L${num(130 * m)} ${num(W - 40 * m)}M${num(W - 40 * m)} ${num(W - 130 * m)}L${num(W - 130 * m)} ${num(W - 40 * m)}`,
      { stroke: ink(ctx, 0.2), strokeWidth: 3 * m },
    ),
    led(ctx, W - 92 * m, W - 62 * m, 6 * m, ui.green),
    led(ctx, W - 66 * m, W - 62 * m, 6 * m, ui.amber, false),
    brandPlate(ctx, W / 2, 215 * m, 120 * m),
  ])
}

const ceilingCassette: Draw = (ctx) => {
  const W = 900
  if (ctx.angle === 'front')
    return { svg: cassetteFace(ctx, W), w: W, h: W, mount: 'ceiling', focus: [760, 760], zoom: 2.2 }
  // Seen from below: drawn as if from above (panel on top, body under it), then flipped.
  const { f } = ctx
  const q = { cF: 0.84, sF: 0.09, cS: 0.4, sS: 0.42 }
  const edge = 46
  const bw = 680
  const bh = 290
  const panelBox = box3d(ctx, {
    w: W,
    h: edge,
    d: W,
    front: surface(ctx, rr(0, 0, W, edge, 10), { fill: ctx.p.lg(f.body, f.shade) }),
    side: path(rr(0, 0, W, edge, 10), { fill: ctx.p.lg(f.shade, mix(f.body, f.shade, 0.5)) }),
    top: cassetteFace(ctx, W),
    projection: q,
  })
  const body = box3d(ctx, {
    w: bw,
    h: bh,
    d: bw,
    front: g([
      rect(0, 0, bw, bh, { fill: sideFill(ctx, galvanised) }),
      slats(20, 30, bw - 40, bh - 60, 5, { stroke: galvanised.shade, strokeWidth: 3 }),
    ]),
    side: g([
      rect(0, 0, bw, bh, { fill: ctx.p.lg(galvanised.shade, galvanised.body) }),
      circle(bw * 0.4, 150, 22, { fill: '#b87333' }),
      circle(bw * 0.52, 160, 16, { fill: '#b87333' }),
    ]),
    projection: q,
  })
  const inset = (W - bw) / 2
  const bx = inset * (q.cF + q.cS)
  const by = W * q.sS + edge + inset * (q.sF - q.sS) - bw * q.sS
  const h = by + body.h
  return {
    svg: g([g(body.svg, { transform: `translate(${num(bx)} ${num(by)})` }), panelBox.svg], {
      transform: `translate(0 ${num(h)}) scale(1 -1)`,
    }),
    w: panelBox.w,
    h,
    mount: 'ceiling',
    focus: [panelBox.w / 2, h / 2],
  }
}

// ---------------------------------------------------------------- ducted indoor unit

const ductedIndoor: Draw = (ctx) => {
  const { p, f } = ctx
  const W = 1160
  const H = 300
  const D = 720
  const bracket = (x: number, y: number): string =>
    g([
      rect(x, y, 40, 46, { rx: 4, fill: cyl(ctx, galvanised, 'down') }),
      rect(x + 12, y + 16, 16, 14, { rx: 7, fill: '#2a2e33' }),
    ])
  const front = g([
    bracket(0, 24),
    bracket(W - 40, 24),
    surface(ctx, rr(30, 0, W - 60, H, 8)),
    // supply air flange with its opening
    path(rr(70, 40, 840, 220, 8), { fill: panel(ctx, f, 'up') }),
    path(rr(86, 56, 808, 188, 4), { fill: hollow(ctx) }),
    slats(90, 60, 800, 180, 9, { stroke: p.lg('#4a525c', '#2a2f35'), strokeWidth: 8 }),
    // electrical box
    surface(ctx, rr(950, 50, 160, 200, 6)),
    path(rr(950, 50, 160, 200, 6), { fill: 'none', stroke: ink(ctx, 0.3), strokeWidth: 3 }),
    screw(ctx, 966, 66, 6),
    screw(ctx, 1094, 66, 6),
    screw(ctx, 966, 234, 6),
    screw(ctx, 1094, 234, 6),
    rect(980, 130, 100, 50, { rx: 3, fill: '#ffffff', opacity: 0.85 }),
    slats(990, 142, 80, 28, 3, { stroke: '#9aa1a9', strokeWidth: 4 }),
  ])
  const side = g([
    plainSide(ctx, D, H, 8),
    circle(D * 0.62, 150, 30, { fill: cyl(ctx, tone('#c9a227', 0.5), 'diagonal') }),
    circle(D * 0.62, 150, 18, { fill: '#b87333' }),
    circle(D * 0.74, 170, 24, { fill: cyl(ctx, tone('#c9a227', 0.5), 'diagonal') }),
    circle(D * 0.74, 170, 13, { fill: '#b87333' }),
    circle(D * 0.3, 230, 20, { fill: '#e8e8e8', stroke: '#9aa1a9', strokeWidth: 3 }),
  ])
  const top = g([
    plainTop(ctx, W, D, 8),
    line(W * 0.33, 0, W * 0.33, D, { stroke: ink(ctx, 0.15), strokeWidth: 3 }),
    line(W * 0.66, 0, W * 0.66, D, { stroke: ink(ctx, 0.15), strokeWidth: 3 }),
    rect(W * 0.4, D * 0.3, 220, 140, { rx: 4, fill: '#ffffff', opacity: 0.85 }),
  ])
  const box = box3d(ctx, { w: W, h: H, d: D, r: 8, front, side, top })
  return { svg: box.svg, w: box.w, h: box.h, mount: 'ceiling', focus: [960, 150], zoom: 2.1 }
}

// ---------------------------------------------------------------- wall-mounted HVAC indoor unit

const wallIndoorHvac: Draw = (ctx) => {
  const { p, f } = ctx
  const W = 1000
  const H = 330
  const D = 250
  const front = g([
    surface(ctx, roundedRect(0, 0, W, H, [22, 22, 46, 46])),
    // intake grille across the upper front
    path(rr(40, 26, W - 80, 92, 10), { fill: p.lg('#1d2126', '#3a4048') }),
    slats(44, 28, W - 88, 88, 12, { stroke: mix(f.body, f.shade, 0.15), strokeWidth: 4.5 }),
    line(0, 140, W, 140, { stroke: ink(ctx, 0.18), strokeWidth: 2.5 }),
    path(rr(46, 256, W - 92, 56, 22), { fill: hollow(ctx) }),
    path(`M56 258H${W - 56}L${W - 70} 290H70Z`, { fill: panel(ctx, f, 'down') }),
    line(60, 261, W - 60, 261, { stroke: '#ffffff', strokeOpacity: 0.5, strokeWidth: 2 }),
    brandPlate(ctx, 130, 210, 120),
    led(ctx, W - 150, 212, 5, ui.green),
    led(ctx, W - 120, 212, 5, ui.amber, false),
    led(ctx, W - 90, 212, 5, ui.amber, false),
  ])
  const side = g([
    path(`M0 22Q0 0 22 0H${D}V${H - 50}Q${D} ${H} ${D - 50} ${H}H46Q0 ${H} 0 ${H - 46}Z`, {
      fill: sideFill(ctx),
    }),
    line(0, 140, D, 140, { stroke: ink(ctx, 0.25), strokeWidth: 2.5 }),
    path(`M0 258H40L34 290H0Z`, { fill: hollow(ctx) }),
  ])
  const box = box3d(ctx, { w: W, h: H, d: D, r: 22, front, side })
  return { svg: box.svg, w: box.w, h: box.h, mount: 'wall', focus: [860, 220], zoom: 2.4 }
}

// ---------------------------------------------------------------- elevator

const elevator: Draw = (ctx) => {
  const { p, f } = ctx
  const W = 1100
  const H = 1400
  const open = ctx.angle === 'three'
  const wall: Tone = { body: '#e6e3de', shade: '#c9c4bc', highlight: '#f6f4f1' }
  const dx0 = 270
  const dx1 = 830
  const top = 250
  const mid = (dx0 + dx1) / 2
  const shift = open ? 160 : 0
  const parts: string[] = [
    path(rr(0, 0, W, H, 6), { fill: panel(ctx, wall) }),
    // the hall indicator: direction arrow and floor number
    path(rr(430, 80, 240, 90, 12), { fill: p.lg(glass.highlight, glass.body) }),
    poly([478, 142, 500, 104, 522, 142], { fill: ui.cyan }),
    digits(546, 100, 48, '12', '#e9f7ff').svg,
  ]
  if (open) {
    // the cabin inside: lit ceiling, mirrored back wall, side walls, handrail and floor
    const ix0 = mid - shift
    const ix1 = mid + shift
    const b0 = ix0 + 70
    const b1 = ix1 - 70
    parts.push(
      rect(ix0, top, ix1 - ix0, H - top, { fill: '#2a2d31' }),
      path(`M${ix0} ${top}H${ix1}L${b1} ${top + 70}H${b0}Z`, { fill: p.lg('#ffffff', '#e8edf2') }),
      rect(b0, top + 70, b1 - b0, H - top - 170, { fill: p.lg('#dfe5ea', '#9aa5b0', 'diagonal') }),
      rect(b0 + 20, top + 90, b1 - b0 - 40, 560, {
        fill: p.lg('#f4f7fa', '#b9c4ce', 'diagonal'),
        opacity: 0.9,
      }),
      path(`M${ix0} ${top}L${b0} ${top + 70}V${H - 100}L${ix0} ${H}Z`, {
        fill: p.lg('#b9c1c9', '#d9dee3', 'right'),
      }),
      path(`M${ix1} ${top}L${b1} ${top + 70}V${H - 100}L${ix1} ${H}Z`, {
        fill: p.lg('#e1e5e9', '#aab3bc', 'right'),
      }),
      path(`M${ix0} ${H}L${b0} ${H - 100}H${b1}L${ix1} ${H}Z`, {
        fill: p.lg('#6b625a', '#8d8378'),
      }),
      line(b0, 900, b1, 900, {
        stroke: cyl(ctx, chrome, 'down'),
        strokeWidth: 12,
        strokeLinecap: 'round',
      }),
    )
  }
  const door = (x: number, w: number): string =>
    g([
      surface(ctx, rr(x, top, w, H - top, 2)),
      line(x + w - 1, top, x + w - 1, H, {
        stroke: '#000000',
        strokeOpacity: 0.25,
        strokeWidth: 2,
      }),
    ])
  parts.push(
    door(dx0, mid - dx0 - shift),
    door(mid + shift, dx1 - mid - shift),
    line(mid, top, mid, H, {
      stroke: open ? 'none' : '#000000',
      strokeOpacity: 0.45,
      strokeWidth: 3,
    }),
    // the jamb and head around the doors
    path(`M${dx0 - 50} ${H}V${top - 50}H${dx1 + 50}V${H}H${dx1}V${top}H${dx0}V${H}Z`, {
      fill: cyl(ctx, f, 'right'),
    }),
    path(`M${dx0 - 50} ${H}V${top - 50}H${dx1 + 50}V${H}H${dx1}V${top}H${dx0}V${H}Z`, {
      fill: 'none',
      stroke: '#ffffff',
      strokeOpacity: 0.35,
      strokeWidth: 3,
    }),
    rect(dx0, H - 16, dx1 - dx0, 16, { fill: cyl(ctx, chrome, 'down') }),
    // the call panel with up and down buttons
    surface(ctx, rr(930, 660, 96, 230, 14)),
    circle(978, 730, 26, { fill: cyl(ctx, chrome, 'diagonal') }),
    circle(978, 730, 20, { fill: 'none', stroke: ui.amber, strokeWidth: 4 }),
    poly([966, 738, 978, 718, 990, 738], { fill: '#3a4048' }),
    circle(978, 815, 26, { fill: cyl(ctx, chrome, 'diagonal') }),
    circle(978, 815, 20, { fill: 'none', stroke: '#8a939e', strokeWidth: 3 }),
    poly([966, 807, 978, 827, 990, 807], { fill: '#3a4048' }),
  )
  return { svg: g(parts), w: W, h: H, mount: 'floor', focus: [900, 760], zoom: 2.2 }
}

// ---------------------------------------------------------------- escalator

const escalator: Draw = (ctx) => {
  const { p, f } = ctx
  const oblique = ctx.angle === 'three'
  const tan = Math.tan(Math.PI / 6)
  const x0 = 60
  const xa = 400
  const xb = 1260
  const x1 = 1640
  const yl = 780
  const yh = yl - (xb - xa) * tan
  const line3 = (dy: number, a = x0, b = x1): number[] => [
    a,
    yl + dy,
    xa,
    yl + dy,
    xb,
    yh + dy,
    b,
    yh + dy,
  ]
  const band = (top: number, bottom: number, a = x0, b = x1): number[] => {
    const t = line3(top, a, b)
    const u = line3(bottom, a, b)
    return [
      ...t,
      u[6] ?? 0,
      u[7] ?? 0,
      u[4] ?? 0,
      u[5] ?? 0,
      u[2] ?? 0,
      u[3] ?? 0,
      u[0] ?? 0,
      u[1] ?? 0,
    ]
  }
  const balustrade = (dx: number, dy: number): string =>
    g(
      [
        poly(band(-330, -40, x0 + 70, x1 - 70), {
          fill: p.linear(
            [
              [0, '#e4f0f6', 0.45],
              [0.5, '#c4dbe7', 0.15],
              [1, '#a9c3d3', 0.3],
            ],
            'diagonal',
          ),
          stroke: '#ffffff',
          strokeOpacity: 0.7,
          strokeWidth: 3,
        }),
        polyline(line3(-350, x0 + 40, x1 - 40), {
          stroke: rubber.body,
          strokeWidth: 30,
          strokeLinecap: 'round',
          strokeLinejoin: 'round',
        }),
        polyline(line3(-357, x0 + 40, x1 - 40), {
          stroke: rubber.highlight,
          strokeWidth: 5,
          strokeLinecap: 'round',
          strokeLinejoin: 'round',
        }),
        path(`M${x0 + 40} ${yl - 350}A155 155 0 0 0 ${x0 + 40} ${yl - 40}`, {
          fill: 'none',
          stroke: rubber.body,
          strokeWidth: 30,
        }),
        path(`M${x1 - 40} ${yh - 350}A155 155 0 0 1 ${x1 - 40} ${yh - 40}`, {
          fill: 'none',
          stroke: rubber.body,
          strokeWidth: 30,
        }),
        poly(band(-40, 10, x0 + 20, x1 - 20), { fill: panel(ctx, chrome) }),
      ],
      { transform: `translate(${dx} ${dy})` },
    )
  const steps: string[] = []
  const rise = 34
  const run = rise / tan
  const deck = -40
  if (oblique) {
    const ox = 150
    const oy = -110
    const tread = p.lg('#7b838c', '#a9b1b9')
    steps.push(
      poly(
        [xb, yh + deck, x1 - 60, yh + deck, x1 - 60 + ox, yh + deck + oy, xb + ox, yh + deck + oy],
        {
          fill: tread,
        },
      ),
    )
    for (let x = xb - run; x >= xa - 1; x -= run) {
      const y = yl - (x - xa) * tan + deck
      steps.push(
        poly([x, y - rise, x + ox, y - rise + oy, x + ox, y + oy, x, y], { fill: '#3f454c' }),
        poly([x, y - rise, x + run, y - rise, x + run + ox, y - rise + oy, x + ox, y - rise + oy], {
          fill: tread,
        }),
        line(x + 4, y - rise + 1, x + run + 4, y - rise + 1, { stroke: '#e8c547', strokeWidth: 4 }),
      )
    }
    steps.push(
      poly(
        [x0 + 60, yl + deck, xa, yl + deck, xa + ox, yl + deck + oy, x0 + 60 + ox, yl + deck + oy],
        {
          fill: tread,
        },
      ),
    )
  } else {
    const teeth: number[] = [x0 + 60, yl + deck, xa, yl + deck]
    for (let x = xa; x < xb - 1; x += run) {
      const y = yl - (x - xa) * tan + deck
      teeth.push(x, y - rise, x + run, y - rise)
    }
    teeth.push(x1 - 60, yh + deck, x1 - 60, yh + 10, x0 + 60, yl + 10)
    steps.push(poly(teeth, { fill: p.lg('#8d959e', '#5b636c') }))
  }
  const cladding = g([
    poly(band(10, 170), { fill: cyl(ctx, f, 'down') }),
    poly(band(10, 170), {
      fill: p.linear(
        [
          [0, '#000000', 0],
          [1, '#000000', 0.12],
        ],
        'down',
      ),
    }),
    polyline(line3(12), { stroke: '#ffffff', strokeOpacity: 0.5, strokeWidth: 3 }),
    path(`M${x0} ${yl + 10}V${yl + 170}M${x1} ${yh + 10}V${yh + 170}`, {
      stroke: ink(ctx, 0.3),
      strokeWidth: 3,
    }),
    brandPlate(ctx, (xa + xb) / 2 + 40, (yl + yh) / 2 + 100, 150),
  ])
  const parts = oblique
    ? [balustrade(150, -110), ...steps, balustrade(0, 0), cladding]
    : [...steps, balustrade(0, 0), cladding]
  const top = oblique ? yh - 510 : yh - 390
  return {
    svg: g(parts, { transform: `translate(0 ${num(-top)})` }),
    w: oblique ? 1810 : 1700,
    h: yl + 180 - top,
    mount: 'floor',
    focus: [1450, yh - top - 100],
    zoom: 2,
  }
}

export const hvacDrawings = {
  vrfOutdoor,
  ceilingCassette,
  ductedIndoor,
  wallIndoorHvac,
  elevator,
  escalator,
} satisfies Record<string, Draw>
