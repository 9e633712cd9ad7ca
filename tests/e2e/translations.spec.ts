import { expect, test, type APIRequestContext } from './test'

import { admin, consented, seriousViolations, signInToAdmin } from './helpers'

/**
 * Translators (issue 13, item 14): the admin's report of documents missing a translation, the
 * interface texts edited side by side, and an English page that has no English yet: it says so,
 * marks its Vietnamese content, and stays out of the sitemap in English.
 */

/** A Lexical paragraph, as Payload's REST API takes rich text. */
const paragraph = (text: string) => ({
  root: {
    type: 'root',
    format: '',
    indent: 0,
    version: 1,
    direction: 'ltr',
    children: [
      {
        type: 'paragraph',
        format: '',
        indent: 0,
        version: 1,
        direction: 'ltr',
        textFormat: 0,
        children: [
          { type: 'text', text, format: 0, detail: 0, mode: 'normal', style: '', version: 1 },
        ],
      },
    ],
  },
})

/** Every sitemap of the index (`/sitemap.xml`), one after another. */
async function allSitemaps(request: APIRequestContext): Promise<string> {
  const index = await (await request.get('/sitemap.xml')).text()
  const locations = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!)
  expect(locations.length).toBeGreaterThan(1)
  const sitemaps = await Promise.all(
    locations.map(async (location) => (await request.get(new URL(location).pathname)).text()),
  )
  return sitemaps.join('\n')
}

async function staffHeaders(request: APIRequestContext): Promise<Record<string, string>> {
  const login = await request.post('/cms-api/users/login', {
    data: { email: admin.email, password: admin.password },
  })
  expect(login.status()).toBe(200)
  return { authorization: `JWT ${((await login.json()) as { token: string }).token}` }
}

/** A published page written in Vietnamese only. */
async function vietnameseOnlyPage(request: APIRequestContext, stamp: string) {
  const headers = await staffHeaders(request)
  const title = `Chương trình tri ân khách hàng ${stamp}`
  const created = await request.post('/cms-api/pages?locale=vi', {
    headers,
    data: {
      title,
      slug: `tri-an-${stamp}`,
      layout: [
        {
          blockType: 'richText',
          heading: 'Quà tặng cho khách hàng thân thiết',
          content: paragraph('Mỗi hóa đơn từ 10 triệu đồng được tặng một phiếu bảo dưỡng.'),
        },
      ],
      _status: 'published',
    },
  })
  expect(created.status()).toBe(201)
  const { doc } = (await created.json()) as { doc: { id: number; slug: string } }
  return { id: doc.id, slug: doc.slug, title }
}

test.describe('an English page without English', () => {
  test('says it is shown in Vietnamese, marks that content, and is left out of the English sitemap', async ({
    page,
    request,
  }, testInfo) => {
    const stamp = `${testInfo.project.name.slice(0, 1)}${Date.now().toString(36)}`
    const { slug, title } = await vietnameseOnlyPage(request, stamp)
    await consented(page)

    const response = await page.goto(`/en/${slug}`)
    expect(response?.status()).toBe(200)
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    const notice = page.getByRole('region', { name: 'Translation' })
    await expect(notice).toContainText('has not been translated into English yet')
    await expect(notice.getByRole('link', { name: 'Open the Vietnamese page' })).toHaveAttribute(
      'href',
      `/${slug}`,
    )
    const content = page.locator('main [lang="vi"]')
    await expect(content).toContainText('Quà tặng cho khách hàng thân thiết')
    expect(await seriousViolations(page)).toEqual([])

    // The Vietnamese page says nothing of the kind.
    await page.goto(`/${slug}`)
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeAttached()
    await expect(page.getByRole('region', { name: /Bản dịch|Translation/ })).toHaveCount(0)

    await expect(async () => {
      const sitemap = await allSitemaps(request)
      expect(sitemap).toMatch(new RegExp(`<loc>[^<]*/${slug}</loc>`))
      expect(sitemap).not.toMatch(new RegExp(`<loc>[^<]*/en/${slug}</loc>`))
      expect(sitemap).not.toMatch(new RegExp(`hreflang="en" href="[^"]*/en/${slug}"`))
    }).toPass({ timeout: 10_000 })
  })
})

/** A published job opening written in Vietnamese only. */
async function vietnameseOnlyCareer(request: APIRequestContext, stamp: string) {
  const headers = await staffHeaders(request)
  const title = `Kỹ thuật viên lắp đặt điều hòa ${stamp}`
  const created = await request.post('/cms-api/careers?locale=vi', {
    headers,
    data: {
      title,
      slug: `ky-thuat-vien-lap-dat-${stamp}`,
      summary: 'Lắp đặt và bảo dưỡng điều hòa cho khách hàng tại Cần Thơ.',
      department: 'Dịch vụ khách hàng',
      description: paragraph('Khảo sát, lắp đặt và chạy thử điều hòa tại nhà khách hàng.'),
      requirements: paragraph('Có chứng chỉ nghề điện lạnh.'),
      benefits: paragraph('Phụ cấp đi lại hằng tháng.'),
      province: 'can-tho',
      employmentType: 'FullTime',
      level: 'Staff',
      openings: 2,
      deadline: new Date(Date.now() + 30 * 86_400_000).toISOString(),
      publishedAt: new Date(Date.now() - 60_000).toISOString(),
      isActive: true,
    },
  })
  expect(created.status()).toBe(201)
  const { doc } = (await created.json()) as { doc: { id: number; slug: string } }
  return { path: `/${doc.slug}-c${doc.id}`, title }
}

test.describe('an English entity page without English', () => {
  test('says it is shown in Vietnamese and is left out of the English sitemap', async ({
    page,
    request,
  }, testInfo) => {
    const stamp = `${testInfo.project.name.slice(0, 1)}${Date.now().toString(36)}`
    const { path, title } = await vietnameseOnlyCareer(request, stamp)
    await consented(page)

    const response = await page.goto(`/en${path}`)
    expect(response?.status()).toBe(200)
    const notice = page.getByRole('region', { name: 'Translation' })
    await expect(notice).toContainText('has not been translated into English yet')
    await expect(notice.getByRole('link', { name: 'Open the Vietnamese page' })).toHaveAttribute(
      'href',
      path,
    )
    await expect(page.locator('main [lang="vi"]').getByRole('heading', { level: 1 })).toHaveText(
      title,
    )
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
    await expect(page.getByRole('region', { name: /Bản dịch|Translation/ })).toHaveCount(0)

    await expect(async () => {
      const sitemap = await allSitemaps(request)
      expect(sitemap).toContain(`${path}</loc>`)
      expect(sitemap).not.toContain(`/en${path}</loc>`)
    }).toPass({ timeout: 10_000 })
  })
})

test.describe('translators in the admin', () => {
  test('see every document missing a translation, with a link to translate it @large-screen', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000)
    const stamp = `g${Date.now().toString(36)}`
    const { id, title } = await vietnameseOnlyPage(request, stamp)
    await signInToAdmin(page)

    // The admin's navigation lists the view (it may be a collapsed, inert drawer at this width).
    await expect(
      page
        .getByRole('navigation', { name: /Dịch thuật|Translation/ })
        .getByRole('link', { name: /Bản dịch còn thiếu|Missing translations/ }),
    ).toHaveAttribute('href', '/admin/missing-translations')
    await page.goto('/admin/missing-translations')
    await expect(
      page.getByRole('heading', { level: 1, name: /Bản dịch còn thiếu|Missing translations/ }),
    ).toBeVisible()
    const pages = page.locator('section[data-collection="pages"]')
    const row = pages.getByRole('row').filter({ hasText: title })
    await expect(row).toHaveCount(1)
    const translate = row.getByRole('link', { name: /Dịch sang tiếng Anh|Translate into English/ })
    await expect(translate).toHaveAttribute('href', `/admin/collections/pages/${id}?locale=en`)
    await expect(row).toContainText('title')
    await expect(row).toContainText('layout.0.content')
    await translate.click()
    await expect(page).toHaveURL(new RegExp(`/admin/collections/pages/${id}\\?locale=en`))
  })

  test('edit interface texts side by side, filtered to the missing ones @large-screen', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000)
    const headers = await staffHeaders(request)
    const stamp = Date.now().toString(36)
    const key = `e2e${stamp}`
    const created = await request.post('/cms-api/language-texts?locale=vi', {
      headers,
      data: { source: 'Sora', key, name: `e2e.greeting${stamp}`, value: 'Chào mừng quý khách' },
    })
    expect(created.status()).toBe(201)
    const { doc } = (await created.json()) as { doc: { id: number } }

    await signInToAdmin(page)
    await page.goto('/admin/interface-texts')
    await expect(
      page.getByRole('heading', { level: 1, name: /Văn bản giao diện song ngữ|side by side/ }),
    ).toBeVisible()
    const onlyMissing = page.getByRole('checkbox', { name: /còn thiếu bản dịch|missing/ })
    await expect(onlyMissing).toBeChecked()
    const row = page.locator(`tr[data-key="${key}"]`)
    await expect(row).toBeVisible()
    // Every row shown lacks a language (the filter), and this one lacks English.
    await expect(row.getByRole('textbox').first()).toHaveValue('Chào mừng quý khách')
    const english = row.getByRole('textbox').nth(1)
    await expect(english).toHaveValue('')
    await english.fill('Welcome')
    await row.getByRole('button', { name: /Lưu|Save/ }).click()
    await expect(row.getByRole('status')).toHaveText(/Đã lưu|Saved/)

    const saved = await request.get(`/cms-api/language-texts/${doc.id}?locale=en&depth=0`, {
      headers,
    })
    expect(((await saved.json()) as { value: string }).value).toBe('Welcome')
    // Still Vietnamese in Vietnamese.
    const vietnamese = await request.get(`/cms-api/language-texts/${doc.id}?locale=vi&depth=0`, {
      headers,
    })
    expect(((await vietnamese.json()) as { value: string }).value).toBe('Chào mừng quý khách')

    // Searching narrows the table; showing all brings back the complete texts.
    await onlyMissing.uncheck()
    await page
      .getByRole('searchbox', { name: /Tìm theo khoá|Search keys/ })
      .fill(`greeting${stamp}`)
    await expect(page.locator('tbody tr')).toHaveCount(1)
    await expect(row).toBeVisible()
  })
})
