import type { Block, BlockSlug, Field } from 'payload'
import { describe, expect, it } from 'vitest'

import { findNonLocalizedChanges, lockForTranslators } from './translatorScope'

const cta: Block = {
  slug: 'cta',
  fields: [
    { name: 'heading', type: 'text', localized: true },
    { name: 'href', type: 'text' },
  ],
}

const fields: Field[] = [
  { name: 'title', type: 'text', localized: true },
  { name: 'order', type: 'number' },
  { type: 'row', fields: [{ name: 'active', type: 'checkbox' }] },
  {
    name: 'seo',
    type: 'group',
    fields: [
      { name: 'description', type: 'text', localized: true },
      { name: 'image', type: 'upload', relationTo: 'media' },
    ],
  },
  {
    name: 'cards',
    type: 'array',
    fields: [
      { name: 'label', type: 'text', localized: true },
      { name: 'href', type: 'text' },
    ],
  },
  { name: 'layout', type: 'blocks', blocks: [], blockReferences: ['cta' as BlockSlug] },
]

const resolve = (slug: string) => (slug === 'cta' ? cta : undefined)

const previous = {
  title: 'Tiêu đề',
  order: 1,
  active: true,
  seo: { description: 'Mô tả', image: { id: 7, createdAt: '2026-01-01', filename: 'a.webp' } },
  cards: [{ id: 'c1', label: 'Thẻ', href: '/a' }],
  layout: [{ id: 'b1', blockType: 'cta', heading: 'Xin chào', href: '/b' }],
}

describe('findNonLocalizedChanges', () => {
  it('allows changing localised texts at any depth', () => {
    const next = {
      ...previous,
      title: 'Title',
      seo: { description: 'Description', image: 7 },
      cards: [{ id: 'c1', label: 'Card', href: '/a' }],
      layout: [{ id: 'b1', blockType: 'cta', heading: 'Hello', href: '/b' }],
    }
    expect(findNonLocalizedChanges(fields, next, previous, resolve)).toEqual([])
  })

  it('reports changed non-localised values with their paths', () => {
    const next = {
      ...previous,
      order: 2,
      active: false,
      cards: [{ id: 'c1', label: 'Thẻ', href: '/other' }],
      layout: [{ id: 'b1', blockType: 'cta', heading: 'Xin chào', href: '/c' }],
    }
    expect(findNonLocalizedChanges(fields, next, previous, resolve)).toEqual([
      'order',
      'active',
      'cards.0.href',
      'layout.0.href',
    ])
  })

  it('reports added, removed or reordered rows', () => {
    const added = { cards: [...previous.cards, { id: 'c2', label: 'Mới', href: '/n' }] }
    expect(findNonLocalizedChanges(fields, added, previous, resolve)).toEqual(['cards'])
    expect(findNonLocalizedChanges(fields, { layout: [] }, previous, resolve)).toEqual(['layout'])
  })

  it('treats fields absent from a partial update as unchanged', () => {
    expect(findNonLocalizedChanges(fields, { title: 'Only the title' }, previous, resolve)).toEqual(
      [],
    )
  })
})

describe('lockForTranslators', () => {
  it('adds translator-denying update access to non-localised leaves only', () => {
    const locked = lockForTranslators(fields)
    const order = locked.find((field) => 'name' in field && field.name === 'order')
    const title = locked.find((field) => 'name' in field && field.name === 'title')
    expect(order && 'access' in order && order.access?.update).toBeTypeOf('function')
    expect(title && 'access' in title ? title.access : undefined).toBeUndefined()
    const translator = { user: { collection: 'users', roles: ['translator'] } }
    const editor = { user: { collection: 'users', roles: ['editor', 'translator'] } }
    const update = order && 'access' in order ? order.access?.update : undefined
    expect(update?.({ req: translator } as never)).toBe(false)
    expect(update?.({ req: editor } as never)).toBe(true)
  })
})
