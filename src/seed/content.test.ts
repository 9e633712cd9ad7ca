import { beforeAll, describe, expect, it } from 'vitest'

import { VIEW_KEY } from '@/domain/pageViews'
import { locales } from '@/i18n/locales'

import { loadContent, type Localised, readYaml } from './load'
import type { RichText } from './richText'
import type { BlockSeed, PageSeed } from './schema'
import { siteMarkdownConverter } from './testing'

const content = loadContent()
const { pages, media, banners, topics, productBenefits, products } = content

/** Every document of every collection and global, with where it comes from. */
const documents: Localised<unknown>[] = [
  ...Object.values(content).flatMap((value): Localised<unknown>[] =>
    Array.isArray(value) ? value.filter((doc) => 'files' in doc) : [value],
  ),
]

const VIETNAMESE = /[ăâđêôơưáàảãạấầẩẫậắằẳẵặéèẻẽẹếềểễệíìỉĩịóòỏõọốồổỗộớờởỡợúùủũụứừửữựýỳỷỹỵ]/i
/** Words English keeps as they are: a season, a holiday, loanwords and a decree number. */
const ENGLISH_KEEPS = ['nồm', 'Tết', 'café', 'décor', 'NĐ-CP']

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

const texts = (value: unknown): string[] =>
  typeof value === 'string'
    ? [value]
    : Array.isArray(value)
      ? value.flatMap(texts)
      : isRecord(value)
        ? Object.values(value).flatMap(texts)
        : []

/** Places where Vietnamese has a text in Vietnamese and the English file has none. */
function untranslated(vi: unknown, en: unknown, at: string): string[] {
  if (typeof vi === 'string') return VIETNAMESE.test(vi) && typeof en !== 'string' ? [at] : []
  if (Array.isArray(vi)) {
    return vi.flatMap((item, index) =>
      untranslated(item, Array.isArray(en) ? en[index] : undefined, `${at}[${index}]`),
    )
  }
  if (isRecord(vi)) {
    return Object.entries(vi).flatMap(([key, value]) =>
      untranslated(value, isRecord(en) ? en[key] : undefined, at ? `${at}.${key}` : key),
    )
  }
  return []
}

const layoutsOf = (page: PageSeed): BlockSeed[][] => [
  page.layout,
  ...(page.views ?? []).map((view) => view.layout),
]

/**
 * Every Markdown text, by document and language, with the heading level it sits under (a block
 * with its own heading puts it at h2; topics, stories and products sit right under the h1).
 */
const markdownTexts = (): { where: string; markdown: string; under?: number }[] =>
  locales.flatMap((locale) => [
    ...pages.flatMap((page) =>
      layoutsOf(page[locale])
        .flat()
        .flatMap((block) =>
          (block.blockType === 'richText' || block.blockType === 'mediaText') && block.content
            ? [
                {
                  where: page.files[locale],
                  markdown: block.content,
                  under: block.heading ? 2 : 1,
                },
              ]
            : [],
        ),
    ),
    ...topics.map((topic) => ({ where: topic.files[locale], markdown: topic[locale].content })),
    ...productBenefits.map((story) => ({
      where: story.files[locale],
      markdown: story[locale].body,
    })),
    ...products.map((product) => ({
      where: product.files[locale],
      markdown: product[locale].description,
    })),
  ])

type Node = { type: string; text?: string; children?: Node[] } & Record<string, unknown>

const nodes = (node: Node): Node[] => [node, ...(node.children ?? []).flatMap(nodes)]

describe('seed content', () => {
  it('holds every collection', () => {
    for (const [name, value] of Object.entries(content)) {
      expect(Array.isArray(value) ? value.length : 1, name).toBeGreaterThan(0)
    }
    expect(documents.length).toBeGreaterThan(400)
  })

  describe('translations', () => {
    it('give every Vietnamese text written in Vietnamese an English counterpart', () => {
      const missing = documents.flatMap((doc) =>
        untranslated(readYaml(doc.files.vi), readYaml(doc.files.en), '').map(
          (at) => `${doc.files.en}: ${at}`,
        ),
      )
      expect(missing).toEqual([])
    })

    it('write English without Vietnamese letters, but for the words English keeps', () => {
      const vietnamese = documents.flatMap((doc) =>
        texts(doc.en)
          .map((text) => ENGLISH_KEEPS.reduce((rest, word) => rest.replaceAll(word, ''), text))
          .filter((text) => VIETNAMESE.test(text))
          .map((text) => `${doc.files.en}: ${text.slice(0, 80)}`),
      )
      expect(vietnamese).toEqual([])
    })

    it('write Vietnamese with its diacritics', () => {
      for (const doc of documents) {
        if (texts(doc.vi).some((text) => VIETNAMESE.test(text))) continue
        // Only documents whose texts are names, numbers and addresses read the same in both.
        expect(texts(readYaml(doc.files.en)), doc.files.vi).toEqual([])
      }
    })
  })

  describe('Markdown', () => {
    let toLexical: (markdown: string) => RichText
    beforeAll(async () => {
      toLexical = await siteMarkdownConverter()
    })

    it('becomes the rich text the editor stores: headings, emphasis, links, lists, quotes', () => {
      const markdown = [
        '## Bảo hành',
        '### Điều kiện',
        'Gọi **1800 585 833**, đọc *kỹ* [điều khoản](/topic/termAndPolicy) hoặc [Facebook](https://www.facebook.com/soraelectricvn).',
        '- **Tủ lạnh:** 2 năm\n- Quạt',
        '1. Một\n2. Hai',
        '> Vì một bầu trời trong xanh hơn',
      ].join('\n\n')
      const shape = (node: Node): unknown => {
        if (node.type === 'text') return node.format ? [node.format, node.text] : node.text
        const fields = node.fields as { url: string; newTab: boolean } | undefined
        return {
          [String(node.listType ?? node.tag ?? node.type)]: (node.children ?? []).map(shape),
          ...(fields ? { url: fields.url, newTab: fields.newTab } : {}),
        }
      }
      expect((toLexical(markdown).root.children as Node[]).map(shape)).toEqual([
        { h2: ['Bảo hành'] },
        { h3: ['Điều kiện'] },
        {
          paragraph: [
            'Gọi ',
            [1, '1800 585 833'],
            ', đọc ',
            [2, 'kỹ'],
            ' ',
            { link: ['điều khoản'], url: '/topic/termAndPolicy', newTab: false },
            ' hoặc ',
            { link: ['Facebook'], url: 'https://www.facebook.com/soraelectricvn', newTab: true },
            '.',
          ],
        },
        { bullet: [{ listitem: [[1, 'Tủ lạnh:'], ' 2 năm'] }, { listitem: ['Quạt'] }] },
        { number: [{ listitem: ['Một'] }, { listitem: ['Hai'] }] },
        { quote: ['Vì một bầu trời trong xanh hơn'] },
      ])
    })

    it('converts in every document without leaving Markdown syntax in the text', () => {
      const leftovers = markdownTexts().flatMap(({ where, markdown }) => {
        const root = toLexical(markdown).root as unknown as Node
        if ((root.children ?? []).length === 0) return [`${where}: empty`]
        return nodes(root).flatMap((node) => {
          const first = node.type === 'paragraph' ? (node.children?.[0]?.text ?? '') : ''
          return /^(#+|>|[-*+]) /.test(first) || /\*\*|\]\(|__/.test(node.text ?? '')
            ? [`${where}: ${first || node.text}`]
            : []
        })
      })
      expect(leftovers).toEqual([])
    })

    it('never skips a heading level (valid HTML outline)', () => {
      const skips = markdownTexts().flatMap(({ where, markdown, under = 1 }) => {
        let level = under
        return [...markdown.matchAll(/^(#{1,6}) /gm)].flatMap((match) => {
          const next = match[1]!.length
          const skipped = next > level + 1 || next === 1
          level = next
          return skipped ? [`${where}: ${match[0]}`] : []
        })
      })
      expect(skips).toEqual([])
    })
  })

  describe('pages', () => {
    it('keep SEO titles within 70 and descriptions within 170 characters', () => {
      for (const page of pages) {
        for (const locale of locales) {
          const { seo } = page[locale]
          expect(seo.title?.length ?? 0, page.files[locale]).toBeLessThanOrEqual(70)
          expect(seo.description.length, page.files[locale]).toBeLessThanOrEqual(170)
        }
      }
    })

    it('use unique slugs in each language', () => {
      for (const locale of locales) {
        const slugs = pages.map((page) => page[locale].slug)
        expect(new Set(slugs).size, locale).toBe(slugs.length)
      }
    })

    it('give every alternative view a distinct key that can travel in a URL', () => {
      for (const page of pages) {
        const keys = (page.vi.views ?? []).map((view) => view.key)
        expect(new Set(keys).size, page.files.vi).toBe(keys.length)
        for (const key of keys) expect(key, page.files.vi).toMatch(VIEW_KEY)
        if (keys.length > 0) expect(page.vi.mainViewLabel, page.files.vi).toBeDefined()
      }
    })
  })

  it('refers only to media that exist, with unique keys', () => {
    const keys = media.map((item) => item.vi.key)
    expect(new Set(keys).size).toBe(keys.length)
    const known = new Set(keys)
    const used = locales.flatMap((locale) => [
      ...pages.flatMap((page) => [
        page[locale].seo.image,
        ...layoutsOf(page[locale])
          .flat()
          .flatMap((block) =>
            block.blockType === 'cardGrid'
              ? block.cards.map((card) => card.media)
              : 'media' in block
                ? [block.media]
                : [],
          ),
      ]),
      ...productBenefits.map((story) => story[locale].cover),
      ...banners.flatMap((banner) => [banner[locale].picture, banner[locale].mobilePicture]),
    ])
    for (const key of used) if (key !== undefined) expect(known, `media ${key}`).toContain(key)
  })

  it('writes product-benefit stories with distinct slugs that name active products of their category', () => {
    const byCode = new Map(products.map((product) => [product.vi.modelCode, product.vi]))
    for (const locale of locales) {
      const slugs = productBenefits.map((story) => story[locale].slug)
      expect(new Set(slugs).size, locale).toBe(slugs.length)
    }
    for (const story of productBenefits) {
      for (const code of story.vi.products) {
        const product = byCode.get(code)
        expect(product, `${story.files.vi}: ${code}`).toBeDefined()
        expect(product?.category, `${story.files.vi}: ${code}`).toBe(story.vi.category)
        expect(product?.isActive ?? true, `${story.files.vi}: ${code}`).toBe(true)
      }
    }
  })

  it('has one topic per fixed topic number', () => {
    expect(new Set(topics.map((topic) => topic.vi.topicLink)).size).toBe(topics.length)
  })
})
