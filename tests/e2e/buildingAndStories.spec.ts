import { expect, test } from './test'

import { backend, consented, expectCanonical } from './helpers'

type Listed = { totalCount: number; items: { id: number; detailUrl: string; name: string }[] }
type Story = { id: number; title: string; detailUrl: string; summary: string }
type StoryDetail = Story & { productIds: number[] }

test.describe('HVAC owners’ view', () => {
  test('tabs switch between the main layout and the owners’ view, each with its own address', async ({
    page,
  }) => {
    await consented(page)
    await page.goto('/hvac')
    const views = page.getByRole('navigation', { name: 'Chọn nội dung phù hợp với bạn' })
    await expect(views.getByRole('link', { name: 'Dành cho tư vấn và nhà thầu' })).toHaveAttribute(
      'aria-current',
      'page',
    )
    await expect(page.getByRole('heading', { name: 'Hệ thống và dàn lạnh HVAC' })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Gói bảo trì' })).toHaveCount(0)

    await views.getByRole('link', { name: 'Dành cho chủ đầu tư' }).click()
    await expect(page).toHaveURL(/\/hvac\?t=forOwners$/)
    await expect(
      page.getByRole('heading', {
        level: 1,
        name: 'Chi phí vận hành thấp hơn trong suốt vòng đời tòa nhà',
      }),
    ).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Gói bảo trì' })).toBeVisible()
    await expect(views.getByRole('link', { name: 'Dành cho chủ đầu tư' })).toHaveAttribute(
      'aria-current',
      'page',
    )
    await expect(page.getByRole('heading', { name: 'Hệ thống và dàn lạnh HVAC' })).toHaveCount(0)
    await expectCanonical(page, /\/hvac\?t=forOwners$/)

    await page.goBack()
    await expect(page.getByRole('heading', { name: 'Hệ thống và dàn lạnh HVAC' })).toBeVisible()
  })

  test('the English owners’ view reads in English', async ({ page }) => {
    await consented(page)
    const response = await page.goto('/en/hvac?t=forOwners')
    expect(response?.status()).toBe(200)
    await expect(
      page.getByRole('heading', {
        level: 1,
        name: 'Lower running costs for the whole life of your building',
      }),
    ).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Maintenance packages' })).toBeVisible()
    await expect(
      page
        .getByRole('navigation', { name: 'Choose the content for you' })
        .getByRole('link', { name: 'For consultants and contractors' }),
    ).toHaveAttribute('href', '/en/hvac')
  })
})

test.describe('building-solution product detail', () => {
  test('by id or slug it 301s to the canonical product page; other products and unknown ids are 404s @any-screen', async ({
    page,
    request,
  }) => {
    const hvac = await backend<Listed>(
      request,
      'vi',
      '/api/services/app/Product/GetListBoxDto?ProductCategory=HVAC&RowsPerPage=100',
    )
    const system = hvac.items[0]!
    const byId = await request.get(`/buildingSolutionProductDetail?id=${system.id}`, {
      maxRedirects: 0,
    })
    expect(byId.status()).toBe(301)
    expect(byId.headers().location).toMatch(new RegExp(`${system.detailUrl}$`))
    const slug = system.detailUrl.slice(1)
    const bySlug = await request.get(`/en/buildingSolutionProductDetail?slug=${slug}`, {
      maxRedirects: 0,
    })
    expect(bySlug.status()).toBe(301)
    expect(bySlug.headers().location).toMatch(/^\/en\/[a-z0-9-]+-prd\d+$/)

    const fans = await backend<Listed>(
      request,
      'vi',
      '/api/services/app/Product/GetListBoxDto?ProductCategory=ElectricFans&RowsPerPage=1',
    )
    for (const query of [`id=${fans.items[0]!.id}`, 'id=999999', 'slug=khong-co', 'id=abc', ''])
      expect((await request.get(`/buildingSolutionProductDetail?${query}`)).status()).toBe(404)

    // The canonical page of a system lists its units, and a unit links back to its system.
    await consented(page)
    await page.goto(`/buildingSolutionProductDetail?id=${system.id}`)
    await expect(page).toHaveURL(new RegExp(`${system.detailUrl}$`))
    await expect(page.getByRole('heading', { level: 1, name: system.name })).toBeVisible()
  })
})

test.describe('product benefits', () => {
  test('the listing shows the stories; a story shows its text and products, in both languages', async ({
    page,
    request,
  }) => {
    await consented(page)
    const stories = await backend<{ totalCount: number; items: Story[] }>(
      request,
      'vi',
      '/api/services/app/ProductBenefit/GetListBoxDto?RowsPerPage=50',
    )
    expect(stories.totalCount).toBeGreaterThanOrEqual(8)
    await page.goto('/product-benefits')
    await expect(page.getByRole('heading', { level: 1, name: 'Lợi ích sản phẩm' })).toBeVisible()
    for (const story of stories.items)
      await expect(page.getByRole('link', { name: story.title })).toHaveAttribute(
        'href',
        story.detailUrl,
      )

    const first = stories.items[0]!
    await page.getByRole('link', { name: first.title }).click()
    await expect(page).toHaveURL(new RegExp(`${first.detailUrl}$`))
    await expect(page.getByRole('heading', { level: 1, name: first.title })).toBeVisible()
    const breadcrumb = page.getByRole('navigation', { name: 'Đường dẫn' })
    await expect(breadcrumb.getByRole('link', { name: 'Lợi ích sản phẩm' })).toHaveAttribute(
      'href',
      '/product-benefits',
    )
    const detail = await backend<StoryDetail>(
      request,
      'vi',
      `/api/services/app/ProductBenefit/GetDetailDto?id=${first.id}`,
    )
    const products = page.getByRole('region', { name: 'Sản phẩm trong câu chuyện' })
    await expect(products.getByRole('article')).toHaveCount(detail.productIds.length)

    const english = await backend<StoryDetail>(
      request,
      'en',
      `/api/services/app/ProductBenefit/GetDetailDto?id=${first.id}`,
    )
    await page.goto(`/en${english.detailUrl}`)
    await expect(page.getByRole('heading', { level: 1, name: english.title })).toBeVisible()
    await expect(page.locator('link[hreflang="vi"]')).toHaveAttribute(
      'href',
      new RegExp(`${first.detailUrl}$`),
    )
  })

  test('a wrong slug 301s to the story’s address; an unknown id is a 404 @any-screen', async ({
    request,
  }) => {
    const stories = await backend<{ items: Story[] }>(
      request,
      'en',
      '/api/services/app/ProductBenefit/GetListBoxDto?RowsPerPage=1',
    )
    const story = stories.items[0]!
    const id = story.id
    const wrong = await request.get(`/en/old-story-prdb${id}`, { maxRedirects: 0 })
    expect(wrong.status()).toBe(301)
    expect(wrong.headers().location).toMatch(new RegExp(`/en${story.detailUrl}$`))
    expect((await request.get('/cau-chuyen-khong-co-prdb999999')).status()).toBe(404)
  })
})

test.describe('factory-automation banners', () => {
  test('/industrial-robot shows its own banners (270); /factory-automation lands on the FA banners (60)', async ({
    page,
  }) => {
    await consented(page)
    await page.goto('/industrial-robot')
    await expect(page.getByText('Robot 6 trục AX cho gắp đặt và đóng thùng')).toBeVisible()
    const response = await page.goto('/factory-automation')
    expect(response?.url()).toMatch(/\/tu-dong-hoa-cong-nghiep$/)
    await expect(page.getByText('Giải pháp nhà máy số Sora e-Factory')).toBeVisible()
  })
})

test.describe('business-area landings', () => {
  test('home appliances: banner, every category, featured products and the latest stories', async ({
    page,
  }) => {
    await consented(page)
    await page.goto('/thiet-bi-gia-dung')
    await expect(page.getByText('Điều hòa Inverter – mát lạnh cả mùa hè')).toBeVisible()
    const categories = page.getByRole('region', { name: 'Danh mục sản phẩm' })
    for (const [name, href] of [
      ['Điều hòa không khí', '/dieu-hoa-khong-khi-dan-dung'],
      ['Tủ lạnh', '/tu-lanh'],
      ['Quạt điện', '/quat-dien'],
      ['Quạt thông gió', '/thong-gio'],
      ['Máy hút ẩm', '/may-hut-am'],
      ['Máy sấy tay', '/may-say-tay'],
    ] as const)
      await expect(categories.getByRole('link', { name, exact: true })).toHaveAttribute(
        'href',
        href,
      )
    const featured = page.getByRole('region', { name: 'Sản phẩm nổi bật' })
    await expect(featured.getByRole('article').first()).toBeVisible()
    expect(await featured.locator('a[href*="-prd"]').count()).toBeGreaterThan(0)
    await expect(page.locator('a[href*="-prdb"]')).toHaveCount(3)

    await page.goto('/en/thiet-bi-gia-dung')
    await expect(
      page.getByRole('region', { name: 'Product categories' }).getByRole('link', {
        name: 'Refrigerators',
        exact: true,
      }),
    ).toHaveAttribute('href', '/en/tu-lanh')
  })

  test('building solutions: HVAC, elevators and escalators, hand dryers and the project gallery', async ({
    page,
  }) => {
    await consented(page)
    await page.goto('/giai-phap-toa-nha')
    const solutions = page.getByRole('region', { name: 'Giải pháp cho công trình' })
    await expect(
      solutions.getByRole('link', { name: 'Điều hòa trung tâm VRF', exact: true }),
    ).toHaveAttribute('href', '/hvac')
    await expect(
      solutions.getByRole('link', { name: 'Máy sấy tay cho tòa nhà', exact: true }),
    ).toHaveAttribute('href', '/may-say-tay')
    // Each reference leads to the project gallery.
    const references = page.getByRole('region', { name: 'Công trình tiêu biểu' }).getByRole('link')
    await expect(references).toHaveCount(3)
    for (const link of await references.all())
      await expect(link).toHaveAttribute('href', '/ho-so-du-an')
    await expect(page.getByRole('status').filter({ hasText: /sản phẩm/ })).toHaveText(
      /^[1-9]\d* sản phẩm$/,
    )
  })
})
