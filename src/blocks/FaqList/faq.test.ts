import { describe, expect, it } from 'vitest'

import { faqPageJsonLd, groupFaqs, type FaqEntry } from './faq'

const entry = (id: number, categoryId: number | null, categoryName: string | null): FaqEntry => ({
  id,
  question: `Q${id}`,
  answerHtml: `<p>A${id}</p>`,
  categoryId,
  categoryName,
})

describe('groupFaqs', () => {
  const categories = [
    { id: 3, name: 'Điều hòa' },
    { id: 1, name: 'Bảo hành' },
    { id: 2, name: 'Mua hàng' },
  ]

  it('groups questions under their categories, in the categories’ order', () => {
    const groups = groupFaqs(
      categories,
      [entry(10, 1, 'Bảo hành'), entry(11, 3, 'Điều hòa'), entry(12, 1, 'Bảo hành')],
      'Khác',
    )
    expect(groups.map((group) => [group.name, group.entries.map((item) => item.id)])).toEqual([
      ['Điều hòa', [11]],
      ['Bảo hành', [10, 12]],
    ])
    expect(new Set(groups.map((group) => group.key)).size).toBe(groups.length)
  })

  it('puts questions of unlisted categories after, by category name or as "other"', () => {
    const groups = groupFaqs(
      categories,
      [
        entry(1, 9, 'Thang máy'),
        entry(2, 3, 'Điều hòa'),
        entry(3, null, null),
        entry(4, 9, 'Thang máy'),
      ],
      'Khác',
    )
    expect(groups.map((group) => [group.name, group.entries.map((item) => item.id)])).toEqual([
      ['Điều hòa', [2]],
      ['Thang máy', [1, 4]],
      ['Khác', [3]],
    ])
  })

  it('answers no groups for no questions', () => {
    expect(groupFaqs(categories, [], 'Khác')).toEqual([])
  })
})

describe('faqPageJsonLd', () => {
  it('lists each question with its answer as plain text', () => {
    expect(
      faqPageJsonLd([
        {
          question: 'Bảo hành bao lâu?',
          answerHtml: '<p>Điều hòa: <strong>2 năm</strong>; máy nén &amp; động cơ: 5 năm.</p>',
        },
      ]),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      mainEntity: [
        {
          '@type': 'Question',
          name: 'Bảo hành bao lâu?',
          acceptedAnswer: {
            '@type': 'Answer',
            text: 'Điều hòa: 2 năm; máy nén & động cơ: 5 năm.',
          },
        },
      ],
    })
  })
})
