import { expect, test } from './test'

import { consented, englishTwin, isMobile, openRegionPicker, seriousViolations } from './helpers'

/** The shell every page wears (issue 3), at 1440 px (desktop) and 375 px (mobile), in vi and en. */

const languages = [
  { lang: 'vi', prefix: '', home: 'Thiết bị gia dụng', accept: 'Đồng ý' },
  { lang: 'en', prefix: '/en', home: 'Home appliances', accept: 'YES, I agree' },
] as const

test.describe('header menus', () => {
  test(
    'desktop flyout: pointer and keyboard, aria-expanded, one panel at a time, Escape returns focus',
    { tag: '@large-screen' },
    async ({ page }) => {
      await consented(page)
      await page.goto('/')
      const nav = page.getByRole('navigation', { name: 'Điều hướng chính' })
      const appliances = nav.getByRole('button', { name: 'Thiết bị gia dụng' })
      const building = nav.getByRole('button', { name: 'Giải pháp tòa nhà' })
      await expect(appliances).toHaveAttribute('aria-expanded', 'false')

      await appliances.click()
      await expect(appliances).toHaveAttribute('aria-expanded', 'true')
      const panel = page.locator(`#${await appliances.getAttribute('aria-controls')}`)
      await expect(panel).toBeVisible()
      for (const name of [
        'Điều hòa không khí',
        'Tủ lạnh',
        'Quạt điện',
        'Quạt thông gió',
        'Máy hút ẩm',
        'Máy sấy tay',
      ])
        await expect(panel.getByRole('link', { name: new RegExp(`^${name}`) })).toBeVisible()

      // Another area closes the first.
      await building.click()
      await expect(building).toHaveAttribute('aria-expanded', 'true')
      await expect(appliances).toHaveAttribute('aria-expanded', 'false')
      await expect(panel).toBeHidden()

      // Keyboard: ArrowDown opens and focuses the first link; Escape closes and returns focus.
      await page.keyboard.press('Escape')
      await appliances.focus()
      await page.keyboard.press('ArrowDown')
      await expect(appliances).toHaveAttribute('aria-expanded', 'true')
      await expect(panel.getByRole('link').first()).toBeFocused()
      await page.keyboard.press('Escape')
      await expect(appliances).toHaveAttribute('aria-expanded', 'false')
      await expect(appliances).toBeFocused()

      // Enter toggles too, and the links lead to real pages.
      await page.keyboard.press('Enter')
      await expect(appliances).toHaveAttribute('aria-expanded', 'true')
      await panel.getByRole('link', { name: /^Tủ lạnh/ }).click()
      await expect(page).toHaveURL(/\/tu-lanh$/)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    },
  )

  test(
    'mobile sliding menu: panels with back links, one at a time, focus trapped, Escape closes',
    { tag: '@small-screen' },
    async ({ page }) => {
      await consented(page)
      await page.goto('/')
      const toggle = page.getByRole('button', { name: 'Mở menu' })
      await toggle.click()
      const dialog = page.getByRole('dialog', { name: 'Menu' })
      await expect(dialog).toBeVisible()
      await expect(toggle).toHaveAttribute('aria-expanded', 'true')

      const panels = [
        'Về Sora Electric',
        'Giải pháp tòa nhà',
        'Tự động hóa công nghiệp',
        'Thiết bị gia dụng',
        'Tin tức & Sự kiện',
        'Quốc gia và ngôn ngữ',
      ]
      for (const name of panels) {
        await dialog.getByRole('button', { name, exact: true }).click()
        const panel = dialog.getByRole('group', {
          name: name === 'Quốc gia và ngôn ngữ' ? 'Chọn quốc gia / khu vực' : name,
        })
        await expect(panel).toBeVisible()
        // Exactly one child panel is open, and the root list is hidden.
        await expect(dialog.locator('[data-panel]:visible')).toHaveCount(1)
        const back = panel.getByRole('button', { name: 'Quay lại' })
        await expect(back).toBeFocused()
        await back.click()
        await expect(panel).toBeHidden()
        await expect(dialog.getByRole('button', { name, exact: true })).toBeFocused()
      }

      // Focus never leaves the open menu.
      for (let index = 0; index < 25; index += 1) {
        await page.keyboard.press('Tab')
        expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(
          true,
        )
      }
      await page.keyboard.press('Escape')
      await expect(dialog).toBeHidden()
      await expect(toggle).toBeFocused()

      // A child link navigates.
      await toggle.click()
      await dialog.getByRole('button', { name: 'Thiết bị gia dụng', exact: true }).click()
      await dialog.getByRole('link', { name: 'Máy hút ẩm' }).click()
      await expect(page).toHaveURL(/\/may-hut-am$/)
    },
  )

  test('the header hides scrolling down past 200 px and comes back scrolling up', async ({
    page,
  }) => {
    await consented(page)
    await page.goto('/gioi-thieu')
    const header = page.locator('header').first()
    const scroll = async (y: number) => {
      // Scroll, then let two frames pass: the scroll event and the header's frame-throttled
      // handler have both run by then.
      await page.evaluate(
        (top) =>
          new Promise<void>((resolve) => {
            window.scrollTo({ top, behavior: 'instant' })
            requestAnimationFrame(() => requestAnimationFrame(() => resolve()))
          }),
        y,
      )
    }
    await scroll(150)
    await expect(header).not.toHaveAttribute('data-hidden')
    await scroll(190)
    await expect(header).not.toHaveAttribute('data-hidden')
    await scroll(700)
    await expect(header).toHaveAttribute('data-hidden')
    // It slides out with a transition: wait for it to end above the viewport.
    await expect
      .poll(async () => {
        const box = await header.boundingBox()
        return box ? box.y + box.height : Number.POSITIVE_INFINITY
      })
      .toBeLessThanOrEqual(1)
    await scroll(500)
    await expect(header).not.toHaveAttribute('data-hidden')
    await expect(header).toBeInViewport()
  })

  for (const { lang, prefix } of languages) {
    test(`search submits to ${prefix}/tim-kiem?q= (${lang})${englishTwin(lang)}`, async ({
      page,
    }) => {
      await consented(page)
      await page.goto(prefix || '/')
      const search = page.locator('header').getByRole('combobox')
      await search.fill('quạt')
      await search.press('Enter')
      await expect(page).toHaveURL(new RegExp(`${prefix}/tim-kiem\\?q=`))
      expect(new URL(page.url()).searchParams.get('q')).toBe('quạt')
    })
  }
})

test.describe('header links', () => {
  for (const { lang, prefix } of languages) {
    // The header's markup is the same at every width (CSS shows the flyout or the sliding menu).
    test(`every menu and quick link leads to a real page (${lang}) @any-screen`, async ({
      page,
      request,
    }) => {
      await page.goto(prefix || '/')
      // The language switcher's links lead to the other language on purpose.
      const hrefs = await page
        .locator('header a[href^="/"]:not([hreflang])')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))
      // The account pages belong to the accounts issue; everything else must exist now.
      const internal = [...new Set(hrefs)].filter((href) => !/\/(login|profile)$/.test(href))
      expect(internal.length).toBeGreaterThan(25)
      for (const href of internal) {
        if (lang === 'en') expect(href, href).toMatch(/^\/en(\/|$)/)
        const response = await request.get(href)
        expect(response.status(), href).toBe(200)
      }
    })
  }
})

test.describe('language and region', () => {
  test('the switcher lists the other language and opens the counterpart page with its own slug', async ({
    page,
    context,
  }) => {
    await consented(page)
    await page.goto('/')
    const privacy = page
      .locator('footer')
      .getByRole('link', { name: 'Chính sách bảo mật', exact: true })
    const href = await privacy.getAttribute('href')
    expect(href).toMatch(/^\/chinh-sach-bao-mat-t\d+$/)
    const id = /-t(\d+)$/.exec(href!)![1]
    await page.goto(href!)

    const { scope, languages: switcher } = await openRegionPicker(page, 'vi')
    await expect(switcher.getByRole('link')).toHaveCount(1)
    await expect(switcher.getByRole('link')).toHaveText('EN' + 'English')
    // Other country sites are external links.
    await expect(
      scope.getByRole('link', { name: 'Nhật Bản' }).filter({ visible: true }),
    ).toHaveAttribute('href', /^https:\/\//)
    await switcher.getByRole('link').click()
    await expect(page).toHaveURL(new RegExp(`/en/privacy-policy-t${id}$`))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy policy')
    const cookie = (await context.cookies()).find((item) => item.name === 'NEXT_LOCALE')
    expect(cookie?.value).toBe('en')
    expect(((cookie?.expires ?? 0) - Date.now() / 1000) / 86_400).toBeGreaterThan(364)

    const { languages: back } = await openRegionPicker(page, 'en')
    await expect(back.getByRole('link')).toHaveText('VI' + 'Tiếng Việt')
    await back.getByRole('link').click()
    await expect(page).toHaveURL(new RegExp(`:\\d+/chinh-sach-bao-mat-t${id}$`))
  })

  test('a wrong topic slug permanently redirects to the canonical one, in each language @any-screen', async ({
    page,
    request,
  }) => {
    await page.goto('/')
    const href = await page
      .locator('footer')
      .getByRole('link', { name: 'Điều khoản sử dụng', exact: true })
      .getAttribute('href')
    const id = /-t(\d+)$/.exec(href!)![1]
    const wrong = await request.get(`/sai-duong-dan-t${id}`, { maxRedirects: 0 })
    expect(wrong.status()).toBe(301)
    expect(wrong.headers().location).toMatch(new RegExp(`/dieu-khoan-su-dung-t${id}$`))
    const en = await request.get(`/en/dieu-khoan-su-dung-t${id}`, { maxRedirects: 0 })
    expect(en.status()).toBe(301)
    expect(en.headers().location).toMatch(new RegExp(`/en/terms-of-use-t${id}$`))
  })
})

test.describe('footer', () => {
  for (const { lang, prefix } of languages) {
    test(`every footer link resolves (${lang}) @any-screen`, async ({ page, request }) => {
      await page.goto(prefix || '/')
      const footer = page.locator('footer')
      const hotline = footer.getByRole('link', { name: /1800 585 833/ })
      await expect(hotline).toHaveAttribute('href', 'tel:1800585833')
      const hrefs = await footer
        .locator('a[href]')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))
      const internal = [...new Set(hrefs.filter((href) => href.startsWith('/')))]
      expect(internal.length).toBeGreaterThan(12)
      for (const href of internal) {
        const response = await request.get(href)
        expect(response.status(), href).toBe(200)
      }
      // Social links come from settings, external and opened safely.
      for (const name of ['Facebook', 'YouTube', 'LinkedIn']) {
        const link = footer.getByRole('link', { name: new RegExp(name) })
        await expect(link).toHaveAttribute(
          'href',
          /^https:\/\/(www\.)?(facebook|youtube|linkedin)\.com\//,
        )
        await expect(link).toHaveAttribute('rel', /noopener/)
      }
      // Store badges from settings.
      await expect(footer.locator('a[href*="apps.apple.com"]')).toHaveCount(1)
      await expect(footer.locator('a[href*="play.google.com"]')).toHaveCount(1)
      // Privacy and terms from Topic/GetTopicLinkDtoById (ids 25, 26).
      const privacy = lang === 'vi' ? /^\/chinh-sach-bao-mat-t\d+$/ : /^\/en\/privacy-policy-t\d+$/
      expect(internal.some((href) => privacy.test(href))).toBe(true)
    })
  }

  test('related pages: the 15-item footer request, 3 per view (1 on phones), dots, no arrows', async ({
    page,
    request,
  }) => {
    const answer = await request.get(
      '/api/services/app/Banner/GetListBoxDto?Page=1&BannerType=Footer&RowsPerPage=15&IsActive=true&sortBy=displayOrder&sortDirection=descending',
    )
    const { result } = (await answer.json()) as { result: { items: { name: string }[] } }
    expect(result.items.length).toBeGreaterThan(3)
    expect(result.items.length).toBeLessThanOrEqual(15)

    await page.goto('/')
    const section = page.locator('section').filter({
      has: page.getByRole('heading', { name: 'Tham khảo các trang liên quan' }),
    })
    const carousel = section.getByRole('region', { name: 'Tham khảo các trang liên quan' })
    await carousel.scrollIntoViewIfNeeded()
    await expect(carousel).toHaveAttribute('data-ready', 'true', { timeout: 10_000 })
    const slides = carousel.locator('.swiper-slide')
    await expect(slides).toHaveCount(result.items.length)
    expect(await slides.locator('h3').allInnerTexts()).toEqual(
      result.items.map((item) => item.name),
    )

    const perView = isMobile(page) ? 1 : 3
    const box = (await carousel.locator('.swiper').boundingBox())!
    const visible = await slides.evaluateAll(
      (elements, frame) =>
        elements.filter((element) => {
          const rect = element.getBoundingClientRect()
          return rect.left >= frame.x - 1 && rect.right <= frame.x + frame.width + 1
        }).length,
      box,
    )
    expect(visible).toBe(perView)

    await expect(carousel.getByRole('button', { name: /trước|sau|previous|next/i })).toHaveCount(0)
    const dots = carousel.locator('.swiper-pagination-bullet')
    await expect(dots).toHaveCount(Math.ceil(result.items.length / perView))

    // The dots work from the keyboard.
    await dots.nth(1).focus()
    await page.keyboard.press('Enter')
    await expect(dots.nth(1)).toHaveClass(/swiper-pagination-bullet-active/)
    await expect(slides.nth(perView)).toBeInViewport()
  })

  test('the go-to-top button takes the visitor back up', async ({ page }) => {
    await consented(page)
    await page.goto('/gioi-thieu')
    await page.evaluate(() =>
      window.scrollTo({ top: document.body.scrollHeight, behavior: 'instant' }),
    )
    const top = page.getByRole('button', { name: 'Lên đầu trang' })
    await expect(top).toHaveAttribute('data-visible', 'true')
    await top.click()
    await expect.poll(() => page.evaluate(() => window.scrollY), { timeout: 5_000 }).toBeLessThan(5)
  })
})

test.describe('behaviours', () => {
  test('a page is painted before its scripts are fetched, and is hydrated once they have run', async ({
    page,
  }) => {
    await page.goto('/gioi-thieu')
    const timing = await page.evaluate(() => ({
      paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
      scripts: performance
        .getEntriesByType('resource')
        .filter((entry) => /\/_next\/static\/.+\.js$/.test(new URL(entry.name).pathname))
        .map((entry) => entry.startTime),
    }))
    expect(timing.paint).toBeGreaterThan(0)
    expect(timing.scripts.length).toBeGreaterThan(5)
    expect(Math.min(...timing.scripts)).toBeGreaterThanOrEqual(timing.paint!)
    // React keeps its fiber on every element it has hydrated (hydration goes on after the
    // scripts have run, in the background).
    await expect
      .poll(() =>
        page.evaluate(() =>
          Object.keys(document.querySelector('header')!).some((key) =>
            key.startsWith('__reactFiber'),
          ),
        ),
      )
      .toBe(true)
  })

  test('the home banners load Swiper only when reached for; an arrow pressed before works', async ({
    page,
  }) => {
    await consented(page)
    const scripts: string[] = []
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url())
    })
    await page.goto('/')
    const carousel = page.locator('[aria-roledescription="carousel"][aria-label="Banner nổi bật"]')
    const slides = carousel.locator('.swiper-slide')
    await expect(slides.first()).toBeInViewport()
    expect(await slides.count()).toBeGreaterThan(1)
    // Nothing has started it yet: the first slide is plain HTML, with no Swiper classes.
    await expect(carousel).not.toHaveAttribute('data-ready')
    await expect(carousel.locator('.swiper-initialized')).toHaveCount(0)

    // The arrow works from the first press: Swiper loads, then takes the step asked for.
    const before = scripts.length
    await carousel.getByRole('button', { name: 'Banner tiếp theo' }).click()
    await expect(carousel).toHaveAttribute('data-ready', 'true')
    await expect(slides.nth(1)).toHaveClass(/swiper-slide-active/)
    await expect(slides.nth(1)).toBeInViewport()
    expect(scripts.length).toBeGreaterThan(before)
  })

  for (const { lang, prefix, accept } of languages) {
    test(`cookie consent: shown without the cookie, YES keeps it for 100 days (${lang})${englishTwin(lang)}`, async ({
      page,
      context,
    }) => {
      await page.goto(prefix || '/')
      const notice = page.getByRole('region', {
        name: lang === 'vi' ? 'Thông báo về cookie' : 'Cookie notice',
      })
      await expect(notice).toBeVisible()
      await notice.getByRole('button', { name: accept }).click()
      await expect(notice).toBeHidden()
      const cookie = (await context.cookies()).find((item) => item.name === 'cookie_consent')
      expect(cookie).toBeDefined()
      const days = ((cookie?.expires ?? 0) - Date.now() / 1000) / 86_400
      expect(days).toBeGreaterThan(99.9)
      expect(days).toBeLessThanOrEqual(100)
      await page.goto(`${prefix}/gioi-thieu`)
      await page.waitForLoadState('networkidle')
      await expect(notice).toHaveCount(0)
    })
  }

  test('the chat widget arrives 2 s after the page is interactive and stores a message', async ({
    page,
    request,
  }) => {
    await consented(page)
    const started = Date.now()
    await page.goto('/dieu-hoa-khong-khi-dan-dung', { waitUntil: 'load' })
    const launcher = page.getByRole('button', { name: 'Trò chuyện với Sora Electric' })
    await expect(launcher).toBeVisible({ timeout: 10_000 })
    expect(Date.now() - started).toBeGreaterThanOrEqual(2000)
    await launcher.click()
    const dialog = page.getByRole('dialog', { name: 'Chúng tôi có thể giúp gì cho bạn?' })
    await expect(dialog).toBeVisible()
    await expect(dialog.getByRole('link', { name: /Gọi 1800 585 833/ })).toHaveAttribute(
      'href',
      'tel:1800585833',
    )
    await expect(dialog.getByRole('link', { name: 'Nhắn tin qua Zalo' })).toHaveAttribute(
      'href',
      /^https:\/\/zalo\.me\//,
    )

    // A wrong address is explained, and what was typed stays.
    const email = `chat.${Date.now()}@example.vn`
    await dialog.getByLabel('Họ và tên').fill('Trần Minh Khoa')
    await dialog.getByLabel('Email').fill('khoa@')
    await dialog.getByLabel('Nội dung').fill('Cho tôi hỏi giá máy hút ẩm 12 lít/ngày.')
    await dialog.getByRole('checkbox', { name: /Tôi đồng ý/ }).check()
    await dialog.getByRole('button', { name: 'Gửi lời nhắn' }).click()
    await expect(dialog.getByText('Địa chỉ Email không đúng').first()).toBeVisible()
    await expect(dialog.getByRole('checkbox', { name: /Tôi đồng ý/ })).toBeChecked()
    await expect(dialog.getByLabel('Họ và tên')).toHaveValue('Trần Minh Khoa')
    await expect(dialog.getByLabel('Nội dung')).toHaveValue(
      'Cho tôi hỏi giá máy hút ẩm 12 lít/ngày.',
    )

    await dialog.getByLabel('Email').fill(email)
    await dialog.getByRole('button', { name: 'Gửi lời nhắn' }).click()
    await expect(dialog.getByRole('status')).toHaveText(/Cảm ơn bạn!/)

    // Stored as a GetInTouch contact, seen by staff through Payload's REST API.
    const login = await request.post('/cms-api/users/login', {
      data: { email: 'admin@soraelectric.vn', password: process.env.E2E_ADMIN_PASSWORD },
    })
    const { token } = (await login.json()) as { token: string }
    const found = await request.get(
      `/cms-api/contacts?where[email][equals]=${encodeURIComponent(email)}&depth=0`,
      { headers: { authorization: `JWT ${token}` } },
    )
    const { docs } = (await found.json()) as { docs: Record<string, unknown>[] }
    expect(docs).toHaveLength(1)
    expect(docs[0]).toMatchObject({
      formType: 'GetInTouch',
      fullName: 'Trần Minh Khoa',
      message: 'Cho tôi hỏi giá máy hút ẩm 12 lít/ngày.',
      pageUrl: '/dieu-hoa-khong-khi-dan-dung',
      language: 'vi',
    })

    // Escape closes the panel and returns focus to the launcher.
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(launcher).toBeFocused()
  })

  test('the net-zero event landing renders without the banner and the footer @any-screen', async ({
    page,
  }) => {
    const response = await page.goto('/netzero-energy-building-event')
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.locator('footer')).toHaveCount(0)
    await expect(page.getByRole('region', { name: /banner/i })).toHaveCount(0)
    await expect(page.getByRole('navigation', { name: 'Điều hướng chính' })).toHaveCount(0)
    expect((await page.locator('main').innerText()).length).toBeGreaterThan(600)
  })

  test('no page scrolls sideways, and content is at most 1440 px wide', async ({ page }) => {
    for (const path of [
      '/',
      '/en',
      '/gioi-thieu',
      '/topic/termAndPolicy',
      '/tu-lanh',
      '/netzero-energy-building-event',
    ]) {
      await page.goto(path)
      const width = await page.evaluate(() => document.documentElement.scrollWidth)
      expect(width, path).toBeLessThanOrEqual(page.viewportSize()!.width)
      const widest = await page
        .locator('.container')
        .evaluateAll((elements) =>
          Math.max(...elements.map((element) => element.getBoundingClientRect().width)),
        )
      expect(widest, path).toBeLessThanOrEqual(1440)
    }
  })
})

test.describe('errors and sharing', () => {
  for (const { lang, prefix } of languages) {
    test(`a server error shows its code and a cancellable countdown home (${lang})${englishTwin(lang)}`, async ({
      page,
    }) => {
      await consented(page)
      // The countdown runs on a clock the test moves, so nothing waits for real seconds.
      await page.clock.install()
      const response = await page.goto(`${prefix}/fault-test`)
      expect(response?.status()).toBe(500)
      await expect(page.getByRole('heading', { level: 1 })).toContainText('500')
      const body = await page.content()
      expect(body).not.toContain('Injected fault')
      expect(body).not.toMatch(/at .+\.(js|ts):\d+/)
      const status = page.getByRole('status').filter({ hasText: /3/ })
      await expect(status).toBeVisible()
      await page
        .getByRole('button', { name: lang === 'vi' ? 'Ở lại trang này' : 'Stay on this page' })
        .click()
      await page.clock.runFor(4_000)
      await expect(page).toHaveURL(new RegExp(`${prefix}/fault-test$`))

      await page.reload()
      await expect(status).toBeVisible()
      await page.clock.runFor(4_000)
      await expect(page).toHaveURL(new RegExp(`:\\d+${prefix}/?$`), { timeout: 8_000 })
    })
  }

  test('share buttons open a 600×600 popup with the page address; no Google+', async ({ page }) => {
    await consented(page)
    await page.addInitScript(() => {
      const calls: unknown[] = []
      ;(window as unknown as { __opened: unknown[] }).__opened = calls
      const original = window.open.bind(window)
      window.open = (url?: string | URL, target?: string, features?: string) => {
        calls.push({ url: String(url), features })
        return original('about:blank', target, features)
      }
    })
    await page.goto('/')
    const href = await page
      .locator('footer')
      .getByRole('link', { name: 'Chính sách bảo mật', exact: true })
      .getAttribute('href')
    await page.goto(href!)
    const share = page.getByRole('group', { name: 'Chia sẻ' })
    for (const [name, host] of [
      ['Chia sẻ lên Facebook', 'www.facebook.com'],
      ['Chia sẻ lên LinkedIn', 'www.linkedin.com'],
      ['Chia sẻ lên X', 'x.com'],
      ['Chia sẻ qua Zalo', 'sp.zalo.me'],
    ] as const) {
      const popup = page.waitForEvent('popup')
      await share.getByRole('button', { name }).click()
      const opened = await popup
      const size = await opened.evaluate(() => [window.outerWidth, window.outerHeight])
      expect(size[0]).toBe(600)
      await opened.close()
      const calls = await page.evaluate(
        () => (window as unknown as { __opened: { url: string; features: string }[] }).__opened,
      )
      const last = calls.at(-1)!
      expect(new URL(last.url).host).toBe(host)
      expect(last.url).toContain(encodeURIComponent(new URL(page.url()).pathname))
      expect(last.features).toMatch(/width=600,height=600/)
    }
    await expect(share.getByRole('button', { name: /google/i })).toHaveCount(0)
    await expect(share.getByRole('button', { name: 'Sao chép liên kết' })).toBeVisible()
  })
})

test.describe('accessibility', () => {
  for (const path of [
    '/',
    '/en',
    '/gioi-thieu',
    '/topic/termAndPolicy',
    '/khong-ton-tai',
    '/dieu-hoa-khong-khi-dan-dung',
    '/hvac?t=forOwners',
    '/product-benefits',
  ]) {
    test(`no serious or critical axe violations on ${path}`, async ({ page }) => {
      await page.goto(path)
      expect(await seriousViolations(page)).toEqual([])
    })
  }

  test('no serious or critical axe violations on a product page and a story page', async ({
    page,
    request,
  }) => {
    const headers = { '.AspNetCore.Culture': 'c=vi|uic=vi', 'Abp.TenantId': '1' }
    for (const path of [
      '/api/services/app/Product/GetListBoxDto?ProductCategory=AirConditioning&RowsPerPage=1',
      '/api/services/app/ProductBenefit/GetListBoxDto?RowsPerPage=1',
    ]) {
      const answer = (await (await request.get(path, { headers })).json()) as {
        result: { items: { detailUrl: string }[] }
      }
      await page.goto(answer.result.items[0]!.detailUrl)
      expect(await seriousViolations(page)).toEqual([])
    }
  })
})
