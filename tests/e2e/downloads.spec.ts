import { readFile } from 'node:fs/promises'

import { expect, test, type Page } from './test'

import { formatFileSize } from '../../src/domain/documents'
import { backend, consented, englishTwin, expectCanonical, seriousViolations } from './helpers'

/**
 * Downloads (issue 13, items 4 and 5): /download with its Download banners, business-area views
 * (`?t=`), type tabs, product filter, search and paging; a real file downloaded with its name;
 * a product page listing the same documents. Both languages; both screen sizes (the projects).
 */

type Lang = 'vi' | 'en'

type Listed = {
  totalCount: number
  items: {
    id: number
    title: string
    documentTypeName: string
    fileFormat: string
    fileSize: number
    fileName: string
    downloadUrl: string
    products: { id: number; name: string; modelCode: string; detailUrl: string }[]
  }[]
}

const LIST = '/api/services/app/Document/GetListBoxDto'

const texts = {
  vi: {
    prefix: '',
    banner: 'Catalogue 2026 đã sẵn sàng để tải về',
    all: 'Tất cả tài liệu',
    types: 'Loại tài liệu',
    manual: 'Hướng dẫn sử dụng',
    manualType: 'Hướng dẫn sử dụng',
    cad: 'Dữ liệu CAD',
    views: 'Chọn nội dung phù hợp với bạn',
    fa: 'Tự động hóa công nghiệp',
    faHeading: 'Tài liệu tự động hóa công nghiệp',
    form: 'Lọc tài liệu',
    product: 'Sản phẩm',
    search: 'Tìm theo tên tài liệu hoặc model',
    submit: 'Tìm tài liệu',
    clear: 'Xóa bộ lọc',
    count: (count: number) => `${count} tài liệu`,
    emptyFiltered: 'Không tìm thấy tài liệu phù hợp với bộ lọc.',
    pages: 'Các trang tài liệu',
    pageN: (page: number) => `Trang ${page}`,
    download: 'Tải về',
    productSection: 'Tài liệu tải về',
  },
  en: {
    prefix: '/en',
    banner: 'The 2026 catalogues are ready to download',
    all: 'All documents',
    types: 'Document types',
    manual: 'Manuals',
    manualType: 'Manual',
    cad: 'CAD data',
    views: 'Choose the content for you',
    fa: 'Factory automation',
    faHeading: 'Factory automation documents',
    form: 'Filter documents',
    product: 'Product',
    search: 'Search by document name or model',
    submit: 'Find documents',
    clear: 'Clear filters',
    count: (count: number) => `${count} document${count === 1 ? '' : 's'}`,
    emptyFiltered: 'No document matches the filters you chose.',
    pages: 'Pages of documents',
    pageN: (page: number) => `Page ${page}`,
    download: 'Download',
    productSection: 'Downloads',
  },
} as const

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** The rows of the list whose heading is `heading`. */
const rows = (page: Page, heading: string) =>
  page.getByRole('region', { name: heading }).locator('li > article')

/** A row's download link, by the document's title. */
const downloadLink = (page: Page, lang: Lang, title: string) =>
  page.getByRole('link', { name: new RegExp(`^${texts[lang].download} ${escape(title)},`) })

test.describe('downloads page', () => {
  for (const lang of ['vi', 'en'] as const) {
    const t = texts[lang]

    test(`shows the Download banners and every document, newest first, by type (${lang})${englishTwin(lang)}`, async ({
      page,
      request,
    }) => {
      await consented(page)
      const all = await backend<Listed>(request, lang, `${LIST}?RowsPerPage=10`)
      expect(all.totalCount).toBeGreaterThanOrEqual(30)
      const response = await page.goto(`${t.prefix}/download`)
      expect(response?.status()).toBe(200)
      await expect(page.getByRole('img', { name: t.banner }).first()).toBeAttached()
      await expect(page.getByText(t.count(all.totalCount), { exact: true })).toBeVisible()
      await expect(rows(page, t.all)).toHaveCount(10)
      await expect(rows(page, t.all).first()).toContainText(all.items[0]!.title)

      // Type tabs are links; each keeps its own address and marks itself current.
      const tabs = page.getByRole('navigation', { name: t.types })
      await tabs.getByRole('link', { name: t.manual, exact: true }).click()
      await expect(page).toHaveURL(new RegExp(`${t.prefix}/download\\?type=manual$`))
      await expect(tabs.getByRole('link', { name: t.manual, exact: true })).toHaveAttribute(
        'aria-current',
        'page',
      )
      const manuals = await backend<Listed>(request, lang, `${LIST}?DocumentType=Manual`)
      await expect(page.getByText(t.count(manuals.totalCount), { exact: true })).toBeVisible()
      for (const row of await rows(page, t.all).all()) await expect(row).toContainText(t.manualType)

      // The paging keeps the type.
      const paging = page.getByRole('navigation', { name: t.pages })
      await paging.getByRole('link', { name: t.pageN(2), exact: true }).click()
      await expect(page).toHaveURL(/\?type=manual&page=2$/)
      await expect(paging.locator('[aria-current="page"]')).toHaveText('2')
    })

    test(`a business area is a view of its own, with its canonical address (${lang})${englishTwin(lang)}`, async ({
      page,
      request,
    }) => {
      await consented(page)
      await page.goto(`${t.prefix}/download`)
      const views = page.getByRole('navigation', { name: t.views })
      await views.getByRole('link', { name: t.fa, exact: true }).click()
      await expect(page).toHaveURL(new RegExp(`${t.prefix}/download\\?t=factoryAutomation$`))
      await expectCanonical(page, new RegExp(`${t.prefix}/download\\?t=factoryAutomation$`))
      const fa = await backend<Listed>(request, lang, `${LIST}?BusinessArea=FactoryAutomation`)
      await expect(page.getByText(t.count(fa.totalCount), { exact: true })).toBeVisible()

      const tabs = page.getByRole('navigation', { name: t.types })
      await tabs.getByRole('link', { name: t.cad, exact: true }).click()
      await expect(page).toHaveURL(/\?t=factoryAutomation&type=cad$/)
      const cad = await backend<Listed>(
        request,
        lang,
        `${LIST}?BusinessArea=3&DocumentType=20&RowsPerPage=50`,
      )
      expect(cad.totalCount).toBeGreaterThan(0)
      await expect(rows(page, t.faHeading)).toHaveCount(Math.min(cad.totalCount, 10))
      await expect(rows(page, t.faHeading).first()).toContainText(cad.items[0]!.title)
      // A type within a view is no address of its own: the canonical stays the view's.
      await expectCanonical(page, new RegExp(`${t.prefix}/download\\?t=factoryAutomation$`))
    })

    test(`filters by product and finds by model, ignoring accents (${lang})${englishTwin(lang)}`, async ({
      page,
      request,
    }) => {
      await consented(page)
      const manuals = await backend<Listed>(request, lang, `${LIST}?DocumentType=Manual`)
      const product = manuals.items[0]!.products[0]!
      const ofProduct = await backend<Listed>(request, lang, `${LIST}?ProductId=${product.id}`)

      await page.goto(`${t.prefix}/download`)
      const form = page.getByRole('form', { name: t.form })
      await form.getByLabel(t.product, { exact: true }).selectOption(String(product.id))
      await form.getByRole('button', { name: t.submit }).click()
      await expect(page).toHaveURL(new RegExp(`[?&]product=${product.id}(&|$)`))
      await expect(page.getByText(t.count(ofProduct.totalCount), { exact: true })).toBeVisible()
      await expect(rows(page, t.all)).toHaveCount(ofProduct.totalCount)
      for (const item of ofProduct.items)
        await expect(downloadLink(page, lang, item.title)).toBeVisible()

      await page.getByRole('main').getByRole('link', { name: t.clear }).first().click()
      await expect(page).toHaveURL(new RegExp(`${t.prefix}/download$`))

      // The model code, typed any way, finds the product's documents.
      await form.getByLabel(t.search).fill(product.modelCode.toLowerCase().replace(/-/g, ' '))
      await form.getByRole('button', { name: t.submit }).click()
      await expect(page).toHaveURL(/[?&]q=/)
      for (const item of ofProduct.items)
        await expect(downloadLink(page, lang, item.title)).toBeVisible()

      await page.goto(`${t.prefix}/download?q=khongcotailieunay`)
      await expect(page.getByText(t.emptyFiltered)).toBeVisible()
    })
  }

  test('searches Vietnamese titles without accents', async ({ page, request }) => {
    await consented(page)
    const found = await backend<Listed>(request, 'vi', `${LIST}?Keyword=huong%20dan%20lap%20dat`)
    expect(found.totalCount).toBeGreaterThan(0)
    await page.goto('/download?q=huong+dan+lap+dat')
    await expect(page.getByText(texts.vi.count(found.totalCount), { exact: true })).toBeVisible()
    await expect(rows(page, texts.vi.all).first()).toContainText('Hướng dẫn lắp đặt')
  })
})

test.describe('downloading a document', () => {
  for (const lang of ['vi', 'en'] as const) {
    const t = texts[lang]

    test(`saves the real file under the document's name (${lang})${englishTwin(lang)}`, async ({
      page,
      request,
    }) => {
      await consented(page)
      const catalogues = await backend<Listed>(request, lang, `${LIST}?DocumentType=Catalogue`)
      const document = catalogues.items[0]!
      await page.goto(`${t.prefix}/download?type=catalogue`)
      const link = downloadLink(page, lang, document.title)
      await expect(link).toHaveAccessibleName(
        new RegExp(`PDF.*, ${escape(formatFileSize(document.fileSize, lang))}$`),
      )
      const [download] = await Promise.all([page.waitForEvent('download'), link.click()])
      expect(download.suggestedFilename()).toBe(document.fileName)
      expect(document.fileName).toBe(`${document.title}.pdf`)
      const bytes = await readFile((await download.path())!)
      expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-')
      expect(bytes.length).toBe(document.fileSize)
    })
  }

  test('answers byte ranges and a CAD file with its own type @any-screen', async ({ request }) => {
    const cad = await backend<Listed>(request, 'en', `${LIST}?DocumentType=CADData&RowsPerPage=50`)
    const dxf = cad.items.find((item) => item.fileFormat === 'dxf')!
    const range = await request.get(dxf.downloadUrl, { headers: { range: 'bytes=0-2' } })
    expect(range.status()).toBe(206)
    expect(range.headers()['content-range']).toBe(`bytes 0-2/${dxf.fileSize}`)
    expect((await range.body()).toString('latin1')).toBe('999')
    const whole = await request.get(dxf.downloadUrl)
    expect(whole.headers()['content-type']).toBe('image/vnd.dxf')
    expect(whole.headers()['content-disposition']).toMatch(
      /^attachment; filename=".+\.dxf"; filename\*=UTF-8''/,
    )
  })
})

test.describe('product pages', () => {
  for (const lang of ['vi', 'en'] as const) {
    const t = texts[lang]

    test(`list the product's documents from the same data (${lang})${englishTwin(lang)}`, async ({
      page,
      request,
    }) => {
      await consented(page)
      const manuals = await backend<Listed>(request, lang, `${LIST}?DocumentType=Manual`)
      const product = manuals.items[0]!.products[0]!
      const documents = await backend<Listed>(request, lang, `${LIST}?ProductId=${product.id}`)
      await page.goto(`${t.prefix}${product.detailUrl}`)
      const section = page.getByRole('region', { name: t.productSection })
      await expect(section.locator('li > article')).toHaveCount(documents.totalCount)
      for (const item of documents.items) await expect(section).toContainText(item.title)
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        downloadLink(page, lang, documents.items[0]!.title).click(),
      ])
      expect(download.suggestedFilename()).toBe(documents.items[0]!.fileName)
    })
  }
})

test.describe('downloads accessibility', () => {
  test('no serious or critical axe violations on the page, its views and a filtered list', async ({
    page,
  }) => {
    await consented(page)
    for (const url of [
      '/download',
      '/en/download?t=buildingSolution&type=cad',
      '/download?t=homeAppliances&q=dieu+hoa',
      '/en/download?type=manual&page=2',
    ]) {
      await page.goto(url)
      expect(await seriousViolations(page), url).toEqual([])
    }
  })
})
