import { describe, expect, it } from 'vitest'

import { defaultMessages, mergeTexts, textCatalogue } from './catalogue'
import { flattenMessages, textHashKey, unflattenMessages } from './textKeys'

describe('interface text catalogue', () => {
  it('has every Vietnamese text in English too, and nothing English-only', () => {
    const vi = Object.keys(flattenMessages(defaultMessages.vi)).sort()
    const en = Object.keys(flattenMessages(defaultMessages.en)).sort()
    expect(en).toEqual(vi)
  })

  it('has no empty texts', () => {
    for (const entry of textCatalogue()) {
      expect(entry.values.vi.trim(), entry.path).not.toBe('')
      expect(entry.values.en.trim(), entry.path).not.toBe('')
    }
  })

  it('gives each text a unique hash key', () => {
    const keys = textCatalogue().map((entry) => entry.key)
    expect(new Set(keys).size).toBe(keys.length)
  })

  it('uses the backend value where there is one, else the default', () => {
    const entry = textCatalogue().find((item) => item.path === 'notFound.title')!
    const merged = mergeTexts('en', { [entry.key]: 'Page missing' }) as {
      notFound: { title: string; home: string }
    }
    expect(merged.notFound.title).toBe('Page missing')
    expect(merged.notFound.home).toBe(
      defaultMessages.en.notFound && (defaultMessages.en.notFound as { home: string }).home,
    )
  })

  it('says "This page could not be found" in English (spec §8)', () => {
    expect((defaultMessages.en.notFound as { title: string }).title).toBe(
      'This page could not be found',
    )
  })
})

describe('textHashKey', () => {
  it('is stable and changes when the source text changes', () => {
    expect(textHashKey('a.b', 'Xin chào')).toBe(textHashKey('a.b', 'Xin chào'))
    expect(textHashKey('a.b', 'Xin chào')).not.toBe(textHashKey('a.b', 'Chào bạn'))
    expect(textHashKey('a.b', 'Xin chào')).not.toBe(textHashKey('a.c', 'Xin chào'))
    expect(textHashKey('a.b', 'x')).toMatch(/^t[0-9a-f]{20}$/)
  })
})

describe('flatten/unflatten', () => {
  it('round-trips nested messages', () => {
    const nested = { a: { b: 'x', c: { d: 'y' } }, e: 'z' }
    expect(flattenMessages(nested)).toEqual({ 'a.b': 'x', 'a.c.d': 'y', e: 'z' })
    expect(unflattenMessages(flattenMessages(nested))).toEqual(nested)
  })
})
