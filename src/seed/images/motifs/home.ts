import { darken, lighten, mix, neutral } from '../palettes'
import { circle, ellipse, g, num, path, rect, roundedRect } from '../svg'
import type { MotifSpec } from './kit'
import { airflow, plant } from './kit'
import { fanHead, splitUnit } from './appliances'
import { room } from './people'

const home: MotifSpec = {
  aspect: [1, 2.2],
  framed: true,
  draw(ctx, w) {
    const { c, p, rng } = ctx
    const floorY = 440
    const cx = w / 2
    const parts: string[] = [room(ctx, w, floorY)]
    // a window onto a sunny afternoon
    const winW = Math.min(260, w * 0.28)
    const winX = w >= 900 ? w * 0.1 : 40
    parts.push(
      rect(winX - 10, 90, winW + 20, 230, { rx: 10, fill: neutral.white }),
      rect(winX, 100, winW, 210, { fill: p.lg(mix('#9fd6ff', c.light, 0.3), '#e9f6ff') }),
      circle(winX + winW * 0.75, 150, 22, { fill: '#fff1b8' }),
      path(
        `M${num(winX)} 290Q${num(winX + winW * 0.3)} 240 ${num(winX + winW * 0.6)} 270T${num(winX + winW)} 260V310H${num(winX)}Z`,
        { fill: mix('#6cc38f', c.primary, 0.2) },
      ),
      rect(winX + winW / 2 - 4, 100, 8, 210, { fill: neutral.white }),
      path(
        `M${num(winX - 30)} 80Q${num(winX - 6)} 200 ${num(winX - 24)} 330H${num(winX + 20)}Q${num(winX + 34)} 200 ${num(winX + 14)} 80Z`,
        { fill: lighten(c.accent, 0.35) },
      ),
    )
    // the AC above the sofa, cooling the room
    const acW = 300
    const acX = Math.min(w - acW - 60, Math.max(winX + winW + 60, cx - acW / 2 + 40))
    parts.push(
      airflow(ctx, acX + acW / 2, 150, 90, 150, 4, 34, lighten(c.primary, 0.3)),
      g(splitUnit(ctx, 0, 0, 780), {
        transform: `translate(${num(acX)} 70) scale(${num(acW / 780)})`,
      }),
    )
    // wall art
    const artX = acX + acW + 50
    if (artX + 110 < w - 30) {
      parts.push(
        rect(artX, 110, 110, 140, { rx: 6, fill: neutral.white }),
        rect(artX + 10, 120, 90, 120, { fill: lighten(c.primary, 0.6) }),
        circle(artX + 60, 165, 24, { fill: c.accent }),
        path(
          `M${num(artX + 10)} 240L${num(artX + 45)} 190L${num(artX + 70)} 215L${num(artX + 100)} 180V240Z`,
          { fill: c.primary },
        ),
      )
    }
    // rug, sofa and cushions
    const sofaW = Math.min(420, w * 0.5)
    const sofaX = Math.min(w - sofaW - 40, Math.max(winX + 30, cx - sofaW / 2))
    const sofa = c.primary
    parts.push(
      ellipse(sofaX + sofaW / 2, 540, sofaW * 0.7, 42, {
        fill: lighten(c.accent, 0.3),
        opacity: 0.7,
      }),
      path(roundedRect(sofaX + 20, 300, sofaW - 40, 120, [36, 36, 10, 10]), {
        fill: darken(sofa, 0.12),
      }),
      path(roundedRect(sofaX, 380, sofaW, 100, [28, 28, 14, 14]), {
        fill: p.lg(lighten(sofa, 0.1), darken(sofa, 0.15)),
      }),
      rect(sofaX - 10, 350, 56, 130, { rx: 24, fill: darken(sofa, 0.05) }),
      rect(sofaX + sofaW - 46, 350, 56, 130, { rx: 24, fill: darken(sofa, 0.05) }),
      rect(sofaX + 60, 330, 90, 70, {
        rx: 20,
        fill: c.accent,
        transform: `rotate(-8 ${num(sofaX + 105)} 365)`,
      }),
      rect(sofaX + sofaW - 160, 332, 90, 68, {
        rx: 20,
        fill: lighten(c.accent, 0.4),
        transform: `rotate(7 ${num(sofaX + sofaW - 115)} 366)`,
      }),
      rect(sofaX + 30, 478, 12, 20, { rx: 4, fill: darken(sofa, 0.4) }),
      rect(sofaX + sofaW - 42, 478, 12, 20, { rx: 4, fill: darken(sofa, 0.4) }),
    )
    // a standing fan at the side and a plant at the other
    const fanX = Math.min(w - 70, sofaX + sofaW + 90)
    if (fanX > sofaX + sofaW + 40) {
      parts.push(
        rect(fanX - 6, 330, 12, 210, { fill: '#cfd6de' }),
        ellipse(fanX, 540, 56, 12, { fill: '#e3e8ee' }),
        fanHead(ctx, fanX, 300, 64, 5),
      )
    }
    if (sofaX > 120) parts.push(plant(ctx, sofaX - 60, 520, 200))
    // a coffee table with a cup
    parts.push(
      rect(sofaX + sofaW * 0.3, 500, sofaW * 0.4, 16, { rx: 8, fill: mix('#c9a27a', c.dark, 0.1) }),
      rect(sofaX + sofaW * 0.34, 516, 10, 40, { fill: mix('#8a6a4d', c.dark, 0.2) }),
      rect(sofaX + sofaW * 0.66 - 10, 516, 10, 40, { fill: mix('#8a6a4d', c.dark, 0.2) }),
      rect(sofaX + sofaW * 0.45, 480, 24, 22, { rx: 5, fill: neutral.white }),
      circle(sofaX + sofaW * 0.62, 490, rng.range(9, 12), { fill: c.accent }),
    )
    return g(parts)
  },
}

export const homeMotifs = { home } satisfies Record<string, MotifSpec>
