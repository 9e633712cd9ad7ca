import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import * as prettier from 'prettier'
import { describe, expect, it } from 'vitest'

import { blocks } from '../../blocks/index.ts'
import {
  componentTemplate,
  configTemplate,
  conflictsOf,
  DEFAULT_THUMBNAIL,
  labelOf,
  newBlock,
  NewBlockError,
  nextCommands,
  registerInIndex,
  registerRenderer,
  rendererSlugs,
  slugOf,
  THUMBNAIL_DIRECTORY,
  thumbnailURL,
  type Existing,
} from './newBlock.ts'

const root = path.resolve(import.meta.dirname, '../..')
const read = (file: string) => readFileSync(path.join(root, file), 'utf8')
const indexSource = read('blocks/index.ts')
const renderSource = read('src/blocks/RenderBlocks.tsx')

const directoriesIn = (directory: string) =>
  readdirSync(path.join(root, directory), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)

const existing: Existing = {
  directories: [...directoriesIn('blocks'), ...directoriesIn('src/blocks')],
  slugs: blocks.map((block) => block.slug),
  indexSource,
  renderSource,
}

/** The current blocks as the registry files name them: `Hero` ↔ `hero` ↔ `HeroBlock`. */
const current = blocks.map((block) => ({
  name: block.interfaceName?.replace(/Block$/, '') ?? '',
  slug: block.slug,
  renderer: block.interfaceName ?? '',
}))

const isFormatted = async (file: string, source: string) =>
  prettier.check(source, {
    ...(await prettier.resolveConfig(path.join(root, file))),
    filepath: path.join(root, file),
  })

const faq = newBlock('QuoteWall', { vi: 'Tường trích dẫn', en: 'Quote wall' })

describe('names', () => {
  it('derives the slug, type and labels from a PascalCase name', () => {
    expect(faq).toEqual({
      name: 'QuoteWall',
      slug: 'quoteWall',
      interfaceName: 'QuoteWallBlock',
      labels: { vi: 'Tường trích dẫn', en: 'Quote wall' },
    })
    expect(slugOf('Hero2')).toBe('hero2')
    expect(slugOf('CTAPanel')).toBe('ctaPanel')
    expect(slugOf('CTA')).toBe('cta')
    expect(newBlock('ProductTeaser').labels).toEqual({ vi: 'Product teaser', en: 'Product teaser' })
    expect(labelOf('CTAPanel')).toBe('CTA panel')
  })

  it.each([
    '',
    'quoteWall',
    'F',
    'Quote-Wall',
    'Quote Wall',
    '1Quote',
    'Câu',
    `Q${'a'.repeat(41)}`,
  ])('refuses the invalid name %j', (name) => expect(() => newBlock(name)).toThrow(NewBlockError))

  it('refuses a name whose tables would be too long for PostgreSQL', () => {
    expect(() => newBlock('AaaaaBbbbbCccccDddddEeeeeFffffGggggHhhhh')).toThrow(/63 characters/)
  })

  it('refuses labels that are not one short line', () => {
    expect(() => newBlock('Faq', { vi: 'a\nb' })).toThrow(NewBlockError)
    expect(() => newBlock('Faq', { en: 'x'.repeat(81) })).toThrow(NewBlockError)
  })
})

describe('conflicts with the current blocks', () => {
  it('reads the current blocks from the real registry files', () => {
    expect(current.map((block) => block.slug)).toContain('hero')
    expect(rendererSlugs(renderSource).sort()).toEqual(current.map((block) => block.slug).sort())
  })

  it('accepts a new name', () => {
    expect(conflictsOf(faq, existing)).toEqual([])
  })

  it('refuses every existing block', () => {
    for (const block of current)
      expect(conflictsOf(newBlock(block.name), existing).length).toBeGreaterThan(0)
  })

  it('refuses a slug that differs from an existing one only in case', () => {
    expect(conflictsOf(newBlock('Richtext'), existing)).toContain(
      'the slug richtext clashes with the existing block richText',
    )
  })

  it('refuses names taken by other identifiers of the registry files', () => {
    // `Block` is the payload type in blocks/index.ts; `RenderBlock` and `LayoutBlock` are
    // names in RenderBlocks.tsx.
    expect(conflictsOf(newBlock('Block'), existing)).toEqual([
      'blocks/index.ts already uses the name Block',
    ])
    expect(conflictsOf(newBlock('Render'), existing)).toEqual([
      'src/blocks/RenderBlocks.tsx already uses the name RenderBlock',
    ])
    expect(conflictsOf(newBlock('Layout'), existing)).toHaveLength(1)
  })

  it('refuses a type that payload-types.ts already declares', () => {
    const payloadTypes = 'export interface QuoteWallBlock {\n  id?: string\n}\n'
    expect(conflictsOf(faq, { ...existing, payloadTypes })).toEqual([
      'src/payload-types.ts already has a type QuoteWallBlock',
    ])
  })
})

describe('registerInIndex (blocks/index.ts as it is)', () => {
  const result = registerInIndex(indexSource, faq)

  it('imports and lists every existing block and the new one, the new one last', () => {
    for (const { name } of [...current, { name: 'QuoteWall' }])
      expect(result).toContain(`import { ${name} } from './${name}/config'\n`)
    const list = /export const blocks = \[\n([\s\S]*?)\n\] satisfies Block\[\]/.exec(result)?.[1]
    const listed = list?.split('\n').map((line) => line.trim().replace(/,$/, ''))
    expect(listed).toEqual([...current.map((block) => block.name), 'QuoteWall'])
  })

  it('keeps the imports in name order and changes nothing else', () => {
    const imports = result.match(/^import \{ \w+ \} from '\.\/\w+\/config'$/gm) ?? []
    expect(imports).toEqual([...imports].sort())
    const removed = result
      .replace("import { QuoteWall } from './QuoteWall/config'\n", '')
      .replace('  QuoteWall,\n', '')
    expect(removed).toBe(indexSource)
  })

  it('stays formatted', async () => {
    expect(await isFormatted('blocks/index.ts', result)).toBe(true)
  })

  it('refuses to add a block twice', () => {
    expect(() => registerInIndex(result, faq)).toThrow(NewBlockError)
    expect(() => registerInIndex(indexSource, newBlock('Hero'))).toThrow(NewBlockError)
  })

  it('refuses a file it does not recognise instead of guessing', () => {
    expect(() => registerInIndex('export const blocks = []\n', faq)).toThrow(NewBlockError)
  })
})

describe('registerRenderer (src/blocks/RenderBlocks.tsx as it is)', () => {
  const result = registerRenderer(renderSource, faq)

  it('imports and maps every existing renderer and the new one, the new one last', () => {
    for (const { name, renderer } of [
      ...current,
      { name: 'QuoteWall', renderer: 'QuoteWallBlock' },
    ])
      expect(result).toContain(`import { ${renderer} } from './${name}/Component'\n`)
    expect(rendererSlugs(result)).toEqual([...current.map((block) => block.slug), 'quoteWall'])
    for (const { slug, renderer } of [
      ...current,
      { slug: 'quoteWall', renderer: 'QuoteWallBlock' },
    ])
      expect(result).toContain(`  ${slug}: ${renderer},\n`)
  })

  it('keeps the imports in name order and changes nothing else', () => {
    const imports = result.match(/^import \{ \w+ \} from '\.\/\w+\/Component'$/gm) ?? []
    expect(imports).toEqual([...imports].sort())
    const removed = result
      .replace("import { QuoteWallBlock } from './QuoteWall/Component'\n", '')
      .replace('  quoteWall: QuoteWallBlock,\n', '')
    expect(removed).toBe(renderSource)
  })

  it('stays formatted', async () => {
    expect(await isFormatted('src/blocks/RenderBlocks.tsx', result)).toBe(true)
  })

  it('refuses to add a renderer twice', () => {
    expect(() => registerRenderer(result, faq)).toThrow(NewBlockError)
    expect(() => registerRenderer(renderSource, newBlock('Hero'))).toThrow(NewBlockError)
  })
})

describe('templates', () => {
  it('writes a formatted schema with localised fields and its thumbnail', async () => {
    const config = configTemplate(faq)
    expect(config).toContain("slug: 'quoteWall',")
    expect(config).toContain("interfaceName: 'QuoteWallBlock',")
    expect(config).toContain("singular: { vi: 'Tường trích dẫn', en: 'Quote wall' },")
    expect(config).toContain("url: '/admin/blocks/quoteWall.svg',")
    expect(config.match(/localized: true/g)).toHaveLength(2)
    expect(await isFormatted('blocks/QuoteWall/config.ts', config)).toBe(true)
  })

  it('quotes labels as Prettier does', async () => {
    const config = configTemplate(newBlock('Faq', { vi: "Hỏi 'đáp'", en: 'Say "hi" it\'s' }))
    expect(config).toContain(`vi: "Hỏi 'đáp'"`)
    expect(await isFormatted('blocks/Faq/config.ts', config)).toBe(true)
    const backslash = configTemplate(newBlock('Faq', { en: 'A\\B' }))
    expect(backslash).toContain("en: 'A\\\\B'")
    expect(await isFormatted('blocks/Faq/config.ts', backslash)).toBe(true)
  })

  it('writes a formatted renderer in the site section and container', async () => {
    const component = componentTemplate(faq)
    expect(component).toContain(
      "import type { QuoteWallBlock as QuoteWallBlockData } from '@/payload-types'",
    )
    expect(component).toContain(
      'export function QuoteWallBlock({ block }: BlockProps<QuoteWallBlockData>)',
    )
    expect(component).toContain('<section className="section"')
    expect(component).toContain('<div className="container">')
    expect(await isFormatted('src/blocks/QuoteWall/Component.tsx', component)).toBe(true)
  })

  it('names the two commands left', () => {
    expect(nextCommands(faq)).toEqual([
      'npm run payload -- generate:types',
      'npm run payload -- migrate:create add_quoteWall_block',
    ])
  })
})

describe('thumbnails', () => {
  const files = readdirSync(path.join(root, THUMBNAIL_DIRECTORY)).filter((file) =>
    file.endsWith('.svg'),
  )

  it.each(blocks.map((block) => [block.slug, block] as const))(
    '%s shows a thumbnail in the block picker that exists under public/',
    (slug, block) => {
      const thumbnail = block.admin?.images?.thumbnail
      expect(typeof thumbnail).toBe('object')
      if (typeof thumbnail !== 'object') return
      expect(thumbnail.url).toBe(thumbnailURL(slug))
      expect(thumbnail.alt).toBeTruthy()
      expect(existsSync(path.join(root, 'public', thumbnail.url))).toBe(true)
    },
  )

  it.each([
    ...files.map((file) => [file, read(`${THUMBNAIL_DIRECTORY}/${file}`)]),
    ['default', DEFAULT_THUMBNAIL],
  ])('%s is a 480×320 wireframe without words', (_, svg) => {
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 480 320"/)
    expect(svg).not.toMatch(/<text|<image|https?:\/\/(?!www\.w3\.org)/)
    expect(svg).toContain('#c8102e')
    expect(svg.trim().endsWith('</svg>')).toBe(true)
  })
})
