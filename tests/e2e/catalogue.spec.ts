import { expect, test, type APIRequestContext } from './test'

import { consented, isMobile } from './helpers'

type Item = { id: number; name: string; detailUrl: string; colours: { colour: string }[] }

async function list(request: APIRequestContext, locale: 'vi' | 'en', query: string) {
  const response = await request.get(`/api/services/app/Product/GetListBoxDto?${query}`, {
    headers: { '.AspNetCore.Culture': `c=${locale}|uic=${locale}`, 'Abp.TenantId': '1' },
  })
  expect(response.status()).toBe(200)
  return ((await response.json()) as { result: { totalCount: number; items: Item[] } }).result
}

test.describe('category pages', () => {
  test('filter tiles change the list and the URL; back restores; reload renders the same state', async ({
    page,
    request,
  }) => {
    await consented(page)
    const all = await list(request, 'vi', 'ProductCategory=AirConditioning&RowsPerPage=100')
    const twoWay = await list(
      request,
      'vi',
      'ProductCategory=AirConditioning&Filters=type:two-way&RowsPerPage=100',
    )
    expect(twoWay.totalCount).toBeGreaterThan(0)
    expect(twoWay.totalCount).toBeLessThan(all.totalCount)

    await page.goto('/dieu-hoa-khong-khi-dan-dung')
    const count = page.getByRole('status').filter({ hasText: /sản phẩm/ })
    await expect(count).toHaveText(`${all.totalCount} sản phẩm`)
    const cards = page.locator('article').filter({ has: page.getByRole('heading', { level: 3 }) })
    await expect(cards.first()).toBeVisible()

    // Phones fold the filters away behind a button.
    if (isMobile(page)) await page.getByRole('button', { name: 'Bộ lọc' }).click()
    await page.getByRole('radio', { name: 'Hai chiều' }).check({ force: true })
    await expect(page).toHaveURL(/\?type=two-way$/)
    await expect(count).toHaveText(`${twoWay.totalCount} sản phẩm`)
    await expect(page.getByRole('radio', { name: 'Hai chiều' })).toBeChecked()

    await page.getByRole('checkbox', { name: /12\.000 BTU/ }).check()
    await expect(page).toHaveURL(/type=two-way&capacity=12000/)

    await page.goBack()
    await expect(page).toHaveURL(/\?type=two-way$/)
    await expect(count).toHaveText(`${twoWay.totalCount} sản phẩm`)
    await page.goBack()
    await expect(count).toHaveText(`${all.totalCount} sản phẩm`)

    // The server renders the filtered state itself (shareable links, reloads).
    const html = await (await request.get('/dieu-hoa-khong-khi-dan-dung?type=two-way')).text()
    expect(html).toContain(`${twoWay.totalCount} sản phẩm`)
    await page.goto('/dieu-hoa-khong-khi-dan-dung?type=two-way')
    await expect(page.locator('input[type="radio"][value="two-way"]')).toBeChecked()
  })

  test('searching within a category ignores accents and case and finds partial model codes', async ({
    page,
    request,
  }) => {
    await consented(page)
    const inverters = await list(
      request,
      'vi',
      'ProductCategory=FactoryAutomation&Keyword=bien%20tan&RowsPerPage=100',
    )
    expect(inverters.totalCount).toBeGreaterThan(0)
    await page.goto('/tu-dong-hoa-cong-nghiep')
    const count = page.getByRole('status').filter({ hasText: /sản phẩm/ })
    await page.getByRole('searchbox', { name: 'Tìm trong danh mục' }).fill('BIEN TAN')
    await expect(page).toHaveURL(/\?q=BIEN%20TAN$/)
    await expect(count).toHaveText(`${inverters.totalCount} sản phẩm`)
    for (const item of inverters.items) {
      expect(item.name).toMatch(/^Biến tần/)
      await expect(page.getByRole('link', { name: item.name })).toBeVisible()
    }

    // A partial model code, and the server renders the same search on reload.
    await page.goto('/dieu-hoa-khong-khi-dan-dung?q=msy-jw')
    const codes = await list(request, 'vi', 'ProductCategory=AirConditioning&Keyword=msy-jw')
    expect(codes.totalCount).toBe(4)
    await expect(count).toHaveText('4 sản phẩm')
    await expect(page.getByRole('searchbox', { name: 'Tìm trong danh mục' })).toHaveValue('msy-jw')
    await page.getByRole('searchbox', { name: 'Tìm trong danh mục' }).fill('khong co san pham nay')
    await expect(
      page.getByText('Không có sản phẩm nào phù hợp với tìm kiếm và bộ lọc đã chọn.'),
    ).toBeVisible()
    await page.getByRole('button', { name: 'Xóa bộ lọc' }).last().click()
    await expect(page).toHaveURL(/\/dieu-hoa-khong-khi-dan-dung$/)
    await expect(page.getByRole('searchbox', { name: 'Tìm trong danh mục' })).toHaveValue('')
  })

  test('an empty result says so and clears the filters', async ({ page }) => {
    await consented(page)
    await page.goto('/tu-lanh?doors=2&capacity=over-600')
    await expect(
      page.getByText('Không có sản phẩm nào phù hợp với tìm kiếm và bộ lọc đã chọn.'),
    ).toBeVisible()
    await page.getByRole('button', { name: 'Xóa bộ lọc' }).last().click()
    await expect(page).toHaveURL(/\/tu-lanh$/)
    await expect(page.getByRole('status').filter({ hasText: /sản phẩm/ })).toHaveText(
      /^\d+ sản phẩm$/,
    )
  })

  test('the English category page lists the same products in English', async ({
    page,
    request,
  }) => {
    const en = await list(request, 'en', 'ProductCategory=Dehumidifiers&RowsPerPage=100')
    await page.goto('/en/may-hut-am')
    await expect(page.getByRole('status').filter({ hasText: /products/ })).toHaveText(
      `${en.totalCount} products`,
    )
    await expect(page.getByRole('link', { name: en.items[0]!.name })).toHaveAttribute(
      'href',
      `/en${en.items[0]!.detailUrl}`,
    )
  })
})

test.describe('product detail', () => {
  test('shows gallery, colour variants switching the pictures, specs, downloads and Product JSON-LD', async ({
    page,
    request,
  }) => {
    await consented(page)
    const { items } = await list(request, 'vi', 'ProductCategory=Refigerators&RowsPerPage=100')
    const multi = items.find((item) => item.colours.length > 1)!
    const response = await page.goto(multi.detailUrl)
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(multi.name)
    const stage = page.getByRole('button', { name: 'Phóng to ảnh' }).locator('img')
    const before = await stage.getAttribute('src')
    const colours = page.getByRole('group', { name: 'Màu sắc' })
    await colours.getByRole('button').nth(1).click()
    await expect(colours.getByRole('button').nth(1)).toHaveAttribute('aria-pressed', 'true')
    await expect(stage).not.toHaveAttribute('src', before!)
    await expect(page.getByRole('table')).toContainText('Mã model')
    const download = page.getByRole('region', { name: 'Tài liệu tải về' }).getByRole('link').first()
    const pdf = await request.get((await download.getAttribute('href'))!)
    expect(pdf.headers()['content-type']).toBe('application/pdf')
    expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-')
    const jsonLd = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((scripts) => scripts.map((script) => JSON.parse(script.textContent ?? '{}')))
    expect(jsonLd.find((data) => data['@type'] === 'Product')).toMatchObject({
      name: multi.name,
      offers: { priceCurrency: 'VND' },
    })
    await expect(page.getByRole('link', { name: 'Tìm nơi mua' })).toHaveAttribute(
      'href',
      '/mua-o-dau?t=homeAppliances',
    )
  })

  test('a wrong slug with the right id 301s to the canonical address; an unknown id is a 404 @any-screen', async ({
    request,
  }) => {
    const { items } = await list(request, 'en', 'ProductCategory=ElectricFans&RowsPerPage=1')
    const id = items[0]!.id
    const wrong = await request.get(`/en/some-old-name-prd${id}`, { maxRedirects: 0 })
    expect(wrong.status()).toBe(301)
    expect(wrong.headers().location).toMatch(new RegExp(`/en${items[0]!.detailUrl}$`))
    const missing = await request.get('/quat-khong-ton-tai-prd999999')
    expect(missing.status()).toBe(404)
  })
})

test.describe('compare', () => {
  test('three products side by side, differences marked; the tray survives navigation; the URL is shareable', async ({
    page,
    request,
  }) => {
    await consented(page)
    await page.goto('/tu-lanh')
    const toggles = page.getByRole('checkbox', { name: 'So sánh' })
    for (const index of [0, 1, 2]) await toggles.nth(index).check()
    const tray = page.getByRole('complementary', { name: 'Sản phẩm so sánh' })
    await expect(tray).toContainText('(3/4)')

    // The tray follows the visitor to another page.
    await page.getByRole('heading', { level: 3 }).first().getByRole('link').click()
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(tray).toContainText('(3/4)')

    await tray.getByRole('link', { name: 'So sánh ngay' }).click()
    await expect(page).toHaveURL(/\/so-sanh-san-pham\?ids=\d+,\d+,\d+$/)
    const table = page.getByRole('table')
    await expect(table.locator('thead th')).toHaveCount(3)
    await expect(table.locator('tbody tr[data-differs]').first()).toBeVisible()
    // Model codes name the products; they are not a difference worth marking.
    const modelRow = table.locator('tbody tr', {
      has: page.getByRole('rowheader', { name: 'Mã model', exact: true }),
    })
    await expect(modelRow).toBeVisible()
    await expect(modelRow).not.toHaveAttribute('data-differs')

    // The same URL shows the same comparison to someone else.
    const shared = await request.get(new URL(page.url()).pathname + new URL(page.url()).search)
    expect(await shared.text()).toContain('Bảng so sánh thông số')

    await tray.getByRole('button', { name: 'Xóa tất cả' }).click()
    await expect(tray).toBeHidden()
  })

  test('fewer than two products explains what to do', async ({ page }) => {
    await page.goto('/en/so-sanh-san-pham?ids=abc')
    await expect(
      page.getByText('Choose at least 2 products of one category to compare'),
    ).toBeVisible()
  })
})

test.describe('capacity advisor', () => {
  test('recommends a band for the room and applies it as the capacity filter', async ({ page }) => {
    await consented(page)
    await page.goto('/dieu-hoa-khong-khi-dan-dung')
    await page.getByText('Tư vấn chọn công suất điều hòa').click()
    await page.getByLabel('Diện tích phòng (m²)').fill('20')
    await page.getByLabel('Số người thường xuyên').fill('2')
    await page.getByRole('button', { name: 'Tính công suất' }).click()
    await expect(page.getByText('nên chọn máy 12.000 BTU/h (1,5 HP)')).toBeVisible()
    await page.getByRole('button', { name: 'Lọc máy 12.000 BTU/h' }).click()
    await expect(page).toHaveURL(/capacity=12000/)
    await expect(page.locator('input[name="capacity"][value="12000"]')).toBeChecked()

    await page.getByLabel('Diện tích phòng (m²)').fill('2')
    await page.getByRole('button', { name: 'Tính công suất' }).click()
    await expect(page.getByText('Vui lòng nhập diện tích 5–150 m²')).toBeVisible()
  })
})

test.describe('factory automation', () => {
  test('robot pages list only their family of real FA products from the backend', async ({
    page,
    request,
  }) => {
    const robots = await list(
      request,
      'vi',
      'ProductCategory=FactoryAutomation&Filters=type:robot&RowsPerPage=100',
    )
    expect(robots.totalCount).toBeGreaterThanOrEqual(2)
    await page.goto('/robot')
    await expect(page.getByRole('status').filter({ hasText: /sản phẩm/ })).toHaveText(
      `${robots.totalCount} sản phẩm`,
    )
    for (const item of robots.items)
      await expect(page.getByRole('link', { name: item.name })).toBeVisible()
    await page.goto('/tu-dong-hoa-cong-nghiep')
    await expect(page.getByRole('status').filter({ hasText: /sản phẩm/ })).toHaveText('15 sản phẩm')
  })
})
