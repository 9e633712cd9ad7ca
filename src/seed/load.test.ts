import { cpSync, mkdtempSync, readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { afterEach, describe, expect, it } from 'vitest'

import { contentDir, kebab, loadContent, mergeEnglish } from './load'

describe('mergeEnglish', () => {
  const vi = {
    title: 'Tủ lạnh',
    order: 3,
    layout: [
      { blockType: 'hero', heading: 'Xin chào', media: 'home-hero' },
      { blockType: 'richText', content: 'Đoạn **một**' },
    ],
  }

  it('lays English texts over the Vietnamese document, objects by key and lists by index', () => {
    expect(
      mergeEnglish(vi, {
        title: 'Refrigerators',
        layout: [{ blockType: 'hero' }, { content: 'One' }],
      }),
    ).toEqual({
      title: 'Refrigerators',
      order: 3,
      layout: [
        { blockType: 'hero', heading: 'Xin chào', media: 'home-hero' },
        { blockType: 'richText', content: 'One' },
      ],
    })
  })

  it.each([
    [{ titel: 'Refrigerators' }, 'titel has no Vietnamese counterpart'],
    [{ layout: [{}, {}, { heading: 'Extra' }] }, 'layout[2] has no Vietnamese counterpart'],
    [
      { layout: [{ blockType: 'mediaText' }] },
      'layout[0].blockType must be "hero" as in Vietnamese',
    ],
    [{ order: 4 }, 'order: only texts are translated'],
    [{ title: ['Refrigerators'] }, 'title: expected a text'],
    [{ layout: { heading: 'Hello' } }, 'layout: expected a list'],
  ])('rejects English that does not mirror the Vietnamese texts: %j', (en, message) => {
    expect(() => mergeEnglish(vi, en)).toThrow(message)
  })
})

describe('kebab', () => {
  it('turns natural keys into file names', () => {
    expect(kebab('BrandName')).toBe('brand-name')
    expect(kebab('AirConditioning-stars')).toBe('air-conditioning-stars')
    expect(kebab('HVAC-type')).toBe('hvac-type')
    expect(kebab('training-center-show-room/index_old')).toBe('training-center-show-room-index-old')
  })
})

describe('loadContent', () => {
  let root = ''
  /** A copy of the real content, to break one file at a time. */
  const copy = () => {
    root = mkdtempSync(path.join(tmpdir(), 'seed-content-'))
    cpSync(contentDir(), root, { recursive: true })
    return root
  }
  const edit = (file: string, change: (text: string) => string) => {
    const full = path.join(root, file)
    writeFileSync(full, change(readFileSync(full, 'utf8')))
    return full
  }
  afterEach(() => {
    if (root) rmSync(root, { recursive: true, force: true })
    root = ''
  })

  it('reads every collection in file-name order', () => {
    const content = loadContent()
    const keys = content.pages.map((page) => page.key)
    expect(keys).toEqual([...keys].sort())
    expect(content.pages.find((page) => page.key === 'home')?.en.title).toBe('Home')
  })

  it('names the file of a document that breaks its schema', () => {
    copy()
    const file = edit('banners/home-banner-factory.vi.yaml', (text) =>
      text.replace('displayOrder: 530', 'displayOrder: soon'),
    )
    expect(() => loadContent(root)).toThrow(`${file} is not a valid document:\n  - displayOrder:`)
  })

  it('names the file of a YAML syntax error', () => {
    copy()
    const file = edit('settings/hotline.vi.yaml', (text) => `${text}value: [\n`)
    expect(() => loadContent(root)).toThrow(file)
  })

  it('names the English file that strays from the Vietnamese structure', () => {
    copy()
    const file = edit('pages/home.en.yaml', (text) => `${text}subtitle: Welcome\n`)
    expect(() => loadContent(root)).toThrow(`${file}: subtitle has no Vietnamese counterpart`)
  })

  it('requires both language files', () => {
    copy()
    unlinkSync(path.join(root, 'topics/su-menh-cong-ty.en.yaml'))
    expect(() => loadContent(root)).toThrow(
      `${path.join(root, 'topics/su-menh-cong-ty.vi.yaml')}: su-menh-cong-ty.en.yaml is missing`,
    )
  })

  it('requires file names to be the natural keys', () => {
    copy()
    const file = edit('currencies/eur.vi.yaml', (text) => text.replace('EUR', 'GBP'))
    expect(() => loadContent(root)).toThrow(`${file}: the file of this document must be named gbp`)
  })

  it('rejects files and folders it does not know', () => {
    copy()
    writeFileSync(path.join(root, 'pages/home.fr.yaml'), 'title: Accueil\n')
    expect(() => loadContent(root)).toThrow('home.fr.yaml: expected <key>.vi.yaml or <key>.en.yaml')
  })
})
