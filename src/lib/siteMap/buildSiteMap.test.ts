import { describe, expect, it } from 'vitest'

import { buildSiteMap, normaliseHref, type SiteMapInput, type SiteMapLink } from './buildSiteMap'

const labels = { products: 'Products', posts: 'News and articles', other: 'Other pages' }

const input = (over: Partial<SiteMapInput> = {}): SiteMapInput => ({
  mainMenu: [
    {
      label: 'Factory automation',
      href: '/tu-dong-hoa-cong-nghiep',
      children: [
        { label: 'Overview', href: '/tu-dong-hoa-cong-nghiep' },
        { label: 'Robots', href: '/robot' },
        { label: 'Robots again', href: '/robot/' },
        { label: 'Training centre', href: '/training-center' },
      ],
    },
    { label: 'News', href: '/tin-tuc-su-kien', children: [{ label: 'Blog', href: '/blog' }] },
  ],
  utilityLinks: [
    { label: 'Careers', href: '/tuyen-dung' },
    { label: 'Contact', href: '/lien-he' },
  ],
  footerLinks: [
    { label: 'Warranty terms', href: '/dieu-khoan-bao-hanh-t3' },
    { label: 'Contact support', href: '/lien-he' },
  ],
  pages: [
    { title: 'LAB', path: '/lab-page', businessArea: 'FactoryAutomation' },
    { title: 'Food and brewery', path: '/food-brewery', businessArea: 'FactoryAutomation' },
    { title: 'Robots', path: '/robot', businessArea: 'FactoryAutomation' },
    { title: 'Guideline', path: '/guidline', businessArea: null },
    { title: 'Contact us', path: '/lien-he', businessArea: null },
    { title: 'Infrastructure pumps', path: '/pumps', businessArea: 'InfrastructureSolution' },
  ],
  products: [
    {
      label: 'Air conditioners',
      href: '/dieu-hoa-khong-khi-dan-dung',
      items: [{ label: 'MSY-JW25VF', href: '/msy-jw25vf-prd1' }],
    },
    { label: 'Fans', href: '/quat-dien', items: [] },
  ],
  postCategories: [
    { id: 2, label: 'Company news', href: '/company-news-pc2', parentId: 1 },
    { id: 1, label: 'News', href: '/news-pc1', parentId: null },
    { id: 3, label: 'Blog', href: '/blog-pc3', parentId: null },
  ],
  lists: [
    {
      id: 'careers',
      label: 'Open positions',
      href: '/tuyen-dung',
      items: [{ label: 'Engineer', href: '/engineer-c4' }],
    },
    { id: 'courses', label: 'Courses', href: '/training-center', items: [] },
  ],
  ...over,
})

const flat = (links: SiteMapLink[]): string[] =>
  links.flatMap((link) => [
    `${link.label} <${link.href}>`,
    ...flat(link.children).map((line) => `  ${line}`),
  ])

describe('buildSiteMap', () => {
  const sections = buildSiteMap(input(), labels, 'en')
  const section = (id: string) => sections.find((item) => item.id === id)!

  it('gives each menu entry a section with its links, without repeating an address', () => {
    expect(section('menu-1')).toMatchObject({
      heading: 'Factory automation',
      href: '/tu-dong-hoa-cong-nghiep',
    })
    expect(flat(section('menu-1').links).slice(0, 2)).toEqual([
      'Robots </robot>',
      'Training centre </training-center>',
    ])
  })

  it('adds the pages of the area the menu leaves out, by title, under the area’s entry', () => {
    expect(flat(section('menu-1').links).slice(2)).toEqual([
      'Food and brewery </food-brewery>',
      'LAB </lab-page>',
    ])
    // The news entry is no business area: it gets no pages.
    expect(flat(section('menu-2').links)).toEqual(['Blog </blog>'])
  })

  it('lists products under their category and skips empty categories', () => {
    expect(section('products').heading).toBe('Products')
    expect(flat(section('products').links)).toEqual([
      'Air conditioners </dieu-hoa-khong-khi-dan-dung>',
      '  MSY-JW25VF </msy-jw25vf-prd1>',
    ])
  })

  it('nests post categories under their parent', () => {
    expect(flat(section('posts').links)).toEqual([
      'News </news-pc1>',
      '  Company news </company-news-pc2>',
      'Blog </blog-pc3>',
    ])
  })

  it('keeps entity lists in their order, empty ones with their heading link', () => {
    expect(section('careers')).toMatchObject({ heading: 'Open positions', href: '/tuyen-dung' })
    expect(flat(section('careers').links)).toEqual(['Engineer </engineer-c4>'])
    expect(section('courses')).toMatchObject({ href: '/training-center', links: [] })
  })

  it('ends with every other address once: utility, footer links, remaining pages', () => {
    expect(sections.at(-1)!.id).toBe('other')
    expect(flat(section('other').links)).toEqual([
      'Contact </lien-he>',
      'Warranty terms </dieu-khoan-bao-hanh-t3>',
      'Guideline </guidline>',
      // Its area has no menu entry, so the page lands here rather than nowhere.
      'Infrastructure pumps </pumps>',
    ])
  })

  it('has no "other" section when everything is listed already', () => {
    const bare = buildSiteMap(input({ utilityLinks: [], footerLinks: [], pages: [] }), labels, 'en')
    expect(bare.map((item) => item.id)).not.toContain('other')
  })
})

describe('normaliseHref', () => {
  it.each([
    ['/robot/', '/robot'],
    ['/', '/'],
    ['/tin-tuc-su-kien?t=news', '/tin-tuc-su-kien?t=news'],
    ['/faq#warranty', '/faq'],
  ])('%s → %s', (href, expected) => expect(normaliseHref(href)).toBe(expected))
})
