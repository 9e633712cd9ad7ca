import sharp from 'sharp'
import { describe, expect, it } from 'vitest'

import type { ColourName, ProductKind } from '../../schema'
import { buildProductSvg, productColours, renderProductImage } from '.'

/** Every kind, listed through a record so a new kind fails to compile until it is added here. */
const kindSet: Record<ProductKind, true> = {
  wallSplitAc: true,
  refrigerator2door: true,
  refrigerator4door: true,
  refrigeratorSideBySide: true,
  standFan: true,
  wallFan: true,
  tableFan: true,
  ceilingFan: true,
  ventilationWall: true,
  ventilationCeiling: true,
  dehumidifier: true,
  handDryer: true,
  vrfOutdoor: true,
  ceilingCassette: true,
  ductedIndoor: true,
  wallIndoorHvac: true,
  elevator: true,
  escalator: true,
  plc: true,
  inverterDrive: true,
  servo: true,
  hmi: true,
  robotArm: true,
  scaraRobot: true,
  cobot: true,
}
const kinds = Object.keys(kindSet) as ProductKind[]
const colours = Object.keys(productColours) as ColourName[]
const sample: ColourName[] = ['white', 'black', 'steel', 'rubyred', 'rose']
const views = [0, 1, 2]

const svgOf = (kind: ProductKind, colour: ColourName, view: number, size = 800): string =>
  buildProductSvg({ kind, colour, view, size, seed: `test-${kind}` })

describe('product colours', () => {
  it('names every finish in both languages with hex tones', () => {
    expect(colours).toHaveLength(11)
    for (const colour of colours) {
      const finish = productColours[colour]
      for (const tone of [finish.body, finish.shade, finish.highlight])
        expect(tone, colour).toMatch(/^#[0-9a-f]{6}$/)
      expect(finish.label.vi.length, colour).toBeGreaterThan(0)
      expect(finish.label.en.length, colour).toBeGreaterThan(0)
    }
    expect(productColours.steel.label).toEqual({ vi: 'Thép không gỉ', en: 'Stainless steel' })
    expect(productColours.onyxblack.label).toEqual({ vi: 'Đen onyx', en: 'Onyx black' })
  })
})

describe('buildProductSvg', () => {
  it('draws every kind as a square SVG document of the requested size', async () => {
    for (const kind of kinds)
      for (const colour of sample)
        for (const view of views) {
          const svg = svgOf(kind, colour, view, 640)
          const label = `${kind}/${colour}/${view}`
          expect(svg.startsWith('<svg'), label).toBe(true)
          expect(svg.endsWith('</svg>'), label).toBe(true)
          expect(svg, label).toContain('width="640" height="640" viewBox="0 0 640 640"')
          expect(svg, label).not.toMatch(/NaN|undefined|Infinity/)
        }
    // librsvg parses one view of each kind: a malformed document would throw here
    for (const kind of kinds) {
      const meta = await sharp(Buffer.from(svgOf(kind, 'silver', 1, 640))).metadata()
      expect([meta.width, meta.height], kind).toEqual([640, 640])
    }
  })

  it('paints each colour differently', () => {
    for (const kind of kinds) {
      const drawn = new Set(colours.map((colour) => svgOf(kind, colour, 0)))
      expect(drawn.size, kind).toBe(colours.length)
    }
  })

  it('shows three different views', () => {
    for (const kind of kinds) {
      const drawn = new Set(views.map((view) => svgOf(kind, 'grey', view)))
      expect(drawn.size, kind).toBe(3)
    }
  })

  it('is deterministic and wraps the view number', () => {
    for (const kind of kinds) {
      expect(svgOf(kind, 'pink', 1), kind).toBe(svgOf(kind, 'pink', 1))
      expect(svgOf(kind, 'pink', 3), kind).toBe(svgOf(kind, 'pink', 0))
    }
  })
})

describe('renderProductImage', () => {
  it('renders every kind to an 800×800 WebP', { timeout: 60_000 }, async () => {
    for (const [i, kind] of kinds.entries()) {
      const colour = colours[i % colours.length] ?? 'white'
      const view = i % 3
      const image = await renderProductImage({ kind, colour, view, size: 800, seed: `p-${kind}` })
      expect(image.mimetype).toBe('image/webp')
      expect(image.name).toBe(`p-${kind}-${colour}-${view}.webp`)
      expect([image.width, image.height]).toEqual([800, 800])
      const meta = await sharp(image.data).metadata()
      expect([meta.format, meta.width, meta.height], kind).toEqual(['webp', 800, 800])
    }
  })

  it('renders 25 pictures at 800 px within 8 seconds', { timeout: 60_000 }, async () => {
    const started = performance.now()
    for (const [i, kind] of kinds.entries())
      await renderProductImage({ kind, colour: 'steel', view: i % 3, size: 800, seed: 'timing' })
    expect(performance.now() - started).toBeLessThan(8_000)
  })
})
