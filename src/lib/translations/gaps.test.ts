import type { Block, Field } from 'payload'
import { describe, expect, it } from 'vitest'

import { hasValue, isUntranslated, localizedLeaves, translationGaps } from './gaps'

const richText = (text: string) => ({
  root: { type: 'root', children: [{ type: 'paragraph', children: [{ type: 'text', text }] }] },
})

const hero: Block = {
  slug: 'hero',
  fields: [
    { name: 'heading', type: 'text', localized: true },
    { name: 'image', type: 'number' },
  ],
}

const fields: Field[] = [
  { name: 'title', type: 'text', localized: true },
  { name: 'slug', type: 'text', localized: true },
  { name: 'kind', type: 'text' },
  {
    type: 'tabs',
    tabs: [
      { label: 'Content', fields: [{ name: 'body', type: 'richText', localized: true }] },
      { name: 'seo', fields: [{ name: 'description', type: 'textarea', localized: true }] },
    ],
  },
  { type: 'row', fields: [{ name: 'note', type: 'text', localized: true }] },
  {
    name: 'items',
    type: 'array',
    fields: [{ name: 'label', type: 'text', localized: true }],
  },
  { name: 'layout', type: 'blocks', blocks: [], blockReferences: ['hero'] },
]

const resolve = (slug: string) => (slug === 'hero' ? hero : undefined)

const both = { vi: 'x', en: 'y' }
const viOnly = { vi: 'x', en: null }

describe('hasValue', () => {
  it('counts texts, numbers, rows and rich text with words, not blanks', () => {
    for (const value of ['a', 0, false, [1], richText('Xin chào'), { id: 1 }])
      expect(hasValue(value)).toBe(true)
    for (const value of [null, undefined, '', '  ', [], richText(' '), { root: { children: [] } }])
      expect(hasValue(value)).toBe(false)
  })
})

describe('localizedLeaves and translationGaps', () => {
  it('find localised values in tabs, rows, arrays and referenced blocks', () => {
    const leaves = localizedLeaves(
      fields,
      {
        title: both,
        slug: viOnly,
        kind: 'plain',
        body: { vi: richText('Nội dung'), en: richText('') },
        seo: { description: { vi: null, en: 'Only English' } },
        note: { vi: null, en: null },
        items: [{ label: both }, { label: viOnly }],
        layout: [{ blockType: 'hero', heading: viOnly, image: 3 }],
      },
      resolve,
    )
    expect(leaves.map((leaf) => leaf.path)).toEqual([
      'title',
      'slug',
      'body',
      'seo.description',
      'note',
      'items.0.label',
      'items.1.label',
      'layout.0.heading',
    ])
    expect(translationGaps(leaves)).toEqual({
      vi: ['seo.description'],
      en: ['slug', 'body', 'items.1.label', 'layout.0.heading'],
    })
  })

  it('say a page is untranslated when its title or all its content is missing in a language', () => {
    const page = (data: Record<string, unknown>) => localizedLeaves(fields, data, resolve)
    // Title and slug set in English, content not: translated (the title is its own).
    expect(isUntranslated(page({ title: both, slug: both, body: viOnly }), 'en')).toBe(false)
    // No English title: the visitor reads the Vietnamese page.
    expect(isUntranslated(page({ title: viOnly, slug: both, body: both }), 'en')).toBe(true)
    // An English slug alone is no translation.
    const slugOnly = page({
      slug: both,
      body: { vi: richText('Nội dung'), en: null },
      items: [{ label: viOnly }],
    })
    expect(isUntranslated(slugOnly, 'en')).toBe(true)
    expect(isUntranslated(page({ title: both, body: both }), 'vi')).toBe(false)
    expect(isUntranslated(page({}), 'en')).toBe(false)
  })
})
